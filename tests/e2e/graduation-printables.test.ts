/**
 * The graduation routes of the student menu and the printable papers (api-contract 6:
 * /student-management/graduationtable-setups, /graduation-management/graduationForm and
 * /graduationForm, /character-application): the registrar finds a graduate in the graduates
 * list of the student menu, prints the graduate's graduation form, and prints the application
 * for the character certificate, whose PDF names the graduate.
 */
import fs from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CAMPUS_ID } from '@hemis/contracts';
import { createPrismaClient } from '../../server/src/db/prisma.ts';
import { factoriesFor } from '../support/factories.ts';
import { pdfText } from '../support/pdf-text.ts';
import { browserAvailable, launchBrowser, openPage } from './support/browser.ts';
import { DEMO_ACCOUNTS, signIn, uniqueSuffix } from './support/journeys.ts';
import { e2e } from './support/worker-server.ts';

const from = (path: string) => `/login?redirect=${encodeURIComponent(path)}`;

describe.runIf(browserAvailable())('graduation printables', () => {
  let browser: Browser;
  const prisma = createPrismaClient(e2e().databaseUrl);
  const lastName = `Printed${uniqueSuffix()}`;
  const name = `ANJALI ${lastName.toUpperCase()}`;
  let graduationId: number;

  beforeAll(async () => {
    browser = await launchBrowser();
    const student = await factoriesFor(prisma).createStudent({ firstName: 'Anjali', lastName, status: 'graduated' });
    const campus = await prisma.campus.findUniqueOrThrow({ where: { id: DEFAULT_CAMPUS_ID } });
    const fiscalYear = await prisma.fiscalYear.findFirstOrThrow({ select: { id: true } });
    const graduation = await prisma.graduationApplication.create({
      data: {
        studentId: student.id,
        campusId: DEFAULT_CAMPUS_ID,
        universityId: campus.universityId,
        programId: student.programId,
        fiscalYearId: fiscalYear.id,
        studentType: 'regular',
        applicantNameEng: name,
        fatherName: 'Hari Prasad',
        enrolledYear: 2019,
        passedYear: 2023,
        campusRollNo: '58',
        division: 'First',
        searchName: name.toLowerCase(),
      },
    });
    graduationId = graduation.id;
  });
  afterAll(async () => {
    await browser?.close();
    await prisma.$disconnect();
  });

  it('lists the graduate under the student menu and prints the graduation form', async () => {
    const { context, page } = await openPage(browser);
    await signIn(page, DEMO_ACCOUNTS.CollegeAdmin, undefined, from('/student-management/graduationtable-setups'));
    await page.getByRole('heading', { name: 'Graduated Student List' }).waitFor();
    await page.getByRole('searchbox', { name: 'Search' }).fill(lastName.toLowerCase());
    await page.getByRole('row').filter({ hasText: name }).waitFor();

    for (const path of ['/graduationForm', '/graduation-management/graduationForm']) {
      await page.goto(path);
      await page.getByRole('heading', { name: 'Graduation Form' }).waitFor();
      await page.getByRole('searchbox', { name: 'Search' }).fill(lastName.toLowerCase());
      await page.getByRole('link', { name: `Print Form of ${name}` }).click();
      await page.waitForURL((url) => url.pathname === path && url.search === `?id=${graduationId}`);
    }
    const sheet = page.getByRole('region', { name: 'Printable graduation form' });
    await sheet.getByText(name, { exact: true }).waitFor();
    await sheet.getByText('Hari Prasad', { exact: true }).waitFor();
    await sheet.getByText(`Form No.: GF-${graduationId}`).waitFor();
    // The browser's print dialog is replaced: the journey checks the button asks for it.
    await page.evaluate("window.print = () => document.body.setAttribute('data-printed', 'yes')");
    await page.getByRole('button', { name: 'Print', exact: true }).click();
    expect(await page.locator('body').getAttribute('data-printed')).toBe('yes');
    await context.close();
  });

  it('prints the application for the character certificate of a chosen graduate', async () => {
    const { context, page } = await openPage(browser);
    await signIn(page, DEMO_ACCOUNTS.CollegeAdmin, undefined, from('/character-application'));
    await page.getByRole('heading', { name: 'Application for Character Certificate' }).waitFor();
    await page.getByRole('searchbox', { name: 'Search' }).fill(lastName.toLowerCase());
    await page.getByRole('link', { name: `Print Application of ${name}` }).click();
    await page.locator('iframe[title="Application for character certificate"]').waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download' }).click(),
    ]);
    const [first] = await pdfText(new Uint8Array(fs.readFileSync(await download.path())));
    expect(first).toContain('Application for Character Certificate');
    expect(first).toContain(name);
    await context.close();
  });
});
