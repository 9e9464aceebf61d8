import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, USER_ADMIN_MESSAGES as M } from '@hemis/contracts';
import { uniqueName } from '../../../../tests/support/factories.ts';
import { pngBytes } from '../../../../tests/support/png.ts';
import { auditEntriesFor } from '../../../../tests/support/records.ts';
import { asUser } from '../../../../tests/support/session.ts';
import { resetLinkIn } from '../../../../tests/support/smtp.ts';
import { useTestAppWithSmtp } from '../../../../tests/support/suite.ts';

const PASSWORD = 'MyOwn2024pass';

const { test, make, smtp } = useTestAppWithSmtp();

async function campusWithAdmin() {
  const campus = await make.createCampus();
  const admin = await make.createUser({ role: 'CollegeAdmin', campusId: campus.id });
  return { campus, admin };
}

/** Follows the emailed link, chooses a password and signs in: the new user's session token. */
async function signInFromEmail(email: string): Promise<string> {
  const link = resetLinkIn((await smtp.nextMessageTo(email)).raw);
  await test.api
    .post('/api/User/ResetPassword')
    .send({ email: link.email, newPassword: PASSWORD, resetToken: link.token })
    .expect(201);
  const signedIn = await test.api.post('/api/User/Login').send({ email, password: PASSWORD }).expect(200);
  return signedIn.body.tokenString as string;
}

const moduleId = async (key: string) =>
  (await test.app.prisma.module.findUniqueOrThrow({ where: { key }, select: { id: true } })).id;

describe('make user, grant a module, withdraw it', () => {
  it('makes a teacher a CollegeUser who may use only the granted module, until it is withdrawn', async () => {
    const { campus, admin } = await campusWithAdmin();
    const email = `${uniqueName('teacher')}@mail.test`;
    const teacher = await make.createEmployee({ campusId: campus.id, email, firstName: 'Gita' });

    const made = await asUser(test, admin)
      .post(`/api/Employee/migrate-old-employee?employeeId=${teacher.id}&employeeStatus=Active&phoneNumber=9841234567`)
      .send('')
      .expect(200);
    expect(made.text).toBe('Login created or updated. Email sent if status is active.');
    const account = await test.app.prisma.user.findUniqueOrThrow({ where: { email } });
    expect(account).toMatchObject({ role: 'CollegeUser', campusId: campus.id, phoneNumber: '9841234567' });
    const token = await signInFromEmail(email);
    const as = (path: string) => test.api.get(path).set('Authorization', `Bearer ${token}`);

    const migrated = await asUser(test, admin).get('/api/Employee/migrated-employees').expect(200);
    expect(migrated.body).toEqual([expect.objectContaining({ id: teacher.id, userId: account.id, email })]);

    await as('/api/Student/GetAllStudentPaginated?pageNumber=1&pageSize=5').expect(403);
    await asUser(test, admin)
      .post('/api/Employee/assign-permissions-to-employee')
      .send({ userId: account.id, moduleIds: [{ moduleId: await moduleId('student management'), isAssigned: true }] })
      .expect(200);

    const own = await as(`/api/User/UserPermissionCollege/${account.id}`).expect(200);
    expect(
      own.body.filter((module: { isAssigned: boolean }) => module.isAssigned).map((m: { name: string }) => m.name),
    ).toEqual(['student management']);
    await as('/api/Student/GetAllStudentPaginated?pageNumber=1&pageSize=5').expect(200);
    const refused = await as('/api/Employee/GetAllEmployeees').expect(403);
    expect(refused.body.message).toBe(M.moduleNotGranted('Employee Management'));

    await asUser(test, admin)
      .post('/api/Employee/assign-permissions-to-employee')
      .send({ userId: account.id, moduleIds: [{ moduleId: await moduleId('student management'), isAssigned: false }] })
      .expect(200);
    await as('/api/Student/GetAllStudentPaginated?pageNumber=1&pageSize=5').expect(403);
    expect((await auditEntriesFor(test.app.prisma, 'User', account.id)).map((entry) => entry.changes)).toContainEqual({
      modules: { from: ['student management'], to: [] },
    });
  });

  it('updates an existing login, refuses an email another account uses with the clients’ text, and keeps to the campus', async () => {
    const { campus, admin } = await campusWithAdmin();
    const email = `${uniqueName('clerk')}@mail.test`;
    const clerk = await make.createEmployee({ campusId: campus.id, email, employeeType: 'Administrative' });
    const make1 = `/api/Employee/migrate-old-employee?employeeId=${clerk.id}`;
    await asUser(test, admin).post(`${make1}&employeeStatus=Inactive`).send('').expect(200);
    expect((await test.app.prisma.user.findUniqueOrThrow({ where: { email } })).status).toBe('disabled');
    await asUser(test, admin).post(`${make1}&employeeStatus=Active&lastName=Karki`).send('').expect(200);
    expect(await test.app.prisma.user.findUniqueOrThrow({ where: { email } })).toMatchObject({
      status: 'active',
      lastName: 'Karki',
    });
    await smtp.nextMessageTo(email);

    const taken = await make.createUser({ role: 'CollegeUser', campusId: campus.id });
    const other = await make.createEmployee({ campusId: campus.id, email: taken.email });
    const conflict = await asUser(test, admin)
      .post(`/api/Employee/migrate-old-employee?employeeId=${other.id}&employeeStatus=Active`)
      .send('')
      .expect(409);
    expect(conflict.text).toBe('Login already exists for this employee.');

    const elsewhere = await make.createEmployee({ email: `${uniqueName('far')}@mail.test` });
    await asUser(test, admin)
      .post(`/api/Employee/migrate-old-employee?employeeId=${elsewhere.id}&employeeStatus=Active`)
      .send('')
      .expect(404);
    const noEmail = await make.createEmployee({ campusId: campus.id });
    await test.app.prisma.employee.update({ where: { id: noEmail.id }, data: { email: null } });
    const refused = await asUser(test, admin)
      .post(`/api/Employee/migrate-old-employee?employeeId=${noEmail.id}&employeeStatus=Active`)
      .send('')
      .expect(400);
    expect(refused.body.message).toBe(M.employeeHasNoEmail);
    await asUser(test, admin).post(`${make1}&employeeStatus=Maybe`).send('').expect(400);
  });

  it('grants only to staff users below the granter, in scope', async () => {
    const { campus, admin } = await campusWithAdmin();
    const peer = await make.createUser({ role: 'CollegeAdmin', campusId: campus.id });
    const studentModule = await moduleId('student management');
    const body = (userId: number) => ({ userId, moduleIds: [{ moduleId: studentModule, isAssigned: true }] });
    await asUser(test, admin).post('/api/Employee/assign-permissions-to-employee').send(body(peer.id)).expect(403);
    const foreign = await make.createUser({ role: 'CollegeUser', modules: [] });
    await asUser(test, admin).post('/api/Employee/assign-permissions-to-employee').send(body(foreign.id)).expect(404);
    await asUser(test, admin).get(`/api/User/UserPermissionCollege/${foreign.id}`).expect(404);
    const own = await make.createUser({ role: 'CollegeUser', campusId: campus.id, modules: [] });
    const bad = await asUser(test, admin)
      .post('/api/Employee/assign-permissions-to-employee')
      .send({ userId: own.id, moduleIds: [{ moduleId: 999_999, isAssigned: true }] })
      .expect(400);
    expect(bad.body.issues).toMatchObject([{ field: 'body.moduleIds.0.moduleId', message: 'No such module' }]);
    expect(await test.app.prisma.userModule.count({ where: { userId: own.id } })).toBe(0);
    const staff = await make.createUser({ role: 'CollegeUser', campusId: campus.id });
    await asUser(test, staff).post('/api/Employee/assign-permissions-to-employee').send(body(own.id)).expect(403);
  });
});

describe('modules', () => {
  it('lists the built-in modules, and lets only the SuperAdmin add one with an icon checked by its bytes', async () => {
    const superAdmin = await make.createUser({ role: 'SuperAdmin' });
    const listed = await asUser(test, superAdmin).get('/api/Moodule').expect(200);
    expect(listed.body.map((module: { name: string }) => module.name)).toEqual(
      expect.arrayContaining(['dashboard', 'student management', 'employee management', 'hemis report']),
    );
    const displayName = uniqueName('Library');
    const added = await asUser(test, superAdmin)
      .post('/api/Module')
      .field('Id', '0')
      .field('DisplayName', displayName)
      .field('Description', 'Books and loans')
      .field('IsActive', 'true')
      .field('AccessToUni', 'false')
      .field('AccessToCollege', 'true')
      .field('AccessToUgc', 'true')
      .field('index', '30')
      .attach(
        'IconImage',
        pngBytes(4, 4, () => [10, 20, 30]),
        'icon.png',
      )
      .expect(201);
    expect(added.body).toMatchObject({
      displayName,
      accessToUni: false,
      icon: expect.stringMatching(/^uploads\/module-/),
    });
    await test.api.get(`/${added.body.icon}`).expect(200);
    await asUser(test, superAdmin).post('/api/Module').field('Id', '0').field('DisplayName', displayName).expect(409);
    await asUser(test, superAdmin)
      .post('/api/Module')
      .field('DisplayName', uniqueName('Script'))
      .attach('IconImage', Buffer.from('<script>alert(1)</script>'), 'icon.png')
      .expect(415);
    const admin = await make.createUser({ role: 'CollegeAdmin' });
    await asUser(test, admin).post('/api/Module').field('DisplayName', uniqueName('Mine')).expect(403);
    const tiles = await asUser(test, admin).get('/api/ModuleCollegeAccess').expect(200);
    expect(tiles.body.map((tile: { displayName: string }) => tile.displayName)).toContain(displayName);
    const uniAdmin = await make.createUser({ role: 'UniAdmin' });
    const uniTiles = await asUser(test, uniAdmin).get('/api/ModuleCollegeAccess').expect(200);
    expect(uniTiles.body.map((tile: { displayName: string }) => tile.displayName)).not.toContain(displayName);
  });

  it('closes a module to campuses on the next request when the grants body switches it off for them', async () => {
    const superAdmin = await make.createUser({ role: 'SuperAdmin' });
    const admin = await make.createUser({ role: 'CollegeAdmin' });
    const id = await moduleId('employee management');
    const openToCampuses = (open: boolean) =>
      asUser(test, superAdmin)
        .post('/api/Module')
        .field('Id', String(id))
        .field('DisplayName', 'Employee Management')
        .field('AccessToCollege', String(open))
        .expect(201);
    await asUser(test, admin).get('/api/Employee/GetAllEmployeees').expect(200);
    try {
      await openToCampuses(false);
      const refused = await asUser(test, admin).get('/api/Employee/GetAllEmployeees').expect(403);
      expect(refused.body.message).toBe(M.moduleNotOpen('Employee Management'));
    } finally {
      await openToCampuses(true);
    }
  });
});

describe('staff accounts', () => {
  it('adds a CollegeUser with modules, who sets a password from the email; refuses roles not below and other campuses', async () => {
    const { campus, admin } = await campusWithAdmin();
    const email = `${uniqueName('accountant')}@mail.test`;
    const created = await asUser(test, admin)
      .post('/api/Users')
      .send({ firstName: 'Hari', lastName: 'Bista', email, role: 'CollegeUser', modules: ['employee management'] })
      .expect(201);
    expect(created.body).toEqual({ id: expect.any(Number), message: M.userCreated });
    expect(await test.app.prisma.user.findUniqueOrThrow({ where: { email } })).toMatchObject({
      campusId: campus.id,
      mustChangePassword: true,
    });
    const token = await signInFromEmail(email);
    await test.api.get('/api/Employee/GetAllEmployeees').set('Authorization', `Bearer ${token}`).expect(200);

    await asUser(test, admin)
      .post('/api/Users')
      .send({ firstName: 'A', lastName: 'B', email: `${uniqueName('boss')}@mail.test`, role: 'CollegeAdmin' })
      .expect(403);
    const other = await make.createCampus();
    const uniAdmin = await make.createUser({ role: 'UniAdmin', universityId: campus.universityId });
    await asUser(test, uniAdmin)
      .post('/api/Users')
      .send({
        firstName: 'A',
        lastName: 'B',
        email: `${uniqueName('far')}@mail.test`,
        role: 'CollegeUser',
        campusId: other.id,
      })
      .expect(404);
    const invalid = await asUser(test, admin)
      .post('/api/Users')
      .send({ firstName: '', lastName: 'B', email: 'not-an-email', role: 'Wizard' })
      .expect(400);
    expect(invalid.body.issues.map((issue: { field: string }) => issue.field).sort()).toEqual([
      'body.email',
      'body.firstName',
      'body.role',
    ]);
    await asUser(test, admin)
      .post('/api/Users')
      .send({ firstName: 'A', lastName: 'B', email, role: 'CollegeUser' })
      .expect(409);
  });

  it('lists the campus’s users only, searched and paged; disabling ends a session at once; enabling and a new link work', async () => {
    const { campus, admin } = await campusWithAdmin();
    const staff = await make.createUser({ role: 'CollegeUser', campusId: campus.id });
    await make.createUser({ role: 'CollegeUser' });
    const listed = await asUser(test, admin).get('/api/Users?page=1&pageSize=10').expect(200);
    expect(listed.body.data.map((user: { id: number }) => user.id).sort()).toEqual([admin.id, staff.id].sort());
    expect(listed.body.totalRecords).toBe(2);
    const searched = await asUser(test, admin)
      .get(`/api/Users?search=${encodeURIComponent(staff.email)}`)
      .expect(200);
    expect(searched.body.data).toEqual([
      expect.objectContaining({ id: staff.id, role: 'CollegeUser', status: 'active' }),
    ]);

    await asUser(test, staff).get('/api/Student/GetAllStudentPaginated?pageNumber=1&pageSize=5').expect(200);
    await asUser(test, admin).patch(`/api/Users/${staff.id}/status`).send({ status: 'disabled' }).expect(200);
    const ended = await asUser(test, staff)
      .get('/api/Student/GetAllStudentPaginated?pageNumber=1&pageSize=5')
      .expect(401);
    expect(ended.body.message).toBe(AUTH_MESSAGES.sessionInvalid);
    await asUser(test, admin).post(`/api/Users/${staff.id}/password-link`).send({}).expect(400);
    await asUser(test, admin).patch(`/api/Users/${staff.id}/status`).send({ status: 'active' }).expect(200);
    await asUser(test, admin).post(`/api/Users/${staff.id}/password-link`).send({}).expect(200);
    await smtp.nextMessageTo(staff.email);
    await asUser(test, admin).patch(`/api/Users/${admin.id}/status`).send({ status: 'disabled' }).expect(400);
    await asUser(test, admin).patch(`/api/Users/${staff.id}/status`).send({ status: 'gone' }).expect(400);
  });
});

describe('audit log', () => {
  it('shows a campus its own users’ changes with before and after, never another campus’s, and cannot be changed', async () => {
    const { campus, admin } = await campusWithAdmin();
    const staff = await make.createUser({ role: 'CollegeUser', campusId: campus.id });
    await asUser(test, admin).patch(`/api/Users/${staff.id}/status`).send({ status: 'disabled' }).expect(200);
    const other = await campusWithAdmin();
    const otherStaff = await make.createUser({ role: 'CollegeUser', campusId: other.campus.id });
    await asUser(test, other.admin)
      .patch(`/api/Users/${otherStaff.id}/status`)
      .send({ status: 'disabled' })
      .expect(200);

    const log = await asUser(test, admin).get(`/api/AuditLog?entity=User&page=1&pageSize=50`).expect(200);
    expect(log.body.data).toContainEqual(
      expect.objectContaining({
        userId: admin.id,
        action: 'update',
        entity: 'User',
        entityId: String(staff.id),
        changes: { status: { from: 'active', to: 'disabled' } },
      }),
    );
    expect(
      log.body.data.every((entry: { userId: number }) => entry.userId === admin.id || entry.userId === staff.id),
    ).toBe(true);
    const byUser = await asUser(test, admin).get(`/api/AuditLog?userId=${other.admin.id}`).expect(200);
    expect(byUser.body.data).toEqual([]);
    const superAdmin = await make.createUser({ role: 'SuperAdmin' });
    const all = await asUser(test, superAdmin).get(`/api/AuditLog?userId=${other.admin.id}`).expect(200);
    expect(all.body.totalRecords).toBeGreaterThan(0);
    await asUser(test, admin).get('/api/AuditLog?from=yesterday').expect(400);
    await asUser(test, superAdmin).delete('/api/AuditLog').expect(404);
    await asUser(test, await make.createUser({ role: 'CollegeUser', campusId: campus.id }))
      .get('/api/AuditLog')
      .expect(403);
  });
});
