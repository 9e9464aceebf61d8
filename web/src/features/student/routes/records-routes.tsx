/** The record screens (transfers, documents, attendance and the student list reports) of student management, added to the route map inside the main layout. */
import { lazyRoutes, lazyScreen, screenRoutes } from '../../../components/lazy-routes.tsx';

const transferOut = lazyScreen(() => import('../components/records/transfer-out-page.tsx'));

/** Paths match case-insensitively, so /Student-management/student-summary-detail is covered too. */
export const STUDENT_RECORDS_ROUTES = [
  ...screenRoutes({
    'student-management/student-transfer-out': transferOut,
    'student-management/student-transfer-outForm': transferOut,
    'student-management/student-transfer-in': lazyScreen(() => import('../components/records/transfer-in-page.tsx')),
    'student-management/documents/:id': lazyScreen(() => import('../components/records/student-documents-page.tsx')),
    'student-management/attendance': lazyScreen(() => import('../components/records/attendance-page.tsx')),
    'student-management/student-information-detail': lazyScreen(
      () => import('../components/records/student-information-page.tsx'),
    ),
    'student-management/student-by-major': lazyScreen(() => import('../components/records/student-by-major-page.tsx')),
  }),
  ...lazyRoutes(() => import('../components/records/count-report-pages.tsx'), {
    'student-management/student-by-district': 'StudentByDistrictPage',
    'student-by-district': 'StudentByDistrictPage',
    'student-management/summary-by-major': 'SummaryByMajorPage',
    'student-management/student-summary-detail': 'StudentSummaryPage',
    'student-summary-detail': 'StudentSummaryPage',
  }),
];
