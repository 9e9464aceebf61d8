/**
 * The summary report through the screens (issue: dashboards and national reports): a campus
 * administrator opens /college-report, filters it by fiscal year, opens a section, and downloads
 * its table as CSV, Excel and PDF; each file holds the figures the screen shows, counted again
 * here from the database. The campus then uploads its signed report and withdraws it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEFAULT_CAMPUS_ID } from '@hemis/contracts';
import { createPrismaClient } from '../../server/src/db/prisma.ts';
import { pdfText } from '../support/pdf-text.ts';
import { browserAvailable, launchBrowser, openPage } from './support/browser.ts';
import type {} from './support/context.ts';
import { DEMO_ACCOUNTS, signIn } from './support/journeys.ts';

async function downloaded(page: Page, start: () => Promise<void>): Promise<{ name: string; bytes: Buffer }> {
  const [download] = await Promise.all([page.waitForEvent('download'), start()]);
  return { name: download.suggestedFilename(), bytes: fs.readFileSync(await download.path()) };
}

describe.runIf(browserAvailable())('summary report', () => {
  let browser: Browser;
  const prisma = createPrismaClient(inject('e2e').databaseUrl);

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await prisma.$disconnect();
  });

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

    const { context, page } = await openPage(browser);
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
    expect(csv.name).toBe('students-by-program.csv');
    const text = csv.bytes.toString('utf-8');
    expect(text.charCodeAt(0)).toBe(0xfeff);
    expect(text).toContain('Program,Male,Female,Other,Total');
    expect(text).toContain(`${program.programName},`);

    const xlsx = await downloaded(page, () => page.getByRole('button', { name: `Download ${title} as Excel` }).click());
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.bytes as never);
    const sheet = workbook.worksheets[0]!;
    const rows = sheet.getSheetValues().slice(2) as unknown[][];
    const programRow = rows.find((cells) => cells[1] === program.programName)!;
    expect(programRow[5]).toBe(largest!._count._all);

    await page.getByRole('progressbar', { name: /Preparing/ }).waitFor({ state: 'detached' });
    const pdf = await downloaded(page, () => page.getByRole('button', { name: `Download ${title} as PDF` }).click());
    const [first] = await pdfText(new Uint8Array(pdf.bytes));
    expect(first).toContain('Students by program');
    expect(first).toContain(`Fiscal year ${year.yearNepali} (B.S.)`);
    expect(first).toContain(program.programName);
    expect(first).toMatch(/Verification code: (?:[A-Z2-7]{4}-){5}[A-Z2-7]{4}/);

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
});
