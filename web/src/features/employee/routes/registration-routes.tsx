/**
 * Employee registration, the staff lists and documents, and the department and section setup
 * screens, added to the route map inside the main layout. Screens load lazily.
 */
import { lazy } from 'react';
import type { RouteObject } from 'react-router';

const lists = () => import('../components/staff-list-page.tsx');
const setup = () => import('../components/campus-setup-pages.tsx');
const screen = (load: () => Promise<Record<string, unknown>>, name: string) =>
  lazy(() => load().then((module) => ({ default: module[name] as React.ComponentType })));

const SCREENS = {
  register: lazy(() => import('../components/employee-stepper.tsx')),
  documents: lazy(() => import('../components/employee-documents-page.tsx')),
  teaching: screen(lists, 'TeachingStaffPage'),
  nonTeaching: screen(lists, 'NonTeachingStaffPage'),
  technical: screen(lists, 'TechnicalStaffPage'),
  nonTechnical: screen(lists, 'NonTechnicalStaffPage'),
  all: screen(lists, 'EmployeeListPage'),
  university: screen(lists, 'UniversityStaffPage'),
  ugc: screen(lists, 'UgcStaffPage'),
  departments: screen(setup, 'DepartmentPage'),
  sections: screen(setup, 'SectionPage'),
  studentTypeSections: screen(setup, 'StudentTypeSectionPage'),
};

const at = (path: string, Screen: React.ComponentType): RouteObject => ({ path, element: <Screen /> });

export const EMPLOYEE_REGISTRATION_ROUTES: RouteObject[] = [
  at('employee-management/employee-register', SCREENS.register),
  at('employee-management/documents/:id', SCREENS.documents),
  at('employee-management/teaching-staff', SCREENS.teaching),
  at('employee-management/non-teaching-staff', SCREENS.nonTeaching),
  at('employee-management/technical-staff', SCREENS.technical),
  at('employee-management/non-technical-staff', SCREENS.nonTechnical),
  at('employee-management/employee-list', SCREENS.all),
  at('employee-management/uni-employee', SCREENS.university),
  at('employee-management/ugc-employee', SCREENS.ugc),
  at('other-setup/add-department', SCREENS.departments),
  at('other-setup/add-section', SCREENS.sections),
  at('addSection', SCREENS.studentTypeSections),
];
