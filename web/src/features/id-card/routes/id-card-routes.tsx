/** Identity cards and the registration form of student management, inside the main layout; screens load lazily. */
import { lazyRoutes } from '../../../components/lazy-routes.tsx';

export const ID_CARD_ROUTES = lazyRoutes(() => import('../components/id-card-pages.tsx'), {
  'student-management/identity-card-home': 'IdCardHomePage',
  'student-management/student-list-for-id': 'StudentListForIdPage',
  'student-management/all-student-cards': 'AllStudentCardsPage',
  'student-management/generated-id-cards': 'GeneratedCardsPage',
  'student-management/generated-id-cards/:id': 'GeneratedCardsPage',
  'student-management/student-card/:studentId': 'StudentCardPage',
  'student-management/registration-form/:studentId': 'RegistrationFormPage',
});
