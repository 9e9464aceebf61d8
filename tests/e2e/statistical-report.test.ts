/**
 * The statistical report through the screens (issue: dashboards and national reports): a campus
 * administrator opens /form-management/statisticalReport for the active fiscal year, opens the
 * enrolment section, sees the figures counted again here from the database, reads what the
 * financial section says of bank details, and exports the whole report as one PDF holding the
 * same figures.
 */
import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_CAMPUS_ID,
  STATISTICAL_REPORT_MESSAGES,
  STATISTICAL_REPORT_SECTIONS,
  statisticalReportSection,
} from '@hemis/contracts';
import { pdfText } from '../support/pdf-text.ts';
import { browserAvailable, openPage } from './support/browser.ts';
import { useBrowser } from './support/use-browser.ts';
import { DEMO_ACCOUNTS, signIn } from './support/journeys.ts';

async function downloaded(page: Page, start: () => Promise<void>): Promise<{ name: string; bytes: Buffer }> {
  const [download] = await Promise.all([page.waitForEvent('download'), start()]);
  return { name: download.suggestedFilename(), bytes: fs.readFileSync(await download.path()) };
}

const squeezed = (text: string) => text.replace(/\s+/g, '');

describe.runIf(browserAvailable())('statistical report', () => {
  const journey = useBrowser();
  const { prisma } = journey;

  it('shows a campus’s enrolment by year and semester and exports the whole report as one PDF', async () => {
    const year = await prisma.fiscalYear.findFirstOrThrow({ where: { activeFiscalYear: true } });
    const counted = { campusId: DEFAULT_CAMPUS_ID, status: 'active', isVerified: true, fiscalYearId: year.id } as const;
    // The campus's largest group of the year: one program in one year (annual) or semester.
    const groups = [
      ...(
        await prisma.student.groupBy({
          by: ['programId', 'year'],
          where: { ...counted, program: { programType: 'annual' }, year: { not: null } },
          _count: { _all: true },
        })
      ).map((group) => ({
        system: 'annual' as const,
        programId: group.programId,
        period: `${group.year} year`,
        count: group._count._all,
      })),
      ...(
        await prisma.student.groupBy({
          by: ['programId', 'semester'],
          where: { ...counted, program: { programType: 'semester' }, semester: { not: null } },
          _count: { _all: true },
        })
      ).map((group) => ({
        system: 'semester' as const,
        programId: group.programId,
        period: `${group.semester} semester`,
        count: group._count._all,
      })),
    ].sort((a, b) => b.count - a.count);
    const largest = groups[0]!;
    const program = await prisma.program.findUniqueOrThrow({ where: { id: largest.programId } });
    const periodWhere =
      largest.system === 'annual'
        ? { year: largest.period.split(' ')[0] as never }
        : { semester: largest.period.split(' ')[0] as never };
    const byGender = await prisma.student.groupBy({
      by: ['gender'],
      where: { ...counted, programId: program.id, ...periodWhere },
      _count: { _all: true },
    });
    const ofGender = (gender: string) => byGender.find((group) => group.gender === gender)?._count._all ?? 0;
    const campus = await prisma.campus.findUniqueOrThrow({ where: { id: DEFAULT_CAMPUS_ID } });

    const { context, page } = await openPage(journey.browser);
    await signIn(
      page,
      DEMO_ACCOUNTS.CollegeAdmin,
      undefined,
      `/login?redirect=${encodeURIComponent('/form-management/statisticalReport')}`,
    );
    await page
      .getByRole('heading', {
        name: `Statistical Report of ${campus.campusName} (F.Y. ${year.yearNepali})`,
      })
      .waitFor();

    const title = statisticalReportSection(
      largest.system === 'annual' ? 'annualEnrollment' : 'semesterEnrollment',
    ).title;
    await page.getByRole('button', { name: title }).click();
    const row = page
      .getByRole('table', { name: title })
      .getByRole('row')
      .filter({ hasText: program.programName })
      .filter({ hasText: largest.period });
    await row
      .getByRole('cell', { name: String(largest.count), exact: true })
      .last()
      .waitFor();

    const finance = statisticalReportSection('finance');
    await page.getByRole('button', { name: finance.title }).click();
    await page.getByText(STATISTICAL_REPORT_MESSAGES.noBankDetails).waitFor();

    const pdf = await downloaded(page, () => page.getByRole('button', { name: 'Export to PDF' }).click());
    expect(pdf.name).toBe('statistical-report.pdf');
    const pages = await pdfText(new Uint8Array(pdf.bytes));
    const text = pages.join('\n');
    expect(text).toContain('Statistical Report');
    expect(text).toContain(`Fiscal year ${year.yearNepali} (B.S.)`);
    for (const section of STATISTICAL_REPORT_SECTIONS) expect(text).toContain(section.title);
    expect(squeezed(text)).toContain(squeezed(STATISTICAL_REPORT_MESSAGES.noBankDetails));
    expect(squeezed(text)).toContain(
      squeezed(
        `${program.programName}${largest.period}${ofGender('male')}${ofGender('female')}${ofGender('other')}${largest.count}`,
      ),
    );
    for (const each of pages) expect(each).toMatch(/Verification code: (?:[A-Z2-7]{4}-){5}[A-Z2-7]{4}/);
    await context.close();
  });
});
