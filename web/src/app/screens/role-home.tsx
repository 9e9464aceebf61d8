import { lazy } from 'react';
import { useRole } from '../../lib/session/session-store.ts';

const StudentHome = lazy(() => import('../../features/student/components/student-home.tsx'));
const HomePage = lazy(() => import('./home-page.tsx'));

/** `/` is the student home for students and the dashboard for everyone else (spec section 2). */
export function RoleHome() {
  return useRole() === 'Student' ? <StudentHome /> : <HomePage />;
}

export default RoleHome;
