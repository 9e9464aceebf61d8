import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_CHECK_INTERVAL_MS, SESSION_LIFETIME_MS } from '@hemis/contracts';
import { browserAvailable, launchBrowser, openPage } from './support/browser.ts';
import { DEMO_ACCOUNTS, signIn, storedItems, storeItem } from './support/journeys.ts';

describe.runIf(browserAvailable())('the guard and the session expiry', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('sends a signed-out visitor to login with the path, replacing the history entry, and back after sign-in', async () => {
    const { context, page } = await openPage(browser);
    await page.goto('/login');
    await page.goto('/other-setup/faculty-management');
    await page.waitForURL('**/login?redirect=%2Fother-setup%2Ffaculty-management');
    await signIn(page, DEMO_ACCOUNTS.CollegeAdmin);
    expect(new URL(page.url()).pathname).toBe('/other-setup/faculty-management');
    await page.getByRole('heading', { name: 'Faculty Management' }).waitFor();
    // The protected path replaced its entry: one step back is the login page visited before, not the guard's bounce.
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).search).toBe('');
    await context.close();
  });

  it('keeps a student to the root path and student-home (spec section 2)', async () => {
    const { context, page } = await openPage(browser);
    await signIn(page, DEMO_ACCOUNTS.Student);
    for (const elsewhere of ['/other-setup/faculty-management', '/profile']) {
      await page.goto(elsewhere);
      await page.waitForURL((url) => url.pathname === '/');
      await page.getByRole('heading', { name: 'Student Home' }).waitFor();
    }
    await page.goto('/student-home');
    await page.getByRole('heading', { name: 'Student Home' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/student-home');
    await context.close();
  });

  it('hides Profile from UgcAdmin: the route goes home', async () => {
    const { context, page } = await openPage(browser);
    await signIn(page, DEMO_ACCOUNTS.UgcAdmin);
    await page.goto('/profile');
    await page.waitForURL((url) => url.pathname === '/');
    await context.close();
  });

  it('signs the user out at the first check after the 8 hours (controlled clock)', async () => {
    // The page's clock is the one openPage installs: moving it moves only the browser's time.
    const { context, page } = await openPage(browser);
    await signIn(page, DEMO_ACCOUNTS.CollegeAdmin, undefined, '/login?redirect=%2Fprofile');
    await page.getByRole('heading', { name: 'Profile' }).waitFor();
    // Just before the expiry the 60-second check keeps the session.
    await page.clock.fastForward(SESSION_LIFETIME_MS - 2 * SESSION_CHECK_INTERVAL_MS);
    await page.getByRole('heading', { name: 'Profile' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/profile');
    await page.clock.fastForward(3 * SESSION_CHECK_INTERVAL_MS);
    await page.waitForURL('**/login?redirect=%2Fprofile');
    expect(await storedItems(page, ['root', 'expirationTime'])).toEqual([null, null]);
    await context.close();
  });

  it('drops a stored session whose expiry has passed when the app starts', async () => {
    const { context, page } = await openPage(browser);
    await signIn(page, DEMO_ACCOUNTS.CollegeUser);
    const browserNow = await page.evaluate(() => Date.now());
    await storeItem(page, 'expirationTime', String(browserNow - 1000));
    await page.goto('/other-setup/home');
    await page.waitForURL('**/login?redirect=%2Fother-setup%2Fhome');
    await context.close();
  });
});
