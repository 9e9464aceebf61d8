/**
 * The dashboard through the screens (issue: dashboards and national reports): a campus
 * administrator's home shows the campus's figures under the module tiles, the cards agree with
 * the students counted here from the database, each chart has its table, and choosing a fiscal
 * year narrows the figures to the students enrolled in it; the grants body sees the country.
 */
import { describe, expect, it, onTestFinished } from 'vitest';
import { DEFAULT_CAMPUS_ID } from '@hemis/contracts';
import { browserAvailable, openPage } from './support/browser.ts';
import { useBrowser } from './support/use-browser.ts';
import { DEMO_ACCOUNTS, signIn } from './support/journeys.ts';

describe.runIf(browserAvailable())('dashboard', () => {
  const journey = useBrowser();
  const { prisma } = journey;

  const format = (value: number) => value.toLocaleString('en-IN');

  it('shows a campus its own figures with a table for each chart, narrowed by fiscal year', async () => {
    const counted = { campusId: DEFAULT_CAMPUS_ID, status: 'active', isVerified: true } as const;
    const students = await prisma.student.count({ where: counted });
    const { context, page } = await openPage(journey.browser);
    await signIn(page, DEMO_ACCOUNTS.CollegeAdmin);
    const figures = page.getByRole('region', { name: 'Figures' });
    const card = figures.getByRole('region', { name: 'Students', exact: true });
    await card.getByText(format(students), { exact: true }).waitFor();

    const byProgram = figures.getByRole('figure', { name: 'Students by program' });
    await byProgram.locator('svg').first().waitFor();
    await byProgram.getByRole('button', { name: 'Show table' }).click();
    const table = byProgram.getByRole('table', { name: 'Students by program' });
    const largest = await prisma.student.groupBy({
      by: ['programId'],
      where: counted,
      _count: { _all: true },
      orderBy: { _count: { programId: 'desc' } },
      take: 1,
    });
    const program = await prisma.program.findUniqueOrThrow({ where: { id: largest[0]!.programId } });
    await table
      .getByRole('row')
      .filter({ hasText: program.programName })
      .getByText(String(largest[0]!._count._all))
      .waitFor();
    // The other charts keep their tables for screen readers while they show the chart.
    expect(await figures.getByRole('figure', { name: 'Students by ethnic group' }).getByRole('table').count()).toBe(1);

    const year = await prisma.fiscalYear.findFirstOrThrow({ where: { activeFiscalYear: true } });
    const inYear = await prisma.student.count({ where: { ...counted, fiscalYearId: year.id } });
    await figures.getByLabel('Fiscal Year').click();
    await page.getByRole('option', { name: year.yearNepali }).click();
    await card.getByText(format(inYear), { exact: true }).waitFor();
    await context.close();
  });

  it('shows the pass rate of the campus’s board exams by program, counted from who appeared and passed', async () => {
    const counted = { campusId: DEFAULT_CAMPUS_ID, status: 'active', isVerified: true } as const;
    const first = await prisma.student.findFirstOrThrow({ where: counted, orderBy: { id: 'asc' } });
    const sameProgram = await prisma.student.findMany({
      where: { ...counted, programId: first.programId, admissionYearId: first.admissionYearId },
      orderBy: { id: 'asc' },
      take: 4,
    });
    const program = await prisma.program.findUniqueOrThrow({ where: { id: first.programId } });
    const year = await prisma.fiscalYear.findFirstOrThrow({ where: { activeFiscalYear: true } });
    const exam = await prisma.examSchedule.create({
      data: {
        campusId: first.campusId,
        universityId: first.universityId,
        fiscalYearId: year.id,
        batchId: first.admissionYearId,
        programId: first.programId,
        examType: 'external',
        boardSitting: 'Regular',
        examName: 'Dashboard board exam',
        dateFrom: year.startDateAd,
        dateTo: year.startDateAd,
        dateFromNepali: year.startDateBs,
        dateToNepali: year.startDateBs,
      },
    });
    // Every one appeared; all but the last passed.
    await prisma.boardExamResult.createMany({
      data: sameProgram.map((student, index) => ({
        examScheduleId: exam.id,
        studentId: student.id,
        campusId: student.campusId,
        appeared: true,
        passed: index < sameProgram.length - 1,
      })),
    });
    const passed = sameProgram.length - 1;
    const rate = Math.round((passed / sameProgram.length) * 10000) / 100;

    // Later journeys of this worker share the database and expect the campus as seeded.
    onTestFinished(async () => {
      await prisma.boardExamResult.deleteMany({ where: { examScheduleId: exam.id } });
      await prisma.examSchedule.delete({ where: { id: exam.id } });
    });

    const { context, page } = await openPage(journey.browser);
    await signIn(page, DEMO_ACCOUNTS.CollegeAdmin);
    const chart = page.getByRole('figure', { name: 'Board exam pass rate by program' });
    await chart.locator('svg').first().waitFor();
    await chart.getByRole('button', { name: 'Show table' }).click();
    const row = chart.getByRole('table').getByRole('row').filter({ hasText: program.programName });
    expect(await row.getByRole('cell').allTextContents()).toEqual([
      program.programName,
      String(sameProgram.length),
      String(passed),
      String(rate),
    ]);
    await context.close();
  });

  it('shows the grants body the whole country at /dashboard', async () => {
    const students = await prisma.student.count({ where: { status: 'active', isVerified: true } });
    const campuses = await prisma.campus.count();
    const { context, page } = await openPage(journey.browser);
    await signIn(page, DEMO_ACCOUNTS.SuperAdmin, undefined, `/login?redirect=${encodeURIComponent('/dashboard')}`);
    const figures = page.getByRole('region', { name: 'Figures' });
    await figures
      .getByRole('region', { name: 'Students', exact: true })
      .getByText(format(students), { exact: true })
      .waitFor();
    await figures.getByRole('region', { name: 'Campuses' }).getByText(format(campuses), { exact: true }).waitFor();
    await figures.getByRole('figure', { name: 'Enrollment and graduation trend' }).locator('svg').first().waitFor();
    await page.screenshot({ path: '/tmp/dashboard.png', fullPage: true });
    await context.close();
  });
});
