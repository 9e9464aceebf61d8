/** The annual returns' screens (issue #31), inside the main layout; they load lazily. */
import type { RouteObject } from 'react-router';
import { lazyRoutes } from '../../../components/lazy-routes.tsx';

export const ANNUAL_RETURNS_ROUTES: RouteObject[] = [
  ...lazyRoutes(() => import('../components/annual-returns-page.tsx'), { 'annual-returns': 'AnnualReturnsPage' }),
  ...lazyRoutes(() => import('../components/api-keys-page.tsx'), { 'annual-returns/api-keys': 'ApiKeysPage' }),
  ...lazyRoutes(() => import('../components/return-progress-page.tsx'), {
    'annual-returns/:id/progress': 'ReturnProgressPage',
  }),
  ...lazyRoutes(() => import('../components/campus-return-page.tsx'), {
    'annual-returns/:id/campus/:campusId': 'CampusReturnPage',
  }),
];
