/**
 * A student's academic information and the payment form (api-contract 6: /academic-info/:id
 * and /enrollment/:id), and the students' sections of /addSection: a campus administrator opens
 * an enrolled student's academic information from the enrolled list, records an enrolment
 * payment with its receipt (the scholarship asks for its amount first), and sees it listed;
 * a student of another campus is not found; a section of type Student is added at /addSection.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CAMPUS_ID } from '@hemis/contracts';
import { createPrismaClient } from '../../server/src/db/prisma.ts';
import { factoriesFor } from '../support/factories.ts';
import { browserAvailable, launchBrowser, openPage } from './support/browser.ts';
import { DEMO_ACCOUNTS, signIn, uniqueSuffix } from './support/journeys.ts';
import { labelled, LOGO_FILE } from './support/organization.ts';
import { e2e } from './support/worker-server.ts';

const from = (path: string) => `/login?redirect=${encodeURIComponent(path)}`;

describe.runIf(browserAvailable())('a student’s academic information and payments', () => {
  let browser: Browser;
  const prisma = createPrismaClient(e2e().databaseUrl);
  const suffix = uniqueSuffix();

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await prisma.$disconnect();
  });

  it('opens the academic information from the enrolled list and records a payment with its receipt', async () => {
    const make = factoriesFor(prisma);
    const lastName = `Academic${suffix}`;
    const student = await make.createStudent({ firstName: 'Manisha', lastName, rollNoManual: '42' });
    const program = await prisma.program.findUniqueOrThrow({ where: { id: student.programId } });
    const fullName = `MANISHA ${lastName.toUpperCase()}`;

    const { context, page } = await openPage(browser);
    await signIn(page, DEMO_ACCOUNTS.CollegeAdmin, undefined, from('/student-management/verified-students'));
    await page.getByRole('searchbox', { name: 'Search' }).fill(lastName);
    await page.getByRole('link', { name: `Academic information of ${fullName}` }).click();
    await page.waitForURL((url) => url.pathname === `/academic-info/${student.id}`);
    await page.getByRole('heading', { name: 'Student Academic Information' }).waitFor();
    const details = page.getByRole('region', { name: 'Academic Details' });
    await details.getByText(program.programName, { exact: true }).waitFor();
    await details.getByText('42', { exact: true }).waitFor();
    await page.getByText('No payments recorded yet.').waitFor();

    await page.getByRole('link', { name: 'Record a payment' }).click();
    await page.waitForURL((url) => url.pathname === `/enrollment/${student.id}`);
    const form = page.getByRole('form', { name: 'Payment Form' });
    await form.getByLabel(labelled('Fee to Pay (NPR)')).fill('15000');
    await form.getByLabel('Date of Payment (AD)').fill('2024-08-01');
    // The BS day follows the AD one.
    expect(await form.getByRole('textbox', { name: 'Date of Payment (BS)' }).inputValue()).toBe('2081-04-17');
    await form.getByLabel('Receipt', { exact: true }).setInputFiles(LOGO_FILE);
    await form.getByLabel('Has scholarship').check();
    await form.getByRole('button', { name: 'Record Payment' }).click();
    await form.getByText('Enter the scholarship amount, or untick the scholarship').waitFor();
    await form.getByLabel(labelled('Scholarship Amount (NPR)')).fill('5000');
    const recorded = page.waitForResponse(
      (response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/Enrollment',
    );
    await form.getByRole('button', { name: 'Record Payment' }).click();
    expect((await recorded).status()).toBe(201);
    const payments = page.getByRole('region', { name: 'Payments' });
    await payments.getByRole('row').filter({ hasText: '15,000' }).filter({ hasText: 'Attached' }).waitFor();

    const saved = await prisma.enrollment.findFirstOrThrow({ where: { studentId: student.id } });
    expect(saved).toMatchObject({
      campusId: DEFAULT_CAMPUS_ID,
      dateOfPayment: '2024-08-01',
      haveScholarship: true,
      yearSemesterType: 'Semester',
      yearSemester: 'First',
    });
    expect(Number(saved.feeToPay)).toBe(15000);
    expect(Number(saved.scholarshipAmount)).toBe(5000);
    expect(saved.receiptKey).not.toBeNull();

    await page.getByRole('link', { name: 'Academic information' }).click();
    await page
      .getByRole('region', { name: 'Enrollment Payments' })
      .getByRole('row')
      .filter({ hasText: '15,000' })
      .waitFor();
    await context.close();
  });

  it('does not show a student of another campus', async () => {
    const make = factoriesFor(prisma);
    const { universityId } = await prisma.campus.findUniqueOrThrow({ where: { id: DEFAULT_CAMPUS_ID } });
    const campus = await make.createCampus({ universityId, campusName: `Elsewhere Campus ${suffix}` });
    const stranger = await make.createStudent({ campusId: campus.id, lastName: `Stranger${suffix}` });
    const { context, page } = await openPage(browser);
    await signIn(page, DEMO_ACCOUNTS.CollegeAdmin, undefined, from(`/academic-info/${stranger.id}`));
    await page.getByText('No such student.').waitFor();
    await page.goto(`/enrollment/${stranger.id}`);
    await page.getByText('No such student.').waitFor();
    await context.close();
  });

  it('adds a students’ section at /addSection, kept apart from the staff sections', async () => {
    const { context, page } = await openPage(browser);
    await signIn(page, DEMO_ACCOUNTS.CollegeAdmin, undefined, from('/addSection'));
    await page.getByRole('heading', { name: 'Student Section Management' }).waitFor();
    const section = `Morning ${suffix}`;
    const form = page.getByRole('form', { name: 'Add Section' });
    await form.getByLabel(labelled('Section Name')).fill(section);
    await form.getByLabel('Index').fill('1');
    await form.getByRole('button', { name: /add|save/i }).click();
    await page.getByText('Section added successfully').waitFor();
    await page.getByRole('table', { name: 'Section list' }).getByRole('row').filter({ hasText: section }).waitFor();
    const saved = await prisma.section.findFirstOrThrow({ where: { sectionName: section } });
    expect(saved).toMatchObject({ campusId: DEFAULT_CAMPUS_ID, sectionType: 'Student', index: 1 });
    await context.close();
  });
});
