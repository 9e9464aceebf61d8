/** Faculty Management through the screen (spec sections 2, 5 and 8): create, validate, list, edit, 409. */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SETUP_MESSAGES, SPEC_MESSAGES } from '@hemis/contracts';
import { browserAvailable, launchBrowser, openPage } from './support/browser.ts';
import { DEMO_ACCOUNTS, signIn, uniqueSuffix } from './support/journeys.ts';
import { addForm, searchList } from './support/setup-screens.ts';

describe.runIf(browserAvailable())('faculty management', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('adds, lists and edits a faculty, and refuses a duplicate', async () => {
    const { context, page } = await openPage(browser);
    await signIn(page, DEMO_ACCOUNTS.CollegeAdmin, undefined, '/login?redirect=%2Fother-setup%2Ffaculty-management');
    const form = addForm(page, 'Faculty');
    await form.waitFor();

    await form.getByRole('button', { name: 'Add Faculty' }).click();
    await form.getByText(SETUP_MESSAGES.facultyNameRequired).waitFor();
    await form.getByText(SETUP_MESSAGES.shortNameRequired).waitFor();
    await form.getByText(SETUP_MESSAGES.facultyTypeRequired).waitFor();

    const name = `Faculty of Testing ${uniqueSuffix()}`;
    await form.getByLabel(/^Faculty Name/).fill(`  ${name}  `);
    await form.getByLabel(/^Faculty Type/).click();
    await page.getByRole('option', { name: 'Technical' }).click();
    await form.getByLabel(/^Short Name/).fill('FOT');
    await form.getByLabel(/^Code/).fill(' FT-1 ');
    await form.getByRole('button', { name: 'Add Faculty' }).click();
    await page.getByText(SPEC_MESSAGES.facultyAddSuccess).waitFor();

    const table = await searchList(page, 'Faculty', name);
    const row = table.getByRole('row').filter({ hasText: name });
    await row.waitFor();
    expect(await row.textContent()).toContain('FT-1');
    expect(await row.textContent()).toContain('Technical');
    expect(await row.textContent()).toContain('Active');

    await row.getByRole('button', { name: `Edit ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Faculty' });
    await dialog.getByLabel(/^Short Name/).fill('FOTX');
    await dialog.getByLabel(/^Status/).click();
    await page.getByRole('option', { name: 'Inactive' }).click();
    await dialog.getByRole('button', { name: 'Update' }).click();
    await dialog.getByText(SPEC_MESSAGES.facultyUpdateSuccess).waitFor();
    await dialog.waitFor({ state: 'detached' });
    await row.getByText('FOTX').waitFor();
    await row.getByText('Inactive').waitFor();

    await form.getByLabel(/^Faculty Name/).fill(name);
    await form.getByLabel(/^Faculty Type/).click();
    await page.getByRole('option', { name: 'General' }).click();
    await form.getByLabel(/^Short Name/).fill('FOT');
    await form.getByRole('button', { name: 'Add Faculty' }).click();
    await page.getByText(SPEC_MESSAGES.facultyExists).waitFor();
    await context.close();
  });
});
