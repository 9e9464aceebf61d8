/**
 * The permission table: each permission and the roles that hold it. The server's guard
 * refuses every route whose permission the caller's role lacks; the web reads the same
 * table to show buttons. Scope (which university or campus) is a separate rule: scope.ts.
 */
import { GRANTS_BODY_ROLES, ROLES, STAFF_ROLES, type Role } from './roles.ts';

/** Roles that maintain the academic structure of their own university or campus. */
const ACADEMIC_SETUP_WRITERS: readonly Role[] = ['SuperAdmin', 'UniAdmin', 'CollegeAdmin'];

/** Roles that keep a campus's student register. */
const STUDENT_KEEPERS: readonly Role[] = ['SuperAdmin', 'UniAdmin', 'CollegeAdmin', 'CollegeUser'];

/** A campus's own staff. */
const CAMPUS_STAFF: readonly Role[] = ['CollegeAdmin', 'CollegeUser'];

export const PERMISSIONS = {
  // Account (issue: accounts and access). Every signed-in user manages their own password and profile.
  'auth:change-password': ROLES,
  'profile:read': ROLES,
  // The student's own pages; no staff route is open to students (spec section 2: Guard).
  'student:self': ['Student'],

  // Institutions. Campus and university records are maintained by the grants body; a
  // university adds its campuses; a campus updates its own record (GPS, contact details).
  'campus:read': STAFF_ROLES,
  'campus:create': [...GRANTS_BODY_ROLES, 'UniAdmin'],
  'campus:update': [...GRANTS_BODY_ROLES, 'UniAdmin', 'CollegeAdmin'],
  'university:read': STAFF_ROLES,
  'university:write': GRANTS_BODY_ROLES,
  /** A campus edits its own profile (PATCH /Campus/Profile), within what a campus may change. */
  'campus:profile': ['CollegeAdmin'],
  // A university's own teaching departments (organization-management/central-departments).
  'central-department:read': STAFF_ROLES,
  'central-department:write': [...GRANTS_BODY_ROLES, 'UniAdmin'],
  /** Bulk import of universities and campuses; a university imports only its own campuses. */
  'registry:import': [...GRANTS_BODY_ROLES, 'UniAdmin'],

  // Academic structure (spec sections 2 and 3): read by all staff, written within scope.
  'faculty:read': STAFF_ROLES,
  'faculty:create': ACADEMIC_SETUP_WRITERS,
  'faculty:update': ACADEMIC_SETUP_WRITERS,
  'level:read': STAFF_ROLES,
  'level:create': ACADEMIC_SETUP_WRITERS,
  'level:update': ACADEMIC_SETUP_WRITERS,
  'program:read': STAFF_ROLES,
  'program:create': ACADEMIC_SETUP_WRITERS,
  'program:update': ACADEMIC_SETUP_WRITERS,
  /** A campus chooses which of its university's programs it runs (ProgramMgmt/AddProgramToCollege). */
  'program:adopt': ['CollegeAdmin'],
  'major-subject:read': STAFF_ROLES,
  'major-subject:create': ['SuperAdmin', 'CollegeAdmin'],
  'major-subject:update': ['SuperAdmin', 'CollegeAdmin'],
  'subject:read': STAFF_ROLES,
  'subject:create': ACADEMIC_SETUP_WRITERS,
  'subject:update': ACADEMIC_SETUP_WRITERS,

  // National lookups (fiscal years, batches, ethnic groups, positions): read by staff, kept by the grants body.
  'lookup:read': STAFF_ROLES,
  'lookup:write': GRANTS_BODY_ROLES,
  /** Age bands of the enrolment-by-age reports: national, like the other lookups (api-contract 5.2). */
  'age-group:write': GRANTS_BODY_ROLES,

  // A campus's money setup (api-contract 5.10): course fees, fee items, program fees and the
  // receipt number. Read by staff within scope; kept by the campus itself.
  'fee:read': STAFF_ROLES,
  'fee:write': ['CollegeAdmin'],
  'receipt:read': STAFF_ROLES,

  // Holidays for attendance (/holiday-setups): a campus's own calendar.
  'holiday:read': STAFF_ROLES,
  'holiday:write': ['SuperAdmin', 'CollegeAdmin'],

  // Students (issue: students). Staff read the students of their scope; the people who keep
  // a campus's register write them: the campus's own staff, its university and the grants
  // body's SuperAdmin. Admin and UgcAdmin read only (api-contract 7: read-only staff lists).
  'student:read': STAFF_ROLES,
  'student:write': STUDENT_KEEPERS,
  'student:verify': STUDENT_KEEPERS,
  'student:import': STUDENT_KEEPERS,
  'student:transfer': STUDENT_KEEPERS,
  /** A campus's own student sections and class attendance: only a campus has them. */
  'student-section:write': CAMPUS_STAFF,
  'student-attendance:write': CAMPUS_STAFF,

  // Employees (issue: employees). Staff read the employees of their scope; a campus keeps its
  // own staff register, a university its own staff, the grants body's SuperAdmin the UGC
  // employees. Admin and UgcAdmin read only (api-contract 7: read-only staff lists).
  'employee:read': STAFF_ROLES,
  'employee:write': STUDENT_KEEPERS,
  /** A campus's teaching departments and non-teaching sections (Management/*): only a campus has them. */
  'department:read': STAFF_ROLES,
  'department:write': CAMPUS_STAFF,
  /** A campus's signatories (uploadsign): the signatures and stamps its printed documents carry. */
  'signature:read': STAFF_ROLES,
  'signature:write': CAMPUS_STAFF,
  'employee-attendance:write': CAMPUS_STAFF,

  // Printed documents (issue: printed documents). Identity cards are a campus's documents.
  'id-card:read': STAFF_ROLES,
  'id-card:write': CAMPUS_STAFF,

  // Summary reports, exactly the roles spec section 6 shows them to (menus.ts reads these rows).
  'report:ugc-summary': ['UgcAdmin', 'Admin'],
  'report:uni-summary': ['UniAdmin'],
  'report:college-summary': ['CollegeAdmin', 'CollegeUser'],
} as const satisfies Record<string, readonly Role[]>;

export type Permission = keyof typeof PERMISSIONS;

export const PERMISSION_NAMES = Object.keys(PERMISSIONS) as Permission[];

export function isPermission(value: unknown): value is Permission {
  return typeof value === 'string' && Object.hasOwn(PERMISSIONS, value);
}

/** True when the role holds the permission. No role (signed out, unknown role) holds none. */
export function can(role: Role | undefined, permission: Permission): boolean {
  return role !== undefined && (PERMISSIONS[permission] as readonly Role[]).includes(role);
}

/** The roles holding a permission, for listings and tests. */
export function rolesWith(permission: Permission): readonly Role[] {
  return PERMISSIONS[permission];
}
