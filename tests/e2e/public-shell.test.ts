import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserAvailable, launchBrowser, openPage } from './support/browser.ts';

describe.runIf(browserAvailable())('the public shell in a real browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('shows campus 66, the HEMIS title, Home and Login, and the footer', async () => {
    const { context, page } = await openPage(browser);
    await page.goto('/login');
    const header = page.getByRole('banner');
    await expect(header.getByTestId('site-title').textContent()).resolves.toBe(
      'Integrated Higher Education Management Information System (HEMIS)',
    );
    await header.getByText('Shanker Dev Campus').waitFor();
    await expect(header.getByRole('link', { name: 'Home' }).getAttribute('href')).resolves.toBe('/home');
    await expect(header.getByRole('link', { name: 'Login' }).getAttribute('href')).resolves.toBe('/login');
    const footer = page.getByRole('contentinfo');
    for (const text of ['About', 'Terms', 'Privacy', '+977-1-5555555', 'help@hemis.test', 'HEMIS Test Office']) {
      await footer.getByText(text, { exact: false }).first().waitFor();
    }
    await context.close();
  });

  it('serves client routes from the built app, so a reload keeps the screen', async () => {
    const { context, page } = await openPage(browser);
    const response = await page.goto('/other-setup/faculty-management');
    expect(response?.status()).toBe(200);
    await expect(page.title()).resolves.toBe('HEMIS');
    await context.close();
  });

  it('says so when the payment pages are opened without a payment to continue or show', async () => {
    const { context, page } = await openPage(browser);
    await page.goto('/esewa');
    await page.getByText('There is no payment to continue here', { exact: false }).waitFor();
    for (const path of ['/success', '/failed']) {
      await page.goto(path);
      await page.getByText('there is none to show', { exact: false }).waitFor();
    }
    await context.close();
  });
});
