/** The public verification page of printed documents (/verify/:code), outside the guard. */
import { lazyRoutes } from '../../../components/lazy-routes.tsx';

export const VERIFICATION_ROUTES = lazyRoutes(() => import('../components/verification-page.tsx'), {
  'verify/:code': 'default',
});
