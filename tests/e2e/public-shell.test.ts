import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserAvailable, launchBrowser, openPage } from './support/browser.ts';

describe.runIf(browserAvailable())('the public shell in a real browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('loads the web app with the HEMIS title', async () => {
    const { context, page } = await openPage(browser);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toContain(
      'Integrated Higher Education Management Information System (HEMIS)',
    );
    await context.close();
  });

  it('serves client routes from the built app, so a reload keeps the screen', async () => {
    const { context, page } = await openPage(browser);
    const response = await page.goto('/other-setup/faculty-management');
    expect(response?.status()).toBe(200);
    await expect(page.title()).resolves.toBe('HEMIS');
    await context.close();
  });
});
