/**
 * HEMIS ships its own Devanagari font (web/src/app/theme.ts), so Nepali labels and values never
 * show as empty boxes on a computer without one: a page loads only the faces its Devanagari
 * text uses, and no text waits for them. Every page offers नेपाली in the language switcher,
 * so the regular face is fetched from the first page on.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserAvailable, launchBrowser, openPage } from './support/browser.ts';
import { DEMO_ACCOUNTS, signIn } from './support/journeys.ts';

const FAMILY = 'Noto Sans Devanagari';

/** The shipped Devanagari faces as the page's font set holds them (read in the page, which has the DOM). */
const devanagariFaces = (page: Page) =>
  page.evaluate(`(async () => {
    await document.fonts.ready;
    return [...document.fonts]
      .filter((face) => face.family.replace(/["']/g, '') === '${FAMILY}')
      .map((face) => ({ weight: face.weight, status: face.status, display: face.display }));
  })()`) as Promise<{ weight: string; status: string; display: string }[]>;

describe.runIf(browserAvailable())('the Devanagari font HEMIS ships', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('is declared on every page, downloaded face by face where Devanagari is shown, and renders its letters', async () => {
    const { context, page } = await openPage(browser);
    const fontRequests: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'font') fontRequests.push(new URL(request.url()).pathname);
    });
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign In as Admin' }).waitFor();
    const atLogin = await devanagariFaces(page);
    expect(atLogin.map((face) => face.weight).sort()).toEqual(['400', '500']);
    expect(atLogin.every((face) => face.display === 'swap')).toBe(true);
    // The switcher's नेपाली is regular text: the medium face is not fetched for it.
    await expect
      .poll(async () => (await devanagariFaces(page)).find((face) => face.weight === '400')?.status)
      .toBe('loaded');
    expect(atLogin.find((face) => face.weight === '500')?.status).toBe('unloaded');
    expect(await page.evaluate(`document.fonts.check('16px "${FAMILY}"', 'नेपाली')`)).toBe(true);

    await signIn(page, DEMO_ACCOUNTS.CollegeAdmin);
    await page.goto('/student-management/student-register');
    const label = page.getByText('विद्यार्थीको नाम देवनागरीमा (unicode)').first();
    await label.waitFor();
    expect(fontRequests.some((url) => url.includes('devanagari'))).toBe(true);
    // The label's letters are drawn by the shipped face: the browser reports it can render them with it.
    expect(await page.evaluate(`document.fonts.check('16px "${FAMILY}"', 'विद्यार्थी')`)).toBe(true);
    await context.close();
  });
});
