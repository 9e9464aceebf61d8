/**
 * HEMIS in Nepali (issue #32): a visitor switches the sign-in page to नेपाली, signs in and
 * keeps Nepali in the header until switching back; the language kept on the account follows
 * the user to another browser.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserAvailable, launchBrowser, openPage } from './support/browser.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, signIn } from './support/journeys.ts';
import { e2e } from './support/worker-server.ts';

const ACCOUNT = DEMO_ACCOUNTS.CollegeAdmin;

const htmlLang = (page: Page) => page.locator('html').getAttribute('lang');

/** Waits for the account's language to be saved, after `action` picks it. */
async function savingLanguage(page: Page, action: () => Promise<unknown>): Promise<void> {
  const saved = page.waitForResponse(
    (response) =>
      response.request().method() === 'PUT' && /\/api\/User\/Language$/i.test(new URL(response.url()).pathname),
  );
  await action();
  expect((await saved).status()).toBe(200);
}

/** Puts the demo account back in English, so the worker's other journeys meet the English screens. */
async function resetAccountLanguage(): Promise<void> {
  const base = e2e().baseUrl;
  const login = await fetch(`${base}/api/User/Login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: ACCOUNT, password: DEMO_PASSWORD }),
  });
  const { tokenString } = (await login.json()) as { tokenString: string };
  await fetch(`${base}/api/User/Language`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${tokenString}` },
    body: JSON.stringify({ language: 'en' }),
  });
}

describe.runIf(browserAvailable())('HEMIS in Nepali', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await resetAccountLanguage();
    await browser?.close();
  });

  it('shows the sign-in page and the signed-in header in Nepali, and English again on switching back', async () => {
    const { context, page } = await openPage(browser);
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign In as Admin' }).waitFor();
    expect(await htmlLang(page)).toBe('en');

    await page.getByLabel('Language').selectOption('ne');
    const form = page.getByRole('form', { name: 'प्रयोगकर्ता लगइन' });
    await form.waitFor();
    expect(await htmlLang(page)).toBe('ne');
    await page.getByRole('link', { name: 'लगइन' }).waitFor();
    await form.getByLabel('मलाई सम्झनुहोस्').waitFor();
    await form.getByRole('link', { name: 'पासवर्ड बिर्सनुभयो' }).waitFor();
    expect(await page.getByText('Sign In as Admin').count()).toBe(0);

    await form.getByLabel('इमेल').fill(ACCOUNT);
    await form.getByLabel(/^पासवर्ड/).fill(DEMO_PASSWORD);
    // Picked just before signing in, Nepali becomes the account's language.
    await savingLanguage(page, () => form.getByRole('button', { name: 'प्रशासकका रूपमा साइन इन गर्नुहोस्' }).click());
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));

    const mainMenu = page.getByRole('navigation', { name: 'मुख्य मेनु' });
    await mainMenu.getByRole('link', { name: 'ड्यासबोर्ड' }).waitFor();
    await page.getByRole('button', { name: 'खाता मेनु' }).click();
    const userMenu = page.getByRole('menu');
    for (const label of ['प्रोफाइल', 'पासवर्ड परिवर्तन', 'लगआउट']) {
      await userMenu.getByRole('menuitem', { name: label }).waitFor();
    }
    await page.keyboard.press('Escape');
    await userMenu.waitFor({ state: 'detached' });
    expect(await htmlLang(page)).toBe('ne');

    await savingLanguage(page, () => page.getByLabel('Language').selectOption('en'));
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Dashboard' }).waitFor();
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menu').getByRole('menuitem', { name: 'Change Password' }).waitFor();
    await page.keyboard.press('Escape');
    expect(await htmlLang(page)).toBe('en');

    await page.reload();
    await page.getByRole('button', { name: 'Account menu' }).waitFor();
    expect(await htmlLang(page)).toBe('en');
    await context.close();
  });

  it('takes a signed-in user’s language from the account, in another browser too', async () => {
    const first = await openPage(browser);
    await signIn(first.page, ACCOUNT);
    await savingLanguage(first.page, () => first.page.getByLabel('Language').selectOption('ne'));
    await first.page.getByRole('button', { name: 'खाता मेनु' }).waitFor();
    await first.context.close();

    // Another browser: nothing remembered, an English browser; the account says Nepali.
    const { context, page } = await openPage(browser);
    await signIn(page, ACCOUNT);
    await page.getByRole('button', { name: 'खाता मेनु' }).waitFor();
    await page.getByRole('navigation', { name: 'मुख्य मेनु' }).getByRole('link', { name: 'ड्यासबोर्ड' }).waitFor();
    expect(await htmlLang(page)).toBe('ne');

    await savingLanguage(page, () => page.getByLabel('Language').selectOption('en'));
    await page.getByRole('button', { name: 'Account menu' }).waitFor();
    await context.close();
  });
});
