/** The login screen (spec sections 2, 4, 5 and 8): its validation, its three failure messages and success. */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SPEC_MESSAGES, VALIDATION_MESSAGES } from '@hemis/contracts';
import { browserAvailable, launchBrowser, openPage } from './support/browser.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, signIn, storedItems } from './support/journeys.ts';

async function submitLogin(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign In as Admin' }).click();
}

describe.runIf(browserAvailable())('signing in', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('requires both fields, after trimming', async () => {
    const { context, page } = await openPage(browser);
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign In as Admin' }).click();
    await page.getByRole('alert').getByText(VALIDATION_MESSAGES.loginRequired).waitFor();
    await submitLogin(page, '   ', DEMO_PASSWORD);
    await page.getByRole('alert').getByText(VALIDATION_MESSAGES.loginRequired).waitFor();
    await submitLogin(page, DEMO_ACCOUNTS.CollegeAdmin, '   ');
    await page.getByRole('alert').getByText(VALIDATION_MESSAGES.loginRequired).waitFor();
    await context.close();
  });

  it('names wrong credentials, other HTTP errors and network errors', async () => {
    const { context, page } = await openPage(browser);
    await page.goto('/login');
    await submitLogin(page, DEMO_ACCOUNTS.CollegeAdmin, 'Wrong@12345');
    await page.getByText(SPEC_MESSAGES.loginWrongCredentials).waitFor();

    await page.route('**/api/User/Login', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"statusCode":500,"message":"x"}' }),
    );
    await submitLogin(page, DEMO_ACCOUNTS.CollegeAdmin, DEMO_PASSWORD);
    await page.getByText(SPEC_MESSAGES.loginHttpError).waitFor();

    await page.unroute('**/api/User/Login');
    await page.route('**/api/User/Login', (route) => route.abort('failed'));
    await submitLogin(page, DEMO_ACCOUNTS.CollegeAdmin, DEMO_PASSWORD);
    await page.getByText(SPEC_MESSAGES.loginUnexpectedError).waitFor();
    await context.close();
  });

  it('toasts, stores the user, remembers the email and goes to /', async () => {
    const { context, page } = await openPage(browser);
    await page.goto('/login');
    await page.getByLabel('Remember me').check();
    await submitLogin(page, DEMO_ACCOUNTS.CollegeAdmin, DEMO_PASSWORD);
    await page.getByText(SPEC_MESSAGES.loginSuccess).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    const [root, email, remember] = await storedItems(page, ['root', 'rememberedEmail', 'rememberMe']);
    expect(JSON.parse(root!)).toMatchObject({
      version: 1,
      user: { currentUser: { email: DEMO_ACCOUNTS.CollegeAdmin } },
    });
    expect([email, remember]).toEqual([DEMO_ACCOUNTS.CollegeAdmin, 'true']);
    // A reload keeps the session: the persisted store is loaded before the first render.
    await page.reload();
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    // The toast closes by itself.
    await page.getByText(SPEC_MESSAGES.loginSuccess).waitFor({ state: 'detached', timeout: 6000 });
    await context.close();
  });

  it('goes to the reset route when the server answers with a verificationToken', async () => {
    const { context, page } = await openPage(browser);
    await page.route('**/api/User/Login', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: '{"name":"verificationToken","value":"tok123"}',
      }),
    );
    await page.goto('/login?redirect=%2Fother-setup%2Fhome');
    await submitLogin(page, 'first@hemis.local', 'Temp@12345');
    await page.waitForURL('**/reset-password/first%40hemis.local/tok123');
    await context.close();
  });

  it('switches to the dark colour scheme and remembers it', async () => {
    const { context, page } = await openPage(browser);
    await signIn(page, DEMO_ACCOUNTS.CollegeUser);
    await page.getByRole('button', { name: 'Switch to dark mode' }).click();
    await page.reload();
    await page.getByRole('button', { name: 'Switch to light mode' }).waitFor();
    await context.close();
  });
});
