/**
 * The QAA and accreditation screens (api-contract 5.13, screen 8.6, spec section 2's
 * /accrediation paths, spelled as the spec spells them), inside the main layout; they load lazily.
 * Besides the spec's paths: a campus's QAA page, and a campus's own staff's page of their campus.
 */
import type { RouteObject } from 'react-router';
import { lazyRoutes } from '../../../components/lazy-routes.tsx';

export const ACCREDITATION_ROUTES: RouteObject[] = [
  ...lazyRoutes(() => import('../components/add-campus-page.tsx'), {
    'accrediation/add-campus-for-accreditation': 'AddCampusForAccreditationPage',
  }),
  ...lazyRoutes(() => import('../components/qaa-campus-list.tsx'), {
    'accrediation/campus-list': 'QaaCampusListPage',
  }),
  ...lazyRoutes(() => import('../components/qaa-campus-page.tsx'), {
    'accrediation/campus/:campusId': 'QaaCampusPage',
    'accrediation/my-campus': 'MyCampusQaaPage',
  }),
  ...lazyRoutes(() => import('../components/accreditation-list-page.tsx'), {
    'accrediation/accreditation-list': 'AccreditationListPage',
    'accrediation/renew-accreditation': 'RenewAccreditationPage',
  }),
  ...lazyRoutes(() => import('../components/qaa-report-pages.tsx'), {
    'accrediation/total-qaa-hei-province-report': 'QaaProvinceReportPage',
    'accrediation/total-qaa-hei-campus-report': 'QaaCampusReportPage',
    'accrediation/accreditation-expiry-campus-report': 'QaaExpiryReportPage',
  }),
];
