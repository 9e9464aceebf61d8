import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  AUTH_MESSAGES,
  DEFAULT_CAMPUS_ID,
  MESSAGE_CATALOGUE,
  PASSWORD_POLICY_MESSAGE,
  SESSION_LIFETIME_MS,
  SPEC_MESSAGES,
  VALIDATION_MESSAGES as V,
} from '@hemis/contracts';
import { createTestApp, type TestApp } from '../../../../tests/support/app.ts';
import { factoriesFor, TEST_PASSWORD, uniqueName } from '../../../../tests/support/factories.ts';
import { asUser, openTestSession } from '../../../../tests/support/session.ts';
import { useTestApp } from '../../../../tests/support/suite.ts';

const DEMO_PASSWORD = 'Demo@12345';

/** A well-formed session token signed with a key that is not the app's. */
function signHs256(claims: object, secret: string): string {
  const encode = (part: object) => Buffer.from(JSON.stringify(part)).toString('base64url');
  const unsigned = `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}`;
  return `${unsigned}.${createHmac('sha256', secret).update(unsigned).digest('base64url')}`;
}

describe('sign-in', () => {
  const { test, make } = useTestApp();

  const auditOf = (email: string) =>
    test.app.prisma.auditLog.findMany({ where: { actorEmail: email }, orderBy: { id: 'asc' } });

  it('answers the demo college admin with the user record the client keeps', async () => {
    const response = await test.api
      .post('/api/User/Login')
      .send({ email: ' collegeadmin@hemis.local ', password: DEMO_PASSWORD, cOllegeId: 66, uniId: 0, isUgc: true })
      .expect(200);
    const user = response.body;
    expect(user).toMatchObject({
      email: 'collegeadmin@hemis.local',
      role: 'CollegeAdmin',
      type: 'college',
      listUser: [{ roleName: 'CollegeAdmin' }],
      institution: { id: DEFAULT_CAMPUS_ID, logo: 'campus-66-logo.png' },
    });
    expect(user.tokenString).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(user.institution.campusName).toBe(user.institution.name);
    expect(user.institution.localLevel).toBe(user.institution.palika);
    expect(user.institution.district).toEqual(expect.any(String));
    expect(user.institution.university.name).toBe(user.institution.universityName);
    expect(user.uniName).toBe(user.institution.universityName);
    expect(user).not.toHaveProperty('passwordHash');
  });

  it('answers a university admin with type Uni and the university as institution', async () => {
    const response = await test.api
      .post('/api/user/login')
      .send({ email: 'uniadmin@hemis.local', password: DEMO_PASSWORD })
      .expect(200);
    const campus = await test.app.prisma.campus.findUniqueOrThrow({ where: { id: DEFAULT_CAMPUS_ID } });
    expect(response.body).toMatchObject({ type: 'Uni', role: 'UniAdmin', institution: { id: campus.universityId } });
  });

  it('answers a grants-body admin through the portal campus', async () => {
    const response = await test.api
      .post('/api/User/Login')
      .send({ email: 'ugcadmin@hemis.local', password: DEMO_PASSWORD })
      .expect(200);
    expect(response.body).toMatchObject({ type: 'college', role: 'UgcAdmin', institution: { id: DEFAULT_CAMPUS_ID } });
  });

  it('gives a session that lasts eight hours', async () => {
    const response = await test.api
      .post('/api/User/Login')
      .send({ email: 'collegeuser@hemis.local', password: DEMO_PASSWORD })
      .expect(200);
    const claims = test.app.jwt.decode<{ iat: number; exp: number; sub: string }>(response.body.tokenString)!;
    expect((claims.exp - claims.iat) * 1000).toBe(SESSION_LIFETIME_MS);
    expect(claims.sub).toBe(String(response.body.id));
  });

  it('accepts a form post of the same fields', async () => {
    const user = await make.createUser({ role: 'CollegeUser' });
    await test.api
      .post('/api/User/Login')
      .field('email', user.email)
      .field('password', user.password)
      .field('CollegeId', '66')
      .field('isUgc', 'true')
      .expect(200);
  });

  it('answers the same 401 for a wrong password, an unknown email and a disabled account', async () => {
    const user = await make.createUser({ role: 'CollegeUser' });
    const disabled = await make.createUser({ role: 'CollegeUser', status: 'disabled' });
    const attempts = [
      { email: user.email, password: 'Wrong1234' },
      { email: `${uniqueName('nobody')}@test.hemis`, password: TEST_PASSWORD },
      { email: disabled.email, password: disabled.password },
    ];
    const bodies = [];
    for (const attempt of attempts) {
      const response = await test.api.post('/api/User/Login').send(attempt).expect(401);
      bodies.push({ code: response.body.code, message: response.body.message });
    }
    expect(bodies).toEqual(
      attempts.map(() => ({ code: 'WRONG_CREDENTIALS', message: SPEC_MESSAGES.loginWrongCredentials })),
    );
  });

  it('answers 400 with the spec message when email or password is blank', async () => {
    const response = await test.api.post('/api/User/Login').send({ email: '  ', password: '' }).expect(400);
    expect(response.body.message).toBe(V.loginRequired);
  });

  it('names its refusals’ messages by their keys, so a client can say them in the user’s language', async () => {
    const user = await make.createUser({ role: 'CollegeUser' });
    const wrong = await test.api.post('/api/User/Login').send({ email: user.email, password: 'Wrong1234' }).expect(401);
    expect(wrong.body).toMatchObject({
      message: SPEC_MESSAGES.loginWrongCredentials,
      messageKey: 'spec.loginWrongCredentials',
    });
    expect(MESSAGE_CATALOGUE[wrong.body.messageKey]).toBe(wrong.body.message);

    const blank = await test.api.post('/api/User/Login').send({ email: '  ', password: '' }).expect(400);
    expect(blank.body).toMatchObject({ message: V.loginRequired, messageKey: 'validation.loginRequired' });
    expect(blank.body.issues.length).toBeGreaterThan(0);
    for (const issue of blank.body.issues) expect(issue).toMatchObject({ messageKey: 'validation.loginRequired' });
  });

  it('writes every sign-in and failed sign-in to the audit log', async () => {
    const user = await make.createUser({ role: 'CollegeUser' });
    await test.api.post('/api/User/Login').send({ email: user.email, password: 'Wrong1234' }).expect(401);
    await test.api.post('/api/User/Login').send({ email: user.email, password: user.password }).expect(200);
    const entries = await auditOf(user.email);
    expect(entries.map((entry) => [entry.action, entry.userId])).toEqual([
      ['sign-in-failed', user.id],
      ['sign-in', user.id],
    ]);
    expect(entries[0]!.changes).toEqual({ reason: 'wrong-password' });
    expect(JSON.stringify(entries.map((entry) => entry.changes))).not.toContain('Wrong1234');
  });

  it('answers a first sign-in with a verification token that sets the password', async () => {
    const user = await make.createUser({ role: 'CollegeAdmin', mustChangePassword: true });
    const first = await test.api
      .post('/api/User/Login')
      .send({ email: user.email, password: user.password })
      .expect(200);
    expect(first.body).toEqual({ name: 'verificationToken', value: expect.any(String) });

    await test.api
      .post('/api/User/ResetPassword')
      .send({ email: user.email, newPassword: 'Chosen2024', resetToken: first.body.value })
      .expect(201);
    const signedIn = await test.api
      .post('/api/User/Login')
      .send({ email: user.email, password: 'Chosen2024' })
      .expect(200);
    expect(signedIn.body.tokenString).toEqual(expect.any(String));
  });

  it('lets students sign in at StudentLogin and refuses staff there', async () => {
    const student = await test.api
      .post('/api/User/StudentLogin')
      .send({ email: 'student@hemis.local', password: DEMO_PASSWORD })
      .expect(200);
    expect(student.body).toMatchObject({ role: 'Student', listUser: [{ roleName: 'Student' }] });
    const staff = await test.api
      .post('/api/User/StudentLogin')
      .send({ email: 'collegeadmin@hemis.local', password: DEMO_PASSWORD })
      .expect(401);
    expect(staff.body.message).toBe(SPEC_MESSAGES.loginWrongCredentials);
  });
});

describe('sessions', () => {
  /** Every server process runs on this instant, so a session's age is exactly what the test signs. */
  const NOW = Date.parse('2026-03-01T06:00:00Z');
  const { test, make } = useTestApp({ clock: new Date(NOW).toISOString() });

  it('answers 401 without a token, with a malformed one and with one signed by another key', async () => {
    const noToken = await test.api.get('/api/Student/GetUserDetails').expect(401);
    expect(noToken.body).toMatchObject({ code: 'UNAUTHENTICATED', message: AUTH_MESSAGES.signInRequired });
    await test.api.get('/api/Student/GetUserDetails').set('Authorization', 'Bearer not-a-token').expect(401);
    const forged = signHs256({ sub: '1', exp: Math.floor(NOW / 1000) + 3600 }, 'another-secret-of-thirty-two-chars!!');
    await test.api.get('/api/Student/GetUserDetails').set('Authorization', `Bearer ${forged}`).expect(401);
  });

  it('ends the session after eight hours', async () => {
    const user = await make.createUser({ role: 'CollegeUser' });
    const { sid } = test.app.jwt.decode<{ sid: string }>(await openTestSession(test, user))!;
    const signedInAgo = (ms: number) =>
      `Bearer ${test.app.jwt.sign({ sub: String(user.id), sid, iat: Math.floor((NOW - ms) / 1000) })}`;

    await test.api
      .get('/api/Student/GetUserDetails')
      .set('Authorization', signedInAgo(SESSION_LIFETIME_MS - 1000))
      .expect(200);
    const expired = await test.api
      .get('/api/Student/GetUserDetails')
      .set('Authorization', signedInAgo(SESSION_LIFETIME_MS))
      .expect(401);
    expect(expired.body.message).toBe(AUTH_MESSAGES.sessionExpired);
  });

  it('ends the session of an account that is disabled', async () => {
    const user = await make.createUser({ role: 'CollegeUser' });
    const api = asUser(test, user);
    await api.get('/api/Student/GetUserDetails').expect(200);
    await test.app.prisma.user.update({ where: { id: user.id }, data: { status: 'disabled' } });
    await api.get('/api/Student/GetUserDetails').expect(401);
  });
});

describe('student sign-up', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp();
  });
  afterAll(() => test.close());

  const form = () => ({
    firstName: 'Anita',
    middleName: '',
    lastName: 'Rai',
    phoneNumber: '9800000000',
    email: `${uniqueName('signup')}@test.hemis`,
    gender: 'female',
    password: 'Secret123',
    confirmPassword: 'Secret123',
  });

  function postForm(fields: Record<string, string>) {
    const request = test.api.post('/api/User');
    for (const [name, value] of Object.entries(fields)) request.field(name, value);
    return request;
  }

  const issuesOf = (body: { issues?: { field: string; message: string }[] }) =>
    Object.fromEntries((body.issues ?? []).map((issue) => [issue.field.replace(/^body\./, ''), issue.message]));

  it('registers a student from the multipart form, who can then sign in', async () => {
    const fields = form();
    const response = await postForm(fields).expect(201);
    expect(response.body).toEqual({
      id: expect.any(Number),
      email: fields.email,
      message: SPEC_MESSAGES.signUpSuccess,
    });
    const saved = await test.app.prisma.user.findUniqueOrThrow({ where: { id: response.body.id } });
    expect(saved).toMatchObject({
      role: 'Student',
      type: 'college',
      campusId: DEFAULT_CAMPUS_ID,
      middleName: null,
      gender: 'female',
    });
    expect(saved.passwordHash).toMatch(/^\$argon2id\$/);
    const signedIn = await test.api
      .post('/api/User/StudentLogin')
      .send({ email: fields.email, password: fields.password })
      .expect(200);
    expect(signedIn.body.role).toBe('Student');
    const audit = await test.app.prisma.auditLog.findFirst({ where: { action: 'sign-up', userId: saved.id } });
    expect(audit).not.toBeNull();
  });

  it('accepts JSON too', async () => {
    await test.api.post('/api/User').send(form()).expect(201);
  });

  it('answers every missing field with its spec message', async () => {
    const response = await postForm({ middleName: 'X' }).expect(400);
    expect(issuesOf(response.body)).toEqual({
      firstName: V.firstNameRequired,
      lastName: V.lastNameRequired,
      phoneNumber: V.phoneRequired,
      email: V.emailRequired,
      gender: V.genderRequired,
      password: V.passwordRequired,
      confirmPassword: V.confirmPasswordRequired,
    });
  });

  it.each([
    ['a phone number of 9 digits', { phoneNumber: '980000000' }, 'phoneNumber', V.phoneDigits],
    ['a phone number with letters', { phoneNumber: '98000000ab' }, 'phoneNumber', V.phoneDigits],
    ['an email without a domain', { email: 'anita' }, 'email', AUTH_MESSAGES.emailInvalid],
    ['an unknown gender', { gender: 'unknown' }, 'gender', AUTH_MESSAGES.genderInvalid],
    [
      'a password without a digit',
      { password: 'Secretive', confirmPassword: 'Secretive' },
      'password',
      PASSWORD_POLICY_MESSAGE,
    ],
    ['a confirmation that differs', { confirmPassword: 'Secret124' }, 'confirmPassword', V.passwordsDoNotMatch],
  ])('refuses %s', async (_case, change, field, message) => {
    const response = await postForm({ ...form(), ...change }).expect(400);
    expect(issuesOf(response.body)).toEqual({ [field]: message });
  });

  it('answers 409 for an email that already has an account, whatever its case', async () => {
    const fields = form();
    await postForm(fields).expect(201);
    const response = await postForm({ ...fields, email: fields.email.toUpperCase() }).expect(409);
    expect(response.body.message).toBe(AUTH_MESSAGES.emailTaken);
  });
});

describe('change password and profile', () => {
  const { test, make } = useTestApp();

  it('changes the password of the signed-in user', async () => {
    const user = await make.createUser({ role: 'CollegeUser' });
    await asUser(test, user)
      .post('/api/User/ChangePassword')
      .send({ oldPassword: user.password, newPassword: 'Another2024' })
      .expect(201);
    await test.api.post('/api/User/Login').send({ email: user.email, password: user.password }).expect(401);
    await test.api.post('/api/User/Login').send({ email: user.email, password: 'Another2024' }).expect(200);
    expect(await test.app.prisma.auditLog.count({ where: { userId: user.id, action: 'password-change' } })).toBe(1);
  });

  it('ends the sessions issued before the change and answers the caller a fresh token', async () => {
    const user = await make.createUser({ role: 'CollegeAdmin' });
    const earlier = await openTestSession(test, user);
    const withToken = (token: string) =>
      test.api.get('/api/Student/GetUserDetails').set('Authorization', `Bearer ${token}`);
    await withToken(earlier).expect(200);

    const changed = await test.api
      .post('/api/User/ChangePassword')
      .set('Authorization', `Bearer ${earlier}`)
      .send({ oldPassword: user.password, newPassword: 'Another2024' })
      .expect(201);
    expect(changed.body.tokenString).toEqual(expect.any(String));

    // Another server process hears of the change through the database's notification, a
    // moment after the answer (docs/decisions/0008-request-path.md): it refuses the old
    // token from then on, even the one the change was made in.
    await vi.waitFor(
      async () => {
        const refused = await withToken(earlier);
        expect(refused.status).toBe(401);
        expect(refused.body.code).toBe('UNAUTHENTICATED');
      },
      { timeout: 3000, interval: 20 },
    );
    await withToken(changed.body.tokenString).expect(200);
  });

  it('answers 400 "Old Password doesnot match" for a wrong old password', async () => {
    const user = await make.createUser({ role: 'Student' });
    const response = await asUser(test, user)
      .post('/api/User/ChangePassword')
      .send({ oldPassword: 'Wrong1234', newPassword: 'Another2024' })
      .expect(400);
    expect(response.body.message).toContain('Old Password doesnot match');
    await test.api.post('/api/User/Login').send({ email: user.email, password: user.password }).expect(200);
  });

  it('holds the new password to the policy', async () => {
    const user = await make.createUser({ role: 'UniAdmin' });
    const response = await asUser(test, user)
      .post('/api/User/ChangePassword')
      .send({ oldPassword: user.password, newPassword: 'short' })
      .expect(400);
    expect(response.body.message).toBe(PASSWORD_POLICY_MESSAGE);
  });

  it('shows a college user its campus profile and account', async () => {
    const campus = await make.createCampus({ bankName: 'Profile Bank' });
    const user = await make.createUser({ role: 'CollegeAdmin', campusId: campus.id });
    const response = await asUser(test, user).get('/api/Student/GetUserDetails').expect(200);
    expect(response.body).toMatchObject({
      id: campus.id,
      campusName: campus.campusName,
      bankName: 'Profile Bank',
      user: { id: user.id, email: user.email, role: 'CollegeAdmin', type: 'college' },
    });
  });

  it('shows a student its own profile', async () => {
    const user = await make.createUser({ role: 'Student' });
    const response = await asUser(test, user).get('/api/Student/GetUserDetails').expect(200);
    expect(response.body.user).toMatchObject({ id: user.id, role: 'Student' });
  });

  it('keeps the language a user chooses on the account, so the next sign-in anywhere answers it, and audits it', async () => {
    const user = await make.createUser({ role: 'CollegeUser' });
    const signIn = () => test.api.post('/api/User/Login').send({ email: user.email, password: user.password });
    expect((await signIn().expect(200)).body.language).toBe('en');

    const chosen = await asUser(test, user).put('/api/User/Language').send({ language: 'ne' }).expect(200);
    expect(chosen.body).toEqual({ language: 'ne' });
    expect((await signIn().expect(200)).body.language).toBe('ne');
    const audited = await test.app.prisma.auditLog.findMany({
      where: { entity: 'User', entityId: String(user.id), action: 'update' },
    });
    expect(audited.map((entry) => entry.changes)).toEqual([{ language: { from: 'en', to: 'ne' } }]);
  });

  it('refuses a language HEMIS does not speak with its message and changes nothing, and asks for a session', async () => {
    const user = await make.createUser({ role: 'CollegeAdmin' });
    const refused = await asUser(test, user).put('/api/User/Language').send({ language: 'fr' }).expect(400);
    expect(JSON.stringify(refused.body)).toContain(AUTH_MESSAGES.languageInvalid);
    await asUser(test, user).put('/api/User/Language').set('Content-Type', 'application/json').send('null').expect(400);
    await test.api.put('/api/User/Language').send({ language: 'ne' }).expect(401);
    const stored = await test.app.prisma.user.findUniqueOrThrow({ where: { id: user.id }, select: { language: true } });
    expect(stored.language).toBe('en');
  });
});

describe('sign-in rate limits', () => {
  let test: TestApp;
  let make: ReturnType<typeof factoriesFor>;
  beforeAll(async () => {
    test = await createTestApp({
      config: {
        AUTH_LIMIT_PER_ACCOUNT_AND_ADDRESS: '3',
        AUTH_LIMIT_WINDOW_MINUTES: '15',
      },
    });
    make = factoriesFor(test.app.prisma);
  });
  afterAll(() => test.close());

  it('stops an account after its attempts, even with the right password, and says how long to wait', async () => {
    const user = await make.createUser({ role: 'CollegeUser' });
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await test.api.post('/api/User/Login').send({ email: user.email, password: 'Wrong1234' }).expect(401);
    }
    const limited = await test.api
      .post('/api/User/Login')
      .send({ email: user.email, password: user.password })
      .expect(429);
    expect(limited.body).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'Too many attempts. Please wait 15 minutes and try again.',
    });
  });
});
