/**
 * Employee registration, the staff lists and documents, and the department and section setup
 * screens, added to the route map inside the main layout. Screens load lazily.
 */
import { lazyRoutes } from '../../../components/lazy-routes.tsx';

export const EMPLOYEE_REGISTRATION_ROUTES = [
  ...lazyRoutes(() => import('../components/employee-stepper.tsx'), {
    'employee-management/employee-register': 'default',
  }),
  ...lazyRoutes(() => import('../components/employee-documents-page.tsx'), {
    'employee-management/documents/:id': 'default',
  }),
  ...lazyRoutes(() => import('../components/staff-list-page.tsx'), {
    'employee-management/teaching-staff': 'TeachingStaffPage',
    'employee-management/non-teaching-staff': 'NonTeachingStaffPage',
    'employee-management/technical-staff': 'TechnicalStaffPage',
    'employee-management/non-technical-staff': 'NonTechnicalStaffPage',
    'employee-management/employee-list': 'EmployeeListPage',
    'employee-management/uni-employee': 'UniversityStaffPage',
    'employee-management/ugc-employee': 'UgcStaffPage',
  }),
  ...lazyRoutes(() => import('../components/campus-setup-pages.tsx'), {
    'other-setup/add-department': 'DepartmentPage',
    'other-setup/add-section': 'SectionPage',
    addSection: 'StudentTypeSectionPage',
  }),
];
