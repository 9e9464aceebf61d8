/** The bulk import screen (/inload-form) of student management, added to the route map inside the main layout. */
import { lazyRoutes } from '../../../components/lazy-routes.tsx';

export const STUDENT_IMPORT_ROUTES = lazyRoutes(() => import('../components/import/student-import-page.tsx'), {
  'inload-form': 'default',
});
