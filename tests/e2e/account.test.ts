/** The user menu's account screens (spec section 2, api-contract 3): Change Password and Profile. */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, SPEC_MESSAGES } from '@hemis/contracts';
import { createAccount } from './support/accounts.ts';
import { browserAvailable, launchBrowser, openPage } from './support/browser.ts';
import { DEMO_ACCOUNTS, signIn } from './support/journeys.ts';

describe.runIf(browserAvailable())('account', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('refuses a wrong old password, changes the password, and signs in with the new one only', async () => {
    const account = await createAccount('CollegeAdmin');
    const newPassword = 'Changed2Now';
    const { context, page } = await openPage(browser);
    await signIn(page, account.email, account.password, '/login?redirect=%2Fchange-password');
    const form = page.getByRole('form', { name: 'Change Password' });
    await form.waitFor();

    await form.getByLabel(/^Old Password/).fill('Not-the-password1');
    await form.getByLabel(/^New Password/).fill(newPassword);
    await form.getByLabel(/^Confirm Password/).fill(newPassword);
    await form.getByRole('button', { name: 'Change Password' }).click();
    await form.getByText(AUTH_MESSAGES.oldPasswordWrong).waitFor();
    // A wrong old password is a form error, not the end of the session.
    expect(new URL(page.url()).pathname).toBe('/change-password');

    await form.getByLabel(/^Old Password/).fill(account.password);
    await form.getByRole('button', { name: 'Change Password' }).click();
    await page.getByText(AUTH_MESSAGES.passwordChanged).waitFor();
    expect(await form.getByLabel(/^Old Password/).inputValue()).toBe('');
    // The change ended the sessions issued before it; this one carries on with the fresh token.
    await page.goto('/profile');
    await page.getByRole('heading', { name: 'Profile', level: 1 }).waitFor({ timeout: 15_000 });
    expect(new URL(page.url()).pathname).toBe('/profile');
    await context.close();

    const fresh = await openPage(browser);
    await fresh.page.goto('/login');
    await fresh.page.getByLabel('Email').fill(account.email);
    await fresh.page.getByLabel(/^Password/).fill(account.password);
    await fresh.page.getByRole('button', { name: 'Sign In as Admin' }).click();
    await fresh.page.getByText(SPEC_MESSAGES.loginWrongCredentials).waitFor();
    expect(new URL(fresh.page.url()).pathname).toBe('/login');
    await signIn(fresh.page, account.email, newPassword);
    await fresh.context.close();
  });

  it('shows the campus profile of a CollegeAdmin', async () => {
    const { context, page } = await openPage(browser);
    await signIn(page, DEMO_ACCOUNTS.CollegeAdmin, undefined, '/login?redirect=%2Fprofile');
    await page.getByRole('heading', { name: 'Profile', level: 1 }).waitFor({ timeout: 15_000 });
    const account = page.getByRole('region', { name: 'Account' });
    await account.getByText(DEMO_ACCOUNTS.CollegeAdmin).waitFor();
    await account.getByText('CollegeAdmin', { exact: true }).waitFor();
    // Campus 66 of the demo data (README: Demo accounts; prisma/seed/data/reference.json).
    const institution = page.getByRole('region', { name: 'Institution' });
    for (const text of ['Shanker Dev Campus', 'Tribhuvan University']) {
      await institution.getByText(text, { exact: true }).first().waitFor();
    }
    // The rest of the campus profile is the form the CollegeAdmin edits it with.
    const profile = page.getByRole('form', { name: 'Campus Profile' });
    await profile
      .getByRole('combobox', { name: /^District/ })
      .getByText('Kathmandu', { exact: true })
      .waitFor();
    expect(await profile.getByLabel(/^Email\s*\*?$/).inputValue()).toBe('info@sdc.edu.np');
    await context.close();
  });
});
