/**
 * Graduation through the screens (issue: graduation ...): a campus administrator graduates an
 * enrolled student from the student list and records a former student; both show in their
 * graduate lists, and the enrolled student has left the active lists.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEFAULT_CAMPUS_ID } from '@hemis/contracts';
import { createPrismaClient } from '../../server/src/db/prisma.ts';
import { factoriesFor } from '../support/factories.ts';
import { browserAvailable, launchBrowser, openPage } from './support/browser.ts';
import type {} from './support/context.ts';
import { DEMO_ACCOUNTS, signIn, uniqueSuffix } from './support/journeys.ts';
import { LOGO_FILE } from './support/organization.ts';

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
  const prisma = createPrismaClient(inject('e2e').databaseUrl);
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
});
