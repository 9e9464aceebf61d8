import { generate } from 'otplib';
import { afterEach, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, TWO_FACTOR_MESSAGES as M, type Role } from '@hemis/contracts';
import { testClock } from '../../../../tests/support/clock.ts';
import type { TestUser } from '../../../../tests/support/factories.ts';
import { auditEntriesFor } from '../../../../tests/support/records.ts';
import { asUser } from '../../../../tests/support/session.ts';
import { useTestApp } from '../../../../tests/support/suite.ts';

const clock = testClock('2026-11-27T06:00:10Z');
const { test, make } = useTestApp({ clock });

const STEP_MS = 30_000;

/** The code the user's app shows now, or so many 30-second steps away. */
function codeAt(secret: string, steps = 0): Promise<string> {
  return generate({ secret, epoch: Math.floor(clock.now().getTime() / 1000) + steps * 30 });
}

/** A user with two-factor sign-in on, set up through the API; the clock has moved to the next step. */
async function enrolledUser(role: Role = 'CollegeUser', overrides: { campusId?: number } = {}) {
  const user = await make.createUser({ role, ...overrides });
  const api = asUser(test, user);
  const enrolment = await api.post('/api/User/TwoFactor/Enrol').send({}).expect(200);
  const confirmed = await api
    .post('/api/User/TwoFactor/Confirm')
    .send({ code: await codeAt(enrolment.body.secret) })
    .expect(200);
  clock.advance(STEP_MS);
  return { user, secret: enrolment.body.secret as string, recoveryCodes: confirmed.body.recoveryCodes as string[] };
}

/** The password's answer: for these users, the second step's name and token. */
async function passwordStep(user: TestUser) {
  const response = await test.api
    .post('/api/User/Login')
    .send({ email: user.email, password: user.password })
    .expect(200);
  return response.body as { name: string; value: string };
}

const sessionsOf = (userId: number) =>
  test.app.prisma.userSession.findMany({ where: { userId }, orderBy: { createdAt: 'asc' } });

afterEach(async () => {
  // The policy decides for every user of a role: the other files of this worker's database start without one.
  await test.app.prisma.twoFactorPolicy.deleteMany();
});

describe('enrolment', () => {
  it('sets up a factor that counts only once a code confirms it, and answers ten recovery codes', async () => {
    const user = await make.createUser({ role: 'CollegeAdmin' });
    const api = asUser(test, user);
    expect((await api.get('/api/User/TwoFactor').expect(200)).body).toEqual({
      enrolled: false,
      pending: false,
      confirmedAt: null,
      recoveryCodesLeft: 0,
      required: false,
    });

    const enrolment = await api.post('/api/User/TwoFactor/Enrol').send({}).expect(200);
    expect(enrolment.body.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(enrolment.body.otpauthUrl).toBe(
      `otpauth://totp/HEMIS:${encodeURIComponent(user.email)}?secret=${enrolment.body.secret}&issuer=HEMIS`,
    );
    expect(enrolment.body.qrCode).toMatch(/^data:image\/png;base64,/);
    const stored = await test.app.prisma.userTwoFactor.findUniqueOrThrow({ where: { userId: user.id } });
    expect(stored.secret).not.toContain(enrolment.body.secret);
    expect(stored.confirmedAt).toBeNull();

    // Not yet confirmed: the password alone still signs in.
    expect((await passwordStep(user)) as unknown).toHaveProperty('tokenString');

    const wrong = await api.post('/api/User/TwoFactor/Confirm').send({ code: '000000' }).expect(400);
    expect(wrong.body.issues).toMatchObject([{ field: 'body.code', message: M.codeWrong }]);

    const confirmed = await api
      .post('/api/User/TwoFactor/Confirm')
      .send({ code: await codeAt(enrolment.body.secret) })
      .expect(200);
    expect(confirmed.body.recoveryCodes).toHaveLength(10);
    expect(new Set(confirmed.body.recoveryCodes).size).toBe(10);
    for (const code of confirmed.body.recoveryCodes) expect(code).toMatch(/^[A-Z2-9]{4}(-[A-Z2-9]{4}){3}$/);
    const hashes = await test.app.prisma.recoveryCode.findMany({ where: { userId: user.id } });
    expect(hashes.map((row) => row.codeHash)).not.toContain(confirmed.body.recoveryCodes[0]);

    const status = (await api.get('/api/User/TwoFactor').expect(200)).body;
    expect(status).toMatchObject({ enrolled: true, pending: false, recoveryCodesLeft: 10, required: false });
    expect(status.confirmedAt).toBe(clock.now().toISOString());
    expect((await auditEntriesFor(test.app.prisma, 'UserTwoFactor', user.id)).map((entry) => entry.action)).toEqual([
      'create',
      'update',
    ]);

    // On now: setting it up again is refused until it is turned off.
    await api.post('/api/User/TwoFactor/Enrol').send({}).expect(409);
  });

  it('makes new recovery codes for a code from the app, and the old ones stop working', async () => {
    const { user, secret, recoveryCodes } = await enrolledUser();
    const api = asUser(test, user);
    await api.post('/api/User/TwoFactor/RecoveryCodes').send({ code: '123456' }).expect(400);
    const renewed = await api
      .post('/api/User/TwoFactor/RecoveryCodes')
      .send({ code: await codeAt(secret) })
      .expect(200);
    expect(renewed.body.recoveryCodes).toHaveLength(10);
    expect(renewed.body.recoveryCodes).not.toContain(recoveryCodes[0]);
    const step = await passwordStep(user);
    await test.api
      .post('/api/User/Login/TwoFactor')
      .send({ token: step.value, recoveryCode: recoveryCodes[0] })
      .expect(401);
    await test.api
      .post('/api/User/Login/TwoFactor')
      .send({ token: step.value, recoveryCode: renewed.body.recoveryCodes[0] })
      .expect(200);
  });
});

describe('signing in with a code', () => {
  it('asks for the code after the password, opens no session until it comes, then signs in', async () => {
    const { user, secret } = await enrolledUser('CollegeAdmin');
    const sessionsBefore = (await sessionsOf(user.id)).length;
    const step = await passwordStep(user);
    expect(step).toEqual({ name: 'twoFactorRequired', value: expect.any(String) });
    expect(await sessionsOf(user.id)).toHaveLength(sessionsBefore);
    // The step's token is no session.
    await test.api.get('/api/Student/GetUserDetails').set('Authorization', `Bearer ${step.value}`).expect(401);

    const signedIn = await test.api
      .post('/api/User/Login/TwoFactor')
      .send({ token: step.value, code: await codeAt(secret) })
      .expect(200);
    expect(signedIn.body).toMatchObject({ id: user.id, email: user.email, role: 'CollegeAdmin' });
    const sessions = await sessionsOf(user.id);
    expect(sessions.at(-1)?.method).toBe('password+code');
    await test.api
      .get('/api/Student/GetUserDetails')
      .set('Authorization', `Bearer ${signedIn.body.tokenString}`)
      .expect(200);

    // The step is used once.
    clock.advance(STEP_MS);
    const again = await test.api
      .post('/api/User/Login/TwoFactor')
      .send({ token: step.value, code: await codeAt(secret) })
      .expect(401);
    expect(again.body.message).toBe(M.challengeExpired);
  });

  it('accepts a code once: the same code, or one of an earlier step, is refused afterwards', async () => {
    const { user, secret } = await enrolledUser();
    const code = await codeAt(secret);
    const earlier = await codeAt(secret, -1);
    const first = await passwordStep(user);
    await test.api.post('/api/User/Login/TwoFactor').send({ token: first.value, code }).expect(200);

    const second = await passwordStep(user);
    const reused = await test.api.post('/api/User/Login/TwoFactor').send({ token: second.value, code }).expect(401);
    expect(reused.body).toMatchObject({ code: 'WRONG_CREDENTIALS', message: M.codeWrong });
    await test.api.post('/api/User/Login/TwoFactor').send({ token: second.value, code: earlier }).expect(401);
    clock.advance(STEP_MS);
    await test.api
      .post('/api/User/Login/TwoFactor')
      .send({ token: second.value, code: await codeAt(secret) })
      .expect(200);
  });

  it('refuses a wrong code and audits it like a wrong password; the right code still works in the same step', async () => {
    const { user, secret } = await enrolledUser();
    const step = await passwordStep(user);
    const wrong = String((Number(await codeAt(secret)) + 1) % 1_000_000).padStart(6, '0');
    await test.api.post('/api/User/Login/TwoFactor').send({ token: step.value, code: wrong }).expect(401);
    const failed = await test.app.prisma.auditLog.findMany({
      where: { entity: 'User', entityId: String(user.id), action: 'sign-in-failed' },
    });
    expect(failed.map((entry) => entry.changes)).toEqual([{ reason: 'wrong-code' }]);
    await test.api
      .post('/api/User/Login/TwoFactor')
      .send({ token: step.value, code: await codeAt(secret) })
      .expect(200);
  });

  it('accepts a code one step away for a drifting clock, and refuses one from two steps ago', async () => {
    const { user, secret } = await enrolledUser();
    // Far enough from the step enrolment used that only the drift decides.
    clock.advance(3 * STEP_MS);
    const step = await passwordStep(user);
    await test.api
      .post('/api/User/Login/TwoFactor')
      .send({ token: step.value, code: await codeAt(secret, -2) })
      .expect(401);
    await test.api
      .post('/api/User/Login/TwoFactor')
      .send({ token: step.value, code: await codeAt(secret, -1) })
      .expect(200);
  });

  it('refuses a step after five minutes', async () => {
    const { user, secret } = await enrolledUser();
    const step = await passwordStep(user);
    clock.advance(5 * 60_000 + 1_000);
    const expired = await test.api
      .post('/api/User/Login/TwoFactor')
      .send({ token: step.value, code: await codeAt(secret) })
      .expect(401);
    expect(expired.body.message).toBe(M.challengeExpired);
  });

  it('takes each recovery code once, in any case and without its dashes', async () => {
    const { user, recoveryCodes } = await enrolledUser();
    const typed = recoveryCodes[3]!.replaceAll('-', '').toLowerCase();
    const first = await passwordStep(user);
    await test.api.post('/api/User/Login/TwoFactor').send({ token: first.value, recoveryCode: typed }).expect(200);
    expect((await sessionsOf(user.id)).at(-1)?.method).toBe('password+recovery-code');

    const second = await passwordStep(user);
    const used = await test.api
      .post('/api/User/Login/TwoFactor')
      .send({ token: second.value, recoveryCode: recoveryCodes[3] })
      .expect(401);
    expect(used.body.message).toBe(M.recoveryCodeWrong);
    const status = await asUser(test, user).get('/api/User/TwoFactor').expect(200);
    expect(status.body.recoveryCodesLeft).toBe(9);
  });

  it('counts wrong codes towards the sign-in limits: after them even the right code waits', async () => {
    const { user, secret } = await enrolledUser();
    const step = await passwordStep(user);
    // The password's attempt stays counted until the code is right: with it, five attempts.
    for (let attempt = 0; attempt < 4; attempt += 1) {
      await test.api.post('/api/User/Login/TwoFactor').send({ token: step.value, code: '000000' }).expect(401);
    }
    const limited = await test.api
      .post('/api/User/Login/TwoFactor')
      .send({ token: step.value, code: await codeAt(secret) })
      .expect(429);
    expect(limited.body.code).toBe('RATE_LIMITED');
    await test.api.post('/api/User/Login').send({ email: user.email, password: user.password }).expect(429);
  });
});

describe('required two-factor sign-in', () => {
  async function requireFor(role: Role) {
    const superAdmin = await make.createUser({ role: 'SuperAdmin' });
    await asUser(test, superAdmin).put('/api/TwoFactorPolicy').send({ role, required: true }).expect(200);
  }

  it('takes a required user to enrolment after the password, and nothing else opens until it is done', async () => {
    await requireFor('UgcAdmin');
    const user = await make.createUser({ role: 'UgcAdmin' });
    const step = await passwordStep(user);
    expect(step).toEqual({ name: 'twoFactorEnrolmentRequired', value: expect.any(String) });
    expect(await sessionsOf(user.id)).toHaveLength(0);
    await test.api.get('/api/Student/GetUserDetails').set('Authorization', `Bearer ${step.value}`).expect(401);
    await test.api.get('/api/User/TwoFactor').set('Authorization', `Bearer ${step.value}`).expect(401);
    // A step of enrolment is not a step for a code.
    await test.api.post('/api/User/Login/TwoFactor').send({ token: step.value, code: '123456' }).expect(401);

    const enrolment = await test.api.post('/api/User/Login/TwoFactor/Enrol').send({ token: step.value }).expect(200);
    expect(enrolment.body.qrCode).toMatch(/^data:image\/png;base64,/);
    await test.api.post('/api/User/Login/TwoFactor/Confirm').send({ token: step.value, code: '000000' }).expect(401);
    const signedIn = await test.api
      .post('/api/User/Login/TwoFactor/Confirm')
      .send({ token: step.value, code: await codeAt(enrolment.body.secret) })
      .expect(200);
    expect(signedIn.body).toMatchObject({ id: user.id, role: 'UgcAdmin', tokenString: expect.any(String) });
    expect(signedIn.body.recoveryCodes).toHaveLength(10);
    await test.api
      .get('/api/User/TwoFactor')
      .set('Authorization', `Bearer ${signedIn.body.tokenString}`)
      .expect(200)
      .expect(({ body }) => expect(body).toMatchObject({ enrolled: true, required: true }));
    // The step is spent.
    await test.api.post('/api/User/Login/TwoFactor/Enrol').send({ token: step.value }).expect(401);

    // From now on the password asks for a code; the role does not let the user turn it off.
    clock.advance(STEP_MS);
    expect((await passwordStep(user)).name).toBe('twoFactorRequired');
    const off = await asUser(test, user).delete('/api/User/TwoFactor').send({ password: user.password }).expect(409);
    expect(off.body.message).toBe(M.requiredByRole);
  });

  it('lets a user turn it off with the password where the role does not require it', async () => {
    const { user } = await enrolledUser();
    const api = asUser(test, user);
    const wrong = await api.delete('/api/User/TwoFactor').send({ password: 'Wrong1234' }).expect(400);
    expect(wrong.body.issues).toMatchObject([{ field: 'body.password', message: M.passwordWrong }]);
    await api.delete('/api/User/TwoFactor').send({ password: user.password }).expect(200);
    expect(await test.app.prisma.recoveryCode.count({ where: { userId: user.id } })).toBe(0);
    expect((await passwordStep(user)) as unknown).toHaveProperty('tokenString');
    const entries = await auditEntriesFor(test.app.prisma, 'UserTwoFactor', user.id);
    expect(entries.at(-1)?.action).toBe('delete');
  });
});

describe('an administrator’s reset', () => {
  it('removes the factor and recovery codes, ends the user’s sessions, and is audited', async () => {
    const { user } = await enrolledUser('CollegeUser');
    const admin = await make.createUser({ role: 'CollegeAdmin' });
    const userApi = asUser(test, user);
    await userApi.get('/api/Student/GetUserDetails').expect(200);

    const reset = await asUser(test, admin).post(`/api/User/${user.id}/TwoFactor/Reset`).send({}).expect(200);
    expect(reset.body.message).toBe(M.reset);
    expect(await test.app.prisma.userTwoFactor.findUnique({ where: { userId: user.id } })).toBeNull();
    expect(await test.app.prisma.recoveryCode.count({ where: { userId: user.id } })).toBe(0);
    const ended = await userApi.get('/api/Student/GetUserDetails').expect(401);
    expect(ended.body.message).toBe(AUTH_MESSAGES.sessionEnded);
    expect((await sessionsOf(user.id)).every((session) => session.endedReason === 'second-factor-reset')).toBe(true);
    const [entry] = (await auditEntriesFor(test.app.prisma, 'UserTwoFactor', user.id)).filter(
      (row) => row.action === 'delete',
    );
    expect(entry).toMatchObject({ userId: admin.id, changes: expect.objectContaining({ reset: true }) });
    // The password alone signs in again: the role requires no factor.
    expect((await passwordStep(user)) as unknown).toHaveProperty('tokenString');
  });

  it('is refused for a user of the same rank, of another campus, and to a user without user administration', async () => {
    const { user: colleague } = await enrolledUser('CollegeAdmin');
    const admin = await make.createUser({ role: 'CollegeAdmin' });
    await asUser(test, admin).post(`/api/User/${colleague.id}/TwoFactor/Reset`).send({}).expect(403);

    const otherCampus = await make.createCampus();
    const { user: elsewhere } = await enrolledUser('CollegeUser', { campusId: otherCampus.id });
    await asUser(test, admin).post(`/api/User/${elsewhere.id}/TwoFactor/Reset`).send({}).expect(404);

    const { user: staff } = await enrolledUser('CollegeUser');
    const clerk = await make.createUser({ role: 'CollegeUser' });
    await asUser(test, clerk).post(`/api/User/${staff.id}/TwoFactor/Reset`).send({}).expect(403);
    for (const kept of [colleague, elsewhere, staff]) {
      expect(await test.app.prisma.userTwoFactor.count({ where: { userId: kept.id } })).toBe(1);
    }
  });
});

describe('the policy', () => {
  it('requires it of no role on a fresh installation, and warns about the administrators’ roles', async () => {
    const admin = await make.createUser({ role: 'Admin' });
    const policy = await asUser(test, admin).get('/api/TwoFactorPolicy').expect(200);
    expect(policy.body.roles).toHaveLength(6);
    expect(policy.body.roles.every((row: { required: boolean }) => !row.required)).toBe(true);
    expect([...policy.body.recommendedRolesNotRequired].sort()).toEqual([
      'Admin',
      'SuperAdmin',
      'UgcAdmin',
      'UniAdmin',
    ]);
  });

  it('is changed by the grants body’s administrators only, and every change is audited', async () => {
    const superAdmin = await make.createUser({ role: 'SuperAdmin' });
    const saved = await asUser(test, superAdmin)
      .put('/api/TwoFactorPolicy')
      .send({ role: 'UniAdmin', required: true })
      .expect(200);
    expect(saved.body.roles).toContainEqual({ role: 'UniAdmin', required: true, updatedAt: clock.now().toISOString() });
    expect(saved.body.recommendedRolesNotRequired).not.toContain('UniAdmin');
    const [entry] = await auditEntriesFor(test.app.prisma, 'TwoFactorPolicy', 'UniAdmin');
    expect(entry).toMatchObject({ userId: superAdmin.id, changes: { required: { from: false, to: true } } });

    for (const role of ['UgcAdmin', 'UniAdmin', 'CollegeAdmin'] as const) {
      const other = await make.createUser({ role });
      await asUser(test, other).put('/api/TwoFactorPolicy').send({ role: 'UniAdmin', required: false }).expect(403);
      await asUser(test, other).get('/api/TwoFactorPolicy').expect(403);
    }
    const student = await make.createUser({ role: 'Student' });
    await asUser(test, student).post('/api/User/TwoFactor/Enrol').send({}).expect(403);
  });
});

describe('bad input', () => {
  it('answers 400 with a message per field and writes nothing', async () => {
    const superAdmin = await make.createUser({ role: 'SuperAdmin' });
    const api = asUser(test, superAdmin);
    const policy = await api.put('/api/TwoFactorPolicy').send({ role: 'Student', required: 'maybe' }).expect(400);
    expect(policy.body.issues).toMatchObject([
      { field: 'body.role', message: M.roleRequired },
      { field: 'body.required', message: M.requiredFlag },
    ]);
    expect(await test.app.prisma.twoFactorPolicy.count()).toBe(0);
    expect(await auditEntriesFor(test.app.prisma, 'TwoFactorPolicy', 'Student')).toEqual([]);

    const noCode = await test.api
      .post('/api/User/Login/TwoFactor')
      .send({ token: 'x'.repeat(43) })
      .expect(400);
    expect(noCode.body.issues).toMatchObject([{ field: 'body.code', message: M.codeOrRecoveryCodeRequired }]);
    const shapes = await test.api.post('/api/User/Login/TwoFactor').send({ token: '', code: '12ab' }).expect(400);
    expect(shapes.body.issues).toMatchObject([
      { field: 'body.token', message: M.tokenRequired },
      { field: 'body.code', message: M.codeFormat },
    ]);

    const user = await make.createUser({ role: 'CollegeUser' });
    const userApi = asUser(test, user);
    await userApi.post('/api/User/TwoFactor/Enrol').send({}).expect(200);
    const short = await userApi.post('/api/User/TwoFactor/Confirm').send({ code: '12345' }).expect(400);
    expect(short.body.issues).toMatchObject([{ field: 'body.code', message: M.codeFormat }]);
    const factor = await test.app.prisma.userTwoFactor.findUniqueOrThrow({ where: { userId: user.id } });
    expect(factor).toMatchObject({ confirmedAt: null, lastUsedStep: null });
    expect(await test.app.prisma.attemptCounter.count({ where: { account: user.email } })).toBe(0);
  });
});
