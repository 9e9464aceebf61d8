/** Scholarships and discounts (api-contract 6), inside the main layout; screens load lazily. */
import { lazyRoutes } from '../../../components/lazy-routes.tsx';

export const SCHOLARSHIP_ROUTES = lazyRoutes(() => import('../components/scholarship-pages.tsx'), {
  'scholarship/students': 'AssignScholarshipPage',
  'scholarship/scholarship-list': 'ScholarsPage',
  'scholarship/scholarshipStudent-list': 'ScholarshipReportPage',
  'scholarship/discountStudent-list': 'DiscountReportPage',
});
