/** Major subjects through the screen (api-contract 5.3, 8 and 8.9): create, list, edit, 409. */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SETUP_MESSAGES } from '@hemis/contracts';
import { browserAvailable, launchBrowser, openPage } from './support/browser.ts';
import { DEMO_ACCOUNTS, signIn, uniqueSuffix } from './support/journeys.ts';
import { addForm, searchList } from './support/setup-screens.ts';

/** A program campus 66 runs in the demo data. */
const PROGRAM = 'Bachelor of Business Studies';

const COLUMNS = ['S.No.', 'Program Name', 'Group/Program ID', 'Group/Program', 'Details', 'Status', 'Action'];

describe.runIf(browserAvailable())('major subjects', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('adds, lists and edits a major subject of a campus program, and refuses a duplicate', async () => {
    const { context, page } = await openPage(browser);
    await signIn(page, DEMO_ACCOUNTS.CollegeAdmin, undefined, '/login?redirect=%2Fprogram-management%2Fmajor-subject');
    const form = addForm(page, 'Major Subject');
    await form.waitFor();

    await form.getByRole('button', { name: 'Add Major Subject' }).click();
    await form.getByText(SETUP_MESSAGES.programRequired).waitFor();
    await form.getByText(SETUP_MESSAGES.majorSubjectNameRequired).waitFor();

    const name = `Finance ${uniqueSuffix()}`;
    const chooseProgram = async () => {
      await form.getByLabel(/^Program/).click();
      await page.getByRole('option', { name: PROGRAM, exact: true }).click({ timeout: 15_000 });
    };
    await chooseProgram();
    await form.getByLabel(/^Major Name/).fill(`  ${name}  `);
    await form.getByLabel(/^Details/).fill('Corporate finance');
    await form.getByRole('button', { name: 'Add Major Subject' }).click();
    await page.getByText('Major Subject added successfully').waitFor();

    const table = await searchList(page, 'Major Subject', name);
    expect(
      (await table.getByRole('columnheader').allTextContents()).map((header) => header.replace(/sorted.*$/, '')),
    ).toEqual(COLUMNS);
    const row = table.getByRole('row').filter({ hasText: name });
    await row.waitFor();
    for (const text of [PROGRAM, 'Corporate finance', 'Active']) expect(await row.textContent()).toContain(text);

    await row.getByRole('button', { name: `Edit ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Major Subject' });
    await dialog.getByLabel(/^Details/).fill('Corporate and public finance');
    await dialog.getByLabel(/^Status/).click();
    await page.getByRole('option', { name: 'Inactive' }).click();
    await dialog.getByRole('button', { name: 'Update' }).click();
    await dialog.getByText('Major Subject updated successfully').waitFor();
    await dialog.waitFor({ state: 'detached' });
    await row.getByText('Corporate and public finance').waitFor();
    await row.getByText('Inactive').waitFor();

    await chooseProgram();
    await form.getByLabel(/^Major Name/).fill(name);
    await form.getByRole('button', { name: 'Add Major Subject' }).click();
    await page.getByText(SETUP_MESSAGES.majorSubjectExists).waitFor();
    await context.close();
  });
});
