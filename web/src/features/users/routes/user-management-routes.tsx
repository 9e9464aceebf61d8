/** User management (spec section 2, /user-management/), inside the main layout; screens load lazily. */
import { lazy } from 'react';
import type { RouteObject } from 'react-router';

const pages = () => import('../components/user-management-pages.tsx');
const staffLists = () => import('../../employee/components/staff-list-page.tsx');
const screen = (load: () => Promise<Record<string, unknown>>, name: string) =>
  lazy(() => load().then((module) => ({ default: module[name] as React.ComponentType })));

const at = (path: string, Screen: React.ComponentType): RouteObject => ({ path, element: <Screen /> });

export const USER_MANAGEMENT_ROUTES: RouteObject[] = [
  at('user-management/permission-management', screen(pages, 'UsersPage')),
  at('user-management/add-user', screen(pages, 'AddUserPage')),
  at('user-management/add-module', screen(pages, 'AddModulePage')),
  at('user-management/assign-permission', screen(pages, 'AssignPermissionPage')),
  at('user-management/assign-permission-campus', screen(pages, 'CampusPermissionPage')),
  at('user-management/assign-permission-ugc', screen(pages, 'UgcModulesPage')),
  at('user-management/assign-permission-uni', screen(pages, 'UniversityModulesPage')),
  at('user-management/ugc-employee', screen(staffLists, 'UgcStaffPage')),
  at('user-management/ugc-employee-user', screen(pages, 'UgcEmployeeUserPage')),
  at(
    'user-management/audit',
    lazy(() => import('../components/audit-page.tsx')),
  ),
];
