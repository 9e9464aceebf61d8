/** Graduation management (api-contract 6 and 8.5), inside the main layout; screens load lazily. */
import { lazy } from 'react';
import type { RouteObject } from 'react-router';

const pages = () => import('../components/graduation-pages.tsx');
const screen = (name: string) =>
  lazy(() => pages().then((module) => ({ default: module[name as keyof typeof module] as React.ComponentType })));

const at = (path: string, Screen: React.ComponentType): RouteObject => ({ path, element: <Screen /> });

const certificate = () => import('../components/character-certificate-page.tsx');
const certificatePage = lazy(() => certificate().then((module) => ({ default: module.CharacterCertificatePage })));
const graduationForm = lazy(() => import('../components/graduation-form-page.tsx'));
const characterApplication = lazy(() => import('../components/character-application-page.tsx'));
const students = screen('GraduationStudentsPage');
const enrolledGraduates = screen('EnrolledGraduatesPage');

export const GRADUATION_ROUTES: RouteObject[] = [
  at('graduation-management/student-list', students),
  at('graduation-management/enrolled-students', students),
  at('graduation-management/graduation-form/:id', screen('EnrolledGraduationPage')),
  at('graduation-management/old-students', screen('OldGraduationPage')),
  at('graduation-management/graduation-list', enrolledGraduates),
  at('graduation-management/graduation-list-enrolled', enrolledGraduates),
  at('graduation-management/graduation-list-old', screen('OldGraduatesPage')),
  // GraduationModuleTable: the student menu's path to the same list (api-contract 6).
  at('student-management/graduationtable-setups', enrolledGraduates),
  at('graduation-management/graduationForm', graduationForm),
  at('graduationForm', graduationForm),
  at('character-application', characterApplication),
  at('graduation-management/graduation-edit/:id', screen('EditGraduationPage')),
  at('graduation-management/character-certificate/:id', certificatePage),
  at('graduation-management/character-certificate-old/:id', certificatePage),
];
