/**
 * Users, modules and permissions (api-contract 5.1, issue: users, modules and permissions):
 * the modules and their flags, the modules a user holds, "make user" for employees, staff
 * accounts added by administrators, and the audit log.
 */
import { z } from 'zod';
import { ROLES, type Role } from '../access/roles.ts';
import { GENDERS } from '../constants/index.ts';
import { USER_ADMIN_MESSAGES as M } from '../messages/users.ts';
import { EmailSchema } from './auth.ts';
import { optionalBoolean, optionalId, optionalText, optionalUpload, requiredChoice, requiredText } from './fields.ts';
import { PaginationQuerySchema, pageSchema } from './pagination.ts';

// ---- Modules -----------------------------------------------------------------------------

/** GET Moodule (sic): every module with its flags. */
export const ModuleSchema = z.object({
  id: z.number(),
  name: z.string(),
  displayName: z.string(),
  isActive: z.boolean(),
  accessToUgc: z.boolean(),
  accessToUni: z.boolean(),
  accessToCollege: z.boolean(),
  description: z.string().nullable(),
  index: z.number(),
  icon: z.string().nullable(),
});
export type Module = z.infer<typeof ModuleSchema>;

/**
 * POST Module (multipart, PascalCase): Id 0 adds a module, another id changes that one.
 * The icon is checked by its bytes.
 */
export const ModuleBodySchema = z.object({
  Id: optionalId(),
  DisplayName: requiredText('Display name is required').max(80, { error: 'Display name is at most 80 characters' }),
  Description: optionalText(),
  IsActive: optionalBoolean(),
  AccessToUni: optionalBoolean(),
  AccessToCollege: optionalBoolean(),
  AccessToUgc: optionalBoolean(),
  IconImage: optionalUpload(M.moduleIconInvalid),
  index: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.coerce.number({ error: 'Order must be a whole number' }).int().min(0).max(1000).optional(),
  ),
});
export type ModuleBody = z.input<typeof ModuleBodySchema>;
export type ModuleBodyParsed = z.output<typeof ModuleBodySchema>;

/** GET ModuleCollegeAccess: the modules open to the caller's institution, for the home tiles. */
export const ModuleTileSchema = z.object({
  id: z.number(),
  name: z.string(),
  displayName: z.string(),
  description: z.string().nullable(),
  icon: z.string().nullable(),
});

/** GET User/UserPermissionCollege/{userId}: every module open to the user, and whether they hold it. */
export const UserModulePermissionSchema = z.object({
  moduleId: z.number(),
  name: z.string(),
  displayName: z.string(),
  isAssigned: z.boolean(),
  icon: z.string().nullable(),
});
export const UserIdParamsSchema = z.object({ userId: z.coerce.number().int().min(1) });

/** POST Employee/assign-permissions-to-employee: one entry per module. */
export const AssignPermissionsBodySchema = z.object({
  userId: z.coerce.number({ error: 'Choose a user' }).int().min(1, { error: 'Choose a user' }),
  moduleIds: z
    .array(
      z.object({
        moduleId: z.coerce.number({ error: 'Module is required' }).int().min(1),
        isAssigned: z
          .union([z.boolean(), z.enum(['true', 'false'])])
          .transform((value) => value === true || value === 'true'),
      }),
      { error: 'Send one entry per module' },
    )
    .max(200),
});
export type AssignPermissionsBody = z.input<typeof AssignPermissionsBodySchema>;
export type AssignPermissionsBodyParsed = z.output<typeof AssignPermissionsBodySchema>;

// ---- Employees as users ------------------------------------------------------------------

/** GET Employee/migrated-employees: the employees in scope who have a login. */
export const MigratedEmployeeSchema = z.object({
  id: z.number(),
  userId: z.number(),
  fullName: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  status: z.enum(['active', 'disabled']),
});

export const EMPLOYEE_LOGIN_STATUSES = ['Active', 'Inactive'] as const;

/**
 * POST Employee/migrate-old-employee?employeeId&employeeStatus&phoneNumber&firstName&middleName&lastName&gender&type
 * (body ''). The names and phone given replace the employee's; the email is the employee's.
 */
export const MakeUserQuerySchema = z.object({
  employeeId: z.coerce.number({ error: 'Employee is required' }).int().min(1, { error: 'Employee is required' }),
  employeeStatus: requiredChoice(EMPLOYEE_LOGIN_STATUSES, 'Employee status must be Active or Inactive', {
    true: 'Active',
    false: 'Inactive',
  }),
  phoneNumber: optionalText(),
  firstName: optionalText(),
  middleName: optionalText(),
  lastName: optionalText(),
  gender: optionalText(),
  type: optionalText(),
});
export type MakeUserQueryParsed = z.output<typeof MakeUserQuerySchema>;

// ---- Staff accounts ----------------------------------------------------------------------

export const USER_STATUSES = ['active', 'disabled'] as const;

/** Roles from the most to the least powerful: an administrator gives only roles below their own. */
export const ROLE_RANK: Record<Role, number> = {
  SuperAdmin: 6,
  Admin: 5,
  UgcAdmin: 4,
  UniAdmin: 3,
  CollegeAdmin: 2,
  CollegeUser: 1,
  Student: 0,
};

/** The staff roles a role may give (Student accounts come from enrolment, not from here). */
export function rolesBelow(role: Role): Role[] {
  return ROLES.filter((candidate) => candidate !== 'Student' && ROLE_RANK[candidate] < ROLE_RANK[role]);
}

export const UserListQuerySchema = PaginationQuerySchema.extend({
  role: z.preprocess((value) => (value === '' ? undefined : value), z.enum(ROLES).optional()),
  status: z.preprocess((value) => (value === '' ? undefined : value), z.enum(USER_STATUSES).optional()),
  campusId: optionalId(),
  universityId: optionalId(),
  sortBy: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.enum(['name', 'email', 'role', 'lastSignInAt', 'createdAt']).optional(),
  ),
});
export type UserListQueryParsed = z.output<typeof UserListQuerySchema>;

export const UserListItemSchema = z.object({
  id: z.number(),
  email: z.string(),
  fullName: z.string(),
  phoneNumber: z.string().nullable(),
  role: z.enum(ROLES),
  status: z.enum(USER_STATUSES),
  universityId: z.number().nullable(),
  campusId: z.number().nullable(),
  institutionName: z.string(),
  lastSignInAt: z.string().nullable(),
  createdAt: z.string(),
  modules: z.array(z.string()),
});
export type UserListItem = z.infer<typeof UserListItemSchema>;
export const UserPageSchema = pageSchema(UserListItemSchema);

/** POST Users: a staff account below the creator's role, within the creator's scope. */
export const CreateUserBodySchema = z.object({
  firstName: requiredText('First name is required'),
  middleName: optionalText(),
  lastName: requiredText('Last name is required'),
  email: EmailSchema,
  phoneNumber: optionalText().pipe(
    z
      .string()
      .regex(/^\d{10}$/, { error: 'Phone number must be 10 digits' })
      .optional(),
  ),
  gender: z.preprocess((value) => (value === '' ? undefined : value), z.enum(GENDERS).optional()),
  role: z.enum(ROLES, { error: 'Choose a role' }),
  campusId: optionalId(),
  universityId: optionalId(),
  /** Module keys, for a role whose modules are granted one by one. */
  modules: z.array(z.string()).max(100).optional(),
});
export type CreateUserBody = z.input<typeof CreateUserBodySchema>;
export type CreateUserBodyParsed = z.output<typeof CreateUserBodySchema>;

export const UserStatusBodySchema = z.object({
  status: z.enum(USER_STATUSES, { error: 'Status must be active or disabled' }),
});

export const CreatedUserSchema = z.object({ id: z.number(), message: z.string() });

// ---- Audit log ---------------------------------------------------------------------------

export const AuditQuerySchema = PaginationQuerySchema.extend({
  userId: optionalId(),
  entity: optionalText(),
  action: optionalText(),
  from: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.iso.date({ error: 'From must be a date' }).optional(),
  ),
  to: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.iso.date({ error: 'To must be a date' }).optional(),
  ),
});
export type AuditQueryParsed = z.output<typeof AuditQuerySchema>;

export const AuditEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  userId: z.number().nullable(),
  actorEmail: z.string().nullable(),
  actorRole: z.string().nullable(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  changes: z.unknown(),
  ip: z.string().nullable(),
});
export type AuditEntryItem = z.infer<typeof AuditEntrySchema>;
export const AuditPageSchema = pageSchema(AuditEntrySchema);
