import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { AUTH_MESSAGES, RESET_TOKEN_LIFETIME_MS, SPEC_MESSAGES } from '@hemis/contracts';
import { uniqueName, type TestUser } from '../../../../tests/support/factories.ts';
import { mailContent, resetLinkIn } from '../../../../tests/support/smtp.ts';
import { useTestApp, useTestAppWithSmtp } from '../../../../tests/support/suite.ts';
import { openTestSession } from '../../../../tests/support/session.ts';

const NEW_PASSWORD = 'Fresh2024x';

describe('password reset by email through SMTP', () => {
  const { test, make, smtp } = useTestAppWithSmtp({ MAIL_FROM: 'HEMIS Test <hemis@test.hemis>' });

  async function requestLink(user: TestUser) {
    await test.api
      .post('/api/User/GetCodeUser')
      .query({ email: user.email, uniId: 0, collegeId: 66 })
      .send({})
      .expect(201);
    return resetLinkIn((await smtp.nextMessageTo(user.email)).raw);
  }

  const reset = (email: string, resetToken: string, newPassword = NEW_PASSWORD) =>
    test.api.post('/api/User/ResetPassword').send({ email, newPassword, resetToken });

  it('emails a link to the reset screen that sets a new password once', async () => {
    const user = await make.createUser({ role: 'CollegeAdmin' });
    const response = await test.api
      .post(`/api/User/GetCodeUser?email=${encodeURIComponent(user.email)}&uniId=0`)
      .expect(201);
    expect(response.body.message).toBe(SPEC_MESSAGES.forgotPasswordSuccess);

    const mail = await smtp.nextMessageTo(user.email);
    expect(mail.raw).toMatch(/^From: HEMIS Test <hemis@test\.hemis>/m);
    const link = resetLinkIn(mail.raw);
    expect(link.url.startsWith('http://hemis.test/reset-password/')).toBe(true);
    expect(link.email).toBe(user.email);

    const done = await reset(link.email, link.token).expect(201);
    expect(done.body.message).toBe(SPEC_MESSAGES.resetSuccess);
    await test.api.post('/api/User/Login').send({ email: user.email, password: NEW_PASSWORD }).expect(200);
    await test.api.post('/api/User/Login').send({ email: user.email, password: user.password }).expect(401);

    const again = await reset(link.email, link.token, 'Another2024').expect(400);
    expect(again.body).toMatchObject({ code: 'INVALID_RESET_TOKEN', message: AUTH_MESSAGES.resetTokenUsed });
    const actions = await test.app.prisma.auditLog.findMany({
      where: { userId: user.id },
      orderBy: { id: 'asc' },
      select: { action: true },
    });
    expect(actions.map((entry) => entry.action)).toEqual([
      'password-reset-request',
      'password-reset',
      'sign-in',
      'sign-in-failed',
      'password-reset-failed',
    ]);
  });

  it('ends the sessions the account had before the reset', async () => {
    const user = await make.createUser({ role: 'CollegeUser' });
    const earlier = await openTestSession(test, user);
    const details = () => test.api.get('/api/Student/GetUserDetails').set('Authorization', `Bearer ${earlier}`);
    await details().expect(200);
    const link = await requestLink(user);
    await reset(link.email, link.token).expect(201);
    // The other server process hears of it a moment after the answer.
    await vi.waitFor(async () => expect((await details()).status).toBe(401), { timeout: 3000, interval: 20 });
  });

  it('stores only a hash of the token', async () => {
    const user = await make.createUser({ role: 'CollegeUser' });
    const link = await requestLink(user);
    const stored = await test.app.prisma.passwordResetToken.findMany({ where: { userId: user.id } });
    expect(stored).toHaveLength(1);
    expect(stored[0]!.tokenHash).not.toContain(link.token);
    expect(stored[0]!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });

  /**
   * Moves the user's links back in time, as if `elapsedMs` had passed since they were asked
   * for: the clock of whichever server process answers then decides.
   */
  async function pretendElapsed(user: TestUser, elapsedMs: number) {
    const links = await test.app.prisma.passwordResetToken.findMany({ where: { userId: user.id } });
    for (const { id, expiresAt, createdAt } of links) {
      await test.app.prisma.passwordResetToken.update({
        where: { id },
        data: {
          expiresAt: new Date(expiresAt.getTime() - elapsedMs),
          createdAt: new Date(createdAt.getTime() - elapsedMs),
        },
      });
    }
  }

  it('refuses a link after one hour', async () => {
    const user = await make.createUser({ role: 'CollegeUser' });
    const link = await requestLink(user);
    await pretendElapsed(user, RESET_TOKEN_LIFETIME_MS + 1000);
    const response = await reset(link.email, link.token).expect(400);
    expect(response.body.message).toBe(AUTH_MESSAGES.resetTokenExpired);
  });

  it('accepts a link just before the hour is over', async () => {
    const user = await make.createUser({ role: 'CollegeUser' });
    const link = await requestLink(user);
    await pretendElapsed(user, RESET_TOKEN_LIFETIME_MS - 60_000);
    await reset(link.email, link.token).expect(201);
  });

  it('voids the previous link when a new one is asked for', async () => {
    const user = await make.createUser({ role: 'UniAdmin' });
    const first = await requestLink(user);
    const second = await requestLink(user);
    const response = await reset(first.email, first.token).expect(400);
    expect(response.body.message).toBe(AUTH_MESSAGES.resetTokenInvalid);
    await reset(second.email, second.token).expect(201);
  });

  it('refuses an unknown token, and a token presented with another email', async () => {
    const user = await make.createUser({ role: 'CollegeUser' });
    const other = await make.createUser({ role: 'CollegeUser' });
    const link = await requestLink(user);
    const unknown = await reset(user.email, 'made-up-token').expect(400);
    expect(unknown.body.message).toBe(AUTH_MESSAGES.resetTokenInvalid);
    await reset(other.email, link.token).expect(400);
    await reset(user.email, link.token).expect(201);
  });

  it('answers an unknown address exactly like a known one and sends nothing', async () => {
    const known = await make.createUser({ role: 'CollegeUser' });
    const unknownEmail = `${uniqueName('nobody')}@test.hemis`;
    const forUnknown = await test.api.post('/api/User/GetCodeUser').query({ email: unknownEmail }).expect(201);
    const forKnown = await test.api.post('/api/User/GetCodeUser').query({ email: known.email }).expect(201);
    expect(forUnknown.body).toEqual(forKnown.body);
    await smtp.nextMessageTo(known.email);
    await test.drainMail();
    expect(smtp.received.some((mail) => mail.to.includes(unknownEmail))).toBe(false);
  });

  it('writes the reset email in the language of the account: Nepali to a Nepali reader, English to an English one', async () => {
    const nepali = await make.createUser({ role: 'CollegeUser' });
    await test.app.prisma.user.update({ where: { id: nepali.id }, data: { language: 'ne' } });
    const english = await make.createUser({ role: 'CollegeUser' });

    await test.api.post('/api/User/GetCodeUser').query({ email: nepali.email }).expect(201);
    const inNepali = await smtp.nextMessageTo(nepali.email);
    const nepaliMail = mailContent(inNepali.raw);
    expect(nepaliMail.subject).toBe('HEMIS: आफ्नो पासवर्ड रिसेट गर्नुहोस्');
    expect(nepaliMail.text).toContain('नयाँ पासवर्ड राख्न यो लिङ्क खोल्नुहोस्:');
    expect(nepaliMail.text).toContain('मिनेटभित्र एक पटक मात्र काम गर्छ');
    expect(nepaliMail.text).not.toContain('Someone asked');
    await reset(nepali.email, resetLinkIn(inNepali.raw).token).expect(201);

    await test.api.post('/api/User/GetCodeUser').query({ email: english.email }).expect(201);
    const englishMail = mailContent((await smtp.nextMessageTo(english.email)).raw);
    expect(englishMail.subject).toBe('HEMIS: reset your password');
    expect(englishMail.text).toContain('Someone asked to reset the password of your HEMIS account.');
    expect(englishMail.text).not.toMatch(/[\u0900-\u097F]/);
  });

  it('holds the new password to the policy', async () => {
    const user = await make.createUser({ role: 'CollegeUser' });
    const link = await requestLink(user);
    const response = await reset(link.email, link.token, 'short').expect(400);
    expect(response.body.code).toBe('VALIDATION_FAILED');
    await reset(link.email, link.token).expect(201);
  });
});

describe('password reset on the embedded default, without SMTP', () => {
  const { test, make } = useTestApp();

  it('writes the email to the outbox, where its link resets the password', async () => {
    const user = await make.createUser({ role: 'CollegeAdmin' });
    await test.api.post('/api/User/GetCodeUser').query({ email: user.email }).expect(201);
    await test.drainMail();
    const files = fs.readdirSync(test.config.outboxDir).filter((file) => file.includes(user.email));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const link = resetLinkIn(fs.readFileSync(path.join(test.config.outboxDir, files[0]!), 'utf8'));
    await test.api
      .post('/api/User/ResetPassword')
      .send({ email: link.email, newPassword: NEW_PASSWORD, resetToken: link.token })
      .expect(201);
  });
});

describe('reset rate limits', () => {
  const { test, make } = useTestApp({
    config: { AUTH_LIMIT_PER_ACCOUNT_AND_ADDRESS: '2', AUTH_LIMIT_PER_ADDRESS: '50' },
  });

  it('limits reset requests per address asked for', async () => {
    const user = await make.createUser({ role: 'CollegeUser' });
    for (let attempt = 0; attempt < 2; attempt += 1) {
      await test.api.post('/api/User/GetCodeUser').query({ email: user.email }).expect(201);
    }
    const limited = await test.api.post('/api/User/GetCodeUser').query({ email: user.email }).expect(429);
    expect(limited.body.message).toMatch(/^Too many attempts\. Please wait \d+ minutes? and try again\.$/);
  });

  it('limits reset attempts per account', async () => {
    const user = await make.createUser({ role: 'CollegeUser' });
    const attempt = () =>
      test.api
        .post('/api/User/ResetPassword')
        .send({ email: user.email, newPassword: NEW_PASSWORD, resetToken: 'guess' });
    await attempt().expect(400);
    await attempt().expect(400);
    await attempt().expect(429);
  });
});
