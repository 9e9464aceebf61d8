import { randomUUID } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { AUTH_MESSAGES, SESSION_KEPT_DAYS, SESSION_MESSAGES } from '@hemis/contracts';
import { auditEntriesFor } from '../../../../tests/support/records.ts';
import { openTestSession } from '../../../../tests/support/session.ts';
import { useTestApp } from '../../../../tests/support/suite.ts';
import { SESSION_CLEAN_UP_QUEUE, cleanUpJobId } from './sessions.service.ts';

const { test, make } = useTestApp();

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:132.0) Gecko/20100101 Firefox/132.0';
const DAY_MS = 24 * 60 * 60 * 1000;

/** Requests with a session token of one's own choosing. */
const withToken = (token: string) => ({
  get: (path: string) => test.api.get(path).set('Authorization', `Bearer ${token}`),
  post: (path: string) => test.api.post(path).set('Authorization', `Bearer ${token}`),
  delete: (path: string) => test.api.delete(path).set('Authorization', `Bearer ${token}`),
  patch: (path: string) => test.api.patch(path).set('Authorization', `Bearer ${token}`),
});

/** A session opened by signing in with the password, from a browser. */
async function signIn(user: { email: string; password: string }, userAgent = FIREFOX): Promise<string> {
  const response = await test.api
    .post('/api/User/Login')
    .set('User-Agent', userAgent)
    .send({ email: user.email, password: user.password })
    .expect(200);
  return response.body.tokenString as string;
}

/** The session a token names. */
const sessionIdOf = (token: string) => (test.app.jwt.decode<{ sid: string }>(token) as { sid: string }).sid;

/** The next request made in the session is refused as ended, whichever process answers it. */
async function expectEnded(token: string) {
  await vi.waitFor(
    async () => {
      const refused = await withToken(token).get('/api/Student/GetUserDetails');
      expect(refused.status).toBe(401);
      expect(refused.body.message).toBe(AUTH_MESSAGES.sessionEnded);
    },
    { timeout: 3000, interval: 20 },
  );
}

describe('the signed-in user’s sessions', () => {
  it('lists the open sessions newest first, marks the current one and shows the ones ended lately', async () => {
    const user = await make.createUser({ role: 'CollegeAdmin' });
    const first = await signIn(user);
    const ended = await openTestSession(test, user);
    const current = await signIn(user, 'HEMIS desktop client');
    await withToken(current)
      .delete(`/api/User/Sessions/${sessionIdOf(ended)}`)
      .expect(200);
    // Another user's sessions are never listed.
    await openTestSession(test, await make.createUser({ role: 'CollegeAdmin' }));

    const response = await withToken(current).get('/api/User/Sessions').expect(200);
    expect(response.body.sessions).toEqual([
      expect.objectContaining({ id: sessionIdOf(current), device: 'HEMIS desktop client', current: true }),
      expect.objectContaining({
        id: sessionIdOf(first),
        device: FIREFOX,
        method: 'password',
        ip: expect.any(String),
        current: false,
      }),
    ]);
    const [newest] = response.body.sessions;
    expect(Date.parse(newest.expiresAt)).toBeGreaterThan(Date.parse(newest.createdAt));
    expect(response.body.recent).toEqual([
      expect.objectContaining({ id: sessionIdOf(ended), endedReason: 'ended-by-user', endedAt: expect.any(String) }),
    ]);
  });

  it('ends one session, whose next request is refused while the others go on', async () => {
    const user = await make.createUser({ role: 'CollegeUser' });
    const phone = await signIn(user, 'Mozilla/5.0 (Linux; Android 14) Chrome/130.0 Mobile Safari/537.36');
    const laptop = await signIn(user);
    await withToken(phone).get('/api/Student/GetUserDetails').expect(200);

    const answer = await withToken(laptop)
      .delete(`/api/User/Sessions/${sessionIdOf(phone)}`)
      .expect(200);
    expect(answer.body.message).toBe(SESSION_MESSAGES.sessionEnded);
    await expectEnded(phone);
    await withToken(laptop).get('/api/Student/GetUserDetails').expect(200);
    const row = await test.app.prisma.userSession.findUniqueOrThrow({ where: { id: sessionIdOf(phone) } });
    expect(row.endedReason).toBe('ended-by-user');
    expect(await auditEntriesFor(test.app.prisma, 'UserSession', sessionIdOf(phone))).toEqual([
      expect.objectContaining({ userId: user.id, action: 'update', changes: { endedReason: 'ended-by-user' } }),
    ]);
    // Ending it again changes nothing.
    await withToken(laptop)
      .delete(`/api/User/Sessions/${sessionIdOf(phone)}`)
      .expect(200);
    expect(await auditEntriesFor(test.app.prisma, 'UserSession', sessionIdOf(phone))).toHaveLength(1);
  });

  it('ends the current session as signing out', async () => {
    const user = await make.createUser({ role: 'Student' });
    const token = await signIn(user);
    const answer = await withToken(token)
      .delete(`/api/User/Sessions/${sessionIdOf(token)}`)
      .expect(200);
    expect(answer.body.message).toBe(SESSION_MESSAGES.signedOut);
    await expectEnded(token);
    const row = await test.app.prisma.userSession.findUniqueOrThrow({ where: { id: sessionIdOf(token) } });
    expect(row.endedReason).toBe('signed-out');
  });

  it('answers 404 for another user’s session or an unknown one, and 400 for what is no session id', async () => {
    const user = await make.createUser({ role: 'CollegeAdmin' });
    const token = await signIn(user);
    const other = await openTestSession(test, await make.createUser({ role: 'CollegeAdmin' }));

    await withToken(token)
      .delete(`/api/User/Sessions/${sessionIdOf(other)}`)
      .expect(404);
    await withToken(other).get('/api/Student/GetUserDetails').expect(200);
    await withToken(token).delete(`/api/User/Sessions/${randomUUID()}`).expect(404);
    const bad = await withToken(token).delete('/api/User/Sessions/12').expect(400);
    expect(bad.body.issues).toMatchObject([expect.objectContaining({ message: SESSION_MESSAGES.sessionIdInvalid })]);
  });

  it('ends every other session at once and answers how many, the current one still working', async () => {
    const user = await make.createUser({ role: 'UniAdmin' });
    const others = [await signIn(user), await openTestSession(test, user)];
    const current = await signIn(user);

    const answer = await withToken(current).post('/api/User/Sessions/EndOthers').send().expect(200);
    expect(answer.body).toEqual({ ended: 2, message: SESSION_MESSAGES.othersEnded(2) });
    for (const token of others) await expectEnded(token);
    await withToken(current).get('/api/Student/GetUserDetails').expect(200);
    const list = await withToken(current).get('/api/User/Sessions').expect(200);
    expect(list.body.sessions).toEqual([expect.objectContaining({ id: sessionIdOf(current), current: true })]);
    expect(await auditEntriesFor(test.app.prisma, 'User', user.id)).toContainEqual(
      expect.objectContaining({ changes: { sessionsEnded: 2, reason: 'ended-by-user' } }),
    );

    const again = await withToken(current).post('/api/User/Sessions/EndOthers').send().expect(200);
    expect(again.body.ended).toBe(0);
  });

  it('refuses a session ended in one server process at once in the other', async () => {
    const user = await make.createUser({ role: 'CollegeAdmin' });
    const kept = await signIn(user);
    const ended = await signIn(user);
    // Every process has seen the session open (the requests go round the processes).
    for (let request = 0; request < 4; request += 1) {
      await withToken(ended).get('/api/Student/GetUserDetails').expect(200);
    }
    await withToken(kept)
      .delete(`/api/User/Sessions/${sessionIdOf(ended)}`)
      .expect(200);
    await expectEnded(ended);
    // From then on, every process refuses it.
    for (let request = 0; request < 4; request += 1) {
      const refused = await withToken(ended).get('/api/Student/GetUserDetails');
      expect(refused.status).toBe(401);
    }
  });
});

describe('signing out', () => {
  it('ends the session on the server, and answers alike for a session already ended or no token', async () => {
    const user = await make.createUser({ role: 'CollegeUser' });
    const token = await signIn(user);
    const kept = await signIn(user);

    const answer = await withToken(token).post('/api/User/Logout').send().expect(200);
    expect(answer.body.message).toBe(SESSION_MESSAGES.signedOut);
    await expectEnded(token);
    await withToken(kept).get('/api/Student/GetUserDetails').expect(200);
    const list = await withToken(kept).get('/api/User/Sessions').expect(200);
    expect(list.body.recent).toEqual([expect.objectContaining({ id: sessionIdOf(token), endedReason: 'signed-out' })]);

    await withToken(token).post('/api/User/Logout').send().expect(200);
    await test.api.post('/api/User/Logout').send().expect(200);
    await withToken('not a token').post('/api/User/Logout').send().expect(200);
    expect(await auditEntriesFor(test.app.prisma, 'UserSession', sessionIdOf(token))).toEqual([
      expect.objectContaining({ userId: user.id, changes: { endedReason: 'signed-out' } }),
    ]);
  });
});

describe('an administrator and a user’s sessions', () => {
  async function campusWithStaff() {
    const campus = await make.createCampus();
    const admin = await make.createUser({ role: 'CollegeAdmin', campusId: campus.id });
    const staff = await make.createUser({ role: 'CollegeUser', campusId: campus.id });
    return { campus, admin, staff };
  }

  it('lists and ends all the sessions of a user they administer, audited', async () => {
    const { admin, staff } = await campusWithStaff();
    const adminToken = await signIn(admin);
    const tokens = [await signIn(staff), await openTestSession(test, staff)];

    const list = await withToken(adminToken).get(`/api/User/${staff.id}/Sessions`).expect(200);
    expect(list.body.sessions).toHaveLength(2);
    expect(list.body.sessions.every((session: { current: boolean }) => !session.current)).toBe(true);

    const answer = await withToken(adminToken).post(`/api/User/${staff.id}/Sessions/End`).send().expect(200);
    expect(answer.body).toEqual({ ended: 2, message: SESSION_MESSAGES.userSessionsEnded(2) });
    for (const token of tokens) await expectEnded(token);
    await withToken(adminToken).get('/api/Student/GetUserDetails').expect(200);
    const after = await withToken(adminToken).get(`/api/User/${staff.id}/Sessions`).expect(200);
    expect(after.body.sessions).toEqual([]);
    expect(after.body.recent).toHaveLength(2);
    expect(after.body.recent[0].endedReason).toBe('ended-by-administrator');
    expect(await auditEntriesFor(test.app.prisma, 'User', staff.id)).toContainEqual(
      expect.objectContaining({
        userId: admin.id,
        action: 'update',
        changes: { sessionsEnded: 2, reason: 'ended-by-administrator' },
      }),
    );
    // The user signs in again as before.
    await signIn(staff);
  });

  it('cannot reach the sessions of another campus’s user, nor of a user at or above their role', async () => {
    const { staff } = await campusWithStaff();
    const other = await campusWithStaff();
    const otherAdmin = await signIn(other.admin);
    const staffToken = await signIn(staff);

    await withToken(otherAdmin).get(`/api/User/${staff.id}/Sessions`).expect(404);
    await withToken(otherAdmin).post(`/api/User/${staff.id}/Sessions/End`).send().expect(404);
    await withToken(staffToken).get('/api/Student/GetUserDetails').expect(200);

    const peer = await make.createUser({ role: 'CollegeAdmin', campusId: other.campus.id });
    await withToken(otherAdmin).post(`/api/User/${peer.id}/Sessions/End`).send().expect(403);
  });

  it('lets the grants body end the sessions of a user anywhere', async () => {
    const { staff } = await campusWithStaff();
    const superAdmin = await signIn(await make.createUser({ role: 'SuperAdmin' }));
    const staffToken = await signIn(staff);
    await withToken(superAdmin).post(`/api/User/${staff.id}/Sessions/End`).send().expect(200);
    await expectEnded(staffToken);
  });

  it('refuses the administrators’ routes to a student and to a campus user', async () => {
    const { admin } = await campusWithStaff();
    for (const role of ['Student', 'CollegeUser'] as const) {
      const token = await signIn(await make.createUser({ role }));
      await withToken(token).get(`/api/User/${admin.id}/Sessions`).expect(403);
      await withToken(token).post(`/api/User/${admin.id}/Sessions/End`).send().expect(403);
    }
  });

  it('answers 400 for a user id that is no number', async () => {
    const { admin } = await campusWithStaff();
    const token = await signIn(admin);
    await withToken(token).get('/api/User/abc/Sessions').expect(400);
    await withToken(token).post('/api/User/0/Sessions/End').send().expect(400);
  });

  it('ends a user’s sessions when their account is disabled, in the same change', async () => {
    const { admin, staff } = await campusWithStaff();
    const adminToken = await signIn(admin);
    const staffToken = await signIn(staff);
    await withToken(adminToken).patch(`/api/Users/${staff.id}/status`).send({ status: 'disabled' }).expect(200);

    await vi.waitFor(
      async () => {
        const refused = await withToken(staffToken).get('/api/Student/GetUserDetails');
        expect(refused.status).toBe(401);
        expect(refused.body.code).toBe('UNAUTHENTICATED');
      },
      { timeout: 3000, interval: 20 },
    );
    const row = await test.app.prisma.userSession.findUniqueOrThrow({ where: { id: sessionIdOf(staffToken) } });
    expect(row).toMatchObject({ endedReason: 'account-disabled', endedAt: expect.any(Date) });
    expect(await auditEntriesFor(test.app.prisma, 'User', staff.id)).toContainEqual(
      expect.objectContaining({ changes: { status: { from: 'active', to: 'disabled' }, sessionsEnded: 1 } }),
    );
    // Enabled again, the old session stays ended.
    await withToken(adminToken).patch(`/api/Users/${staff.id}/status`).send({ status: 'active' }).expect(200);
    await expectEnded(staffToken);
  });
  it('ends the sessions of an employee’s login made inactive', async () => {
    const { campus, admin, staff } = await campusWithStaff();
    const employee = await make.createEmployee({ campusId: campus.id, email: staff.email });
    await test.app.prisma.employee.update({ where: { id: employee.id }, data: { userId: staff.id } });
    const adminToken = await signIn(admin);
    const staffToken = await signIn(staff);

    await withToken(adminToken)
      .post(`/api/Employee/migrate-old-employee?employeeId=${employee.id}&employeeStatus=Inactive`)
      .send('')
      .expect(200);
    await vi.waitFor(
      async () => {
        const refused = await withToken(staffToken).get('/api/Student/GetUserDetails');
        expect(refused.status).toBe(401);
      },
      { timeout: 3000, interval: 20 },
    );
    const row = await test.app.prisma.userSession.findUniqueOrThrow({ where: { id: sessionIdOf(staffToken) } });
    expect(row.endedReason).toBe('account-disabled');
  });
});

describe('old sessions', () => {
  it('are deleted by the queue’s clean-up once expired more than the days kept, the others kept', async () => {
    const user = await make.createUser({ role: 'CollegeUser' });
    const now = Date.now();
    const session = (expiredDaysAgo: number, ended: boolean) => ({
      id: randomUUID(),
      userId: user.id,
      method: 'password',
      ip: '127.0.0.1',
      createdAt: new Date(now - expiredDaysAgo * DAY_MS - 60_000),
      lastUsedAt: new Date(now - expiredDaysAgo * DAY_MS - 60_000),
      expiresAt: new Date(now - expiredDaysAgo * DAY_MS),
      ...(ended ? { endedAt: new Date(now - expiredDaysAgo * DAY_MS - 30_000), endedReason: 'signed-out' } : {}),
    });
    const old = [session(SESSION_KEPT_DAYS + 1, true), session(SESSION_KEPT_DAYS + 5, false)];
    const kept = [session(SESSION_KEPT_DAYS - 1, true), session(1, false)];
    await test.app.prisma.userSession.createMany({ data: [...old, ...kept] });
    const open = await openTestSession(test, user);

    await test.app.queue.send(SESSION_CLEAN_UP_QUEUE, {}, randomUUID());
    await vi.waitFor(
      async () => {
        const left = await test.app.prisma.userSession.findMany({ where: { userId: user.id }, select: { id: true } });
        expect(left.map((row) => row.id).sort()).toEqual([...kept.map((row) => row.id), sessionIdOf(open)].sort());
      },
      { timeout: 10_000, interval: 50 },
    );
  });

  it('are looked for once an hour whatever the number of processes', () => {
    const hour = Date.parse('2026-12-01T04:00:00Z');
    expect(cleanUpJobId(hour)).toBe(cleanUpJobId(hour + 59 * 60_000));
    expect(cleanUpJobId(hour)).not.toBe(cleanUpJobId(hour + 60 * 60_000));
  });
});
