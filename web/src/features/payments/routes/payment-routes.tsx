/** The staff's online payments (spec section 2: /payment, listed in the Program menu), inside the main layout. */
import { lazyRoutes } from '../../../components/lazy-routes.tsx';

export const PAYMENT_ROUTES = lazyRoutes(() => import('../components/online-payments-page.tsx'), {
  payment: 'OnlinePaymentsPage',
});
