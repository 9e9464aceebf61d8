/** Graduation management (api-contract 6 and 8.5), inside the main layout; screens load lazily. */
import { lazyRoutes } from '../../../components/lazy-routes.tsx';

export const GRADUATION_ROUTES = [
  ...lazyRoutes(() => import('../components/graduation-pages.tsx'), {
    'graduation-management/student-list': 'GraduationStudentsPage',
    'graduation-management/enrolled-students': 'GraduationStudentsPage',
    'graduation-management/graduation-form/:id': 'EnrolledGraduationPage',
    'graduation-management/old-students': 'OldGraduationPage',
    'graduation-management/graduation-list': 'EnrolledGraduatesPage',
    'graduation-management/graduation-list-enrolled': 'EnrolledGraduatesPage',
    'graduation-management/graduation-list-old': 'OldGraduatesPage',
    // GraduationModuleTable: the student menu's path to the same list (api-contract 6).
    'student-management/graduationtable-setups': 'EnrolledGraduatesPage',
    'graduation-management/graduation-edit/:id': 'EditGraduationPage',
  }),
  ...lazyRoutes(() => import('../components/graduation-form-page.tsx'), {
    'graduation-management/graduationForm': 'default',
    graduationForm: 'default',
  }),
  ...lazyRoutes(() => import('../components/character-application-page.tsx'), {
    'character-application': 'default',
  }),
  ...lazyRoutes(() => import('../components/character-certificate-page.tsx'), {
    'graduation-management/character-certificate/:id': 'CharacterCertificatePage',
    'graduation-management/character-certificate-old/:id': 'CharacterCertificatePage',
  }),
];
