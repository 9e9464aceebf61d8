/** The registration screens (the stepper for new, edited and transferred-in students) of student management, added to the route map inside the main layout. */
import { lazyRoutes } from '../../../components/lazy-routes.tsx';

export const STUDENT_REGISTRATION_ROUTES = lazyRoutes(
  () => import('../components/registration/student-registration-pages.tsx'),
  {
    'student-management/student-register': 'StudentRegisterPage',
    'student-management/student-edit/:id': 'StudentEditPage',
    'student-management/student-transfer-in/register': 'StudentTransferInRegisterPage',
  },
);
