/** The enrolment screens (enrolled and pending lists, verification, identifiers, sections, upgrade, a student's academic information and payments) of student management, added to the route map inside the main layout. */
import { lazy } from 'react';
import type { RouteObject } from 'react-router';

const screens = {
  verifiedStudents: lazy(() => import('../components/enrolment/verified-students-page.tsx')),
  pendingStudents: lazy(() => import('../components/enrolment/pending-students-page.tsx')),
  verification: lazy(() => import('../components/enrolment/student-verification-page.tsx')),
  identifiers: lazy(() => import('../components/enrolment/update-identifiers-page.tsx')),
  assignSections: lazy(() => import('../components/enrolment/assign-sections-page.tsx')),
  studentSections: lazy(() => import('../components/enrolment/student-section-page.tsx')),
  upgrade: lazy(() => import('../components/enrolment/upgrade-academics-page.tsx')),
  academicInfo: lazy(() => import('../components/enrolment/academic-info-page.tsx')),
  payment: lazy(() => import('../components/enrolment/enrollment-payment-page.tsx')),
};

const route = (path: string, Screen: (typeof screens)[keyof typeof screens]): RouteObject => ({
  path,
  element: <Screen />,
});

// The student home (/ and /student-home) is in the route map already: it is the one
// screen a student reaches, chosen by role (app/screens/role-home.tsx).
export const STUDENT_ENROLMENT_ROUTES: RouteObject[] = [
  route('student-management/verified-students', screens.verifiedStudents),
  route('student-management/student-list', screens.pendingStudents),
  route('student-management/student-verification/:id', screens.verification),
  route('student-management/updateRollNo', screens.identifiers),
  route('student-management/AssignSections', screens.assignSections),
  route('student-management/upgrade-academics', screens.upgrade),
  route('other-setup/student-section', screens.studentSections),
  route('SectionStudentAdd', screens.studentSections),
  route('academic-info/:id', screens.academicInfo),
  route('enrollment/:id', screens.payment),
];
