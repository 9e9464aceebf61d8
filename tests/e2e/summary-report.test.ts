/**
 * The summary report through the screens (issue: dashboards and national reports): a campus
 * administrator opens /college-report, filters it by fiscal year, opens a section, and downloads
 * its table as CSV, Excel and PDF, and the teachers by joining type as CSV; each file holds the
 * figures the screen shows, counted again here from the database. The campus then uploads its
 * signed report and withdraws it. The grants body narrows its report to one university.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CAMPUS_ID, JOINING_TYPE_LABELS } from '@hemis/contracts';
import { pdfText } from '../support/pdf-text.ts';
import { browserAvailable, openPage } from './support/browser.ts';
import { useBrowser } from './support/use-browser.ts';
import { DEMO_ACCOUNTS, signIn } from './support/journeys.ts';

async function downloaded(page: Page, start: () => Promise<void>): Promise<{ name: string; bytes: Buffer }> {
  const [download] = await Promise.all([page.waitForEvent('download'), start()]);
  return { name: download.suggestedFilename(), bytes: fs.readFileSync(await download.path()) };
}

describe.runIf(browserAvailable())('summary report', () => {
  const journey = useBrowser();
  const { prisma } = journey;

  it('shows and downloads a campus’s enrollment by program as CSV, Excel and PDF', async () => {
    const year = await prisma.fiscalYear.findFirstOrThrow({ where: { activeFiscalYear: true } });
    const counted = { campusId: DEFAULT_CAMPUS_ID, status: 'active', isVerified: true, fiscalYearId: year.id } as const;
    const [largest] = await prisma.student.groupBy({
      by: ['programId'],
      where: counted,
      _count: { _all: true },
      orderBy: { _count: { programId: 'desc' } },
      take: 1,
    });
    const program = await prisma.program.findUniqueOrThrow({ where: { id: largest!.programId } });

    const { context, page } = await openPage(journey.browser);
    await signIn(
      page,
      DEMO_ACCOUNTS.CollegeAdmin,
      undefined,
      `/login?redirect=${encodeURIComponent('/college-report')}`,
    );
    await page.getByRole('heading', { name: /^Summary Report of / }).waitFor();
    await page.getByRole('group', { name: 'Report filters' }).getByLabel('Fiscal Year').click();
    await page.getByRole('option', { name: year.yearNepali }).click();
    await page
      .getByRole('heading', { name: new RegExp(`\\(F\\.Y\\. ${year.yearNepali.replace('/', '\\/')}\\)`) })
      .waitFor();

    const title = '(1) Enrollment by program';
    await page.getByRole('button', { name: title }).click();
    const table = page.getByRole('table', { name: title });
    const row = table.getByRole('row').filter({ hasText: program.programName });
    await row
      .getByRole('cell', { name: String(largest!._count._all), exact: true })
      .last()
      .waitFor();

    const csv = await downloaded(page, () => page.getByRole('button', { name: `Download ${title} as CSV` }).click());
    expect(csv.name).toBe('students-by-campus-and-program.csv');
    const text = csv.bytes.toString('utf-8');
    expect(text.charCodeAt(0)).toBe(0xfeff);
    expect(text).toContain('Level,Faculty,Program,Male,Female,Others,Total,Brahman');
    expect(text).toContain(`,${program.programName},`);

    const xlsx = await downloaded(page, () => page.getByRole('button', { name: `Download ${title} as Excel` }).click());
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.bytes as never);
    const sheet = workbook.worksheets[0]!;
    const [, header, ...rows] = sheet.getSheetValues() as unknown[][];
    const programRow = rows.find((cells) => cells[header!.indexOf('Program')] === program.programName)!;
    expect(programRow[header!.indexOf('Total')]).toBe(largest!._count._all);

    await page.getByRole('progressbar', { name: /Preparing/ }).waitFor({ state: 'detached' });
    const pdf = await downloaded(page, () => page.getByRole('button', { name: `Download ${title} as PDF` }).click());
    const pages = await pdfText(new Uint8Array(pdf.bytes));
    const [first] = pages;
    expect(first).toContain('Students by campus and program');
    expect(first).toContain(`Fiscal year ${year.yearNepali} (B.S.)`);
    // The program's name wraps in its narrow column of the wide table, on whichever page the
    // programs other journeys added leave it.
    expect(pages.join('').replace(/\s/g, '')).toContain(program.programName.replace(/\s/g, ''));
    expect(first).toMatch(/Verification code: (?:[A-Z2-7]{4}-){5}[A-Z2-7]{4}/);

    // The teachers by joining type download as the screen lists them: active teachers who had joined by the year's end.
    const teachers = await prisma.employee.groupBy({
      by: ['joiningType'],
      where: {
        campusId: DEFAULT_CAMPUS_ID,
        employeeStatus: true,
        employeeType: 'Teaching',
        OR: [{ joiningDateAd: null }, { joiningDateAd: { lte: year.endDateAd } }],
      },
      _count: { _all: true },
    });
    const joining = 'Teachers by joining type';
    await page.getByRole('button', { name: joining }).click();
    await page.getByRole('table', { name: joining }).waitFor();
    const joined = await downloaded(page, () =>
      page.getByRole('button', { name: `Download ${joining} as CSV` }).click(),
    );
    expect(joined.name).toBe('teachers-by-joining-type.csv');
    const [joinedHeader, ...joinedLines] = joined.bytes.toString('utf-8').slice(1).trim().split('\r\n');
    expect(joinedHeader).toBe('Joining type,Male,Female,Others,Total');
    const totals = Object.fromEntries(joinedLines.map((line) => [line.split(',')[0], Number(line.split(',').at(-1))]));
    for (const [joiningType, label] of Object.entries(JOINING_TYPE_LABELS))
      expect(totals[label], label).toBe(teachers.find((group) => group.joiningType === joiningType)?._count._all ?? 0);

    // The sections by age band, home province and teachers' qualification show their tables too.
    for (const section of ['(5) Students by age group', '(4) Students by province', 'Teachers by qualification']) {
      await page.getByRole('button', { name: section }).click();
      await page
        .getByRole('table', { name: section })
        .or(page.getByRole('region', { name: section }).getByText('No records for this selection.'))
        .waitFor();
    }

    // The campus uploads its signed report for the year, sees it listed, and withdraws it.
    const signed = path.join(os.tmpdir(), `signed-report-${Date.now()}.pdf`);
    fs.writeFileSync(signed, '%PDF-1.4\n%signed statistical report\n');
    const submitted = page.getByRole('region', { name: 'Statistical Report Submitted by Campus' });
    await submitted.getByLabel('Fiscal Year').click();
    await page.getByRole('option', { name: year.yearNepali }).click();
    await submitted.getByLabel('Signed report').setInputFiles(signed);
    await submitted.getByRole('button', { name: 'Add Report' }).click();
    const listed = submitted
      .getByRole('table', { name: 'Signed reports' })
      .getByRole('row')
      .filter({ hasText: year.yearNepali });
    await listed.waitFor();
    expect(await prisma.signedReport.count({ where: { campusId: DEFAULT_CAMPUS_ID, fiscalYearId: year.id } })).toBe(1);
    await listed.getByRole('button', { name: 'Withdraw' }).click();
    await page
      .getByRole('dialog', { name: 'Withdraw the signed report?' })
      .getByRole('button', { name: 'Withdraw' })
      .click();
    // The row leaves the accessibility tree while the dialog is open: wait for the answer first.
    await page.getByText('The signed report was withdrawn').waitFor();
    await listed.waitFor({ state: 'detached' });
    expect(await prisma.signedReport.count({ where: { campusId: DEFAULT_CAMPUS_ID, fiscalYearId: year.id } })).toBe(0);
    await context.close();
  });

  it('narrows the grants body’s report to one university, naming each row’s university and campus', async () => {
    const university = await prisma.campus.findUniqueOrThrow({
      where: { id: DEFAULT_CAMPUS_ID },
      select: { university: { select: { id: true, name: true } } },
    });
    const offerings = await prisma.student.groupBy({
      by: ['campusId', 'programId'],
      where: { universityId: university.university.id, status: 'active', isVerified: true },
    });

    const { context, page } = await openPage(journey.browser);
    await signIn(page, DEMO_ACCOUNTS.UgcAdmin, undefined, `/login?redirect=${encodeURIComponent('/ugc-report')}`);
    await page.getByRole('heading', { name: 'Summary Report of Nepal' }).waitFor();
    const filters = page.getByRole('group', { name: 'Report filters' });
    await filters.getByLabel('University').click();
    await page.getByRole('option', { name: university.university.name, exact: true }).click();

    const title = '(1) Enrollment by program';
    await page.getByRole('button', { name: title }).click();
    const table = page.getByRole('table', { name: title });
    await table.getByRole('row').nth(1).waitFor();
    expect(await table.getByRole('columnheader').allTextContents()).toEqual(
      expect.arrayContaining(['University', 'Campus', 'Program', 'GPI', 'Brahman']),
    );
    const named = await table.locator('tbody tr td:first-child').allTextContents();
    expect(new Set(named)).toEqual(new Set([university.university.name]));
    // The table shows a page; the pagination counts every campus program of the university.
    await page.getByText(new RegExp(`of ${offerings.length}$`)).waitFor();

    // Students' own rows, read for a whole university, come from a recent count that says when.
    // (Section (1), still open above, says so too.)
    await page.getByRole('button', { name: '(4) Students by province' }).click();
    await page
      .getByRole('region', { name: '(4) Students by province' })
      .getByText(/^Figures as counted at /)
      .waitFor();
    // Pass rates are counted from board-exam results: the seed records none, and journeys run
    // before this one on the same database may have recorded some for their own programs.
    const examined = await prisma.program.findMany({
      where: { students: { some: { universityId: university.university.id, boardExamResults: { some: {} } } } },
      select: { programName: true },
    });
    await page.getByRole('button', { name: '(1) Pass rate by program' }).click();
    const passRates = page.getByRole('region', { name: '(1) Pass rate by program' });
    if (examined.length === 0) {
      await passRates.getByText('No records for this selection.').waitFor();
    } else {
      for (const { programName } of examined) {
        await passRates.getByRole('row').filter({ hasText: programName }).first().waitFor();
      }
    }
    await context.close();
  });
});
