/**
 * The public finance screens (api-contract 5.11, spec section 2), inside the main layout: the
 * finance heads and a campus's income and expenditure entries, each at its /public-finance path
 * and at the two Setup paths the menus of the original client used.
 */
import type { RouteObject } from 'react-router';
import { lazyRoutes } from '../../../components/lazy-routes.tsx';

export const PUBLIC_FINANCE_ROUTES: RouteObject[] = [
  ...lazyRoutes(() => import('../components/finance-head-page.tsx'), {
    'public-finance/finance-head': 'FinanceHeadPage',
    'other-setup/income-expense-head': 'FinanceHeadPage',
    'other-setup/incomeexpensehead': 'FinanceHeadPage',
  }),
  ...lazyRoutes(() => import('../components/income-expenditure-page.tsx'), {
    'public-finance/income-expense': 'IncomeExpenditurePage',
    'other-setup/income-expenditure-entry': 'IncomeExpenditurePage',
    'other-setup/incomeexpense': 'IncomeExpenditurePage',
  }),
];
