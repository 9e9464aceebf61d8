import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import supertest from 'supertest';
import { SSO_MESSAGES, type CreateIdentityProviderBody, type Role } from '@hemis/contracts';
import { uniqueName, type TestUser } from '../../../../tests/support/factories.ts';
import { startTestIdentityProvider, type TestIdentityProvider } from '../../../../tests/support/oidc-provider.ts';
import { asUser } from '../../../../tests/support/session.ts';
import { useTestApp } from '../../../../tests/support/suite.ts';
import { hashToken } from '../../lib/passwords.ts';

const { test, make } = useTestApp({ config: { SSO_ALLOW_HTTP_ISSUERS: 'true' } });

const idp = {} as TestIdentityProvider;
let superAdmin: TestUser;
let university: { id: number };

beforeAll(async () => {
  Object.assign(idp, await startTestIdentityProvider({ redirectUri: `${test.config.publicUrl}/api/Sso/Callback` }));
  superAdmin = await make.createUser({ role: 'SuperAdmin' });
  university = await make.createUniversity();
});

afterAll(async () => {
  // Left enabled, a provider at a closed address would be offered to other files' sign-in pages.
  await test.app.prisma.oidcProvider.updateMany({ where: { issuer: idp.issuer }, data: { enabled: false } });
  await idp.close();
});

/** A fresh email domain, so that no test's accounts are another's. */
const uniqueDomain = () => `${uniqueName('uni').toLowerCase()}.edu.np`;

function providerBody(overrides: Partial<CreateIdentityProviderBody> = {}): CreateIdentityProviderBody {
  return {
    name: uniqueName('Provider'),
    issuer: idp.issuer,
    clientId: idp.clientId,
    clientSecret: idp.clientSecret,
    emailDomain: uniqueDomain(),
    universityId: university.id,
    roles: ['UniAdmin', 'CollegeAdmin'],
    ...overrides,
  };
}

async function addProvider(overrides: Partial<CreateIdentityProviderBody> = {}) {
  const response = await asUser(test, superAdmin)
    .post('/api/IdentityProvider')
    .send(providerBody(overrides))
    .expect(201);
  return response.body as { id: number; emailDomain: string; name: string };
}

/** An account of the university with an email of the domain, known to the provider too. */
async function accountAt(
  domain: string,
  role: Role = 'UniAdmin',
  overrides: { status?: 'disabled'; universityId?: number; campusId?: number } = {},
) {
  const email = `${uniqueName(role.toLowerCase())}@${domain}`;
  const user = await make.createUser({ role, email, universityId: university.id, ...overrides });
  idp.addAccount({ email });
  return user;
}

/** A browser: it keeps the cookies HEMIS sets, as the sign-in's own cookie needs. */
const newBrowser = () => supertest.agent(test.target);

async function start(browser: supertest.Agent, providerId: number, returnTo = '/dashboard') {
  const response = await browser
    .get(`/api/Sso/${providerId}/Start?returnTo=${encodeURIComponent(returnTo)}`)
    .expect(302);
  return new URL(response.headers.location as string);
}

/** The callback as the provider sends the browser to it: where HEMIS sends the browser next. */
async function callback(browser: supertest.Agent, returned: URL) {
  const response = await browser.get(`/api/Sso/Callback${returned.search}`).expect(302);
  return new URL(response.headers.location as string, 'http://web.app');
}

/** The whole walk up to the web app's /sso page (or back to the sign-in page). */
async function signInWith(providerId: number, email: string, browser = newBrowser(), returnTo = '/dashboard') {
  const authorisation = await start(browser, providerId, returnTo);
  const landing = await callback(browser, await idp.signIn(authorisation.href, email));
  return { browser, landing };
}

const complete = (browser: supertest.Agent, handoff: string | null) =>
  browser.post('/api/Sso/Complete').send({ handoff });

async function lastAuditOf(action: string, email: string) {
  return test.app.prisma.auditLog.findFirst({ where: { action, actorEmail: email }, orderBy: { id: 'desc' } });
}

describe('signing in with an identity provider', () => {
  it('signs in a matching account: the web app gets a one-time hand-off and the session works', async () => {
    const provider = await addProvider();
    const user = await accountAt(provider.emailDomain);

    const { browser, landing } = await signInWith(provider.id, user.email, newBrowser(), '/student-management/home');
    expect(landing.pathname).toBe('/sso');
    expect(landing.searchParams.get('returnTo')).toBe('/student-management/home');
    const handoff = landing.searchParams.get('handoff')!;
    expect(handoff).toMatch(/^[\w-]{43}$/);

    const signedIn = await complete(browser, handoff).expect(200);
    expect(signedIn.body).toMatchObject({ id: user.id, email: user.email, role: 'UniAdmin', type: 'Uni' });
    await test.api
      .get('/api/Student/GetUserDetails')
      .set('Authorization', `Bearer ${signedIn.body.tokenString}`)
      .expect(200);

    const session = await test.app.prisma.userSession.findFirst({
      where: { userId: user.id },
      orderBy: { createdAt: 'desc' },
    });
    expect(session?.method).toBe('sso');
    const audit = await lastAuditOf('sign-in', user.email);
    expect(audit?.changes).toMatchObject({ method: 'sso' });
  });

  it('accepts the hand-off once', async () => {
    const provider = await addProvider();
    const user = await accountAt(provider.emailDomain);
    const { browser, landing } = await signInWith(provider.id, user.email);
    const handoff = landing.searchParams.get('handoff')!;
    await complete(browser, handoff).expect(200);
    const again = await complete(browser, handoff).expect(401);
    expect(again.body.message).toBe(SSO_MESSAGES.handoffInvalid);
  });

  it('refuses a hand-off in another browser than the one that signed in', async () => {
    const provider = await addProvider();
    const user = await accountAt(provider.emailDomain);
    const { browser, landing } = await signInWith(provider.id, user.email);
    const handoff = landing.searchParams.get('handoff')!;
    await complete(newBrowser(), handoff).expect(401);
    // The refusal in the other browser spent nothing: the signing-in browser still completes.
    await complete(browser, handoff).expect(200);
  });

  it('refuses a hand-off a minute old', async () => {
    const provider = await addProvider();
    const user = await accountAt(provider.emailDomain);
    const { browser, landing } = await signInWith(provider.id, user.email);
    await test.app.prisma.signInChallenge.updateMany({
      where: { userId: user.id, purpose: 'sso' },
      data: { expiresAt: new Date(test.app.clock.now().getTime() - 1) },
    });
    await complete(browser, landing.searchParams.get('handoff')).expect(401);
  });

  it('sends an unknown email back to the sign-in page, audited', async () => {
    const provider = await addProvider();
    const email = `${uniqueName('nobody')}@${provider.emailDomain}`;
    idp.addAccount({ email });
    const { landing } = await signInWith(provider.id, email);
    expect(`${landing.pathname}${landing.search}`).toBe('/login?sso=unknown-account');
    const audit = await lastAuditOf('sign-in-failed', email);
    expect(audit?.changes).toMatchObject({ method: 'sso', reason: 'unknown-account', providerId: provider.id });
  });

  it('reads the email from the UserInfo endpoint when the ID token has none', async () => {
    const bare = await startTestIdentityProvider({
      redirectUri: `${test.config.publicUrl}/api/Sso/Callback`,
      emailInIdToken: false,
    });
    try {
      const provider = await addProvider({
        issuer: bare.issuer,
        clientId: bare.clientId,
        clientSecret: bare.clientSecret,
      });
      const user = await accountAt(provider.emailDomain);
      bare.addAccount({ email: user.email });
      const browser = newBrowser();
      const landing = await callback(browser, await bare.signIn((await start(browser, provider.id)).href, user.email));
      expect(landing.pathname).toBe('/sso');
      await complete(browser, landing.searchParams.get('handoff')).expect(200);
      await test.app.prisma.oidcProvider.update({ where: { id: provider.id }, data: { enabled: false } });
    } finally {
      await bare.close();
    }
  });

  it('refuses an email of another domain than the provider vouches for', async () => {
    const provider = await addProvider();
    const elsewhere = await accountAt(uniqueDomain());
    const { landing } = await signInWith(provider.id, elsewhere.email);
    expect(landing.searchParams.get('sso')).toBe('other-domain');
    expect((await lastAuditOf('sign-in-failed', elsewhere.email))?.changes).toMatchObject({ reason: 'other-domain' });
  });

  it('refuses an email the provider has not verified', async () => {
    const provider = await addProvider();
    const email = `${uniqueName('unverified')}@${provider.emailDomain}`;
    await make.createUser({ role: 'UniAdmin', email, universityId: university.id });
    idp.addAccount({ email, emailVerified: false });
    const { landing } = await signInWith(provider.id, email);
    expect(landing.searchParams.get('sso')).toBe('unverified-email');
  });

  it('refuses a disabled account, one of a role the provider may not sign in, and one of another university, as unknown', async () => {
    const provider = await addProvider({ roles: ['UniAdmin'] });
    const disabled = await accountAt(provider.emailDomain, 'UniAdmin', { status: 'disabled' });
    const campus = await make.createCampus({ universityId: university.id });
    const collegeUser = await accountAt(provider.emailDomain, 'CollegeAdmin', { campusId: campus.id });
    const otherUniversity = await make.createUniversity();
    const stranger = await accountAt(provider.emailDomain, 'UniAdmin', { universityId: otherUniversity.id });
    for (const [user, reason] of [
      [disabled, 'disabled'],
      [collegeUser, 'role-not-allowed'],
      [stranger, 'other-organisation'],
    ] as const) {
      const { landing } = await signInWith(provider.id, user.email);
      expect(landing.searchParams.get('sso')).toBe('unknown-account');
      expect((await lastAuditOf('sign-in-failed', user.email))?.changes).toMatchObject({ detail: reason });
    }
  });

  it('signs in the grants body’s staff with the grants body’s provider, and no university’s staff', async () => {
    const provider = await addProvider({ universityId: null, roles: ['Admin'] });
    const admin = await make.createUser({ role: 'Admin', email: `${uniqueName('admin')}@${provider.emailDomain}` });
    idp.addAccount({ email: admin.email });
    const uniAdmin = await accountAt(provider.emailDomain);
    const { browser, landing } = await signInWith(provider.id, admin.email);
    await complete(browser, landing.searchParams.get('handoff')).expect(200);
    expect((await signInWith(provider.id, uniAdmin.email)).landing.searchParams.get('sso')).toBe('unknown-account');
  });

  it('refuses an unknown state, a state from another browser and a state used before', async () => {
    const provider = await addProvider();
    const user = await accountAt(provider.emailDomain);
    const browser = newBrowser();
    const returned = await idp.signIn((await start(browser, provider.id)).href, user.email);

    const forged = new URL(returned);
    forged.searchParams.set('state', 'not-the-state');
    expect((await callback(browser, forged)).searchParams.get('sso')).toBe('invalid-attempt');

    expect((await callback(newBrowser(), returned)).searchParams.get('sso')).toBe('invalid-attempt');
    // Shown to another browser, the state is spent: the browser it was for cannot use it either.
    expect((await callback(browser, returned)).searchParams.get('sso')).toBe('invalid-attempt');

    const fresh = await idp.signIn((await start(browser, provider.id)).href, user.email);
    expect((await callback(browser, fresh)).pathname).toBe('/sso');
    expect((await callback(browser, fresh)).searchParams.get('sso')).toBe('invalid-attempt');
  });

  it('refuses a sign-in attempt older than ten minutes', async () => {
    const provider = await addProvider();
    const user = await accountAt(provider.emailDomain);
    const browser = newBrowser();
    const returned = await idp.signIn((await start(browser, provider.id)).href, user.email);
    await test.app.prisma.oidcSignIn.update({
      where: { stateHash: hashToken(returned.searchParams.get('state')!) },
      data: { expiresAt: new Date(test.app.clock.now().getTime() - 1) },
    });
    expect((await callback(browser, returned)).searchParams.get('sso')).toBe('invalid-attempt');
  });

  it('refuses an ID token whose nonce is not the one the sign-in sent', async () => {
    const provider = await addProvider();
    const user = await accountAt(provider.emailDomain);
    const browser = newBrowser();
    const returned = await idp.signIn((await start(browser, provider.id)).href, user.email);
    await test.app.prisma.oidcSignIn.update({
      where: { stateHash: hashToken(returned.searchParams.get('state')!) },
      data: { nonce: 'another-nonce' },
    });
    expect((await callback(browser, returned)).searchParams.get('sso')).toBe('invalid-attempt');
    const audit = await test.app.prisma.auditLog.findFirst({
      where: { action: 'sign-in-failed', changes: { path: ['providerId'], equals: provider.id } },
      orderBy: { id: 'desc' },
    });
    expect(String((audit?.changes as { detail: string }).detail)).toMatch(/nonce|claim/i);
    expect(await test.app.prisma.signInChallenge.count({ where: { userId: user.id } })).toBe(0);
  });

  it('refuses the code of one sign-in presented with the state of another (its PKCE verifier and nonce)', async () => {
    const provider = await addProvider();
    const user = await accountAt(provider.emailDomain);
    const browser = newBrowser();
    const first = await idp.signIn((await start(browser, provider.id)).href, user.email);
    const second = await idp.signIn((await start(browser, provider.id)).href, user.email);
    const crossed = new URL(second);
    crossed.searchParams.set('code', first.searchParams.get('code')!);
    expect((await callback(browser, crossed)).searchParams.get('sso')).toBe('invalid-attempt');
  });

  it('comes back with "cancelled" when the person cancels at the provider', async () => {
    const provider = await addProvider();
    const user = await accountAt(provider.emailDomain);
    const browser = newBrowser();
    const returned = await idp.signIn((await start(browser, provider.id)).href, user.email, { deny: true });
    expect((await callback(browser, returned)).searchParams.get('sso')).toBe('cancelled');
  });

  it('sends the browser back with "provider-unreachable" when the provider does not answer', async () => {
    const provider = await addProvider({ issuer: 'http://127.0.0.1:9' });
    const response = await newBrowser().get(`/api/Sso/${provider.id}/Start`).expect(302);
    expect(response.headers.location).toBe('/login?sso=provider-unreachable');
  });

  it('lists the enabled providers only, and refuses to start with a disabled or unknown one', async () => {
    const enabled = await addProvider();
    const disabled = await addProvider({ enabled: false });
    const listed = (await test.api.get('/api/Sso/Providers').expect(200)).body as { id: number; name: string }[];
    expect(listed).toContainEqual({ id: enabled.id, name: enabled.name });
    expect(listed.map((provider) => provider.id)).not.toContain(disabled.id);
    for (const id of [disabled.id, 999_999]) {
      const response = await newBrowser().get(`/api/Sso/${id}/Start`).expect(302);
      expect(response.headers.location).toBe('/login?sso=unavailable');
    }
  });

  it('goes back to the app’s home for a returnTo that is not a path of the app', async () => {
    const provider = await addProvider();
    const user = await accountAt(provider.emailDomain);
    for (const returnTo of ['//evil.example', 'https://evil.example/', '/\\evil.example']) {
      const { landing } = await signInWith(provider.id, user.email, newBrowser(), returnTo);
      expect(landing.searchParams.get('returnTo')).toBe('/');
    }
  });
});

describe('identity provider administration', () => {
  it('adds, reads, changes and deletes a provider, never answering its client secret', async () => {
    const admin = asUser(test, await make.createUser({ role: 'Admin' }));
    const body = providerBody({ emailDomain: ' @TU.Example.EDU.np ' });
    const created = await admin.post('/api/IdentityProvider').send(body).expect(201);
    expect(created.body).toMatchObject({
      name: body.name,
      emailDomain: 'tu.example.edu.np',
      universityId: university.id,
      roles: ['UniAdmin', 'CollegeAdmin'],
      enabled: true,
      redirectUri: `${test.config.publicUrl}/api/Sso/Callback`,
    });
    const id = created.body.id as number;
    const answers = [
      created,
      await admin.get('/api/IdentityProvider').expect(200),
      await admin.get(`/api/IdentityProvider/${id}`).expect(200),
    ];

    const { clientSecret: _secret, ...withoutSecret } = body;
    const changed = await admin
      .put(`/api/IdentityProvider/${id}`)
      .send({ ...withoutSecret, name: `${body.name} changed`, enabled: false })
      .expect(200);
    expect(changed.body).toMatchObject({ name: `${body.name} changed`, enabled: false });
    answers.push(changed);
    for (const answer of answers) expect(JSON.stringify(answer.body)).not.toContain(idp.clientSecret);

    const row = await test.app.prisma.oidcProvider.findUniqueOrThrow({ where: { id } });
    expect(row.clientSecret).not.toContain(idp.clientSecret);
    const audits = await test.app.prisma.auditLog.findMany({
      where: { entity: 'OidcProvider', entityId: String(id) },
      orderBy: { id: 'asc' },
    });
    expect(audits.map((audit) => audit.action)).toEqual(['create', 'update']);
    const audited = JSON.stringify(audits.map((audit) => audit.changes));
    expect(audited).not.toContain(idp.clientSecret);
    expect(audited).not.toContain(row.clientSecret);

    await admin.delete(`/api/IdentityProvider/${id}`).expect(200);
    await admin.get(`/api/IdentityProvider/${id}`).expect(404);
    expect(
      await test.app.prisma.auditLog.count({
        where: { entity: 'OidcProvider', entityId: String(id), action: 'delete' },
      }),
    ).toBe(1);
  });

  it('keeps the client secret when a change leaves it out, and replaces it when one is given', async () => {
    const provider = await addProvider();
    const user = await accountAt(provider.emailDomain);
    const admin = asUser(test, superAdmin);
    const { clientSecret: _secret, ...withoutSecret } = providerBody({
      name: provider.name,
      emailDomain: provider.emailDomain,
    });
    await admin
      .put(`/api/IdentityProvider/${provider.id}`)
      .send({ ...withoutSecret, clientSecret: '' })
      .expect(200);
    const { browser, landing } = await signInWith(provider.id, user.email);
    await complete(browser, landing.searchParams.get('handoff')).expect(200);

    await admin
      .put(`/api/IdentityProvider/${provider.id}`)
      .send({ ...withoutSecret, clientSecret: 'not-the-secret' })
      .expect(200);
    // The provider refuses the client: the settings changed, so the new secret is the one sent.
    expect((await signInWith(provider.id, user.email)).landing.searchParams.get('sso')).toBe('invalid-attempt');
  });

  it('answers 400 per field for bad input and writes nothing', async () => {
    const admin = asUser(test, superAdmin);
    const before = await test.app.prisma.oidcProvider.count();
    const response = await admin
      .post('/api/IdentityProvider')
      .send({
        name: ' ',
        issuer: 'ftp://idp.example',
        clientId: '',
        clientSecret: '',
        emailDomain: 'not a domain',
        roles: [],
      })
      .expect(400);
    const fields = (response.body.issues as { field: string }[]).map((issue) => issue.field).sort();
    expect(fields).toEqual([
      'body.clientId',
      'body.clientSecret',
      'body.emailDomain',
      'body.issuer',
      'body.name',
      'body.roles',
    ]);
    const withQuery = await admin
      .post('/api/IdentityProvider')
      .send(providerBody({ issuer: `${idp.issuer}?tenant=x` }))
      .expect(400);
    expect(withQuery.body.issues).toMatchObject([{ field: 'body.issuer', message: SSO_MESSAGES.issuerInvalid }]);
    const noUniversity = await admin
      .post('/api/IdentityProvider')
      .send(providerBody({ universityId: 999_999 }))
      .expect(400);
    expect(noUniversity.body.issues).toMatchObject([
      { field: 'body.universityId', message: SSO_MESSAGES.noSuchUniversity },
    ]);
    expect(await test.app.prisma.oidcProvider.count()).toBe(before);
  });

  it('refuses roles of another organisation than the provider’s', async () => {
    const admin = asUser(test, superAdmin);
    const grantsBody = await admin
      .post('/api/IdentityProvider')
      .send(providerBody({ universityId: null, roles: ['Admin', 'UniAdmin'] }))
      .expect(400);
    expect(grantsBody.body.issues).toMatchObject([{ field: 'body.roles', message: SSO_MESSAGES.rolesOfGrantsBody }]);
    const ofUniversity = await admin
      .post('/api/IdentityProvider')
      .send(providerBody({ roles: ['SuperAdmin'] }))
      .expect(400);
    expect(ofUniversity.body.issues).toMatchObject([{ field: 'body.roles', message: SSO_MESSAGES.rolesOfUniversity }]);
    const students = await admin
      .post('/api/IdentityProvider')
      .send(providerBody({ roles: ['Student'] }))
      .expect(400);
    expect(students.body.issues).toMatchObject([{ field: 'body.roles', message: SSO_MESSAGES.rolesOfUniversity }]);
  });

  it('refuses a second provider of the same name', async () => {
    const provider = await addProvider();
    await asUser(test, superAdmin)
      .post('/api/IdentityProvider')
      .send(providerBody({ name: provider.name }))
      .expect(409);
  });

  it('is the grants body’s administrators’ only', async () => {
    for (const role of ['UniAdmin', 'UgcAdmin', 'CollegeAdmin'] as const) {
      const caller = asUser(test, await make.createUser({ role }));
      await caller.get('/api/IdentityProvider').expect(403);
      await caller.post('/api/IdentityProvider').send(providerBody()).expect(403);
    }
  });
});
