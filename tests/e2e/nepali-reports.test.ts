/**
 * A list and a report in Nepali (issue #32): a campus administrator who reads HEMIS in नेपाली
 * filters the enrolled students by program, sees the list's headings, periods and years in
 * Nepali, opens the statistical report, and exports it as a PDF whose headings are Nepali too.
 */
import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_CAMPUS_ID,
  STATISTICAL_REPORT_NEPALI_HEADINGS as NE,
  STATISTICAL_REPORT_SECTIONS,
  toNepaliDigits,
} from '@hemis/contracts';
import { pdfCopiedText } from '../support/pdf-text.ts';
import { browserAvailable, openPage } from './support/browser.ts';
import { useBrowser } from './support/use-browser.ts';
import { DEMO_ACCOUNTS, signIn } from './support/journeys.ts';
import { choose } from './support/organization.ts';
import { resetAccountLanguage } from './support/language.ts';

const ACCOUNT = DEMO_ACCOUNTS.CollegeAdmin;

/** The Nepali ordinals of the semesters, as the list names a student's period. */
const NEPALI_ORDINALS: Record<string, string> = {
  First: 'पहिलो',
  Second: 'दोस्रो',
  Third: 'तेस्रो',
  Fourth: 'चौथो',
  Fifth: 'पाँचौँ',
  Sixth: 'छैटौँ',
  Seventh: 'सातौँ',
  Eighth: 'आठौँ',
};

async function downloaded(page: Page, start: () => Promise<void>): Promise<{ name: string; bytes: Buffer }> {
  const [download] = await Promise.all([page.waitForEvent('download'), start()]);
  return { name: download.suggestedFilename(), bytes: fs.readFileSync(await download.path()) };
}

describe.runIf(browserAvailable())('a list and a report in Nepali', () => {
  const journey = useBrowser();
  const { prisma } = journey;

  afterAll(async () => {
    await resetAccountLanguage(ACCOUNT);
  });

  it('filters the enrolled students and exports the statistical report with Nepali headings', async () => {
    const year = await prisma.fiscalYear.findFirstOrThrow({ where: { activeFiscalYear: true } });
    // A student the list shows and the report's second section counts: of the campus's semester program, this year.
    const student = await prisma.student.findFirstOrThrow({
      where: {
        campusId: DEFAULT_CAMPUS_ID,
        isVerified: true,
        status: 'active',
        fiscalYearId: year.id,
        semester: { not: null },
        program: { programType: 'semester', campuses: { some: { campusId: DEFAULT_CAMPUS_ID, isActive: true } } },
      },
      orderBy: { id: 'asc' },
      select: {
        firstName: true,
        semester: true,
        admissionYear: { select: { batchNepali: true } },
        program: { select: { programName: true } },
      },
    });
    const campus = await prisma.campus.findUniqueOrThrow({ where: { id: DEFAULT_CAMPUS_ID } });

    const { context, page } = await openPage(journey.browser);
    await signIn(
      page,
      ACCOUNT,
      undefined,
      `/login?redirect=${encodeURIComponent('/student-management/verified-students')}`,
    );
    await page.getByRole('heading', { name: 'Successfully Enrolled Students' }).waitFor();
    const saved = page.waitForResponse(
      (response) =>
        response.request().method() === 'PUT' && /\/api\/User\/Language$/i.test(new URL(response.url()).pathname),
    );
    await page.getByLabel('Language').selectOption('ne');
    expect((await saved).status()).toBe(200);

    // The list: its title, headings, filters, and a student's period and admission year in Nepali.
    const title = 'सफलतापूर्वक भर्ना भएका विद्यार्थीहरू';
    await page.getByRole('heading', { name: title }).waitFor();
    const table = page.getByRole('table', { name: title });
    await table.getByRole('columnheader', { name: 'पूरा नाम' }).waitFor();
    await table.getByRole('columnheader', { name: 'भर्ना वर्ष' }).waitFor();
    expect(await table.getByRole('columnheader', { name: 'Full Name' }).count()).toBe(0);
    await page.getByRole('link', { name: 'विद्यार्थी थप्नुहोस्' }).waitFor();
    const main = page.locator('main');
    await choose(page, main, 'कार्यक्रम', student.program.programName);
    await main.getByRole('searchbox').fill(student.firstName);
    // The student's row (another student may share the first name): their period and admission year in Nepali.
    const row = table
      .getByRole('row')
      .filter({ hasText: student.firstName })
      .filter({ hasText: `${NEPALI_ORDINALS[student.semester!]} सेमेस्टर` })
      .filter({ hasText: toNepaliDigits(student.admissionYear.batchNepali) })
      .first();
    await row.waitFor({ timeout: 15_000 });
    await row.getByRole('link', { name: 'शैक्षिक विवरण' }).waitFor();

    // The statistical report: its title with the year in Devanagari digits, its sections and table headings.
    await page.goto('/form-management/statisticalReport');
    await page
      .getByRole('heading', {
        name: `${campus.campusName} को ${NE['Statistical Report']} (आ.व. ${toNepaliDigits(year.yearNepali)})`,
      })
      .waitFor();
    const semesterSection = NE[STATISTICAL_REPORT_SECTIONS[1].title];
    await page.getByRole('button', { name: semesterSection }).click();
    await page.getByRole('table', { name: semesterSection }).getByRole('columnheader', { name: NE.Program }).waitFor();

    const pdf = await downloaded(page, () => page.getByRole('button', { name: 'PDF मा निर्यात गर्नुहोस्' }).click());
    expect(pdf.name).toBe('statistical-report.pdf');
    const text = await pdfCopiedText(new Uint8Array(pdf.bytes));
    expect(text).toContain(NE['Statistical Report']);
    for (const section of STATISTICAL_REPORT_SECTIONS) expect(text).toContain(NE[section.title]);
    expect(text).toContain('छापिएको मिति');
    expect(text).not.toContain('Statistical Report');
    await context.close();
  });
});
