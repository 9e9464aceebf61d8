/**
 * The fact sheet screens (spec section 2): the signed-in ones inside the main layout, and the
 * public sheet of a campus outside the sign-in. Screens load lazily.
 */
import { lazyRoutes } from '../../../components/lazy-routes.tsx';

export const FACT_SHEET_ROUTES = lazyRoutes(() => import('../components/fact-sheet-pages.tsx'), {
  'fact-sheet': 'OwnFactSheetPage',
  'fact-sheet-list': 'FactSheetListPage',
  'fact-sheet-campus/:id': 'CampusFactSheetPage',
});

export const PUBLIC_FACT_SHEET_ROUTES = lazyRoutes(() => import('../components/public-fact-sheet-page.tsx'), {
  'public/fact-sheet/:campusId': 'default',
});
