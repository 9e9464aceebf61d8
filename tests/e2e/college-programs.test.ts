/**
 * College programs through the screen (api-contract 5.3 and 8.9): the campus's programs are
 * listed, and a CollegeAdmin adopts a program of its university through Level, Faculty and
 * the program checkboxes.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SETUP_MESSAGES } from '@hemis/contracts';
import { browserAvailable, launchBrowser, openPage } from './support/browser.ts';
import { DEMO_ACCOUNTS, signIn } from './support/journeys.ts';

/** Campus 66 runs these TU programs in the demo data (prisma/seed/data/reference.json). */
const RUN_BY_CAMPUS = [
  'Bachelor of Business Studies',
  'Bachelor of Business Administration',
  'Master of Business Studies',
];
/** A TU program campus 66 does not run yet; no other journey adopts it. */
const ADOPTED = { level: 'Bachelor', faculty: 'Faculty of Law', program: 'Bachelor of Laws' };

describe.runIf(browserAvailable())('college programs', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('lists the programs the campus runs and adopts a program of its university', async () => {
    const { context, page } = await openPage(browser);
    await signIn(page, DEMO_ACCOUNTS.CollegeAdmin, undefined, '/login?redirect=%2Fprogram-management%2Fhome');

    const table = page.getByRole('table', { name: 'List of Campus Programs' });
    for (const program of RUN_BY_CAMPUS) {
      await table.getByRole('row').filter({ hasText: program }).first().waitFor({ timeout: 15_000 });
    }
    expect(await table.getByRole('row').filter({ hasText: ADOPTED.program }).count()).toBe(0);

    const form = page.getByRole('form', { name: 'Add Programs' });
    await form.getByRole('button', { name: 'Add Programs' }).click();
    await form.getByText(SETUP_MESSAGES.programIdsRequired).waitFor();

    await form.getByLabel(/^Level/).click();
    await page.getByRole('option', { name: ADOPTED.level, exact: true }).click();
    await form.getByLabel(/^Faculty/).click();
    await page.getByRole('option', { name: ADOPTED.faculty, exact: true }).click();
    // Programs the campus already runs are not offered again.
    await form.getByRole('checkbox', { name: ADOPTED.program }).check();
    await form.getByRole('button', { name: 'Add Programs' }).click();
    await page.getByText('Programs added successfully').waitFor();

    const row = table.getByRole('row').filter({ hasText: ADOPTED.program });
    await row.waitFor();
    for (const text of [ADOPTED.level, ADOPTED.faculty, 'annual']) expect(await row.textContent()).toContain(text);
    await form.getByRole('checkbox', { name: ADOPTED.program }).waitFor({ state: 'detached' });
    await context.close();
  });
});
