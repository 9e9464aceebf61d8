/**
 * The Content-Security-Policy in a real browser (issue 15). Every journey already fails on a
 * violation (support/policy-guard.ts); these show that the guard sees one, and that the API
 * documentation page works under its own policy.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserAvailable, launchBrowser, openPage } from './support/browser.ts';
import { takePolicyViolations } from './support/policy-violations.ts';

describe.runIf(browserAvailable())('the Content-Security-Policy in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('is reported when a page breaks it, so that a journey doing so fails', async () => {
    const { context, page } = await openPage(browser);
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign In as Admin' }).waitFor();
    expect(takePolicyViolations()).toEqual([]);
    // An image from another origin (a loopback one, never reached: the policy blocks it).
    await page.evaluate(
      "document.body.append(Object.assign(document.createElement('img'), { src: 'http://127.0.0.2:9/elsewhere.png' }))",
    );
    await expect.poll(() => takePolicyViolations().join('\n')).toMatch(/img-src blocked http:\/\/127\.0\.0\.2:9/);
    await context.close();
  });

  it('lets the API documentation page show its operations', async () => {
    const { context, page } = await openPage(browser);
    await page.goto('/api/docs');
    await page.getByText('/api/User/Login', { exact: true }).waitFor();
    await context.close();
  });
});
