/**
 * Menu visibility of spec section 6 as data, beside the permission table, so the web's
 * menus and the server's guard read one source. Hiding a menu item is a convenience; the
 * server enforces the permission behind it.
 */
import { can, type Permission } from './permissions.ts';
import type { ModuleKey } from './modules.ts';
import type { Role } from './roles.ts';

export type MenuGroup = 'main' | 'reports' | 'user' | 'links';

/**
 * `hiddenFrom` hides from the listed roles; an empty role ('' = no role) hides items that
 * list ''. `shownOnlyTo` shows to the listed roles only. `permission` shows to the roles
 * holding it, so a menu item and the route behind it cannot disagree.
 */
export type MenuVisibility =
  { hiddenFrom: readonly (Role | '')[] } | { shownOnlyTo: readonly Role[] } | { permission: Permission };

export interface MenuItem {
  id: string;
  label: string;
  /** A path of the web app; empty for external links whose address is deployment configuration. */
  route: string;
  group: MenuGroup;
  visibility: MenuVisibility;
  /** Students see only the root path and student-home (spec section 2: Guard): the items that lead there, and Logout. */
  forStudents?: boolean;
  /** The module behind the item (api-contract 7): hidden from a user who does not hold it. */
  module?: ModuleKey;
}

const EVERYONE: MenuVisibility = { hiddenFrom: [] };
const COLLEGE_ROLES = ['CollegeAdmin', 'CollegeUser'] as const;
/** The Links dropdown is meant for UgcAdmin and Admin; the original's precedence slip is not kept. */
const LINKS_VISIBILITY: MenuVisibility = { shownOnlyTo: ['UgcAdmin', 'Admin'] };

export const MENU_ITEMS: readonly MenuItem[] = [
  {
    id: 'student-home',
    label: 'Home',
    route: '/student-home',
    group: 'main',
    visibility: { shownOnlyTo: ['Student'] },
    forStudents: true,
  },
  { id: 'dashboard', module: 'dashboard', label: 'Dashboard', route: '/', group: 'main', visibility: EVERYONE },
  {
    id: 'program-setup',
    module: 'program management',
    label: 'Program Setup',
    route: '/program-management/home',
    group: 'main',
    visibility: { hiddenFrom: ['SuperAdmin', 'Admin', 'UgcAdmin'] },
  },
  {
    id: 'setup',
    module: 'setup',
    label: 'Setup',
    route: '/other-setup/home',
    group: 'main',
    visibility: { hiddenFrom: ['SuperAdmin'] },
  },
  {
    id: 'student',
    module: 'student management',
    label: 'Student',
    route: '/student-management/home',
    group: 'main',
    visibility: { hiddenFrom: ['UniAdmin', 'Admin', 'UgcAdmin'] },
  },
  {
    id: 'employee',
    module: 'employee management',
    label: 'Employee',
    route: '/employee-management/home',
    group: 'main',
    visibility: { hiddenFrom: ['UniAdmin', 'Admin', 'UgcAdmin'] },
  },
  {
    id: 'university-budget',
    label: 'University-Budget',
    route: '/budget-management',
    group: 'main',
    visibility: { shownOnlyTo: ['Admin'] },
  },
  {
    id: 'campuses',
    label: 'Campuses',
    route: '/organization-management',
    group: 'main',
    visibility: { hiddenFrom: [...COLLEGE_ROLES, 'Admin', 'UgcAdmin'] },
  },
  {
    id: 'infrastructure',
    module: 'infrastructure management',
    label: 'Infrastructure',
    route: '/infrastructure-management',
    group: 'main',
    visibility: { shownOnlyTo: ['SuperAdmin'] },
  },
  {
    id: 'gps',
    module: 'infrastructure management',
    label: 'GPS',
    route: '/add-location',
    group: 'main',
    visibility: { hiddenFrom: ['Admin', 'UgcAdmin', 'UniAdmin'] },
  },
  {
    id: 'campus-qaa',
    label: 'Campus QAA',
    route: '/accrediation/add-campus-for-accreditation',
    group: 'main',
    visibility: { shownOnlyTo: ['Admin', 'UgcAdmin'] },
  },
  {
    id: 'campus-fact-sheet',
    label: 'Campus-Fact sheet',
    route: '/fact-sheet-list',
    group: 'main',
    visibility: { shownOnlyTo: ['Admin', 'UgcAdmin'] },
  },
  {
    id: 'fact-sheet',
    module: 'fact sheet',
    label: 'Fact Sheet',
    route: '/fact-sheet',
    group: 'main',
    visibility: { shownOnlyTo: ['SuperAdmin', ...COLLEGE_ROLES] },
  },
  {
    id: 'user',
    module: 'user management',
    label: 'User',
    route: '/user-management/home',
    group: 'main',
    visibility: { hiddenFrom: [...COLLEGE_ROLES, 'UgcAdmin'] },
  },
  {
    id: 'exam',
    module: 'exam management',
    label: 'Exam',
    route: '/exam-management/home',
    group: 'main',
    visibility: { hiddenFrom: ['Admin', 'UgcAdmin', 'UniAdmin'] },
  },

  // HEMIS Reports dropdown.
  {
    id: 'college-summary-report',
    module: 'hemis report',
    label: 'Summary Report',
    route: '/college-report',
    group: 'reports',
    visibility: { permission: 'report:college-summary' },
  },
  {
    id: 'ugc-summary-report',
    module: 'hemis report',
    label: 'Summary Report',
    route: '/ugc-report',
    group: 'reports',
    visibility: { permission: 'report:ugc-summary' },
  },
  {
    id: 'uni-summary-report',
    module: 'hemis report',
    label: 'Summary Report',
    route: '/uni-report',
    group: 'reports',
    visibility: { permission: 'report:uni-summary' },
  },
  {
    id: 'statistical-report',
    module: 'hemis report',
    label: 'Statistical Report',
    route: '/form-management/statisticalReport',
    group: 'reports',
    visibility: { hiddenFrom: ['UniAdmin'] },
  },
  {
    // The spec's Reports routes include /research (section 2) without a menu entry; it feeds the
    // statistical report's section 5, so it sits beside it, for whoever may read the register.
    id: 'research',
    module: 'hemis report',
    label: 'Research & Publication',
    route: '/research',
    group: 'reports',
    visibility: { permission: 'research:read' },
  },
  {
    id: 'student-summary-report',
    module: 'hemis report',
    label: 'Student-summary Report',
    route: '/student-summary-detail',
    group: 'reports',
    visibility: { hiddenFrom: COLLEGE_ROLES },
  },
  {
    id: 'teaching-staff-summary',
    module: 'hemis report',
    label: 'Teaching Staff Summary',
    route: '/teaching-staff-summary',
    group: 'reports',
    visibility: { hiddenFrom: COLLEGE_ROLES },
  },
  {
    // The spec gives this route without its folder; the screen lives under employee management.
    id: 'non-teaching-staff-summary',
    module: 'hemis report',
    label: 'Non-Teaching Staff Summary',
    route: '/employee-management/non-teaching-staff-summary',
    group: 'reports',
    visibility: { hiddenFrom: COLLEGE_ROLES },
  },

  // User menu.
  {
    id: 'profile',
    label: 'Profile',
    route: '/profile',
    group: 'user',
    visibility: { hiddenFrom: ['Admin', 'UgcAdmin'] },
  },
  {
    id: 'change-password',
    label: 'Change Password',
    route: '/change-password',
    group: 'user',
    visibility: EVERYONE,
  },
  { id: 'logout', label: 'Logout', route: '/', group: 'user', visibility: EVERYONE, forStudents: true },

  // Links dropdown.
  // The spec names no addresses for these two; the web takes them from its deployment settings.
  { id: 'user-manual', label: 'User Manual', route: '', group: 'links', visibility: LINKS_VISIBILITY },
  { id: 'old-emis', label: 'Old Emis', route: '', group: 'links', visibility: LINKS_VISIBILITY },
];

function passes(visibility: MenuVisibility, role: Role | undefined): boolean {
  if ('permission' in visibility) return can(role, visibility.permission);
  if ('shownOnlyTo' in visibility) return role !== undefined && visibility.shownOnlyTo.includes(role);
  return !visibility.hiddenFrom.includes(role ?? '');
}

/**
 * The menu items a role sees, in menu order; `group` narrows to one menu. Given the modules
 * the user holds, an item of a module they do not hold is hidden too (the role rules apply
 * on top).
 */
export function visibleMenuItems(
  role: Role | undefined,
  group?: MenuGroup,
  heldModules?: ReadonlySet<string>,
): MenuItem[] {
  return MENU_ITEMS.filter(
    (item) =>
      (group === undefined || item.group === group) &&
      (role !== 'Student' || item.forStudents === true) &&
      passes(item.visibility, role) &&
      (heldModules === undefined || item.module === undefined || heldModules.has(item.module)),
  );
}
