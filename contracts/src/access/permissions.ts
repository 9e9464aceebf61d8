/**
 * The permission table: each permission, the roles that hold it and the module it belongs
 * to (modules.ts). The server's guard refuses every route whose permission the caller's role
 * lacks, or whose module the caller does not hold; the web reads the same table to show
 * buttons and menus. Scope (which university or campus) is a separate rule: scope.ts.
 */
import type { ModuleKey } from './modules.ts';
import { GRANTS_BODY_ROLES, ROLES, STAFF_ROLES, type Role } from './roles.ts';

/** Who holds a permission, and the module it belongs to (null: every holder of the role may use it). */
export interface PermissionRule {
  roles: readonly Role[];
  module: ModuleKey | null;
}

const everywhere = (roles: readonly Role[]): PermissionRule => ({ roles, module: null });
const inModule = (module: ModuleKey, roles: readonly Role[]): PermissionRule => ({ roles, module });

/** Roles that maintain the academic structure of their own university or campus. */
const ACADEMIC_SETUP_WRITERS: readonly Role[] = ['SuperAdmin', 'UniAdmin', 'CollegeAdmin'];

/** Roles that keep a campus's student register. */
const STUDENT_KEEPERS: readonly Role[] = ['SuperAdmin', 'UniAdmin', 'CollegeAdmin', 'CollegeUser'];

/** A campus's own staff. */
const CAMPUS_STAFF: readonly Role[] = ['CollegeAdmin', 'CollegeUser'];

/** The administrators who add users and grant modules, each below their own role. */
const USER_ADMINISTRATORS: readonly Role[] = ['SuperAdmin', 'Admin', 'UniAdmin', 'CollegeAdmin'];
const USER_ADMINISTRATORS_AND_READERS: readonly Role[] = [...USER_ADMINISTRATORS, 'UgcAdmin'];

export const PERMISSIONS = {
  // Account (issue: accounts and access). Every signed-in user manages their own password and profile.
  'auth:change-password': everywhere(ROLES),
  'profile:read': everywhere(ROLES),
  /** Their own language, kept on the account (issue #32). */
  'profile:language': everywhere(ROLES),
  /** Their own sessions: listed, ended one by one or all others, and signing out (issue #33). */
  'session:own': everywhere(ROLES),
  /** Their own second factor: set up, new recovery codes, turned off where the role allows (issue #33). Staff only. */
  'two-factor:own': everywhere(STAFF_ROLES),
  /** Which roles must sign in with a second factor: the grants body's administrators decide (issue #33). */
  'two-factor:policy': everywhere(['SuperAdmin', 'Admin']),
  // The student's own pages; no staff route is open to students (spec section 2: Guard).
  'student:self': everywhere(['Student']),

  // Institutions. Campus and university records are maintained by the grants body; a
  // university adds its campuses; a campus updates its own record (GPS, contact details).
  'campus:read': everywhere(STAFF_ROLES),
  'campus:create': everywhere([...GRANTS_BODY_ROLES, 'UniAdmin']),
  'campus:update': everywhere([...GRANTS_BODY_ROLES, 'UniAdmin', 'CollegeAdmin']),
  'university:read': everywhere(STAFF_ROLES),
  'university:write': everywhere(GRANTS_BODY_ROLES),
  /** A campus edits its own profile (PATCH /Campus/Profile), within what a campus may change. */
  'campus:profile': everywhere(['CollegeAdmin']),
  // A university's own teaching departments (organization-management/central-departments).
  'central-department:read': everywhere(STAFF_ROLES),
  'central-department:write': everywhere([...GRANTS_BODY_ROLES, 'UniAdmin']),
  /** Bulk import of universities and campuses; a university imports only its own campuses. */
  'registry:import': everywhere([...GRANTS_BODY_ROLES, 'UniAdmin']),

  // Academic structure (spec sections 2 and 3): read by all staff, written within scope.
  'faculty:read': everywhere(STAFF_ROLES),
  'faculty:create': inModule('program management', ACADEMIC_SETUP_WRITERS),
  'faculty:update': inModule('program management', ACADEMIC_SETUP_WRITERS),
  'level:read': everywhere(STAFF_ROLES),
  'level:create': inModule('program management', ACADEMIC_SETUP_WRITERS),
  'level:update': inModule('program management', ACADEMIC_SETUP_WRITERS),
  'program:read': everywhere(STAFF_ROLES),
  'program:create': inModule('program management', ACADEMIC_SETUP_WRITERS),
  'program:update': inModule('program management', ACADEMIC_SETUP_WRITERS),
  /** A campus chooses which of its university's programs it runs (ProgramMgmt/AddProgramToCollege). */
  'program:adopt': inModule('program management', ['CollegeAdmin']),
  'major-subject:read': everywhere(STAFF_ROLES),
  'major-subject:create': inModule('program management', ['SuperAdmin', 'CollegeAdmin']),
  'major-subject:update': inModule('program management', ['SuperAdmin', 'CollegeAdmin']),
  'subject:read': everywhere(STAFF_ROLES),
  'subject:create': inModule('program management', ACADEMIC_SETUP_WRITERS),
  'subject:update': inModule('program management', ACADEMIC_SETUP_WRITERS),

  // National lookups (fiscal years, batches, ethnic groups, positions): read by staff, kept by the grants body.
  'lookup:read': everywhere(STAFF_ROLES),
  'lookup:write': everywhere(GRANTS_BODY_ROLES),
  /** Age bands of the enrolment-by-age reports: national, like the other lookups (api-contract 5.2). */
  'age-group:write': everywhere(GRANTS_BODY_ROLES),

  // A campus's money setup (api-contract 5.10): course fees, fee items, program fees and the
  // receipt number. Read by staff within scope; kept by the campus itself.
  'fee:read': everywhere(STAFF_ROLES),
  'fee:write': inModule('setup', ['CollegeAdmin']),
  'receipt:read': inModule('receipt management', STAFF_ROLES),
  /** A campus's own staff issue and cancel its receipts; a receipt is never edited or deleted. */
  'receipt:issue': inModule('receipt management', CAMPUS_STAFF),
  'receipt:cancel': inModule('receipt management', CAMPUS_STAFF),
  /** A student reads their own receipts and statement of dues (Student/Me routes). */
  'receipt:self': everywhere(['Student']),

  // A campus's infrastructure registers (api-contract 5.12): land, buildings, labs, hostels,
  // facilities, libraries and equipment. Read by staff within scope; kept, and archived when
  // entered by mistake, by the campus's own staff.
  'infrastructure:read': inModule('infrastructure management', STAFF_ROLES),
  'infrastructure:write': inModule('infrastructure management', CAMPUS_STAFF),

  // A campus's research and publications (api-contract 5.15, the Reports' /research screen,
  // statistical report section 5): read by staff within scope, kept by the campus's own staff.
  'research:read': inModule('hemis report', STAFF_ROLES),
  'research:write': inModule('hemis report', CAMPUS_STAFF),

  // Public finance (api-contract 5.11). The grants body keeps the heads of income and
  // expenditure, which every staff member reads (the entry form offers them); a campus's own
  // staff record, correct and cancel its entries, read by staff within scope.
  'finance-head:read': everywhere(STAFF_ROLES),
  'finance-head:write': inModule('public finance', GRANTS_BODY_ROLES),
  'finance-entry:read': inModule('public finance', STAFF_ROLES),
  'finance-entry:write': inModule('public finance', CAMPUS_STAFF),

  // Quality assurance and accreditation (api-contract 5.13, the QAA cycle). Staff read the QAA
  // records of their scope (a campus its own, a university its campuses'); a campus's own staff
  // submit its letter of intent and self-study report; the grants body's QAA staff keep the
  // programme: they take campuses in, move the stages, form the peer review team and award.
  'qaa:read': inModule('accreditation', STAFF_ROLES),
  'qaa:submit': inModule('accreditation', [...GRANTS_BODY_ROLES, ...CAMPUS_STAFF]),
  'qaa:manage': inModule('accreditation', GRANTS_BODY_ROLES),

  // Accounts (issue #30): a campus's books. Staff read the books of their scope; a campus's
  // own staff with the module extend its chart and prepare, verify and approve its vouchers
  // (three different users: the service refuses a second step by the same hand); the grants
  // body keeps the standard chart every campus shares; a campus's administrator closes a year.
  'accounts:read': inModule('account management', STAFF_ROLES),
  'accounts:chart': inModule('account management', CAMPUS_STAFF),
  'accounts:standard-chart': inModule('account management', ['SuperAdmin', 'Admin']),
  'voucher:prepare': inModule('account management', CAMPUS_STAFF),
  'voucher:verify': inModule('account management', CAMPUS_STAFF),
  'voucher:approve': inModule('account management', CAMPUS_STAFF),
  'accounts:close-year': inModule('account management', ['CollegeAdmin']),

  // Budgets (issue #30): the grants body's and each university's budget by finance head and
  // fiscal year, allocations to campuses and their revisions. Kept by the grants body's Admin
  // (and SuperAdmin) and by a university for itself; read by staff within scope, a campus
  // reading its own allocations against its books.
  'budget:read': inModule('budget management', STAFF_ROLES),
  'budget:write': inModule('budget management', ['SuperAdmin', 'Admin', 'UniAdmin']),

  // Annual returns (issue #31): staff read the returns of their scope; the grants body opens a
  // return and accepts or returns what the universities approved; a campus's own staff take
  // the snapshot and explain its warnings, and its administrator submits it; a university
  // approves or returns its campuses' returns and keeps the keys of its submission API.
  'return:read': inModule('annual returns', STAFF_ROLES),
  'return:open': inModule('annual returns', GRANTS_BODY_ROLES),
  'return:accept': inModule('annual returns', GRANTS_BODY_ROLES),
  'return:prepare': inModule('annual returns', CAMPUS_STAFF),
  'return:submit': inModule('annual returns', ['CollegeAdmin']),
  'return:review': inModule('annual returns', ['UniAdmin']),
  'return:api-key': inModule('annual returns', ['UniAdmin']),

  // Holidays for attendance (/holiday-setups): a campus's own calendar.
  'holiday:read': everywhere(STAFF_ROLES),
  'holiday:write': inModule('setup', ['SuperAdmin', 'CollegeAdmin']),

  // Students (issue: students). Staff read the students of their scope; the people who keep
  // a campus's register write them: the campus's own staff, its university and the grants
  // body's SuperAdmin. Admin and UgcAdmin read only (api-contract 7: read-only staff lists).
  'student:read': inModule('student management', STAFF_ROLES),
  'student:write': inModule('student management', STUDENT_KEEPERS),
  'student:verify': inModule('student management', STUDENT_KEEPERS),
  'student:import': inModule('student management', STUDENT_KEEPERS),
  'student:transfer': inModule('student management', STUDENT_KEEPERS),
  /** A campus's own student sections and class attendance: only a campus has them. */
  'student-section:write': inModule('student management', CAMPUS_STAFF),
  'student-attendance:write': inModule('student management', CAMPUS_STAFF),

  // Employees (issue: employees). Staff read the employees of their scope; a campus keeps its
  // own staff register, a university its own staff, the grants body's SuperAdmin the UGC
  // employees. Admin and UgcAdmin read only (api-contract 7: read-only staff lists).
  'employee:read': inModule('employee management', STAFF_ROLES),
  'employee:write': inModule('employee management', STUDENT_KEEPERS),
  /** A campus's teaching departments and non-teaching sections (Management/*): only a campus has them. */
  'department:read': everywhere(STAFF_ROLES),
  'department:write': inModule('setup', CAMPUS_STAFF),
  /** A campus's signatories (uploadsign): the signatures and stamps its printed documents carry. */
  'signature:read': inModule('employee management', STAFF_ROLES),
  'signature:write': inModule('employee management', CAMPUS_STAFF),
  'employee-attendance:write': inModule('employee management', CAMPUS_STAFF),

  // Printed documents (issue: printed documents). Identity cards are a campus's documents.
  'id-card:read': inModule('student management', STAFF_ROLES),
  'id-card:write': inModule('student management', CAMPUS_STAFF),

  // Dropouts (issue: graduation and dropout): staff read them within scope; the keepers of a
  // campus's student register record and revert them.
  'dropout:read': inModule('dropout management', STAFF_ROLES),
  'dropout:write': inModule('dropout management', STUDENT_KEEPERS),

  // Scholarships and discounts: read within scope, given by the keepers of a campus's register.
  'scholarship:read': inModule('scholarship management', STAFF_ROLES),
  'scholarship:write': inModule('scholarship management', STUDENT_KEEPERS),

  // Graduation: read within scope, recorded by the keepers of a campus's register.
  'graduation:read': inModule('graduation management', STAFF_ROLES),
  'graduation:write': inModule('graduation management', STUDENT_KEEPERS),

  // Examinations (issue: examinations and results). A campus's own staff schedule its exams,
  // record attendance and enter marks; its university and the grants body read them. Only the
  // campus's administrator publishes results, or changes them after publishing (with a reason).
  'exam:read': inModule('exam management', STAFF_ROLES),
  'exam:write': inModule('exam management', CAMPUS_STAFF),
  'exam:publish': inModule('exam management', ['CollegeAdmin']),
  /** A university's grading scale (grades, grade points, percentage bands): read by all staff. */
  'grading:read': everywhere(STAFF_ROLES),
  'grading:write': everywhere(['SuperAdmin', 'UniAdmin']),
  // Board exams: who appeared and who passed, and the pass rates counted from them.
  'pass-rate:read': inModule('pass rate management', STAFF_ROLES),
  'pass-rate:write': inModule('pass rate management', CAMPUS_STAFF),

  // Alumni: a verified alumnus signs in with a Student account and keeps their own profile and
  // work entries; campus staff read their alumni within scope and verify public submissions.
  'alumni:self': everywhere(['Student']),
  'alumni:read': inModule('alumni', STAFF_ROLES),
  'alumni:verify': inModule('alumni', STUDENT_KEEPERS),

  // The dashboard's figures: every staff member at their own scope.
  'dashboard:read': inModule('dashboard', STAFF_ROLES),

  // The figures of the national reports, each at the reader's own scope.
  'report:read': inModule('hemis report', STAFF_ROLES),
  /** A campus uploads (and withdraws) its own signed statistical reports. */
  'report:upload': inModule('hemis report', CAMPUS_STAFF),

  // Summary reports, exactly the roles spec section 6 shows them to (menus.ts reads these rows).
  'report:ugc-summary': inModule('hemis report', ['UgcAdmin', 'Admin']),
  'report:uni-summary': inModule('hemis report', ['UniAdmin']),
  'report:college-summary': inModule('hemis report', ['CollegeAdmin', 'CollegeUser']),
  /** The campus fact sheet: a campus's own, a university's campuses, the country's (spec section 6). */
  'factsheet:read': inModule('fact sheet', STAFF_ROLES),

  // Users, modules and permissions (issue: users, modules and permissions). Every staff
  // member reads the modules (the home tiles); the grants body's SuperAdmin adds them.
  'module:read': everywhere(STAFF_ROLES),
  'module:write': everywhere(['SuperAdmin']),
  /** Lists of users and their module permissions, within the reader's scope. */
  'user:read': inModule('user management', USER_ADMINISTRATORS_AND_READERS),
  /** Adds users below the creator's role, disables and enables them, sends reset links, makes staff users. */
  'user:write': inModule('user management', USER_ADMINISTRATORS),
  /** Grants and withdraws modules of users below the granter's role. */
  'permission:assign': inModule('user management', USER_ADMINISTRATORS),
  /** The audit log of the reader's scope; it cannot be changed through the API. */
  'audit:read': inModule('user management', USER_ADMINISTRATORS_AND_READERS),
  /** Lists and ends all the sessions of a user below the administrator's role, in their scope (issue #33). */
  'session:manage': inModule('user management', USER_ADMINISTRATORS),
  /**
   * The OpenID Connect identity providers universities and the grants body sign their staff in
   * with (issue #33): kept by the grants body's administrators, since a provider vouches for accounts.
   */
  'identity-provider:manage': inModule('user management', ['SuperAdmin', 'Admin']),
} as const satisfies Record<string, PermissionRule>;

export type Permission = keyof typeof PERMISSIONS;

export const PERMISSION_NAMES = Object.keys(PERMISSIONS) as Permission[];

export function isPermission(value: unknown): value is Permission {
  return typeof value === 'string' && Object.hasOwn(PERMISSIONS, value);
}

/** True when the role holds the permission. No role (signed out, unknown role) holds none. */
export function can(role: Role | undefined, permission: Permission): boolean {
  return role !== undefined && PERMISSIONS[permission].roles.includes(role);
}

/** The module a permission belongs to, or null for one every holder of the role may use. */
export function moduleOf(permission: Permission): ModuleKey | null {
  return PERMISSIONS[permission].module;
}

/** The roles holding a permission, for listings and tests. */
export function rolesWith(permission: Permission): readonly Role[] {
  return PERMISSIONS[permission].roles;
}
