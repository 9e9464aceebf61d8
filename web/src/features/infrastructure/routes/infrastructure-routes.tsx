/** The infrastructure registers' screens (spec section 2, screens 8.7) and their summary, inside the main layout; they load lazily. */
import type { RouteObject } from 'react-router';
import { lazyScreen } from '../../../components/lazy-routes.tsx';
import { REGISTER_SCREENS } from './register-screens.ts';

const RegisterScreen = lazyScreen(() => import('../components/register-page.tsx'), 'InfrastructureRegisterPage');
const SummaryScreen = lazyScreen(
  () => import('../components/infrastructure-summary-page.tsx'),
  'InfrastructureSummaryPage',
);

export const INFRASTRUCTURE_ROUTES: RouteObject[] = [
  ...REGISTER_SCREENS.map((screen) => ({
    path: `infrastructure-management/${screen}`,
    element: <RegisterScreen screen={screen} />,
  })),
  { path: 'infrastructure-management/summary', element: <SummaryScreen /> },
];
