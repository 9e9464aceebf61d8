/** The registration screens (the stepper for new, edited and transferred-in students) of student management, added to the route map inside the main layout. */
import { lazy } from 'react';
import type { RouteObject } from 'react-router';

const pages = () => import('../components/registration/student-registration-pages.tsx');
const StudentRegisterPage = lazy(() => pages().then((module) => ({ default: module.StudentRegisterPage })));
const StudentEditPage = lazy(() => pages().then((module) => ({ default: module.StudentEditPage })));
const StudentTransferInRegisterPage = lazy(() =>
  pages().then((module) => ({ default: module.StudentTransferInRegisterPage })),
);

export const STUDENT_REGISTRATION_ROUTES: RouteObject[] = [
  { path: 'student-management/student-register', element: <StudentRegisterPage /> },
  { path: 'student-management/student-edit/:id', element: <StudentEditPage /> },
  { path: 'student-management/student-transfer-in/register', element: <StudentTransferInRegisterPage /> },
];
