/**
 * Examinations through the screens (issue #26): a campus administrator schedules an internal exam
 * (its name left for the server to build), adds a routine, records attendance, enters marks
 * (refused above the full marks; a save over someone else's newer marks answers which student
 * changed and the grid reloads them), lists only the students who failed, and publishes the
 * results; the student then signs in, sees the result on their home and downloads the report
 * card, whose text shows the marks.
 */
import fs from 'node:fs';
import ExcelJS from 'exceljs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CAMPUS_ID, EXAM_MESSAGES as M } from '@hemis/contracts';
import { createPrismaClient } from '../../server/src/db/prisma.ts';
import { factoriesFor } from '../support/factories.ts';
import { pdfText } from '../support/pdf-text.ts';
import { browserAvailable, launchBrowser, openPage } from './support/browser.ts';
import { DEMO_ACCOUNTS, signIn, uniqueSuffix } from './support/journeys.ts';
import { choose, labelled } from './support/organization.ts';
import { e2e } from './support/worker-server.ts';

const from = (path: string) => `/login?redirect=${encodeURIComponent(path)}`;

describe.runIf(browserAvailable())('examinations', () => {
  let browser: Browser;
  const prisma = createPrismaClient(e2e().databaseUrl);
  const suffix = uniqueSuffix();
  /** What the first journey leaves for the second: the exam with marks entered, its student and subject. */
  let marked: {
    examId: number;
    examName: string;
    sitaName: string;
    hariName: string;
    subjectName: string;
    email: string;
    password: string;
  };

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await prisma.$disconnect();
  });

  it('schedules an exam, adds a routine, records attendance and enters marks, refused above full marks and reloaded after someone else’s save', async () => {
    const make = factoriesFor(prisma);
    const campus = await prisma.campus.findUniqueOrThrow({ where: { id: DEFAULT_CAMPUS_ID } });
    const program = await make.createProgram({
      universityId: campus.universityId,
      runByCampusId: DEFAULT_CAMPUS_ID,
      programType: 'semester',
      programName: `Exam Program ${suffix}`,
    });
    const subject = await prisma.subject.create({
      data: {
        programId: program.id,
        subjectName: `Accountancy ${suffix}`,
        subjectType: 'regular',
        shortName: 'ACC',
        code: `ACC${suffix}`,
        semester: 'First',
      },
    });
    const account = await make.createUser({ role: 'Student' });
    const sita = await make.createStudent({
      programId: program.id,
      firstName: `Sita${suffix}`,
      lastName: 'Rai',
      email: account.email,
      userId: account.id,
      rollNoManual: '1',
    });
    const hari = await make.createStudent({
      programId: program.id,
      firstName: `Hari${suffix}`,
      lastName: 'Thapa',
      rollNoManual: '2',
    });
    const sitaName = `${sita.firstName} ${sita.lastName}`;
    const hariName = `${hari.firstName} ${hari.lastName}`;
    const batch = await prisma.batch.findFirstOrThrow({ orderBy: { batchNepali: 'desc' } });
    const fiscalYear = await prisma.fiscalYear.findFirstOrThrow({ where: { activeFiscalYear: true } });
    const examName = `${program.shortName}-${batch.batchNepali}-First Semester-Internal Exam-${fiscalYear.yearNepali}`;

    const { context, page } = await openPage(browser);
    await signIn(page, DEMO_ACCOUNTS.CollegeAdmin, undefined, from('/exam-management/exam-schedule'));

    // The schedule: checked on the client first, named by the server when the name is left empty.
    const schedule = page.getByRole('form', { name: 'Exam schedule' });
    await schedule.getByRole('button', { name: 'Schedule Exam' }).click();
    await schedule.getByText(M.fiscalYearRequired).waitFor();
    await choose(page, schedule, 'Exam F.Y.', fiscalYear.yearNepali);
    await choose(page, schedule, 'Enrolled Batch', batch.batchNepali);
    await choose(page, schedule, 'Program Name', program.programName);
    await choose(page, schedule, 'Year/Semester', 'First semester');
    await schedule.getByLabel(labelled('Exam Start Date (BS)')).fill('2083-08-01');
    await schedule.getByLabel(labelled('Exam End Date (BS)')).fill('2083-07-20');
    await schedule.getByText(`Left empty, the exam is named ${examName}`).waitFor();
    await schedule.getByRole('button', { name: 'Schedule Exam' }).click();
    await schedule.getByText(M.dateToBeforeFrom).waitFor();
    await schedule.getByLabel(labelled('Exam End Date (BS)')).fill('2083-08-20');
    await schedule.getByRole('button', { name: 'Schedule Exam' }).click();
    await page.getByText(`${examName} was scheduled`).waitFor();
    const exam = await prisma.examSchedule.findFirstOrThrow({ where: { programId: program.id } });
    expect(exam.examName).toBe(examName);

    // The exam list leads to its routine.
    await page.getByRole('searchbox', { name: 'Search' }).fill(program.programName);
    const examRow = page.getByRole('row').filter({ hasText: examName });
    await examRow.getByText('Running').waitFor();
    // Edited: the form comes back filled, and the name is kept.
    await examRow.getByRole('link', { name: `Edit ${examName}` }).click();
    const edit = page.getByRole('form', { name: 'Exam schedule' });
    await expect.poll(() => edit.getByLabel(labelled('Exam Start Date (BS)')).inputValue()).toBe('2083-08-01');
    await edit.getByLabel('Details').fill('First term exam');
    await edit.getByRole('button', { name: 'Update Exam' }).click();
    await page.getByText(`${examName} was updated`).waitFor();
    expect((await prisma.examSchedule.findUniqueOrThrow({ where: { id: exam.id } })).description).toBe(
      'First term exam',
    );
    await page.getByRole('searchbox', { name: 'Search' }).fill(program.programName);
    await examRow.getByRole('link', { name: `Add routine to ${examName}` }).click();
    const routine = page.getByRole('form', { name: 'Exam routine' });
    await choose(page, routine, 'Subject', `${subject.subjectName} (${subject.code})`);
    await routine.getByLabel(labelled('Exam Date (BS)')).fill('2083-08-05');
    await routine.getByLabel(labelled('Exam Time')).fill('10:00');
    await routine.getByLabel(labelled('Full Marks (Th.)')).fill('100');
    await routine.getByLabel(labelled('Pass Marks (Th.)')).fill('40');
    await routine.getByRole('button', { name: 'Add Routine' }).click();
    await page.getByText(`The routine of ${subject.subjectName} was saved`).waitFor();

    // Attendance: Hari is absent.
    await page.getByRole('link', { name: `Manage attendance of ${subject.subjectName}` }).click();
    await page.getByRole('heading', { name: `Managing the exam attendance for ${examName}` }).waitFor();
    await page.getByRole('checkbox', { name: `${hariName} appeared` }).uncheck();
    await page.getByLabel(`Remarks of ${hariName}`).fill('Sick');
    await page.getByRole('button', { name: 'Save Attendance' }).click();
    await page.getByText(M.attendanceSaved).waitFor();
    const sittings = await prisma.examSitting.findMany({ where: { studentId: { in: [sita.id, hari.id] } } });
    expect(sittings.map((sitting) => [sitting.studentId, sitting.appeared]).sort()).toEqual(
      [
        [sita.id, true],
        [hari.id, false],
      ].sort(),
    );

    // Marks: only the appeared student, never above the full marks.
    await page.getByRole('link', { name: 'Enter marks' }).click();
    const sitaTheory = page.getByLabel(`Theory marks of ${sitaName}`);
    await sitaTheory.fill('150');
    await page.getByText(M.marksAboveFull).waitFor();
    expect(await page.getByRole('button', { name: 'Save Marks' }).isDisabled()).toBe(true);
    expect(await page.getByLabel(`Theory marks of ${hariName}`).count()).toBe(0);
    await sitaTheory.fill('72.5');
    // Someone else saves Sita's marks meanwhile: the save names her and the grid shows theirs.
    await prisma.examSitting.updateMany({
      where: { studentId: sita.id },
      data: { theoreticalMarks: 50, version: { increment: 1 } },
    });
    await page.getByRole('button', { name: 'Save Marks' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: sitaName })
      .filter({ hasText: 'changed by someone else' })
      .waitFor();
    await expect.poll(() => sitaTheory.inputValue()).toBe('50');
    await sitaTheory.fill('72.5');
    await page.getByRole('button', { name: 'Save Marks' }).click();
    await page.getByText(`${M.marksSaved}: 1 student`).waitFor();
    await context.close();
    marked = {
      examId: exam.id,
      examName,
      sitaName,
      hariName,
      subjectName: subject.subjectName,
      email: account.email,
      password: account.password,
    };
  });

  it('publishes the results, asks for a reason to change them afterwards, and the student downloads the report card with the marks', async () => {
    const { examId, examName, sitaName, hariName, subjectName } = marked;
    const { context, page } = await openPage(browser);
    // Results: published by the campus administrator.
    await signIn(page, DEMO_ACCOUNTS.CollegeAdmin, undefined, from(`/exam-management/view-result/${examId}`));
    await page.getByRole('row').filter({ hasText: sitaName }).getByText('72.5%').waitFor();
    // Only those who failed: Hari, absent.
    const result = page.getByRole('combobox', { name: 'Result' });
    await result.click();
    await page.getByRole('option', { name: 'Failed', exact: true }).click();
    await expect.poll(() => page.getByRole('row').filter({ hasText: sitaName }).count()).toBe(0);
    await page.getByRole('row').filter({ hasText: hariName }).getByText('FAIL').waitFor();
    await result.click();
    await page.getByRole('option', { name: 'All', exact: true }).click();
    await page.getByRole('row').filter({ hasText: sitaName }).waitFor();
    // The marks ledger: a subject's column per student.
    const [ledger] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Marks ledger (XLSX)' }).click(),
    ]);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await ledger.path());
    const cells: string[] = [];
    workbook.worksheets[0]!.eachRow((row) => cells.push(JSON.stringify(row.values)));
    const sitaLine = cells.find((line) => line.includes(sitaName));
    expect(sitaLine).toContain('72.5');
    expect(cells.some((line) => line.includes(subjectName))).toBe(true);
    await page.getByRole('button', { name: 'Publish Results' }).click();
    await page.getByRole('dialog', { name: 'Publish these results?' }).getByRole('button', { name: 'Publish' }).click();
    await page.getByRole('button', { name: 'Withdraw Results' }).waitFor();
    expect((await prisma.examSchedule.findUniqueOrThrow({ where: { id: examId } })).resultsPublishedAt).not.toBeNull();

    // A change after publishing asks for its reason.
    const paper = await prisma.examRoutine.findFirstOrThrow({ where: { examScheduleId: examId } });
    await page.goto(`/exam-management/marks-entry/${paper.id}`);
    await page.getByLabel(`Theory marks of ${sitaName}`).fill('74');
    await page.getByRole('button', { name: 'Save Marks' }).click();
    const asking = page.getByRole('dialog', { name: 'Change published marks?' });
    await asking.getByLabel(labelled('Reason')).fill('Rechecked the answer sheet');
    await asking.getByRole('button', { name: 'Save with this reason' }).click();
    await page.getByText(`${M.marksSaved}: 1 student`).waitFor();
    await context.close();

    // The student sees the result and downloads the report card.
    const own = await openPage(browser);
    await signIn(own.page, marked.email, marked.password, from('/student-home'));
    const results = own.page.getByRole('region', { name: 'My Results' });
    await results
      .getByRole('table', { name: `Marks of ${examName}` })
      .getByRole('row')
      .filter({ hasText: subjectName })
      .getByRole('cell', { name: '74', exact: true })
      .first()
      .waitFor();
    const [download] = await Promise.all([
      own.page.waitForEvent('download'),
      results.getByRole('button', { name: `Download the report card of ${examName}` }).click(),
    ]);
    const text = (await pdfText(new Uint8Array(fs.readFileSync(await download.path())))).join('\n');
    expect(text).toContain('PROVISIONAL STATEMENT OF MARKS');
    // The subject's row carries the marks as changed.
    expect(text).toMatch(new RegExp(`${subjectName}[^\\n]*\\b74\\b`));
    await own.context.close();
  });

  it('schedules a board exam, records who appeared and who passed, and lists the one who passed', async () => {
    const make = factoriesFor(prisma);
    const campus = await prisma.campus.findUniqueOrThrow({ where: { id: DEFAULT_CAMPUS_ID } });
    const program = await make.createProgram({
      universityId: campus.universityId,
      runByCampusId: DEFAULT_CAMPUS_ID,
      programType: 'semester',
      programName: `Board Program ${suffix}`,
    });
    const gita = await make.createStudent({ programId: program.id, firstName: `Gita${suffix}`, lastName: 'Karki' });
    const ram = await make.createStudent({ programId: program.id, firstName: `Ram${suffix}`, lastName: 'Shah' });
    const gitaName = `${gita.firstName} ${gita.lastName}`;
    const ramName = `${ram.firstName} ${ram.lastName}`;
    const batch = await prisma.batch.findFirstOrThrow({ orderBy: { batchNepali: 'desc' } });
    const fiscalYear = await prisma.fiscalYear.findFirstOrThrow({ where: { activeFiscalYear: true } });
    const examName = `${program.shortName}-${batch.batchNepali}-First Semester-Board Exam-Regular-${fiscalYear.yearNepali}`;

    const { context, page } = await openPage(browser);
    await signIn(page, DEMO_ACCOUNTS.CollegeAdmin, undefined, from('/pass-rate-management/exam-schedule'));
    const schedule = page.getByRole('form', { name: 'Exam schedule' });
    await choose(page, schedule, 'Exam F.Y.', fiscalYear.yearNepali);
    await choose(page, schedule, 'Enrolled Batch', batch.batchNepali);
    await choose(page, schedule, 'Program Name', program.programName);
    await choose(page, schedule, 'Year/Semester', 'First semester');
    await schedule.getByLabel(labelled('Exam Start Date (BS)')).fill('2083-07-01');
    await schedule.getByLabel(labelled('Exam End Date (BS)')).fill('2083-07-15');
    await schedule.getByRole('button', { name: 'Schedule Exam' }).click();
    await page.getByText(`${examName} was scheduled`).waitFor();

    await page.getByRole('searchbox', { name: 'Search' }).fill(program.programName);
    await page.getByRole('link', { name: `Update appeared of ${examName}` }).click();
    await page.getByRole('checkbox', { name: `Choose ${gitaName}` }).check();
    await page.getByRole('checkbox', { name: `Choose ${ramName}` }).check();
    await page.getByRole('button', { name: 'Submit Appear' }).click();
    await page
      .getByRole('row')
      .filter({ hasText: ramName })
      .getByRole('cell', { name: 'Appeared', exact: true })
      .waitFor();

    const exam = await prisma.examSchedule.findFirstOrThrow({ where: { programId: program.id } });
    await page.goto(`/pass-rate-management/student-result-entry?examschedule=${exam.id}`);
    await page.getByRole('checkbox', { name: `${gitaName} passed` }).check();
    await page.getByRole('button', { name: 'Submit Passed' }).click();
    await page.getByText('Passed students saved').waitFor();

    await page.goto(`/pass-rate-management/student-passed?examschedule=${exam.id}`);
    await page.getByRole('row').filter({ hasText: gitaName }).getByText('Passed', { exact: true }).waitFor();
    expect(await page.getByRole('row').filter({ hasText: ramName }).count()).toBe(0);
    await context.close();
  });
});
