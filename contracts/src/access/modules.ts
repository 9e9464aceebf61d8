/**
 * The modules of HEMIS (api-contract 7, issue: users, modules and permissions). Every
 * permission of the permission table belongs to one module, or to none (what every signed-in
 * user needs whatever they were granted: their account, reference data, the lists behind
 * a form's choices). A module can be switched off, or closed to the grants body, universities
 * or campuses, by the grants body; within what is open, the administrators of an
 * institution hold every module their role allows and other staff (CollegeUser) hold the
 * modules they were granted. The server decides; the web only hides what would be refused.
 */
import { isGrantsBodyRole, type Role } from './roles.ts';

export interface ModuleDefinition {
  /** The module's name as UserPermissionCollege answers it (api-contract 7: "student management"). */
  key: string;
  displayName: string;
  description: string;
  /** Where its home tile leads. */
  route: string;
  index: number;
}

/** The modules HEMIS ships with, in the order of their home tiles. */
export const BUILT_IN_MODULES = [
  {
    key: 'dashboard',
    displayName: 'Dashboard',
    description: 'Counts and charts of the institution',
    route: '/dashboard',
    index: 1,
  },
  {
    key: 'program management',
    displayName: 'Program Management',
    description: 'Faculties, levels, programs, majors and subjects',
    route: '/program-management/home',
    index: 2,
  },
  {
    key: 'setup',
    displayName: 'Setup',
    description: 'Departments, sections, student sections, fees and holidays',
    route: '/other-setup/home',
    index: 3,
  },
  {
    key: 'student management',
    displayName: 'Student Management',
    description: 'Registration, enrolment, identity cards, transfers, attendance and student reports',
    route: '/student-management/home',
    index: 4,
  },
  {
    key: 'employee management',
    displayName: 'Employee Management',
    description: 'Teaching and non-teaching staff, signatures, attendance and staff reports',
    route: '/employee-management/home',
    index: 5,
  },
  {
    key: 'infrastructure management',
    displayName: 'Infrastructure Management',
    description: 'Land, buildings, labs, hostels, libraries, equipment and the campus location',
    route: '/infrastructure-management/home',
    index: 6,
  },
  {
    key: 'fact sheet',
    displayName: 'Fact Sheet',
    description: 'The campus fact sheet',
    route: '/fact-sheet',
    index: 7,
  },
  {
    key: 'user management',
    displayName: 'User Management',
    description: 'Users, their module permissions and the audit log',
    route: '/user-management/home',
    index: 8,
  },
  {
    key: 'exam management',
    displayName: 'Exam Management',
    description: 'Exam schedules, routines, attendance, marks and results',
    route: '/exam-management/home',
    index: 9,
  },
  {
    key: 'hemis report',
    displayName: 'HEMIS Report',
    description: 'Summary and statistical reports',
    route: '/college-report',
    index: 10,
  },
  {
    key: 'graduation management',
    displayName: 'Graduation Management',
    description: 'Graduation applications and character certificates',
    route: '/graduation-management/enrolled-students',
    index: 11,
  },
  {
    key: 'receipt management',
    displayName: 'Receipt Management',
    description: 'Fee setup and student receipts',
    route: '/receipt-management/receipt-list',
    index: 12,
  },
  {
    key: 'dropout management',
    displayName: 'Dropout Management',
    description: 'Dropouts and recommendation letters',
    route: '/dropout-management/home',
    index: 13,
  },
  {
    key: 'scholarship management',
    displayName: 'Scholarship Management',
    description: 'Scholarships and discounts',
    route: '/scholarship/home',
    index: 14,
  },
  {
    key: 'pass rate management',
    displayName: 'Pass Rate Management',
    description: 'Board exam appearance and pass lists',
    route: '/pass-rate-management/exam-appeared',
    index: 15,
  },
  {
    key: 'public finance',
    displayName: 'Public Finance',
    description: 'Income and expense heads and entries',
    route: '/public-finance/home',
    index: 16,
  },
  {
    key: 'accreditation',
    displayName: 'Accreditation',
    description: 'Quality assurance and accreditation of campuses',
    route: '/accrediation/accreditation-list',
    index: 17,
  },
  {
    key: 'alumni',
    displayName: 'Alumni',
    description: 'Alumni registration, verification and summaries',
    route: '/Alumni/home',
    index: 18,
  },
  {
    key: 'account management',
    displayName: 'Account Management',
    description: 'The campus books: chart of accounts, vouchers, ledgers and financial statements',
    route: '/account-mgmt',
    index: 19,
  },
  {
    key: 'budget management',
    displayName: 'Budget Management',
    description: 'Budgets by finance head, allocations to campuses and budget against actual',
    route: '/budget-management',
    index: 20,
  },
  {
    key: 'annual returns',
    displayName: 'Annual Returns',
    description: 'Census-date returns of each campus, their validation and approval',
    route: '/annual-returns',
    index: 21,
  },
] as const satisfies readonly ModuleDefinition[];

export type ModuleKey = (typeof BUILT_IN_MODULES)[number]['key'];

export const MODULE_KEYS = BUILT_IN_MODULES.map((module) => module.key) as ModuleKey[];

/** Roles that hold every module open to their institution; the others hold what they were granted. */
export const ROLES_HOLDING_EVERY_MODULE = [
  'SuperAdmin',
  'Admin',
  'UgcAdmin',
  'UniAdmin',
  'CollegeAdmin',
] as const satisfies readonly Role[];

/** Roles whose modules are granted one by one (a campus's staff users). */
export const ROLES_WITH_GRANTED_MODULES = ['CollegeUser'] as const satisfies readonly Role[];

export function holdsEveryModule(role: Role): boolean {
  return (ROLES_HOLDING_EVERY_MODULE as readonly Role[]).includes(role);
}

export function hasGrantedModules(role: Role): boolean {
  return (ROLES_WITH_GRANTED_MODULES as readonly Role[]).includes(role);
}

/** The flags of a module (api-contract 5.1 Moodule). */
export interface ModuleAvailability {
  isActive: boolean;
  accessToUgc: boolean;
  accessToUni: boolean;
  accessToCollege: boolean;
}

/** Whether a module is switched on for the institution level of a role. Students hold no module. */
export function moduleOpenTo(role: Role, module: ModuleAvailability): boolean {
  if (!module.isActive || role === 'Student') return false;
  if (isGrantsBodyRole(role)) return module.accessToUgc;
  if (role === 'UniAdmin') return module.accessToUni;
  return module.accessToCollege;
}
