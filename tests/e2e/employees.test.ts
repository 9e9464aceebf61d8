/**
 * Employee management through the screens (issue: employees): a campus administrator adds a
 * department and a section, registers a teacher and a non-teaching employee through the
 * steppers, edits the teacher, uploads a document and the campus chief's signature, marks a
 * day's attendance and reads the teaching staff summary; a SuperAdmin registers a UGC employee.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CAMPUS_ID, EMPLOYEE_MESSAGES } from '@hemis/contracts';
import { factoriesFor } from '../support/factories.ts';
import { browserAvailable, openPage } from './support/browser.ts';
import { useBrowser } from './support/use-browser.ts';
import { DEMO_ACCOUNTS, signIn, uniqueSuffix } from './support/journeys.ts';
import { choose, labelled, LOGO_FILE } from './support/organization.ts';

const from = (path: string) => `/login?redirect=${encodeURIComponent(path)}`;
const stepHeading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name, exact: true });

async function next(page: Page, form: Locator, step: string) {
  await form.getByRole('button', { name: 'Next' }).click();
  await stepHeading(page, step).waitFor();
}

/** Fills every step of the stepper that is open on the General step; `work` fills the Work step. */
async function registerThroughStepper(
  page: Page,
  form: Locator,
  name: { first: string; last: string },
  work: () => Promise<void>,
) {
  await form.getByLabel(labelled('First Name')).fill(name.first);
  await form.getByLabel(labelled('Last Name')).fill(name.last);
  await form.getByLabel('Female').check();
  await form.getByLabel(labelled('Date of Birth (BS)')).fill('2045-03-10');
  await form.getByLabel(labelled('Citizenship No')).fill(`CZ-${name.last}`);
  await next(page, form, 'Address');
  await choose(page, form, 'Permanent Province', 'Bagmati');
  await choose(page, form, 'Permanent District', 'Kathmandu');
  await next(page, form, 'Work');
  await work();
  await form.getByLabel(labelled('Joining Date (BS)')).fill('2078-04-01');
  await next(page, form, 'Academic');
  await next(page, form, 'Bank');
  // The bank details are required (api-contract 8.2): Next stays on the step until they are given.
  await form.getByRole('button', { name: 'Next' }).click();
  await form.getByText(EMPLOYEE_MESSAGES.bankNameRequired).waitFor();
  await form.getByLabel(labelled('Bank Name')).fill('Nepal Bank');
  await form.getByLabel(labelled('Account Number')).fill('0010012345');
  await form.getByLabel(labelled('Branch')).fill('Putalisadak');
  await form.getByLabel(labelled('PAN No')).fill('300200100');
  await next(page, form, 'Review');
  await form.getByRole('button', { name: 'Register' }).click();
}

describe.runIf(browserAvailable())('employee management', () => {
  const journey = useBrowser();
  const { prisma } = journey;
  const suffix = uniqueSuffix();
  const teacher = { first: 'Sarita', last: `Teacher${suffix}` };
  const accountant = { first: 'Hari', last: `Accounts${suffix}` };

  it('adds a department and a section, then registers a teacher and a non-teaching employee through the steppers', async () => {
    const { context, page } = await openPage(journey.browser);
    await signIn(page, DEMO_ACCOUNTS.CollegeAdmin, undefined, from('/other-setup/add-department'));
    const department = `Physics ${suffix}`;
    const departmentForm = page.getByRole('form', { name: 'Add Department' });
    await departmentForm.getByLabel(labelled('Department Name')).fill(department);
    await departmentForm.getByRole('button', { name: /add|save/i }).click();
    await page.getByText('Department added successfully').waitFor();

    await page.goto('/other-setup/add-section');
    const sectionForm = page.getByRole('form', { name: 'Add Section' });
    const section = `Store ${suffix}`;
    await sectionForm.getByLabel(labelled('Section Name')).fill(section);
    await sectionForm.getByRole('button', { name: /add|save/i }).click();
    await page.getByText('Section added successfully').waitFor();

    await page.goto('/employee-management/employee-register?employeeType=teaching');
    const form = page.getByRole('form', { name: 'Teaching staff registration' });
    await stepHeading(page, 'General').waitFor();
    await form.getByLabel('Profile Photo', { exact: true }).setInputFiles(LOGO_FILE);
    await form.getByRole('img', { name: 'Profile Photo preview' }).waitFor();
    await registerThroughStepper(page, form, teacher, async () => {
      await choose(page, form, 'Position', 'Lecturer');
      await choose(page, form, 'Joining Type', 'Permanent');
      await choose(page, form, 'Department', department);
    });
    await page.getByText('Employee registered successfully').waitFor();
    await page.waitForURL((url) => url.pathname === '/employee-management/teaching-staff');
    const saved = await prisma.employee.findFirstOrThrow({
      where: { lastName: teacher.last },
      include: { department: true, files: true, addresses: { include: { district: true } } },
    });
    expect(saved).toMatchObject({
      campusId: DEFAULT_CAMPUS_ID,
      employeeType: 'Teaching',
      joiningType: 'permanent',
      dateOfBirthBs: '2045-03-10',
    });
    expect(saved.department?.departmentName).toBe(department);
    expect(saved.files.map((file) => file.kind)).toEqual(['ppSizePhoto']);
    expect(saved.addresses.map((address) => address.district?.name)).toEqual(['Kathmandu', 'Kathmandu']);

    await page.goto('/employee-management/employee-register?employeeType=administrator');
    const staffForm = page.getByRole('form', { name: 'Non-teaching staff registration' });
    await stepHeading(page, 'General').waitFor();
    await registerThroughStepper(page, staffForm, accountant, async () => {
      await choose(page, staffForm, 'Position', 'Accountant');
      await choose(page, staffForm, 'Joining Type', 'Contract');
      await choose(page, staffForm, 'Section', section);
    });
    await page.getByText('Employee registered successfully').waitFor();
    await page.waitForURL((url) => url.pathname === '/employee-management/non-teaching-staff');
    await page.getByRole('cell', { name: `${accountant.first} ${accountant.last}`, exact: true }).waitFor();
    await context.close();
  });

  it('edits the teacher, uploads a joining letter and the campus chief’s signature from the teaching list', async () => {
    const { context, page } = await openPage(journey.browser);
    await signIn(page, DEMO_ACCOUNTS.CollegeAdmin, undefined, from('/employee-management/teaching-staff'));
    const fullName = `${teacher.first} ${teacher.last}`;
    await page.getByRole('searchbox', { name: 'Search' }).fill(teacher.last);
    await page.getByRole('link', { name: `Edit ${fullName}` }).click();
    const form = page.getByRole('form', { name: 'Teaching staff registration' });
    await stepHeading(page, 'General').waitFor();
    expect(await form.getByLabel(labelled('First Name')).inputValue()).toBe(teacher.first);
    await next(page, form, 'Address');
    await next(page, form, 'Work');
    await form.getByLabel(labelled('Work Phone')).fill('9851000000');
    await next(page, form, 'Academic');
    await next(page, form, 'Bank');
    await next(page, form, 'Review');
    await form.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Employee updated successfully').waitFor();
    const employee = await prisma.employee.findFirstOrThrow({ where: { lastName: teacher.last } });
    expect(employee.workPhone).toBe('9851000000');

    await page.goto(`/employee-management/documents/${employee.id}`);
    const letter = page.getByRole('group', { name: 'Joining Letter' });
    await letter.getByLabel('Choose Joining Letter').setInputFiles(LOGO_FILE);
    await letter.getByRole('button', { name: 'Remove' }).waitFor();
    expect(
      (await prisma.employeeFile.findMany({ where: { employeeId: employee.id } })).map((file) => file.kind).sort(),
    ).toEqual(['joiningLetter', 'ppSizePhoto']);

    await page.goto('/employee-management/teaching-staff');
    await page.getByRole('searchbox', { name: 'Search' }).fill(teacher.last);
    await page.getByRole('link', { name: `Add sign for ${fullName}` }).click();
    const sign = page.getByRole('form', { name: 'Signature' });
    expect(await sign.getByLabel(labelled('Signatory Full Name')).inputValue()).toBe(fullName);
    await sign.getByLabel(labelled('Index')).fill('1');
    await sign.getByLabel('Sign in ID card').check();
    await sign.getByLabel('Signature', { exact: true }).setInputFiles(LOGO_FILE);
    await sign.getByRole('button', { name: 'Upload' }).click();
    await page.waitForURL((url) => url.pathname === '/signatureList');
    await page.getByRole('cell', { name: fullName, exact: true }).first().waitFor();
    expect(await prisma.signature.findFirst({ where: { employeeId: employee.id } })).toMatchObject({
      index: 1,
      isSignatureInIdCard: true,
    });
    await context.close();
  });

  it('marks a day’s attendance, shows it again after a reload, and reads the teaching summary with the campus’s counts', async () => {
    const { context, page } = await openPage(journey.browser);
    await signIn(page, DEMO_ACCOUNTS.CollegeAdmin, undefined, from('/employee-management/attendance'));
    await page.getByLabel('Date (AD)').fill('2024-07-17');
    const fullName = new RegExp(`${teacher.first} ${teacher.last}`);
    const box = page.getByRole('checkbox', { name: fullName });
    await box.uncheck();
    await page.getByRole('button', { name: 'Save attendance' }).click();
    await page.getByText('Attendance saved').waitFor();
    await page.reload();
    await page.getByLabel('Date (AD)').fill('2024-07-17');
    await page.getByText('This day was marked before; saving updates it.').waitFor();
    expect(await page.getByRole('checkbox', { name: fullName }).isChecked()).toBe(false);
    const employee = await prisma.employee.findFirstOrThrow({ where: { lastName: teacher.last } });
    expect(await prisma.employeeAttendance.findFirst({ where: { employeeId: employee.id } })).toMatchObject({
      hasAttended: false,
    });

    await page.goto('/employee-management/teaching-staff-summary');
    const teachers = await prisma.employee.count({
      where: { campusId: DEFAULT_CAMPUS_ID, employeeType: 'Teaching', employeeStatus: true },
    });
    const total = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Total', exact: true }) });
    expect(await total.getByRole('cell').last().textContent()).toBe(String(teachers));
    await context.close();
  });

  it('lets a SuperAdmin register a UGC employee, listed among the UGC employees', async () => {
    const { context, page } = await openPage(journey.browser);
    await signIn(
      page,
      DEMO_ACCOUNTS.SuperAdmin,
      undefined,
      from('/employee-management/employee-register?employeeType=ugcadmin'),
    );
    const form = page.getByRole('form', { name: 'UGC Employee registration' });
    await stepHeading(page, 'General').waitFor();
    const officer = { first: 'Bimala', last: `Ugc${suffix}` };
    await registerThroughStepper(page, form, officer, async () => {
      await choose(page, form, 'Position', 'Section Officer');
      await choose(page, form, 'Joining Type', 'Permanent');
    });
    await page.getByText('Employee registered successfully').waitFor();
    await page.waitForURL((url) => url.pathname === '/employee-management/ugc-employee');
    await page.getByRole('cell', { name: `${officer.first} ${officer.last}`, exact: true }).waitFor();
    expect(await prisma.employee.findFirstOrThrow({ where: { lastName: officer.last } })).toMatchObject({
      campusId: null,
      universityId: null,
    });
    await context.close();
  });

  it('shows a UniAdmin the staff of its university’s campuses and none of another university’s', async () => {
    const admin = await prisma.user.findUniqueOrThrow({ where: { email: DEMO_ACCOUNTS.UniAdmin } });
    const otherCampus = await prisma.campus.findFirstOrThrow({ where: { universityId: { not: admin.universityId! } } });
    const elsewhere = { first: 'Outside', last: `Other${suffix}` };
    await factoriesFor(prisma).createEmployee({
      campusId: otherCampus.id,
      firstName: elsewhere.first,
      lastName: elsewhere.last,
    });
    const { context, page } = await openPage(journey.browser);
    await signIn(page, DEMO_ACCOUNTS.UniAdmin, undefined, from('/employee-management/employee-list'));
    const search = page.getByRole('searchbox', { name: 'Search' });
    await search.fill(teacher.last);
    await page.getByRole('cell', { name: `${teacher.first} ${teacher.last}`, exact: true }).waitFor();
    await search.fill(elsewhere.last);
    await page.getByText('No staff registered yet.').waitFor();
    await context.close();
  });
});
