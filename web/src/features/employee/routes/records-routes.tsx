/** Signatures, staff attendance and the staff reports of employee management, inside the main layout. */
import { lazyRoutes } from '../../../components/lazy-routes.tsx';

export const EMPLOYEE_RECORDS_ROUTES = [
  ...lazyRoutes(() => import('../components/signature-pages.tsx'), {
    signature: 'SignaturePage',
    rough: 'SignaturePage',
    signatureList: 'SignatureListPage',
  }),
  ...lazyRoutes(() => import('../components/staff-attendance-page.tsx'), {
    'employee-management/attendance': 'default',
  }),
  ...lazyRoutes(() => import('../components/staff-report-pages.tsx'), {
    'employee-management/teacher-detail': 'TeacherDetailsPage',
    'employee-management/non-teaching-details': 'NonTeachingDetailsPage',
    'employee-management/teaching-staff-summary': 'TeachingSummaryPage',
    'teaching-staff-summary': 'TeachingSummaryPage',
    'employee-management/non-teaching-staff-summary': 'NonTeachingSummaryPage',
    'non-teaching-staff-summary': 'NonTeachingSummaryPage',
  }),
];
