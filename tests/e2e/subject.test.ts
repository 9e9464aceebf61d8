/**
 * Subject Management through the screen (spec sections 2, 4, 5 and 8): the year/semester
 * rule, create, list, edit; and its groups (api-contract 5.3 and 8): the majors that offer it.
 */
import type { Browser, Page } from 'playwright-core';
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
  it(
    'adds a subject with a group, and adds and removes groups through the Groups/Major dialog',
    { timeout: 120_000 },
    async () => {
      const { context, page } = await openPage(browser);
      await signIn(
        page,
        DEMO_ACCOUNTS.CollegeAdmin,
        undefined,
        '/login?redirect=%2Fprogram-management%2Fmajor-subject',
      );
      const suffix = uniqueSuffix();
      const [accounting, marketing] = [`Accounting ${suffix}`, `Marketing ${suffix}`];
      for (const major of [accounting, marketing]) await addMajorSubject(page, ANNUAL_PROGRAM, major);

      await page.goto('/program-management/subject-management');
      const form = addForm(page, 'Subject');
      await form.getByLabel(/^Program/).click();
      await page.getByRole('option', { name: ANNUAL_PROGRAM }).click();
      const groups = form.getByRole('group', { name: 'Group/Major' });
      await groups.getByRole('checkbox', { name: accounting }).check({ timeout: 15_000 });
      const name = `Cost Accounting ${suffix}`;
      await form.getByLabel(/^Year/).click();
      await page.getByRole('option', { name: 'Third' }).click();
      await form.getByLabel(/^Subject Name/).fill(name);
      await form.getByLabel(/^Short Name/).fill('CA');
      await form.getByLabel(/^Code/).fill(`CA-${suffix}`);
      await form.getByLabel(/^Subject Type/).click();
      await page.getByRole('option', { name: 'Compulsory' }).click();
      await form.getByRole('button', { name: 'Add Subject' }).click();
      await page.getByText(SPEC_MESSAGES.subjectAddSuccess).waitFor();

      const table = await searchList(page, 'Subject', name);
      const row = table.getByRole('row').filter({ hasText: name });
      const openGroups = async () => {
        await row.getByRole('button', { name: `Groups/Major of ${name}` }).click();
        const dialog = page.getByRole('dialog', { name: `Groups/Major of ${name}` });
        await dialog.getByRole('checkbox', { name: marketing }).waitFor();
        return dialog;
      };
      let dialog = await openGroups();
      expect(await dialog.getByRole('checkbox', { name: accounting }).isChecked()).toBe(true);
      expect(await dialog.getByRole('checkbox', { name: marketing }).isChecked()).toBe(false);
      await dialog.getByRole('checkbox', { name: marketing }).check();
      await page.getByText('Group added to the subject').waitFor();
      await dialog.getByRole('checkbox', { name: accounting }).uncheck();
      await page.getByText('Group removed from the subject').waitFor();
      await dialog.getByRole('button', { name: 'Close' }).click();
      await dialog.waitFor({ state: 'detached' });

      // Opened again from the refreshed list: the server kept the changes.
      dialog = await openGroups();
      expect(await dialog.getByRole('checkbox', { name: accounting }).isChecked()).toBe(false);
      expect(await dialog.getByRole('checkbox', { name: marketing }).isChecked()).toBe(true);
      await dialog.getByRole('button', { name: 'Close' }).click();

      // The edit form shows the same groups.
      await row.getByRole('button', { name: `Edit ${name}` }).click();
      const edit = page.getByRole('dialog', { name: 'Edit Subject' });
      const editGroups = edit.getByRole('group', { name: 'Group/Major' });
      await editGroups.getByRole('checkbox', { name: marketing }).waitFor();
      expect(await editGroups.getByRole('checkbox', { name: marketing }).isChecked()).toBe(true);
      expect(await editGroups.getByRole('checkbox', { name: accounting }).isChecked()).toBe(false);
      await context.close();
    },
  );
});

/** Adds a major subject (group) of a program through the Major Subject screen. */
async function addMajorSubject(page: Page, program: string, name: string): Promise<void> {
  const form = addForm(page, 'Major Subject');
  await form.getByLabel(/^Program/).click();
  await page.getByRole('option', { name: program, exact: true }).click({ timeout: 15_000 });
  await form.getByLabel(/^Major Name/).fill(name);
  await form.getByRole('button', { name: 'Add Major Subject' }).click();
  const table = await searchList(page, 'Major Subject', name);
  await table.getByRole('row').filter({ hasText: name }).waitFor();
}
