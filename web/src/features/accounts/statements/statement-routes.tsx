/** The statements of a campus's books (/account), inside the main layout; they load lazily. */
import type { RouteObject } from 'react-router';
import { lazyRoutes } from '../../../components/lazy-routes.tsx';

export const ACCOUNT_STATEMENT_ROUTES: RouteObject[] = lazyRoutes(
  () => import('./components/account-statements-page.tsx'),
  { account: 'AccountStatementsPage' },
);
