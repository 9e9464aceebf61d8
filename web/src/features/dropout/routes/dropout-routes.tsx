/** Dropout management (api-contract 6), inside the main layout; screens load lazily. */
import { lazyRoutes } from '../../../components/lazy-routes.tsx';

export const DROPOUT_ROUTES = lazyRoutes(() => import('../components/dropout-pages.tsx'), {
  'dropout-management/home': 'DropoutStudentsPage',
  'dropout-management/dropout-list': 'DropoutListPage',
  'dropout-management/recommendation-letter/:id': 'RecommendationLetterPage',
});
