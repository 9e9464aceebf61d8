/** The statistical report (spec section 2: Reports), inside the main layout; screens load lazily. */
import { lazyRoutes } from '../../../components/lazy-routes.tsx';

export const STATISTICAL_REPORT_ROUTES = lazyRoutes(() => import('../components/statistical-report-pages.tsx'), {
  'form-management/statisticalReport': 'StatisticalReportPage',
  'form-management/prabhat': 'CampusStatisticalReportPage',
});
