/**
 * Every route of spec section 2 whose module a later issue builds. Until then each shows the
 * updating-soon page; the issue that builds a module removes its paths here and adds its
 * screen to the route map. Paths are relative to the root and matched case-insensitively.
 */
export const PENDING_ROUTES: readonly string[] = [
  // Students.
  'student-management/student-list',
  'student-management/documents',
  'student-management/documents/:id',
  'student-management/student-information-detail',
  'student-management/student-summary-detail',
  'student-management/student-by-district',
  'student-management/student-register',
  'student-management/identity-card-home',
  'student-management/student-card/:studentId',
  'student-management/all-student-cards',
  'student-management/student-list-for-id',
  'student-management/upgrade-academics',
  'student-management/verified-students',
  'student-management/exportToPdf',
  'student-management/student-verification/:id',
  'student-management/attendance',
  'student-summary-detail',
  'student-by-district',
  // Dropout.
  // Employees.
  'employee-management/employee-list',
  'employee-management/teaching-staff',
  'employee-management/non-teaching-staff',
  'employee-management/non-technical-staff',
  'employee-management/technical-staff',
  'employee-management/uni-employee',
  'employee-management/uni-employee-user',
  'employee-management/teacher-detail',
  'employee-management/non-teaching-details',
  'employee-management/employee-register',
  'employee-management/attendance',
  'employee-management/teaching-staff-summary',
  'employee-management/non-teaching-staff-summary',
  'employee-management/ugc-employee',
  'employee-management/ugc-employee-user',
  'teaching-staff-summary',
  'non-teaching-staff-summary',
  // Academic and enrollment.
  'inload-form',
  // Reports.
  // Setup screens of later issues.
  'other-setup/add-section',
  'other-setup/add-department',
  // Certificates.
  'character-certificate/:id',
  'character-certificate-old/:id',
  // Organization.
  // Accreditation.
];

/** Placeholders for good (spec section 2: /payroll, /library, /coming-soon). */
export const PLACEHOLDER_ROUTES: readonly string[] = ['payroll', 'library', 'coming-soon'];
