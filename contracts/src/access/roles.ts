/** The seven HEMIS roles (spec section 6) and how a signed-in user's role is read. */

export const ROLES = ['SuperAdmin', 'Admin', 'UgcAdmin', 'UniAdmin', 'CollegeAdmin', 'CollegeUser', 'Student'] as const;

export type Role = (typeof ROLES)[number];

/** Staff of the grants body: they act for the whole country, not for one institution. */
export const GRANTS_BODY_ROLES = ['SuperAdmin', 'Admin', 'UgcAdmin'] as const satisfies readonly Role[];

/** Every role but Student. */
export const STAFF_ROLES = ROLES.filter((role) => role !== 'Student');

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

export function isGrantsBodyRole(role: Role): boolean {
  return (GRANTS_BODY_ROLES as readonly Role[]).includes(role);
}

/** The part of the signed-in user the role is read from (api-contract section 3). */
export interface RoleBearer {
  role?: string | null;
  listUser?: readonly { roleName?: string | null }[] | null;
}

/**
 * The role is the first `listUser` entry's roleName, else `role` (spec section 6). An unknown
 * or missing role is `undefined`: such a user holds no permission.
 */
export function roleOf(user: RoleBearer | null | undefined): Role | undefined {
  const candidate = user?.listUser?.[0]?.roleName || user?.role;
  return isRole(candidate) ? candidate : undefined;
}
