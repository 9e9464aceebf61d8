/**
 * The student record screens (issue: students): a CollegeAdmin transfers a student out to
 * another campus in HEMIS, whose CollegeAdmin accepts the pending transfer and finds the
 * student among the transferred-in; a student's documents (an image and a PDF) are uploaded,
 * seen again after a reload and one cleared; a day's attendance is marked and seen again; the
 * by-district report and the student information details download as CSV.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adToBs,
  DEFAULT_CAMPUS_ID,
  formatCalendarDate,
  STUDENT_ACADEMICS_MESSAGES,
  STUDENT_MESSAGES,
} from '@hemis/contracts';
import { createPrismaClient } from '../../server/src/db/prisma.ts';
import { factoriesFor, type TestUser } from '../support/factories.ts';
import { browserAvailable, launchBrowser, openPage } from './support/browser.ts';
import { signIn, uniqueSuffix } from './support/journeys.ts';
import { choose, labelled, LOGO_FILE } from './support/organization.ts';
import { e2e } from './support/worker-server.ts';

/** A small PDF the server's content check takes for one. */
function writePdf(name: string): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'hemis-records-')), name);
  fs.writeFileSync(file, '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');
  return file;
}

async function downloaded(page: Page, click: () => Promise<void>): Promise<string> {
  const download = page.waitForEvent('download');
  await click();
  return fs.readFileSync(await (await download).path(), 'utf8');
}

/** The screen section (a titled card) of that title. */
const section = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });

async function search(scope: Locator, text: string): Promise<void> {
  await scope.getByRole('searchbox', { name: 'Search' }).fill(text);
}

interface Mover {
  id: number;
  fullName: string;
}

interface Fixture {
  suffix: string;
  sourceCampus: { id: number; campusName: string };
  targetCampus: { id: number; campusName: string };
  sourceAdmin: TestUser;
  /** The administrator of the campuses' university, who may transfer between them too. */
  universityAdmin: TestUser;
  targetAdmin: TestUser;
  program: { id: number; programName: string };
  /** A student for each transfer journey: the campus administrator's and the university's. */
  movers: { byCampus: Mover; byUniversity: Mover };
  documented: { id: number };
  attendanceProgram: { programName: string };
  subjectName: string;
  present: string;
  absent: string;
  reportProgram: { id: number; programName: string };
  reportNames: string[];
}

/** Two campuses of the demo university with an administrator each, their programs and students. */
async function createFixture(): Promise<Fixture> {
  const prisma = createPrismaClient(e2e().databaseUrl);
  try {
    const factories = factoriesFor(prisma);
    const suffix = uniqueSuffix();
    const { universityId } = await prisma.campus.findUniqueOrThrow({ where: { id: DEFAULT_CAMPUS_ID } });
    const sourceCampus = await factories.createCampus({ universityId, campusName: `Source Campus ${suffix}` });
    const targetCampus = await factories.createCampus({ universityId, campusName: `Target Campus ${suffix}` });
    const sourceAdmin = await factories.createUser({ role: 'CollegeAdmin', campusId: sourceCampus.id });
    const universityAdmin = await factories.createUser({ role: 'UniAdmin', universityId });
    const targetAdmin = await factories.createUser({ role: 'CollegeAdmin', campusId: targetCampus.id });
    const program = await factories.createProgram({ universityId, runByCampusId: sourceCampus.id });
    await prisma.campusProgram.create({ data: { campusId: targetCampus.id, programId: program.id } });
    const student = (programId: number, firstName: string, extra: { gender?: 'male' | 'female' } = {}) =>
      factories.createStudent({ campusId: sourceCampus.id, programId, firstName, ...extra });

    const moverByCampus = await student(program.id, `Leaver${suffix}`);
    const moverByUniversity = await student(program.id, `Unimover${suffix}`);
    const documented = await student(program.id, `Papers${suffix}`);

    const attendanceProgram = await factories.createProgram({ universityId, runByCampusId: sourceCampus.id });
    const subjectName = `Attendance Subject ${suffix}`;
    await prisma.subject.create({
      data: {
        programId: attendanceProgram.id,
        subjectName,
        subjectType: 'regular',
        shortName: 'ATT',
        code: `ATT-${suffix}`,
        semester: 'First',
      },
    });
    const present = await student(attendanceProgram.id, `Here${suffix}`);
    const absent = await student(attendanceProgram.id, `Away${suffix}`);

    const reportProgram = await factories.createProgram({ universityId, runByCampusId: sourceCampus.id });
    const kaski = await prisma.district.findUniqueOrThrow({ where: { name: 'Kaski' } });
    const reportStudents = [
      await student(reportProgram.id, `Reporta${suffix}`, { gender: 'male' }),
      await student(reportProgram.id, `Reportb${suffix}`, { gender: 'female' }),
      await student(reportProgram.id, `Reportc${suffix}`, { gender: 'female' }),
    ];
    for (const reported of reportStudents) {
      await prisma.studentAddress.create({
        data: {
          studentId: reported.id,
          kind: 'permanent',
          provinceId: kaski.provinceId,
          districtId: kaski.id,
          wardNo: 4,
        },
      });
    }
    const fullName = (row: { firstName: string; lastName: string }) => `${row.firstName} ${row.lastName}`;
    return {
      suffix,
      sourceCampus,
      targetCampus,
      sourceAdmin,
      universityAdmin,
      targetAdmin,
      program,
      movers: {
        byCampus: { id: moverByCampus.id, fullName: fullName(moverByCampus) },
        byUniversity: { id: moverByUniversity.id, fullName: fullName(moverByUniversity) },
      },
      documented,
      attendanceProgram,
      subjectName,
      present: fullName(present),
      absent: fullName(absent),
      reportProgram,
      reportNames: reportStudents.map(fullName),
    };
  } finally {
    await prisma.$disconnect();
  }
}

describe.runIf(browserAvailable())('student records', () => {
  let browser: Browser;
  let fixture: Fixture;
  beforeAll(async () => {
    [browser, fixture] = await Promise.all([launchBrowser(), createFixture()]);
  });
  afterAll(() => browser?.close());

  const signInTo = async (page: Page, user: TestUser, to: string) =>
    signIn(page, user.email, user.password, `/login?redirect=${encodeURIComponent(to)}`);

  /**
   * `sender` transfers `transferring` out to the target campus, whose CollegeAdmin accepts the
   * pending transfer, downloads its document, and finds the student among the transferred-in.
   */
  async function transferJourney(sender: TestUser, transferring: Mover): Promise<void> {
    const { targetCampus, sourceCampus, program } = fixture;
    const document = writePdf('transfer-letter.pdf');
    {
      const { context, page } = await openPage(browser);
      await signInTo(page, sender, '/student-management/student-transfer-out');
      const active = section(page, 'Active Students');
      await search(active, transferring.fullName);
      await active.getByRole('button', { name: `Transfer ${transferring.fullName}` }).click();

      const dialog = page.getByRole('dialog', { name: 'Student Transfer Out' });
      await dialog.getByText(program.programName).waitFor();
      // The contract's checks run in the dialog before anything is sent or confirmed.
      await dialog.getByRole('button', { name: 'Transfer', exact: true }).click();
      await dialog.getByText('Choose the campus the student goes to').waitFor();
      await dialog.getByText(STUDENT_ACADEMICS_MESSAGES.transferReasonRequired).waitFor();
      await choose(page, dialog, 'Transfer to Campus', targetCampus.campusName);
      await choose(page, dialog, 'Target Program', program.programName);
      await dialog.getByLabel(labelled('Transfer Reason')).fill('The family moved to Pokhara');
      await dialog.getByLabel(labelled('Transfer Date (AD)')).fill('2025-08-01');
      expect(await dialog.getByLabel(labelled('Transfer Date (BS)')).inputValue()).toBe(
        formatCalendarDate(adToBs({ year: 2025, month: 8, day: 1 })),
      );
      await dialog.getByLabel('Transfer Document').setInputFiles(document);
      await dialog.getByRole('button', { name: 'Transfer', exact: true }).click();
      const confirm = page.getByRole('dialog', { name: 'Confirm the transfer' });
      await confirm.getByText(`Transfer ${transferring.fullName} to ${targetCampus.campusName}?`).waitFor();
      await confirm.getByRole('button', { name: 'Yes, transfer' }).click();
      await page.getByText(`${transferring.fullName} was transferred out`).waitFor();

      // The student leaves the active list and shows among the transfers out, pending.
      await active.getByText('No active students match.').waitFor();
      await section(page, 'Transfers Out')
        .getByRole('row')
        .filter({ hasText: transferring.fullName })
        .filter({ hasText: targetCampus.campusName })
        .filter({ hasText: 'pending' })
        .waitFor();
      await context.close();
    }
    {
      const { context, page } = await openPage(browser);
      await signInTo(page, fixture.targetAdmin, '/student-management/student-transfer-in');
      const pending = section(page, 'Pending Transfers')
        .getByRole('row')
        .filter({ hasText: transferring.fullName })
        .filter({ hasText: sourceCampus.campusName });
      await pending.waitFor();
      const letter = await downloaded(page, () =>
        pending.getByRole('button', { name: `Download the transfer document of ${transferring.fullName}` }).click(),
      );
      expect(letter.startsWith('%PDF-1.4')).toBe(true);

      await pending.getByRole('button', { name: `Accept ${transferring.fullName}` }).click();
      const confirm = page.getByRole('dialog', { name: 'Accept the transfer' });
      await confirm.getByRole('button', { name: 'Yes, accept' }).click();
      await page
        .getByText(`${transferring.fullName} is now a student of this campus, waiting for verification`)
        .waitFor();
      await section(page, 'Pending Transfers').getByText('No transfer is waiting for this campus.').waitFor();

      // An accepted transfer waits for verification, like a new registration.
      const transferredIn = section(page, 'Transferred-in Students');
      await choose(page, transferredIn, 'Verification', 'Waiting for verification');
      await search(transferredIn, transferring.fullName);
      const row = transferredIn
        .getByRole('row')
        .filter({ hasText: transferring.fullName })
        .filter({ hasText: sourceCampus.campusName })
        .filter({ hasText: program.programName });
      await row.waitFor();
      const edit = row.getByRole('link', { name: `Edit ${transferring.fullName}` });
      expect(await edit.getAttribute('href')).toMatch(/^\/student-management\/student-edit\/\d+$/);
      // A new record at this campus, not the source campus's.
      expect(await edit.getAttribute('href')).not.toBe(`/student-management/student-edit/${transferring.id}`);
      await expect(
        transferredIn.getByRole('link', { name: 'Register a transfer from outside HEMIS' }).getAttribute('href'),
      ).resolves.toBe('/student-management/student-transfer-in/register');
      await context.close();
    }
  }

  it('a university administrator transfers a student out to another campus in HEMIS, which accepts the pending transfer and lists the student as transferred in', async () => {
    await transferJourney(fixture.universityAdmin, fixture.movers.byUniversity);
  });

  it('a campus administrator transfers a student out to another campus in HEMIS, which accepts the pending transfer and lists the student as transferred in', async () => {
    await transferJourney(fixture.sourceAdmin, fixture.movers.byCampus);
  });

  it("uploads a student's photo and transcript, shows them again after a reload, and clears the photo", async () => {
    const { context, page } = await openPage(browser);
    await signInTo(page, fixture.sourceAdmin, `/student-management/documents/${fixture.documented.id}`);
    await page.getByRole('heading', { name: 'Student Document Uploader' }).waitFor();
    const form = page.getByRole('form', { name: 'Student documents' });
    const photo = () => form.getByRole('group', { name: 'Profile Photo' });
    const transcript = () =>
      form.getByRole('group', { name: 'SEE', exact: true }).getByRole('group', { name: 'Transcript' });

    await photo().getByLabel('Profile Photo file').setInputFiles(LOGO_FILE);
    await transcript().getByLabel('Transcript file').setInputFiles(writePdf('see-transcript.pdf'));
    await photo().getByText('New file: campus-66-logo.png').waitFor();
    await form.getByLabel('Remark').fill('Originals seen at the office');
    await form.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Documents saved').waitFor();

    await page.reload();
    const image = photo().getByRole('img', { name: 'Profile Photo' });
    await image.waitFor();
    // The picture really shows: the browser decoded the file the server sent.
    await expect
      .poll(() => image.evaluate((element) => (element as unknown as { naturalWidth: number }).naturalWidth))
      .toBeGreaterThan(0);
    expect(await image.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    const pdf = await downloaded(page, () => transcript().getByRole('button', { name: 'Download Transcript' }).click());
    expect(pdf.startsWith('%PDF-1.4')).toBe(true);
    expect(await form.getByLabel('Remark').inputValue()).toBe('Originals seen at the office');

    await photo().getByRole('button', { name: 'Clear Profile Photo' }).click();
    await photo().getByText('Will be cleared on save').waitFor();
    await form.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Documents saved').waitFor();
    await page.reload();
    await transcript().getByRole('button', { name: 'Download Transcript' }).waitFor();
    await photo().getByText('No file').waitFor();
    expect(await photo().getByRole('img').count()).toBe(0);
    await context.close();
  });

  it("marks a day's attendance, everyone present unless marked absent, and shows it again after a reload", async () => {
    const { context, page } = await openPage(browser);
    await signInTo(page, fixture.sourceAdmin, '/student-management/attendance');
    const load = async () => {
      const form = page.getByRole('form', { name: 'Class and day' });
      await choose(page, form, 'Program', fixture.attendanceProgram.programName);
      await choose(page, form, 'Semester/Year', 'First semester');
      await choose(page, form, 'Subject', fixture.subjectName);
      await form.getByLabel(labelled('Date (AD)')).fill('2025-08-01');
      await form.getByRole('button', { name: 'Load students' }).click();
      await page
        .getByRole('table', { name: 'Attendance' })
        .getByRole('row')
        .filter({ hasText: fixture.absent })
        .waitFor();
    };
    const presentSwitch = (name: string) => page.getByLabel(`${name} present`);

    // The class is asked for before any student is loaded.
    const form = page.getByRole('form', { name: 'Class and day' });
    await form.getByRole('button', { name: 'Load students' }).click();
    await form.getByText(STUDENT_MESSAGES.programRequired).waitFor();
    await form.getByText(STUDENT_ACADEMICS_MESSAGES.subjectRequired).waitFor();
    await load();
    await page.getByText('Not saved yet for this day: 2 of 2 present').waitFor();
    expect(await presentSwitch(fixture.present).isChecked()).toBe(true);
    expect(await presentSwitch(fixture.absent).isChecked()).toBe(true);
    await presentSwitch(fixture.absent).click();
    await page.getByRole('button', { name: 'Save attendance' }).click();
    await page.getByText('Attendance saved').waitFor();

    await page.reload();
    await load();
    await page.getByText('Saved attendance of this day: 1 of 2 present').waitFor();
    expect(await presentSwitch(fixture.present).isChecked()).toBe(true);
    expect(await presentSwitch(fixture.absent).isChecked()).toBe(false);
    await context.close();
  });

  it('shows students by district with a totals row and downloads the report and the student details as CSV', async () => {
    const { context, page } = await openPage(browser);
    await signInTo(page, fixture.sourceAdmin, '/student-by-district');
    const main = page.getByRole('main');
    await choose(page, main, 'Program', fixture.reportProgram.programName);
    const table = page.getByRole('table', { name: 'Students by district' });
    const kaski = table.getByRole('row').filter({ hasText: 'Kaski' });
    await kaski.waitFor();
    expect((await kaski.locator('td').allTextContents()).slice(0, 5)).toEqual(['Kaski', '1', '2', '0', '3']);
    const csv = await downloaded(page, () => main.getByRole('button', { name: 'Download CSV' }).click());
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r\n/);
    expect(lines[0]!.startsWith('District,Gender M,Gender F,Gender O,Gender Total,EDJ')).toBe(true);
    expect(lines).toContainEqual(expect.stringMatching(/^Kaski,1,2,0,3,/));
    expect(lines.at(-1)).toMatch(/^Total,1,2,0,3,/);

    await page.goto('/student-management/student-information-detail');
    await choose(page, main, 'Program', fixture.reportProgram.programName);
    const details = page.getByRole('table', { name: 'Student information details' });
    for (const name of fixture.reportNames) await details.getByRole('row').filter({ hasText: name }).waitFor();
    const detailsCsv = await downloaded(page, () => main.getByRole('button', { name: 'Download CSV' }).click());
    for (const name of fixture.reportNames) expect(detailsCsv).toContain(name);
    expect(detailsCsv).toContain('Kaski');
    expect(detailsCsv.split(/\r?\n/).filter(Boolean)).toHaveLength(fixture.reportNames.length + 1);
    await context.close();
  });
});
