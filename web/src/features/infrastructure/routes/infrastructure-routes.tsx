/** The infrastructure registers' screens (spec section 2, screens 8.7) and their summary, inside the main layout; they load lazily. */
import type { RouteObject } from 'react-router';
import { lazyScreen } from '../../../components/lazy-routes.tsx';
import { REGISTERS_BY_PATH } from '../components/registers.tsx';

const RegisterScreen = lazyScreen(() => import('../components/register-page.tsx'), 'InfrastructureRegisterPage');
const SummaryScreen = lazyScreen(
  () => import('../components/infrastructure-summary-page.tsx'),
  'InfrastructureSummaryPage',
);

export const INFRASTRUCTURE_ROUTES: RouteObject[] = [
  ...Object.keys(REGISTERS_BY_PATH).map((screen) => ({
    path: `infrastructure-management/${screen}`,
    element: <RegisterScreen screen={screen as keyof typeof REGISTERS_BY_PATH} />,
  })),
  { path: 'infrastructure-management/summary', element: <SummaryScreen /> },
];
