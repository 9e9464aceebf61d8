/**
 * Sign-in security in the browser: a second factor enrolled from the profile, a sign-in that asks
 * for its code, and the sessions a user sees and ends (docs/decisions/0034-sign-in-security.md).
 */
import { generate } from 'otplib';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@hemis/contracts';
import type { Browser } from 'playwright-core';
import type { TestUser } from '../support/factories.ts';
import { createAccount } from './support/accounts.ts';
import { browserAvailable, launchBrowser, openPage } from './support/browser.ts';
import { logOutFromMenu } from './support/journeys.ts';
import { e2e } from './support/worker-server.ts';
import { createPrismaClient } from '../../server/src/db/prisma.ts';

/**
 * The code an authenticator app shows for the secret now, by the server's clock; or, when the
 * code of this 30-second step was used already (a code works once), the next step's code, which
 * the drift the server allows accepts.
 */
async function nextCode(account: TestUser, secret: string): Promise<string> {
  const prisma = createPrismaClient(e2e().databaseUrl);
  try {
    const factor = await prisma.userTwoFactor.findUnique({ where: { userId: account.id } });
    const now = Math.floor(e2e().clock.now().getTime() / 1000);
    const used = factor?.lastUsedStep === null || factor === null ? -1 : Number(factor.lastUsedStep);
    const step = Math.max(Math.floor(now / 30), used + 1);
    return await generate({ secret, epoch: step * 30 });
  } finally {
    await prisma.$disconnect();
  }
}

/** Signs in with the password, then the code (or a recovery code) the second step asks for; lands on the profile. */
async function signInWithCode(page: Page, account: TestUser, code: string | { recoveryCode: string }): Promise<void> {
  await page.goto('/login?redirect=%2Fprofile');
  const form = page.getByRole('form', { name: 'User Login' });
  await form.getByLabel('Email').fill(account.email);
  await form.getByLabel(/^Password/).fill(account.password);
  await form.getByRole('button', { name: 'Sign In as Admin' }).click();
  const step = page.getByRole('form', { name: 'Two-factor sign-in' });
  if (typeof code === 'string') {
    await step.getByLabel(/Authentication code/).fill(code);
  } else {
    await step.getByLabel('Use a recovery code').check();
    await step.getByLabel(/Recovery code/).fill(code.recoveryCode);
  }
  await step.getByRole('button', { name: 'Verify' }).click();
  await page.getByRole('heading', { name: 'Profile', level: 1 }).waitFor({ timeout: 15_000 });
}

describe.runIf(browserAvailable())('sign-in security', () => {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
  });

  it('enrols a second factor, signs in with password and code, and ends another session, whose next request is refused', async () => {
    const account = await createAccount('CollegeAdmin');
    const first = await openPage(browser);
    contexts.push(first.context);
    const { page } = first;
    await page.goto('/login?redirect=%2Fprofile');
    const login = page.getByRole('form', { name: 'User Login' });
    await login.getByLabel('Email').fill(account.email);
    await login.getByLabel(/^Password/).fill(account.password);
    await login.getByRole('button', { name: 'Sign In as Admin' }).click();
    await page.getByRole('heading', { name: 'Profile', level: 1 }).waitFor({ timeout: 15_000 });

    // Enrolment: the QR code, the key typed by hand into the "app" (computed here), a code.
    await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
    await page.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
    const secret = (await page.getByLabel('Secret key').textContent())!.trim();
    const enrolment = page.getByRole('form', { name: 'Confirm two-factor sign-in' });
    await enrolment.getByLabel(/Authentication code/).fill(await nextCode(account, secret));
    await enrolment.getByRole('button', { name: 'Confirm' }).click();
    const recoveryCodes = page.getByRole('list', { name: 'Recovery codes' });
    await recoveryCodes.waitFor();
    const saved = await recoveryCodes.getByRole('listitem').allTextContents();
    expect(saved).toHaveLength(10);
    await page.getByRole('button', { name: 'I have saved these codes' }).click();

    // Signing out ends this session on the server.
    await logOutFromMenu(page);
    await page.waitForURL('**/login**');

    // The other browser signs in with a recovery code.
    await signInWithCode(page, account, await nextCode(account, secret));
    const second = await openPage(browser);
    contexts.push(second.context);
    await signInWithCode(second.page, account, { recoveryCode: saved[0]!.trim() });

    const open = page.getByRole('table', { name: 'Open sessions' });
    await page.reload();
    await open.getByRole('row').nth(2).waitFor();
    expect(await open.getByRole('row').count()).toBe(3);
    await open.getByText('This session').waitFor();
    await open.getByRole('button', { name: 'End session' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'End session' }).click();
    await expect.poll(() => open.getByRole('row').count()).toBe(2);

    // The other browser's next request is refused: it is sent back to sign in.
    await second.page.reload();
    await second.page.waitForURL('**/login**', { timeout: 15_000 });
    await second.page
      .getByText(AUTH_MESSAGES.sessionEnded)
      .or(second.page.getByRole('form', { name: 'User Login' }))
      .first()
      .waitFor();
  });
});
