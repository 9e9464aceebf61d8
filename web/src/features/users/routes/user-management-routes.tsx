/** User management (spec section 2, /user-management/), inside the main layout; screens load lazily. */
import { lazyRoutes } from '../../../components/lazy-routes.tsx';

export const USER_MANAGEMENT_ROUTES = [
  ...lazyRoutes(() => import('../components/user-management-pages.tsx'), {
    'user-management/permission-management': 'UsersPage',
    'user-management/add-user': 'AddUserPage',
    'user-management/add-module': 'AddModulePage',
    'user-management/assign-permission': 'AssignPermissionPage',
    'user-management/assign-permission-campus': 'CampusPermissionPage',
    'user-management/assign-permission-ugc': 'UgcModulesPage',
    'user-management/assign-permission-uni': 'UniversityModulesPage',
    'user-management/ugc-employee-user': 'UgcEmployeeUserPage',
  }),
  ...lazyRoutes(() => import('../../employee/components/staff-list-page.tsx'), {
    'user-management/ugc-employee': 'UgcStaffPage',
  }),
  ...lazyRoutes(() => import('../components/audit-page.tsx'), { 'user-management/audit': 'default' }),
  ...lazyRoutes(() => import('../components/identity-providers-page.tsx'), {
    'user-management/identity-providers': 'default',
  }),
];
