import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserAvailable, launchBrowser, openPage } from './support/browser.ts';
import { DEMO_ACCOUNTS, signIn } from './support/journeys.ts';

describe.runIf(browserAvailable())('unknown paths', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('shows the 404 page with a button back to the homepage', async () => {
    const { context, page } = await openPage(browser);
    await signIn(page, DEMO_ACCOUNTS.CollegeAdmin);
    await page.goto('/no/such/page');
    await page.getByRole('heading', { name: 'Oops! 404 Error: Page not found' }).waitFor();
    await page.getByRole('link', { name: 'Back to Homepage' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    await context.close();
  });

  it('shows the updating-soon page for modules built later, and for good on /payroll', async () => {
    const { context, page } = await openPage(browser);
    await signIn(page, DEMO_ACCOUNTS.SuperAdmin);
    for (const path of ['/payroll', '/student-management/exportToPdf', '/employee-management/ugc-employee-user']) {
      await page.goto(path);
      await page.getByRole('heading', { name: 'Updating Soon' }).waitFor();
    }
    expect(page.url()).toContain('/employee-management/ugc-employee-user');
    await context.close();
  });
});
