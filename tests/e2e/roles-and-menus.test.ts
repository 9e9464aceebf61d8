/**
 * Each demo account signs in and sees exactly the menu items of spec section 6, read from the
 * contracts table, less the modules a staff user was not granted (the demo CollegeUser holds
 * the modules the seed gives it).
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES, holdsEveryModule, visibleMenuItems, type Role } from '@hemis/contracts';
import { DEMO_USERS } from '../../prisma/seed/seed.ts';
import { browserAvailable, launchBrowser, openPage } from './support/browser.ts';
import { DEMO_ACCOUNTS, dropdownIds, menuIdsIn, logOutFromMenu, signIn, storedItems } from './support/journeys.ts';

/** The modules a demo account holds: every one for administrators, the seed's grants otherwise. */
const heldBy = (role: Role): ReadonlySet<string> | undefined =>
  role === 'Student' || holdsEveryModule(role)
    ? undefined
    : new Set(DEMO_USERS.find((user) => user.role === role)?.modules ?? []);

const ids = (role: Role, group: Parameters<typeof visibleMenuItems>[1]) =>
  visibleMenuItems(role, group, heldBy(role)).map((item) => item.id);

describe.runIf(browserAvailable())('menus by role', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  for (const role of ROLES) {
    it(`shows ${role} exactly the menus spec section 6 allows`, async () => {
      const { context, page } = await openPage(browser);
      await signIn(page, DEMO_ACCOUNTS[role]);
      await page.locator('header nav[aria-label="Main menu"] [data-menu-id]').first().waitFor();

      // The menu follows the role at once and the modules held once they are read.
      await expect.poll(() => menuIdsIn(page, 'header nav[aria-label="Main menu"]')).toEqual(ids(role, 'main'));
      const reports = ids(role, 'reports');
      if (reports.length > 0) await expect.poll(() => dropdownIds(page, 'HEMIS Reports')).toEqual(reports);
      else expect(await page.getByRole('button', { name: 'HEMIS Reports' }).count()).toBe(0);
      const links = ids(role, 'links');
      if (links.length > 0) expect(await dropdownIds(page, 'Links')).toEqual(links);
      else expect(await page.getByRole('button', { name: 'Links', exact: true }).count()).toBe(0);
      expect(await dropdownIds(page, 'Account menu')).toEqual(ids(role, 'user'));
      await context.close();
    });
  }

  it('gives a student the student home at /', async () => {
    const { context, page } = await openPage(browser);
    await signIn(page, DEMO_ACCOUNTS.Student);
    await page.getByRole('heading', { name: 'Student Home' }).waitFor();
    await context.close();
  });

  it('logs out from the user menu: the session is cleared and / sends to login', async () => {
    const { context, page } = await openPage(browser);
    await signIn(page, DEMO_ACCOUNTS.CollegeUser);
    await logOutFromMenu(page);
    await page.waitForURL('**/login?redirect=%2F');
    expect(await storedItems(page, ['root'])).toEqual([null]);
    await context.close();
  });
});
