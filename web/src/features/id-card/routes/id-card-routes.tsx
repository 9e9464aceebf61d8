/** Identity cards and the registration form of student management, inside the main layout; screens load lazily. */
import { lazy } from 'react';
import type { RouteObject } from 'react-router';

const pages = () => import('../components/id-card-pages.tsx');
const screen = (name: string) =>
  lazy(() => pages().then((module) => ({ default: module[name as keyof typeof module] as React.ComponentType })));

const at = (path: string, Screen: React.ComponentType): RouteObject => ({ path, element: <Screen /> });

export const ID_CARD_ROUTES: RouteObject[] = [
  at('student-management/identity-card-home', screen('IdCardHomePage')),
  at('student-management/student-list-for-id', screen('StudentListForIdPage')),
  at('student-management/all-student-cards', screen('AllStudentCardsPage')),
  at('student-management/generated-id-cards', screen('GeneratedCardsPage')),
  at('student-management/generated-id-cards/:id', screen('GeneratedCardsPage')),
  at('student-management/student-card/:studentId', screen('StudentCardPage')),
  at('student-management/registration-form/:studentId', screen('RegistrationFormPage')),
];
