/** The enrolment screens (enrolled and pending lists, verification, identifiers, sections, upgrade, a student's academic information and payments) of student management, added to the route map inside the main layout. */
import { lazyScreen, screenRoutes } from '../../../components/lazy-routes.tsx';

const studentSections = lazyScreen(() => import('../components/enrolment/student-section-page.tsx'));

// The student home (/ and /student-home) is in the route map already: it is the one
// screen a student reaches, chosen by role (app/screens/role-home.tsx).
export const STUDENT_ENROLMENT_ROUTES = screenRoutes({
  'student-management/verified-students': lazyScreen(
    () => import('../components/enrolment/verified-students-page.tsx'),
  ),
  'student-management/student-list': lazyScreen(() => import('../components/enrolment/pending-students-page.tsx')),
  'student-management/student-verification/:id': lazyScreen(
    () => import('../components/enrolment/student-verification-page.tsx'),
  ),
  'student-management/updateRollNo': lazyScreen(() => import('../components/enrolment/update-identifiers-page.tsx')),
  'student-management/AssignSections': lazyScreen(() => import('../components/enrolment/assign-sections-page.tsx')),
  'student-management/upgrade-academics': lazyScreen(
    () => import('../components/enrolment/upgrade-academics-page.tsx'),
  ),
  'other-setup/student-section': studentSections,
  SectionStudentAdd: studentSections,
  'academic-info/:id': lazyScreen(() => import('../components/enrolment/academic-info-page.tsx')),
  'enrollment/:id': lazyScreen(() => import('../components/enrolment/enrollment-payment-page.tsx')),
});
