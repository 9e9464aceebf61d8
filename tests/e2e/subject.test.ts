/** Subject Management through the screen (spec sections 2, 4, 5 and 8): the year/semester rule, create, list, edit. */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SETUP_MESSAGES, SPEC_MESSAGES, VALIDATION_MESSAGES } from '@hemis/contracts';
import { browserAvailable, launchBrowser, openPage } from './support/browser.ts';
import { DEMO_ACCOUNTS, signIn, uniqueSuffix } from './support/journeys.ts';
import { addForm, searchList } from './support/setup-screens.ts';

const ANNUAL_PROGRAM = 'Bachelor of Business Studies';
const SEMESTER_PROGRAM = 'Bachelor of Business Administration';

describe.runIf(browserAvailable())('subject management', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('asks for the year of annual programs and the semester of semester programs, then adds, lists and edits', async () => {
    const { context, page } = await openPage(browser);
    await signIn(
      page,
      DEMO_ACCOUNTS.CollegeAdmin,
      undefined,
      '/login?redirect=%2Fprogram-management%2Fsubject-management',
    );
    const form = addForm(page, 'Subject');
    await form.waitFor();

    await form.getByRole('button', { name: 'Add Subject' }).click();
    for (const message of [
      SETUP_MESSAGES.programRequired,
      SETUP_MESSAGES.subjectNameRequired,
      SETUP_MESSAGES.shortNameRequired,
      VALIDATION_MESSAGES.codeRequired,
      SETUP_MESSAGES.subjectTypeRequired,
    ]) {
      await form.getByText(message, { exact: true }).waitFor();
    }
    // No program chosen yet: neither period field shows.
    expect(await form.getByLabel(/^Year/).count()).toBe(0);
    expect(await form.getByLabel(/^Semester/).count()).toBe(0);

    await form.getByLabel(/^Program/).click();
    await page.getByRole('option', { name: ANNUAL_PROGRAM }).click();
    await form.getByLabel(/^Year/).waitFor();
    expect(await form.getByLabel(/^Semester/).count()).toBe(0);
    await form.getByRole('button', { name: 'Add Subject' }).click();
    await form.getByText(SETUP_MESSAGES.yearRequired).waitFor();
    await form.getByLabel(/^Year/).click();
    await page.getByRole('option', { name: 'Second' }).click();

    // Choosing a semester program clears the year and asks for the semester.
    await form.getByLabel(/^Program/).click();
    await page.getByRole('option', { name: SEMESTER_PROGRAM }).click();
    await form.getByLabel(/^Semester/).waitFor();
    expect(await form.getByLabel(/^Year/).count()).toBe(0);
    await form.getByRole('button', { name: 'Add Subject' }).click();
    await form.getByText(SETUP_MESSAGES.semesterRequired).waitFor();

    const name = `Design Thinking ${uniqueSuffix()}`;
    await form.getByLabel(/^Semester/).click();
    await page.getByRole('option', { name: 'Third' }).click();
    await form.getByLabel(/^Subject Name/).fill(name);
    await form.getByLabel(/^Short Name/).fill('DT');
    await form.getByLabel(/^Code/).fill(`DT-${uniqueSuffix()}`);
    await form.getByLabel(/^Subject Type/).click();
    await page.getByRole('option', { name: 'Elective' }).click();
    await form.getByRole('button', { name: 'Add Subject' }).click();
    await page.getByText(SPEC_MESSAGES.subjectAddSuccess).waitFor();

    // The list pages by 25 by default, with 25, 50 and 75 to choose from.
    await page
      .getByRole('combobox', { name: /Rows per page/ })
      .getByText('25')
      .waitFor();
    const table = await searchList(page, 'Subject', name);
    const row = table.getByRole('row').filter({ hasText: name });
    await row.waitFor();
    for (const text of [SEMESTER_PROGRAM, 'Third', 'Elective']) expect(await row.textContent()).toContain(text);

    await row.getByRole('button', { name: `Edit ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Subject' });
    await dialog.getByLabel(/^Subject Name/).fill(`${name} II`);
    await dialog.getByRole('button', { name: 'Update' }).click();
    await dialog.waitFor({ state: 'detached' });
    await searchList(page, 'Subject', `${name} II`);
    await table
      .getByRole('row')
      .filter({ hasText: `${name} II` })
      .waitFor();
    await context.close();
  });
});
