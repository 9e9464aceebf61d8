/**
 * The books of a campus (issue #30, spec section 2's Accounts paths), inside the main layout;
 * they load lazily. /account, the statements, is registered by its own screens.
 */
import type { RouteObject } from 'react-router';
import { lazyRoutes } from '../../../components/lazy-routes.tsx';

export const ACCOUNTS_ROUTES: RouteObject[] = [
  ...lazyRoutes(() => import('../components/accounts-home-page.tsx'), { 'account-mgmt': 'AccountsHomePage' }),
  ...lazyRoutes(() => import('../components/sub-group-page.tsx'), { 'account-ledger-sub-group': 'SubGroupPage' }),
  ...lazyRoutes(() => import('../components/ledger-page.tsx'), { 'account-ledger-master': 'LedgerPage' }),
  ...lazyRoutes(() => import('../components/sub-ledger-page.tsx'), { 'account-sub-ledger-master': 'SubLedgerPage' }),
  ...lazyRoutes(() => import('../components/voucher-list-page.tsx'), {
    'account-vouchers-journal': 'JournalVouchersPage',
    'account-vouchers-payment': 'PaymentVouchersPage',
  }),
];
