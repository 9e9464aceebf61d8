/**
 * Forgot and reset password end to end through the outbox (spec sections 2, 4, 5 and 8), and
 * the reset link's other spellings (api-contract 6: /forget-password and /reset-passwordEmployee).
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CAMPUS_ID, DEFAULT_UNIVERSITY_ID, SPEC_MESSAGES, VALIDATION_MESSAGES } from '@hemis/contracts';
import { browserAvailable, launchBrowser, openPage } from './support/browser.ts';
import { readLatestEmail, resetPathOf, signIn, uniqueSuffix } from './support/journeys.ts';
import { e2e } from './support/worker-server.ts';

/** A student account signed up through the API, with the password the journeys then change. */
async function signUp(baseUrl: string, email: string) {
  const answer = await fetch(`${baseUrl}/api/User`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      firstName: 'Reset',
      lastName: 'Tester',
      phoneNumber: '9800000000',
      email,
      gender: 'male',
      password: 'Original@123',
      confirmPassword: 'Original@123',
    }),
  });
  expect(answer.status).toBe(201);
}

describe.runIf(browserAvailable())('password reset', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('sends a link, sets a new password through it and signs in with it', async () => {
    const { baseUrl, outboxDir } = e2e();
    const email = `reset.${uniqueSuffix().toLowerCase()}@hemis.local`;
    await signUp(baseUrl, email);

    const { context, page } = await openPage(browser);
    const requestedAt = Date.now() - 1000;
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password' }).click();
    // The screen loads lazily: fill its field, not the login page's.
    await page.getByRole('button', { name: 'Send Reset Link' }).waitFor();
    await page.getByLabel(/^Email/).fill(email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await page.getByText(SPEC_MESSAGES.forgotPasswordSuccess).waitFor();

    const resetPath = resetPathOf(await readLatestEmail(outboxDir, email, requestedAt));
    await page.goto(resetPath);
    await page.getByRole('button', { name: 'Reset Password' }).waitFor();
    await page.getByLabel(/^New Password/).fill('Changed@123');
    await page.getByLabel(/^Confirm Password/).fill('Changed@12');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByText(VALIDATION_MESSAGES.resetPasswordsDoNotMatch, { exact: true }).waitFor();

    await page.getByLabel(/^Confirm Password/).fill('Changed@123');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByText(SPEC_MESSAGES.resetSuccess).waitFor();
    const shownAt = Date.now();
    await page.waitForURL((url) => url.pathname === '/login', { timeout: 6000 });
    // The redirect waits the spec's 3 seconds (the margin covers the time to see the message).
    expect(Date.now() - shownAt).toBeGreaterThan(2500);

    await signIn(page, email, 'Changed@123');
    expect(new URL(page.url()).pathname).toBe('/');

    // The link worked once.
    await page.context().clearCookies();
    const { context: second, page: again } = await openPage(browser);
    await again.goto(resetPath);
    await again.getByLabel(/^New Password/).fill('Another@123');
    await again.getByLabel(/^Confirm Password/).fill('Another@123');
    await again.getByRole('button', { name: 'Reset Password' }).click();
    await again.getByText(SPEC_MESSAGES.resetInputError).waitFor();
    await second.close();
    await context.close();
  });

  it('opens the same reset page under the two other spellings existing servers send the link with', async () => {
    const { baseUrl, outboxDir } = e2e();
    for (const spelling of ['forget-password', 'reset-passwordEmployee']) {
      const email = `${spelling.toLowerCase()}.${uniqueSuffix().toLowerCase()}@hemis.local`;
      await signUp(baseUrl, email);
      const requestedAt = Date.now() - 1000;
      const sent = await fetch(
        `${baseUrl}/api/User/GetCodeUser?email=${encodeURIComponent(email)}&collegeId=${DEFAULT_CAMPUS_ID}&uniId=${DEFAULT_UNIVERSITY_ID}`,
        { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' },
      );
      expect(sent.status).toBe(201);
      const resetPath = resetPathOf(await readLatestEmail(outboxDir, email, requestedAt));
      const { context, page } = await openPage(browser);
      await page.goto(resetPath.replace(/^\/reset-password\//, `/${spelling}/`));
      await page.getByLabel(/^New Password/).fill('Changed@123');
      await page.getByLabel(/^Confirm Password/).fill('Changed@123');
      await page.getByRole('button', { name: 'Reset Password' }).click();
      await page.getByText(SPEC_MESSAGES.resetSuccess).waitFor();
      await page.waitForURL((url) => url.pathname === '/login', { timeout: 6000 });
      await signIn(page, email, 'Changed@123');
      expect(new URL(page.url()).pathname).toBe('/');
      await context.close();
    }
  });

  it('says when the reset link could not be sent', async () => {
    const { context, page } = await openPage(browser);
    await page.route('**/api/User/GetCodeUser**', (route) => route.abort('failed'));
    await page.goto('/forgot-password');
    await page.getByLabel(/^Email/).fill('someone@hemis.local');
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await page.getByText(SPEC_MESSAGES.forgotPasswordFailure).waitFor();
    await context.close();
  });
});
