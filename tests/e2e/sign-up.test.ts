/** Student Sign Up (spec sections 2, 5 and 8): every rule with its message, the phone input, live matching. */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SPEC_MESSAGES, VALIDATION_MESSAGES as V } from '@hemis/contracts';
import { browserAvailable, launchBrowser, openPage } from './support/browser.ts';
import { uniqueSuffix } from './support/journeys.ts';

async function fillValid(page: Page, email: string) {
  await page.getByLabel(/^First Name/).fill('Sita');
  await page.getByLabel(/^Last Name/).fill('Sharma');
  await page.getByLabel(/^Phone Number/).fill('9841234567');
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Gender/).click();
  await page.getByRole('option', { name: 'Female' }).click();
  await page.getByLabel(/^Password/).fill('Student@123');
  await page.getByLabel(/^Confirm Password/).fill('Student@123');
}

describe.runIf(browserAvailable())('student sign-up', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('shows every required-field message', async () => {
    const { context, page } = await openPage(browser);
    await page.goto('/register');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    for (const message of [
      V.firstNameRequired,
      V.lastNameRequired,
      V.phoneRequired,
      V.emailRequired,
      V.genderRequired,
      V.passwordRequired,
      V.confirmPasswordRequired,
    ]) {
      await page.getByText(message, { exact: true }).waitFor();
    }
    await context.close();
  });

  it('accepts digits only, at most 10, and wants exactly 10', async () => {
    const { context, page } = await openPage(browser);
    await page.goto('/register');
    const phone = page.getByLabel(/^Phone Number/);
    await phone.pressSequentially('98ab41-23');
    expect(await phone.inputValue()).toBe('984123');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await page.getByText(V.phoneDigits, { exact: true }).waitFor();
    await phone.fill('');
    await phone.pressSequentially('984123456789');
    expect(await phone.inputValue()).toBe('9841234567');
    await context.close();
  });

  it('tells live whether the passwords match, and refuses a mismatch', async () => {
    const { context, page } = await openPage(browser);
    await page.goto('/register');
    await page.getByLabel(/^Password/).fill('Student@123');
    await page.getByLabel(/^Confirm Password/).fill('Student@12');
    await page.getByText(V.passwordsDoNotMatch, { exact: true }).waitFor();
    await page.getByLabel(/^Confirm Password/).fill('Student@123');
    await page.getByText(V.passwordsMatch, { exact: true }).waitFor();
    await page.getByLabel(/^Confirm Password/).fill('Student@1234');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await page.getByText(V.passwordsDoNotMatch, { exact: true }).waitFor();
    await context.close();
  });

  it('registers a student, toasts and goes to /login; the same email again fails', async () => {
    const { context, page } = await openPage(browser);
    const email = `student.${uniqueSuffix().toLowerCase()}@hemis.local`;
    await page.goto('/register');
    await fillValid(page, email);
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await page.getByText(SPEC_MESSAGES.signUpSuccess).waitFor();
    await page.waitForURL((url) => url.pathname === '/login');

    await page.goto('/register');
    await fillValid(page, email);
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await page.getByText(SPEC_MESSAGES.signUpFailure).waitFor();
    await page.getByRole('link', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await context.close();
  });
});
