/** The budget screens (/budget-management, /budgetmgmt-setups), inside the main layout; they load lazily. */
import type { RouteObject } from 'react-router';
import { lazyRoutes } from '../../../components/lazy-routes.tsx';

export const BUDGET_ROUTES: RouteObject[] = lazyRoutes(() => import('../components/budget-pages.tsx'), {
  'budget-management': 'BudgetManagementPage',
  'budgetmgmt-setups': 'BudgetSetupPage',
});
