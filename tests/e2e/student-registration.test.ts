/**
 * The student registration stepper through the screens (issue 9): a campus administrator
 * registers a student through every step with a photo, reviews and submits, and the student
 * is stored pending verification; a wrong field keeps the user on its step with the field's
 * message; and the same stepper edits the student.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { STUDENT_MESSAGES, STUDENT_RECORD_MESSAGES, VALIDATION_MESSAGES } from '@hemis/contracts';
import { factoriesFor } from '../support/factories.ts';
import { browserAvailable, openPage } from './support/browser.ts';
import { useBrowser } from './support/use-browser.ts';
import { DEMO_ACCOUNTS, signIn, uniqueSuffix } from './support/journeys.ts';
import { choose, labelled, LOGO_FILE } from './support/organization.ts';

const from = (path: string) => `/login?redirect=${encodeURIComponent(path)}`;

/** The step shown: its heading under the stepper. */
const stepHeading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name });

/** Picks the first real choice of a select (the campus's own programs and batches differ by seed). */
async function chooseFirst(page: Page, scope: Locator, label: string): Promise<string> {
  await scope.getByLabel(labelled(label)).click();
  const option = page.getByRole('option').filter({ hasNotText: 'None' }).first();
  const text = (await option.textContent()) ?? '';
  await option.click();
  await page.getByRole('listbox').waitFor({ state: 'detached' });
  return text;
}

async function next(page: Page, form: Locator, step: string) {
  await form.getByRole('button', { name: 'Next' }).click();
  await stepHeading(page, step).waitFor();
}

describe.runIf(browserAvailable())('student registration', () => {
  const journey = useBrowser();
  const { prisma } = journey;
  const suffix = uniqueSuffix();
  const rollNo = `R-${suffix}`;
  let studentId = 0;

  it('registers a student through every step with a photo, and the student waits for verification', async () => {
    const { context, page } = await openPage(journey.browser);
    await signIn(page, DEMO_ACCOUNTS.CollegeAdmin, undefined, from('/student-management/student-register'));
    const form = page.getByRole('form', { name: 'Register Student' });
    await stepHeading(page, 'General Information').waitFor();

    // A wrong step stays on screen with the contract's messages beside its fields.
    await form.getByLabel(labelled('Phone Number')).fill('12345');
    await form.getByRole('button', { name: 'Next' }).click();
    await form.getByText(VALIDATION_MESSAGES.firstNameRequired).waitFor();
    await form.getByText(STUDENT_MESSAGES.phoneInvalid).waitFor();
    await form.getByText(VALIDATION_MESSAGES.genderRequired).waitFor();
    expect(await stepHeading(page, 'General Information').isVisible()).toBe(true);

    await form.getByLabel('विद्यार्थीको नाम देवनागरीमा (unicode)').fill('सीता राई');
    await form.getByLabel(labelled('First Name')).fill('sita');
    expect(await form.getByLabel(labelled('First Name')).inputValue()).toBe('SITA');
    await form.getByLabel(labelled('Last Name')).fill(`rai${suffix.toLowerCase()}`);
    await form.getByLabel(labelled('Phone Number')).fill('9841234567');
    await form.getByLabel(labelled('Email')).fill(`sita-${suffix.toLowerCase()}@example.com`);
    await form.getByLabel(labelled('Date of Birth (BS)')).fill('2060-01-15');
    expect(await form.getByLabel(labelled('Date of Birth (AD)')).inputValue()).toBe('2003-04-28');
    await form.getByLabel('Female').check();
    await chooseFirst(page, form, 'Ethnicity');
    await form.getByLabel('Belong To EDG?').check();
    await form.getByLabel(labelled('Citizenship No.')).fill(`CZ-${suffix}`);
    await choose(page, form, 'Citizenship Issued District', 'Kathmandu');
    await form.getByLabel('PP size photo', { exact: true }).setInputFiles(LOGO_FILE);
    await form.getByRole('img', { name: 'PP size photo preview' }).waitFor();
    await next(page, form, 'Address Information');

    await choose(page, form, 'Permanent Province', 'Bagmati');
    await choose(page, form, 'Permanent District', 'Kathmandu');
    await chooseFirst(page, form, 'Permanent Local Level');
    await choose(page, form, 'Permanent Ward No.', '4');
    await form.getByLabel(labelled('Permanent Tole')).fill('Baneshwor');
    await form.getByLabel('Temporary address is the same as permanent').check();
    await next(page, form, 'Guardian Information');

    await form.getByLabel(labelled("Father's Name")).fill('Ram Rai');
    await form.getByLabel(labelled("Guardian's Name")).fill('Ram Rai');
    await form.getByLabel(labelled("Guardian's Phone No.")).fill('9851234567');
    await next(page, form, 'Program Registration');

    // The program step's required fields hold the user there too.
    await form.getByRole('button', { name: 'Next' }).click();
    await form.getByText(STUDENT_MESSAGES.levelRequired).waitFor();
    expect(await stepHeading(page, 'Program Registration').isVisible()).toBe(true);
    const level = await chooseFirst(page, form, 'Level');
    const faculty = await chooseFirst(page, form, 'Faculty');
    const program = await chooseFirst(page, form, 'Program');
    await chooseFirst(page, form, 'Admission Year');
    await form.getByLabel(labelled('Roll No.')).fill(rollNo);
    expect(await form.getByLabel(labelled('Fiscal Year')).textContent()).not.toBe('');
    expect(await form.getByLabel(labelled('Date of Enrollment (AD)')).inputValue()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await form.getByLabel(labelled('Entrance Score')).fill('72.5');
    await next(page, form, 'Review all');

    const review = form.getByRole('group', { name: 'Review all' });
    const row = (label: string) =>
      review.getByRole('row').filter({ has: page.getByRole('rowheader', { name: label, exact: true }) });
    expect(await row('Full Name (English)').textContent()).toContain(`SITA RAI${suffix}`);
    expect(await row('Full Name (देबनगरी)').textContent()).toContain('सीता राई');
    expect(await row('Date of Birth (AD)').textContent()).toContain('2003-04-28');
    expect(await row('Belong To EDG?').textContent()).toContain('Yes');
    expect(await row('Level').textContent()).toContain(level);
    expect(await row('Faculty').textContent()).toContain(faculty);
    expect(await row('Program').textContent()).toContain(program);
    await review.getByRole('img', { name: 'Student photo' }).waitFor();

    await form.getByRole('button', { name: 'Register Student' }).click();
    await page.getByText('Student registered successfully. The student is pending verification.').waitFor();
    await page.waitForURL((url) => url.pathname === '/student-management/student-list');

    const student = await prisma.student.findFirstOrThrow({
      where: { rollNoManual: rollNo },
      include: { files: true, addresses: { include: { district: true } }, guardians: true, campus: true },
    });
    studentId = student.id;
    expect(student).toMatchObject({
      firstName: 'SITA',
      lastName: `RAI${suffix}`,
      nepaliName: 'सीता राई',
      phoneNumber: '9841234567',
      gender: 'female',
      doBBS: '2060-01-15',
      edg: true,
      isVerified: false,
      status: 'active',
      isSameAsPermanent: true,
    });
    expect(student.doBAD?.toISOString().slice(0, 10)).toBe('2003-04-28');
    expect(student.files.map((file) => file.kind)).toContain('ppSizePhoto');
    expect(student.addresses.find((address) => address.kind === 'permanent')?.district?.name).toBe('Kathmandu');
    await context.close();
  });

  it('edits the registered student through the same stepper, showing a taken roll number as the server says it', async () => {
    expect(studentId).toBeGreaterThan(0);
    const takenRollNo = `T-${suffix}`;
    await factoriesFor(prisma).createStudent({ rollNoManual: takenRollNo });
    const { context, page } = await openPage(journey.browser);
    await signIn(page, DEMO_ACCOUNTS.CollegeAdmin, undefined, from(`/student-management/student-edit/${studentId}`));
    const form = page.getByRole('form', { name: 'Update Student' });
    await stepHeading(page, 'General Information').waitFor();
    expect(await form.getByLabel(labelled('First Name')).inputValue()).toBe('SITA');
    // The kept photo is fetched with the session and shown.
    await form.getByRole('img', { name: 'PP size photo preview' }).waitFor();

    await form.getByLabel(labelled('Middle Name')).fill('kumari');
    await form.getByLabel(labelled('Phone Number')).fill('9812345678');
    await next(page, form, 'Address Information');
    await next(page, form, 'Guardian Information');
    await next(page, form, 'Program Registration');
    await form.getByLabel(labelled('Roll No.')).fill(takenRollNo);
    await next(page, form, 'Review all');
    await form.getByRole('button', { name: 'Update Student' }).click();
    // A 409 is the server's own message; nothing was changed.
    await form.getByRole('alert').filter({ hasText: STUDENT_MESSAGES.rollNoExists }).waitFor();
    expect((await prisma.student.findUniqueOrThrow({ where: { id: studentId } })).phoneNumber).toBe('9841234567');

    await form.getByRole('button', { name: 'Back' }).click();
    await stepHeading(page, 'Program Registration').waitFor();
    await form.getByLabel(labelled('Roll No.')).fill(rollNo);
    await next(page, form, 'Review all');
    await form.getByRole('button', { name: 'Update Student' }).click();
    await page.getByText('Student updated successfully.').waitFor();

    const student = await prisma.student.findUniqueOrThrow({ where: { id: studentId }, include: { files: true } });
    expect(student).toMatchObject({
      middleName: 'KUMARI',
      phoneNumber: '9812345678',
      firstName: 'SITA',
      rollNoManual: rollNo,
    });
    expect(student.files.map((file) => file.kind)).toContain('ppSizePhoto');
    await context.close();
  });

  it('registers a student transferred in from outside HEMIS with where from, when, the semester and the document', async () => {
    const transferDoc = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'transfer-')), 'transfer-letter.pdf');
    fs.writeFileSync(transferDoc, '%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    const { context, page } = await openPage(journey.browser);
    await signIn(page, DEMO_ACCOUNTS.CollegeAdmin, undefined, from('/student-management/student-transfer-in/register'));
    const form = page.getByRole('form', { name: 'Register Transferred Student' });
    await stepHeading(page, 'General Information').waitFor();
    await form.getByLabel(labelled('First Name')).fill('hari');
    await form.getByLabel(labelled('Last Name')).fill(`thapa${suffix.toLowerCase()}`);
    await form.getByLabel('Male', { exact: true }).check();
    await next(page, form, 'Address Information');
    await next(page, form, 'Guardian Information');
    await next(page, form, 'Program Registration');

    await chooseFirst(page, form, 'Level');
    await chooseFirst(page, form, 'Faculty');
    await chooseFirst(page, form, 'Program');
    await chooseFirst(page, form, 'Admission Year');
    // The transfer's facts are asked for before the review.
    await form.getByRole('button', { name: 'Next' }).click();
    await form.getByText(STUDENT_RECORD_MESSAGES.transferredFromRequired).waitFor();
    await form.getByLabel(labelled('Transferred from')).fill('Outside Campus, Pokhara');
    await form.getByLabel(labelled('Transferred Date (BS)')).fill('2081-04-01');
    expect(await form.getByLabel(labelled('Transferred Date (AD)')).inputValue()).toBe('2024-07-16');
    const period = await chooseFirst(
      page,
      form,
      (await form.getByLabel(labelled('Semester')).count()) ? 'Semester' : 'Year',
    );
    await form.getByLabel('Transfer document', { exact: true }).setInputFiles(transferDoc);
    await form.getByText('transfer-letter.pdf').waitFor();
    await next(page, form, 'Review all');
    await form.getByRole('button', { name: 'Register Transferred Student' }).click();
    await page.getByText('Transferred student registered successfully.').waitFor();

    const student = await prisma.student.findFirstOrThrow({
      where: { lastName: { equals: `THAPA${suffix}`, mode: 'insensitive' } },
      include: { files: true },
    });
    expect(student).toMatchObject({
      isTransferredIn: true,
      transferredFrom: 'Outside Campus, Pokhara',
      isVerified: false,
    });
    expect(student.transferredDateAd?.toISOString().slice(0, 10)).toBe('2024-07-16');
    expect([student.semester, student.year]).toContain(period);
    expect(student.files.map((file) => file.kind)).toContain('transferDoc');
    await context.close();
  });
});
