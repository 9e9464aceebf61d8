import { describe, expect, it } from 'vitest';
import { MENU_ITEMS, visibleMenuItems } from './menus.ts';
import { can, PERMISSIONS, PERMISSION_NAMES, rolesWith } from './permissions.ts';
import { ROLES, roleOf } from './roles.ts';
import { isInScope, scopeOf, scopeOfSignedInUser } from './scope.ts';

describe('roleOf', () => {
  it('reads the first listUser entry before the role field', () => {
    expect(roleOf({ role: 'Student', listUser: [{ roleName: 'CollegeAdmin' }, { roleName: 'Admin' }] })).toBe(
      'CollegeAdmin',
    );
  });

  it('falls back to the role field when listUser is empty or missing', () => {
    expect(roleOf({ role: 'UniAdmin', listUser: [] })).toBe('UniAdmin');
    expect(roleOf({ role: 'UniAdmin' })).toBe('UniAdmin');
  });

  it('gives no role for an unknown name or no user', () => {
    expect(roleOf({ role: 'Janitor' })).toBeUndefined();
    expect(roleOf(null)).toBeUndefined();
  });
});

describe('permissions', () => {
  it('names only the seven roles in every row', () => {
    for (const permission of PERMISSION_NAMES) {
      for (const role of rolesWith(permission)) expect(ROLES).toContain(role);
    }
  });

  it('lets every role change its own password, and no one without a role', () => {
    for (const role of ROLES) expect(can(role, 'auth:change-password')).toBe(true);
    expect(can(undefined, 'auth:change-password')).toBe(false);
  });

  it('keeps students to their own pages, and alumni to their own portal', () => {
    const studentPermissions = PERMISSION_NAMES.filter((permission) => can('Student', permission));
    expect(studentPermissions.sort()).toEqual([
      'alumni:self',
      'auth:change-password',
      'profile:language',
      'profile:read',
      'receipt:self',
      'session:own',
      'student:self',
    ]);
  });

  it('lets every role see and end its own sessions, and only user administrators end another user’s', () => {
    for (const role of ROLES) expect(can(role, 'session:own')).toBe(true);
    expect(can(undefined, 'session:own')).toBe(false);
    expect([...PERMISSIONS['session:manage'].roles].sort()).toEqual([
      'Admin',
      'CollegeAdmin',
      'SuperAdmin',
      'UniAdmin',
    ]);
    expect(PERMISSIONS['session:manage'].module).toBe('user management');
  });

  it('lets staff keep their own second factor, and only the grants body’s administrators set the policy', () => {
    for (const role of ROLES) expect(can(role, 'two-factor:own')).toBe(role !== 'Student');
    expect([...PERMISSIONS['two-factor:policy'].roles].sort()).toEqual(['Admin', 'SuperAdmin']);
    expect(PERMISSIONS['two-factor:own'].module).toBeNull();
    expect(PERMISSIONS['two-factor:policy'].module).toBeNull();
  });

  it('gives each summary report to the roles spec section 6 names', () => {
    expect([...PERMISSIONS['report:ugc-summary'].roles].sort()).toEqual(['Admin', 'UgcAdmin']);
    expect(PERMISSIONS['report:uni-summary'].roles).toEqual(['UniAdmin']);
    expect([...PERMISSIONS['report:college-summary'].roles].sort()).toEqual(['CollegeAdmin', 'CollegeUser']);
  });

  it('lets every staff member read the infrastructure registers and only the campus’s own staff keep them', () => {
    expect([...PERMISSIONS['infrastructure:read'].roles].sort()).toEqual([
      'Admin',
      'CollegeAdmin',
      'CollegeUser',
      'SuperAdmin',
      'UgcAdmin',
      'UniAdmin',
    ]);
    expect([...PERMISSIONS['infrastructure:write'].roles].sort()).toEqual(['CollegeAdmin', 'CollegeUser']);
    expect(PERMISSIONS['infrastructure:write'].module).toBe('infrastructure management');
  });

  it('lets every staff member read the research register and only the campus’s own staff keep it, in the reports module', () => {
    expect([...PERMISSIONS['research:read'].roles].sort()).toEqual([
      'Admin',
      'CollegeAdmin',
      'CollegeUser',
      'SuperAdmin',
      'UgcAdmin',
      'UniAdmin',
    ]);
    expect([...PERMISSIONS['research:write'].roles].sort()).toEqual(['CollegeAdmin', 'CollegeUser']);
    expect(PERMISSIONS['research:read'].module).toBe('hemis report');
    expect(PERMISSIONS['research:write'].module).toBe('hemis report');
  });

  it('lets staff read the QAA records, a campus’s staff and the grants body submit, and only the grants body manage, in the accreditation module', () => {
    expect([...PERMISSIONS['qaa:read'].roles].sort()).toEqual([
      'Admin',
      'CollegeAdmin',
      'CollegeUser',
      'SuperAdmin',
      'UgcAdmin',
      'UniAdmin',
    ]);
    expect([...PERMISSIONS['qaa:submit'].roles].sort()).toEqual([
      'Admin',
      'CollegeAdmin',
      'CollegeUser',
      'SuperAdmin',
      'UgcAdmin',
    ]);
    expect([...PERMISSIONS['qaa:manage'].roles].sort()).toEqual(['Admin', 'SuperAdmin', 'UgcAdmin']);
    for (const permission of ['qaa:read', 'qaa:submit', 'qaa:manage'] as const)
      expect(PERMISSIONS[permission].module).toBe('accreditation');
  });

  it('lets staff read the books, a campus’s own staff keep them, the grants body’s Admin keep the standard chart and a campus’s administrator close a year, in the account management module', () => {
    expect([...PERMISSIONS['accounts:read'].roles].sort()).toEqual([
      'Admin',
      'CollegeAdmin',
      'CollegeUser',
      'SuperAdmin',
      'UgcAdmin',
      'UniAdmin',
    ]);
    for (const permission of ['accounts:chart', 'voucher:prepare', 'voucher:verify', 'voucher:approve'] as const)
      expect([...PERMISSIONS[permission].roles].sort()).toEqual(['CollegeAdmin', 'CollegeUser']);
    expect([...PERMISSIONS['accounts:standard-chart'].roles].sort()).toEqual(['Admin', 'SuperAdmin']);
    expect([...PERMISSIONS['accounts:close-year'].roles]).toEqual(['CollegeAdmin']);
    for (const permission of [
      'accounts:read',
      'accounts:chart',
      'accounts:standard-chart',
      'voucher:prepare',
      'voucher:verify',
      'voucher:approve',
      'accounts:close-year',
    ] as const)
      expect(PERMISSIONS[permission].module).toBe('account management');
  });

  it('lets staff read budgets and only the grants body’s Admin and the universities keep them, in the budget management module', () => {
    expect([...PERMISSIONS['budget:read'].roles].sort()).toEqual([
      'Admin',
      'CollegeAdmin',
      'CollegeUser',
      'SuperAdmin',
      'UgcAdmin',
      'UniAdmin',
    ]);
    expect([...PERMISSIONS['budget:write'].roles].sort()).toEqual(['Admin', 'SuperAdmin', 'UniAdmin']);
    expect(PERMISSIONS['budget:read'].module).toBe('budget management');
    expect(PERMISSIONS['budget:write'].module).toBe('budget management');
  });

  it('lets only the grants body’s SuperAdmin and Admin keep the identity providers, in the user management module', () => {
    expect([...PERMISSIONS['identity-provider:manage'].roles].sort()).toEqual(['Admin', 'SuperAdmin']);
    expect(PERMISSIONS['identity-provider:manage'].module).toBe('user management');
  });

  it('lets staff read annual returns, a campus prepare and submit its own, its university review it and the grants body open and accept', () => {
    expect([...PERMISSIONS['return:read'].roles].sort()).toEqual([
      'Admin',
      'CollegeAdmin',
      'CollegeUser',
      'SuperAdmin',
      'UgcAdmin',
      'UniAdmin',
    ]);
    for (const permission of ['return:open', 'return:accept'] as const)
      expect([...PERMISSIONS[permission].roles].sort()).toEqual(['Admin', 'SuperAdmin', 'UgcAdmin']);
    expect([...PERMISSIONS['return:prepare'].roles].sort()).toEqual(['CollegeAdmin', 'CollegeUser']);
    expect([...PERMISSIONS['return:submit'].roles]).toEqual(['CollegeAdmin']);
    expect([...PERMISSIONS['return:review'].roles]).toEqual(['UniAdmin']);
    expect([...PERMISSIONS['return:api-key'].roles]).toEqual(['UniAdmin']);
    for (const permission of [
      'return:read',
      'return:open',
      'return:accept',
      'return:prepare',
      'return:submit',
      'return:review',
      'return:api-key',
    ] as const)
      expect(PERMISSIONS[permission].module).toBe('annual returns');
  });

  it('lets every staff member read the fact sheets of their scope, in the fact sheet module, and no student', () => {
    expect([...PERMISSIONS['factsheet:read'].roles].sort()).toEqual([
      'Admin',
      'CollegeAdmin',
      'CollegeUser',
      'SuperAdmin',
      'UgcAdmin',
      'UniAdmin',
    ]);
    expect(PERMISSIONS['factsheet:read'].module).toBe('fact sheet');
  });

  it('lets the grants body keep the finance heads every staff member reads, and only a campus’s own staff keep its entries', () => {
    const staff = ['Admin', 'CollegeAdmin', 'CollegeUser', 'SuperAdmin', 'UgcAdmin', 'UniAdmin'];
    expect([...PERMISSIONS['finance-head:read'].roles].sort()).toEqual(staff);
    expect(PERMISSIONS['finance-head:read'].module).toBeNull();
    expect([...PERMISSIONS['finance-head:write'].roles].sort()).toEqual(['Admin', 'SuperAdmin', 'UgcAdmin']);
    expect([...PERMISSIONS['finance-entry:read'].roles].sort()).toEqual(staff);
    expect([...PERMISSIONS['finance-entry:write'].roles].sort()).toEqual(['CollegeAdmin', 'CollegeUser']);
    expect(PERMISSIONS['finance-entry:write'].module).toBe('public finance');
  });

  it('does not let a college user create faculties', () => {
    expect(can('CollegeUser', 'faculty:create')).toBe(false);
    expect(can('CollegeAdmin', 'faculty:create')).toBe(true);
  });
});

describe('scopeOf', () => {
  it('lets the grants body see every institution whatever its type', () => {
    expect(scopeOf({ role: 'UgcAdmin', type: 'college', campusId: 66 })).toEqual({ kind: 'all' });
    expect(scopeOf({ role: 'SuperAdmin', type: 'Ugc' })).toEqual({ kind: 'all' });
  });

  it('scopes a Uni user to its university and a college user to its campus', () => {
    expect(scopeOf({ role: 'UniAdmin', type: 'Uni', universityId: 3 })).toEqual({
      kind: 'university',
      universityId: 3,
    });
    expect(scopeOf({ role: 'CollegeUser', type: 'college', universityId: 3, campusId: 66 })).toEqual({
      kind: 'campus',
      campusId: 66,
      universityId: 3,
    });
  });

  it('treats id 0 as not applicable, so such a user sees nothing', () => {
    expect(scopeOf({ role: 'UniAdmin', type: 'Uni', universityId: 0 })).toEqual({ kind: 'none' });
    expect(scopeOf({ role: 'CollegeAdmin', type: 'college', campusId: 0 })).toEqual({ kind: 'none' });
  });

  it('reads the same scope from the signed-in user record', () => {
    expect(scopeOfSignedInUser({ role: 'UniAdmin', type: 'Uni', institution: { id: 4 } })).toEqual({
      kind: 'university',
      universityId: 4,
    });
    expect(
      scopeOfSignedInUser({ role: 'CollegeAdmin', type: 'college', institution: { id: 66, universityId: 1 } }),
    ).toEqual({ kind: 'campus', campusId: 66, universityId: 1 });
  });

  it('decides whether a record lies inside a scope', () => {
    expect(isInScope({ kind: 'campus', campusId: 66, universityId: 1 }, { universityId: 1, campusId: 67 })).toBe(false);
    expect(isInScope({ kind: 'university', universityId: 1 }, { universityId: 1, campusId: 67 })).toBe(true);
    expect(isInScope({ kind: 'none' }, { universityId: 1 })).toBe(false);
    expect(isInScope({ kind: 'all' }, {})).toBe(true);
  });
});

describe('menus', () => {
  const ids = (role: Parameters<typeof visibleMenuItems>[0], group?: Parameters<typeof visibleMenuItems>[1]) =>
    visibleMenuItems(role, group).map((item) => item.id);

  it('shows University-Budget only to Admin and Infrastructure only to SuperAdmin', () => {
    for (const role of ROLES) {
      expect(ids(role).includes('university-budget')).toBe(role === 'Admin');
      expect(ids(role).includes('infrastructure')).toBe(role === 'SuperAdmin');
    }
  });

  it('hides Program Setup from the grants body and Setup from SuperAdmin', () => {
    expect(ids('Admin')).not.toContain('program-setup');
    expect(ids('UniAdmin')).toContain('program-setup');
    expect(ids('SuperAdmin')).not.toContain('setup');
    expect(ids('UgcAdmin')).toContain('setup');
  });

  it('shows each summary report to the roles holding its permission', () => {
    expect(ids('UniAdmin', 'reports')).toEqual([
      'uni-summary-report',
      'research',
      'student-summary-report',
      'teaching-staff-summary',
      'non-teaching-staff-summary',
    ]);
    expect(ids('CollegeUser', 'reports')).toEqual(['college-summary-report', 'statistical-report', 'research']);
  });

  it('shows the Links dropdown to UgcAdmin and Admin only', () => {
    for (const role of ROLES) expect(ids(role, 'links').length > 0).toBe(role === 'UgcAdmin' || role === 'Admin');
  });

  it('hides Profile from Admin and UgcAdmin', () => {
    expect(ids('Admin', 'user')).toEqual(['change-password', 'logout']);
    expect(ids('CollegeAdmin', 'user')).toEqual(['profile', 'change-password', 'logout']);
  });

  it('gives students their home and Logout only (spec section 2: students see only / and student-home)', () => {
    expect(ids('Student')).toEqual(['student-home', 'logout']);
  });

  it('shows a signed-out visitor nothing that is restricted to roles', () => {
    expect(ids(undefined, 'links')).toEqual([]);
    expect(ids(undefined, 'reports')).not.toContain('ugc-summary-report');
  });

  it('gives every item a unique id', () => {
    expect(new Set(MENU_ITEMS.map((item) => item.id)).size).toBe(MENU_ITEMS.length);
  });
});
