/**
 * Student enrolment through the screens (issue: students): a CollegeAdmin finds a pending
 * student, verifies them, finds them among the enrolled students by program, sets their
 * roll and registration numbers, creates a section and assigns it, and upgrades them to
 * the next semester and then the one after; a student signs in and sees their own record
 * on the student home, and nobody else's. The students are written with the test factories.
 */
import fs from 'node:fs';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_CAMPUS_ID,
  STUDENT_ACADEMICS_MESSAGES,
  STUDENT_MESSAGES,
  STUDENT_RECORD_MESSAGES,
} from '@hemis/contracts';
import { createPrismaClient, type PrismaClient } from '../../server/src/db/prisma.ts';
import { factoriesFor } from '../support/factories.ts';
import { createAccount } from './support/accounts.ts';
import { browserAvailable, launchBrowser, openPage } from './support/browser.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, readLatestEmail, signIn, uniqueSuffix } from './support/journeys.ts';
import { addForm, searchList } from './support/setup-screens.ts';
import { choose, labelled, LOGO_FILE } from './support/organization.ts';
import { e2e } from './support/worker-server.ts';

const from = (path: string) => `/login?redirect=${encodeURIComponent(path)}`;

/** The row of a list table that names the student, once the list shows it. */
async function rowOf(table: Locator, text: string): Promise<Locator> {
  const row = table.getByRole('row').filter({ hasText: text });
  await row.first().waitFor({ timeout: 15_000 });
  return row.first();
}

/** A session token of a demo account, for the set-up calls the screens under test do not make. */
async function tokenOf(email: string, password = DEMO_PASSWORD): Promise<string> {
  const response = await fetch(`${e2e().baseUrl}/api/User/Login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const user = (await response.json()) as { tokenString: string };
  return user.tokenString;
}

/** Uploads documents of a student (studentprofile/upsert), as the records screens will. */
async function uploadDocuments(token: string, studentId: number, files: Record<string, Blob>): Promise<void> {
  const form = new FormData();
  form.append('studentId', String(studentId));
  for (const [kind, file] of Object.entries(files)) form.append(kind, file, `${kind}.bin`);
  const response = await fetch(`${e2e().baseUrl}/api/studentprofile/upsert`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  if (!response.ok) throw new Error(`Upload failed: ${response.status} ${await response.text()}`);
}

const PHOTO = new Blob([fs.readFileSync(LOGO_FILE)], { type: 'image/png' });
const TRANSCRIPT = new Blob([Buffer.from('%PDF-1.4\n% transcript\n%%EOF\n')], { type: 'application/pdf' });

/** Whether the image shown has really been decoded (a data: URL the page's policy allows). */
function isDecoded(image: Locator): Promise<boolean> {
  return image.evaluate((element) => (element as unknown as { naturalWidth: number }).naturalWidth > 0);
}

async function searchStudents(page: Page, tableName: string, text: string): Promise<Locator> {
  await page.getByRole('searchbox', { name: 'Search' }).fill(text);
  return page.getByRole('table', { name: tableName });
}

describe.runIf(browserAvailable())('student enrolment', () => {
  let browser: Browser;
  let prisma: PrismaClient;
  const suffix = uniqueSuffix();
  /** The pending student the CollegeAdmin enrols. */
  const pending = { firstName: `ENROL${suffix}`, lastName: 'JOURNEY' };
  const pendingName = `${pending.firstName} ${pending.lastName}`;
  let programName = '';
  let programShortName = '';
  /** A roll number another student of the campus holds already. */
  const takenRollNo = `R-TAKEN-${suffix}`;
  /** The section the CollegeAdmin creates and assigns. */
  const sectionSymbol = `J${suffix.slice(-5)}`;
  /** A student with an email, who gets a login from the enrolled list. */
  const holderEmail = `holder-${suffix.toLowerCase()}@test.hemis`;
  /** A Student account with a record of its own. */
  let ownStudent = { email: '', password: '', name: '' };

  beforeAll(async () => {
    browser = await launchBrowser();
    prisma = createPrismaClient(e2e().databaseUrl);
    const factories = factoriesFor(prisma);
    const campus = await prisma.campus.findUniqueOrThrow({ where: { id: DEFAULT_CAMPUS_ID } });
    const program = await factories.createProgram({
      universityId: campus.universityId,
      runByCampusId: DEFAULT_CAMPUS_ID,
      programType: 'semester',
      programName: `Bachelor of Enrolment ${suffix}`,
    });
    programName = program.programName;
    programShortName = program.shortName;
    const pendingStudent = await factories.createStudent({ programId: program.id, ...pending, isVerified: false });
    await factories.createStudent({
      programId: program.id,
      firstName: `HOLDER${suffix}`,
      lastName: 'ROLL',
      rollNoManual: takenRollNo,
      email: holderEmail,
    });
    const account = await factories.createUser({ role: 'Student' });
    const own = await factories.createStudent({
      programId: program.id,
      firstName: `SELF${suffix}`,
      lastName: 'STUDENT',
      email: account.email,
      userId: account.id,
    });
    ownStudent = { email: account.email, password: account.password, name: `${own.firstName} ${own.lastName}` };
    const token = await tokenOf(DEMO_ACCOUNTS.CollegeAdmin);
    await uploadDocuments(token, pendingStudent.id, { ppSizePhoto: PHOTO });
    await uploadDocuments(token, own.id, { ppSizePhoto: PHOTO, transcript: TRANSCRIPT });
  });
  afterAll(async () => {
    await browser?.close();
    await prisma?.$disconnect();
  });

  it('verifies a pending student, who then shows among the enrolled students of the program', async () => {
    const { context, page } = await openPage(browser);
    await signIn(page, DEMO_ACCOUNTS.CollegeAdmin, undefined, from('/student-management/student-list'));

    const pendingTable = await searchStudents(page, 'Students pending verification', pending.firstName);
    const row = await rowOf(pendingTable, pendingName);
    await row.getByRole('link', { name: `Review ${pendingName}` }).click();

    await page.getByRole('heading', { name: "Student's Enrollment Details for Verification" }).waitFor();
    await page.getByRole('region', { name: 'General Information' }).getByText(pendingName).waitFor();
    await page.getByRole('region', { name: 'Program Registration' }).getByText(programName).waitFor();
    // The photo comes from the authenticated file address, fetched with the session's token.
    const photo = page.getByRole('img', { name: 'Passport size photo' });
    await photo.waitFor();
    expect(await isDecoded(photo)).toBe(true);
    await page.getByRole('region', { name: 'Photos and Documents' }).getByText('Not uploaded').first().waitFor();
    await page.getByRole('button', { name: 'Verify', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Verify this student?' });
    await dialog.getByRole('button', { name: 'Verify' }).click();

    await page.waitForURL('**/student-management/student-list');
    await page.getByRole('status').filter({ hasText: /verif/i }).waitFor();
    const stillPending = await searchStudents(page, 'Students pending verification', pending.firstName);
    await stillPending.getByText('No student is waiting for verification.').waitFor();

    await page.goto('/student-management/verified-students');
    const enrolled = page.getByRole('table', { name: 'Successfully enrolled students' });
    await choose(page, page.locator('main'), 'Program', programName);
    const enrolledRow = await rowOf(enrolled, pendingName);
    expect(await enrolledRow.textContent()).toContain(programShortName);
    expect(await enrolledRow.textContent()).toContain('First semester');
    // The filter keeps to the program: the student of the next journey is in it too, nobody else.
    for (const text of await enrolled.getByRole('row').allTextContents()) {
      if (text.includes('Full Name') || text.includes('No enrolled')) continue;
      expect(text).toContain(programShortName);
    }
    await page.getByRole('link', { name: 'Add Student' }).waitFor();
    await context.close();
  });

  it('sets roll and registration numbers in place, showing a taken roll number on its row', async () => {
    const { context, page } = await openPage(browser);
    await signIn(page, DEMO_ACCOUNTS.CollegeAdmin, undefined, from('/student-management/updateRollNo'));
    const table = await searchStudents(page, 'Student identifiers', pending.firstName);
    const row = await rowOf(table, pendingName);
    await row.getByRole('button', { name: `Edit ${pendingName}` }).click();

    await row.getByLabel(`Roll No of ${pendingName}`).fill(takenRollNo);
    await row.getByRole('button', { name: `Save ${pendingName}` }).click();
    await row.getByRole('alert').filter({ hasText: STUDENT_MESSAGES.rollNoExists }).waitFor();

    await row.getByLabel(`Roll No of ${pendingName}`).fill(`R-${suffix}`);
    await row.getByLabel(`Uni Reg. No. of ${pendingName}`).fill(`REG-${suffix}`);
    await row.getByRole('button', { name: `Save ${pendingName}` }).click();
    await row.getByRole('button', { name: `Edit ${pendingName}` }).waitFor();
    expect(await row.textContent()).toContain(`R-${suffix}`);
    expect(await row.textContent()).toContain(`REG-${suffix}`);
    await context.close();
  });

  it('gives an enrolled student with an email a login of their own', async () => {
    const { context, page } = await openPage(browser);
    await signIn(page, DEMO_ACCOUNTS.CollegeAdmin, undefined, from('/student-management/verified-students'));
    const table = await searchStudents(page, 'Successfully enrolled students', `HOLDER${suffix}`);
    const row = await rowOf(table, `HOLDER${suffix}`);
    // Only students with an email are offered a login.
    expect(await table.getByRole('button', { name: `Create login for ${pendingName}` }).count()).toBe(0);
    const sentAfter = Date.now();
    await row.getByRole('button', { name: `Create login for HOLDER${suffix} ROLL` }).click();
    await page.getByRole('dialog', { name: 'Create a login?' }).getByRole('button', { name: 'Create login' }).click();
    await page.getByText(STUDENT_RECORD_MESSAGES.loginCreated).waitFor();
    expect(await readLatestEmail(e2e().outboxDir, holderEmail, sentAfter)).toContain('password');
    await context.close();
  });

  it('creates a section for the campus, and refuses the same symbol again', async () => {
    const { context, page } = await openPage(browser);
    await signIn(page, DEMO_ACCOUNTS.CollegeAdmin, undefined, from('/other-setup/student-section'));
    const form = addForm(page, 'Section');
    await form.getByLabel(labelled('Section Symbol')).fill(sectionSymbol);
    await form.getByRole('button', { name: 'Add Section' }).click();
    await page.getByText('Section added successfully').waitFor();
    await rowOf(await searchList(page, 'Section', sectionSymbol), sectionSymbol);

    await form.getByLabel(labelled('Section Symbol')).fill(sectionSymbol.toLowerCase());
    await form.getByRole('button', { name: 'Add Section' }).click();
    await page.getByText(STUDENT_MESSAGES.sectionExists).waitFor();
    await context.close();
  });

  it('assigns the section to the ticked student', async () => {
    const { context, page } = await openPage(browser);
    await signIn(page, DEMO_ACCOUNTS.CollegeAdmin, undefined, from('/student-management/AssignSections'));
    const table = await searchStudents(page, 'Students to assign', pending.firstName);
    const row = await rowOf(table, pendingName);
    await row.getByRole('checkbox', { name: `Select ${pendingName}` }).check();
    await choose(page, page.locator('main'), 'Section', sectionSymbol);
    await page.getByRole('button', { name: 'Assign Section (1)' }).click();
    await page.getByText(`1 student(s) assigned to section ${sectionSymbol}.`).waitFor();
    await row.getByRole('cell', { name: sectionSymbol, exact: true }).waitFor();
    await context.close();
  });

  it('upgrades the student to the next semester, and once upgraded again to the one after', async () => {
    const { context, page } = await openPage(browser);
    await signIn(page, DEMO_ACCOUNTS.CollegeAdmin, undefined, from('/student-management/upgrade-academics'));
    await choose(page, page.locator('main'), 'Program', programName);
    const table = await searchStudents(page, 'Students for upgrading', pending.firstName);
    const row = await rowOf(table, pendingName);
    expect(await row.textContent()).toContain('First semester');
    expect(await row.textContent()).toContain('Second semester');
    expect(await row.textContent()).not.toContain('Upgraded to');

    const upgrade = async () => {
      await row.getByRole('checkbox', { name: `Select ${pendingName}` }).check();
      await page.getByRole('button', { name: 'Upgrade (1)' }).click();
      await page
        .getByRole('dialog', { name: 'Upgrade the chosen students?' })
        .getByRole('button', { name: 'Upgrade' })
        .click();
    };
    await upgrade();
    await page.getByRole('status').filter({ hasText: STUDENT_ACADEMICS_MESSAGES.upgradeSuccess }).waitFor();
    await row.getByRole('cell', { name: 'Third semester' }).waitFor();
    // Reaching the period by an upgrade is information, not a lock: the student moves on again.
    await row.getByText('Upgraded to Second semester').waitFor();
    expect(await row.getByRole('checkbox', { name: `Select ${pendingName}` }).isEnabled()).toBe(true);
    expect((await prisma.student.findFirstOrThrow({ where: { firstName: pending.firstName } })).semester).toBe(
      'Second',
    );

    await upgrade();
    await row.getByRole('cell', { name: 'Fourth semester' }).waitFor();
    await row.getByText('Upgraded to Third semester').waitFor();
    await page.getByRole('status').filter({ hasText: STUDENT_ACADEMICS_MESSAGES.upgradeSuccess }).waitFor();
    const upgraded = await prisma.student.findFirstOrThrow({ where: { firstName: pending.firstName } });
    expect(upgraded.semester).toBe('Third');
    expect(await prisma.studentUpgrade.count({ where: { studentId: upgraded.id } })).toBe(2);
    await context.close();
  });

  it("shows a student their own record on the student home, and nobody else's", async () => {
    const { context, page } = await openPage(browser);
    await signIn(page, ownStudent.email, ownStudent.password);
    await page.getByRole('heading', { name: 'Student Home' }).waitFor();
    const profile = page.getByRole('region', { name: 'My Profile' });
    await profile.getByText(ownStudent.name).waitFor();
    await page.getByRole('region', { name: 'My Program' }).getByText(programName).waitFor();
    await page.getByRole('region', { name: 'ID Card' }).getByText('No ID card validity is set yet.').waitFor();
    const photo = profile.getByRole('img', { name: 'My photo' });
    await photo.waitFor();
    expect(await isDecoded(photo)).toBe(true);
    const documents = page.getByRole('list', { name: 'My documents' });
    await documents.getByRole('button', { name: 'Profile Photo' }).waitFor();
    const download = page.waitForEvent('download');
    await documents.getByRole('button', { name: 'SEE Transcript' }).click();
    expect((await download).suggestedFilename()).toMatch(/\.pdf$/);
    const text = (await page.locator('main').textContent()) ?? '';
    expect(text).not.toContain(pendingName);
    expect(text).not.toContain(`HOLDER${suffix}`);

    // A staff list is not the student's to open: the guard sends them home.
    await page.goto('/student-management/verified-students');
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('heading', { name: 'Student Home' }).waitFor();
    await context.close();
  });

  it('tells a student account without a linked record so', async () => {
    const unlinked = await createAccount('Student');
    const { context, page } = await openPage(browser);
    await signIn(page, unlinked.email, unlinked.password);
    await page.getByRole('heading', { name: 'Student Home' }).waitFor();
    await page.getByText('No student record is linked to your account yet.', { exact: false }).waitFor();
    await context.close();
  });

  it('shows the demo student their own seeded record', async () => {
    const { context, page } = await openPage(browser);
    await signIn(page, DEMO_ACCOUNTS.Student);
    await page.getByRole('heading', { name: 'Student Home' }).waitFor();
    await page.getByRole('heading', { name: 'My Profile' }).waitFor();
    await page
      .getByText(/^ANITA (.+ )?RAI$/)
      .first()
      .waitFor();
    await context.close();
  });
});
