/**
 * Graduation through the screens (issue: graduation ...): a campus administrator graduates an
 * enrolled student from the student list and records a former student; both show in their
 * graduate lists, and the enrolled student has left the active lists. From a graduate list the
 * registrar prints the character certificate, whose code read out of the downloaded PDF
 * verifies publicly, uploads the signed copy, and edits a graduation, removing a kept file.
 */
import fs from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CAMPUS_ID } from '@hemis/contracts';
import { createPrismaClient } from '../../server/src/db/prisma.ts';
import { factoriesFor } from '../support/factories.ts';
import { browserAvailable, launchBrowser, openPage } from './support/browser.ts';
import { DEMO_ACCOUNTS, signIn, uniqueSuffix } from './support/journeys.ts';
import { LOGO_FILE } from './support/organization.ts';
import { pdfText } from '../support/pdf-text.ts';
import { e2e } from './support/worker-server.ts';

const codesIn = (text: string) => [...text.matchAll(/((?:[A-Z2-7]{4}-){5}[A-Z2-7]{4})/g)].map((match) => match[1]!);

const from = (path: string) => `/login?redirect=${encodeURIComponent(path)}`;

async function fillDegree(page: Page) {
  const form = page.getByRole('form', { name: 'Graduation' });
  await form.getByLabel(/Graduated Fiscal Year/).click();
  await page.getByRole('option').first().click();
  await form.getByLabel(/Enrolled Year/).fill('2019');
  await form.getByLabel(/Passed Year/).fill('2023');
  await form.getByLabel('GPA/Percentage').fill('3.6');
  await form.getByLabel('Campus Roll No.').fill('77');
  return form;
}

describe.runIf(browserAvailable())('graduation', () => {
  let browser: Browser;
  const prisma = createPrismaClient(e2e().databaseUrl);
  const lastName = `Graduate${uniqueSuffix()}`;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await prisma.$disconnect();
  });

  it('graduates an enrolled student and records a former one; both are listed', async () => {
    const student = await factoriesFor(prisma).createStudent({
      campusId: DEFAULT_CAMPUS_ID,
      firstName: 'Bimala',
      lastName,
    });
    const fullName = `BIMALA ${lastName.toUpperCase()}`;
    const { context, page } = await openPage(browser);
    await signIn(page, DEMO_ACCOUNTS.CollegeAdmin, undefined, from('/graduation-management/student-list'));
    await page.getByRole('searchbox', { name: 'Search' }).fill(lastName);
    await page.getByRole('link', { name: `Graduate ${fullName}` }).click();
    await page.getByText(`Student Name:`).waitFor();
    await fillDegree(page);
    // The contract's rule: the passed year cannot be before the enrolled year.
    await page
      .getByRole('form', { name: 'Graduation' })
      .getByLabel(/Passed Year/)
      .fill('2018');
    await page.getByRole('button', { name: 'Submit Graduated' }).click();
    await page.getByText('Passed year cannot be before the enrolled year').waitFor();
    await page
      .getByRole('form', { name: 'Graduation' })
      .getByLabel(/Passed Year/)
      .fill('2023');
    await page.getByRole('button', { name: 'Submit Graduated' }).click();
    await page.waitForURL((url) => url.pathname === '/graduation-management/graduation-list');
    await page.getByRole('row').filter({ hasText: fullName }).waitFor();
    expect((await prisma.student.findUniqueOrThrow({ where: { id: student.id } })).status).toBe('graduated');

    const former = `Keshav ${lastName}`;
    await page.goto('/graduation-management/old-students');
    const form = await fillDegree(page);
    await form.getByLabel(/Applicant Name \(English\)/).fill(former);
    await form.getByLabel(/^Program/).click();
    await page.getByRole('option').first().click();
    await form.getByText('PP Size Photo').locator('input[type=file]').setInputFiles(LOGO_FILE);
    await page.getByRole('button', { name: 'Submit Graduated' }).click();
    await page.waitForURL((url) => url.pathname === '/graduation-management/graduation-list-old');
    await page.getByRole('row').filter({ hasText: former.toUpperCase() }).waitFor();
    const saved = await prisma.graduationApplication.findFirstOrThrow({
      where: { applicantNameEng: former.toUpperCase() },
      include: { files: true },
    });
    expect(saved).toMatchObject({ studentType: 'old', passedYear: 2023, studentId: null });
    expect(saved.files.map((file) => file.kind)).toEqual(['uploadPPSizePhoto']);
    await context.close();
  });

  it('prints a character certificate that verifies by its code, keeps the signed copy, and edits a graduation', async () => {
    const make = factoriesFor(prisma);
    const student = await make.createStudent({ campusId: DEFAULT_CAMPUS_ID, firstName: 'Sarita', lastName });
    const campus = await prisma.campus.findUniqueOrThrow({ where: { id: DEFAULT_CAMPUS_ID } });
    const fiscalYear = await prisma.fiscalYear.findFirstOrThrow({ select: { id: true } });
    const name = `SARITA ${lastName.toUpperCase()}`;
    const graduation = await prisma.graduationApplication.create({
      data: {
        studentId: student.id,
        campusId: DEFAULT_CAMPUS_ID,
        universityId: campus.universityId,
        programId: student.programId,
        fiscalYearId: fiscalYear.id,
        studentType: 'regular',
        applicantNameEng: name,
        fatherName: 'Ram Bahadur',
        enrolledYear: 2018,
        passedYear: 2022,
        campusRollNo: '31',
        searchName: name.toLowerCase(),
        files: {
          create: {
            kind: 'uploadOtherDoc',
            storageKey: 'graduations/missing.pdf',
            fileName: 'other.pdf',
            contentType: 'application/pdf',
            size: 1,
          },
        },
      },
    });
    await prisma.student.update({ where: { id: student.id }, data: { status: 'graduated' } });

    const { context, page } = await openPage(browser);
    await signIn(page, DEMO_ACCOUNTS.CollegeAdmin, undefined, from('/graduation-management/graduation-list'));
    await page.getByRole('searchbox', { name: 'Search' }).fill(lastName.toLowerCase());
    await page.getByRole('link', { name: `Generate the character certificate of ${name}` }).click();
    await page
      .getByRole('region', { name: "University's Details of the Student" })
      .getByText('Not generated yet')
      .waitFor();
    await page.getByRole('button', { name: 'Generate Character Certificate' }).click();
    await page.locator('iframe[title="Character certificate"]').waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download' }).click(),
    ]);
    const [certificate] = await pdfText(new Uint8Array(fs.readFileSync(await download.path())));
    expect(certificate).toContain('CHARACTER CERTIFICATE');
    expect(certificate).toContain(name);
    const [code] = codesIn(certificate!);
    // Printing recorded the day the certificate was generated.
    await page
      .getByRole('region', { name: "University's Details of the Student" })
      .getByText(/^\d{4}-\d{2}-\d{2}$/)
      .waitFor();

    const phone = await openPage(browser);
    await phone.page.goto(`/verify/${code}`);
    await phone.page.getByRole('status').filter({ hasText: 'Valid' }).waitFor();
    expect(await phone.page.getByText(name).isVisible()).toBe(true);
    await phone.context.close();

    await page.getByLabel('Signed character certificate').setInputFiles(LOGO_FILE);
    await page.getByRole('button', { name: 'Upload Signed CC' }).click();
    await page.getByRole('button', { name: 'View signed copy' }).waitFor();
    const certificateRow = await prisma.characterCertificate.findUniqueOrThrow({
      where: { graduationId: graduation.id },
    });
    expect(certificateRow.hasUploaded).toBe(true);

    await page.goto('/graduation-management/graduation-list');
    await page.getByRole('searchbox', { name: 'Search' }).fill(lastName.toLowerCase());
    await page.getByRole('link', { name: `Edit ${name}` }).click();
    const form = page.getByRole('form', { name: 'Graduation' });
    await form.getByLabel(/Passed Year/).waitFor();
    expect(await form.getByLabel(/Passed Year/).inputValue()).toBe('2022');
    await form.getByLabel(/Passed Year/).fill('2023');
    await page.getByRole('button', { name: 'Remove the kept Other Documents' }).click();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.waitForURL((url) => url.pathname === '/graduation-management/graduation-list');
    const saved = await prisma.graduationApplication.findUniqueOrThrow({
      where: { id: graduation.id },
      include: { files: true },
    });
    expect(saved.passedYear).toBe(2023);
    expect(saved.files).toEqual([]);
    await context.close();
  });
});
