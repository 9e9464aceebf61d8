/**
 * The alumni portal through the screens (api-contract 5.9 and 6): a former student registers on
 * the public form for a campus and program; the campus's administrator reviews and verifies the
 * registration; the emailed link sets the alumnus's password; the alumnus signs in to the portal
 * and adds a work entry, which is listed.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALUMNI_MESSAGES, SPEC_MESSAGES } from '@hemis/contracts';
import { createPrismaClient } from '../../server/src/db/prisma.ts';
import { factoriesFor } from '../support/factories.ts';
import { browserAvailable, launchBrowser, openPage } from './support/browser.ts';
import { readLatestEmail, signIn, uniqueSuffix } from './support/journeys.ts';
import { LOGO_FILE, choose, labelled } from './support/organization.ts';
import { e2e } from './support/worker-server.ts';

/** The set-password link of the verification email, as a path of the app (quoted-printable undone). */
function alumniLinkOf(email: string): string {
  const text = email.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const match = /https?:\/\/[^\s/]+(\/alumni-admin\/password-change\/[^\s]+)/.exec(text);
  if (!match?.[1]) throw new Error(`No alumni link in the email:\n${email}`);
  return match[1];
}

describe.runIf(browserAvailable())('alumni portal', () => {
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

  it('registers a former student, verifies them, and lets them sign in and add their work', async () => {
    const factories = factoriesFor(prisma);
    const campus = await factories.createCampus({ campusName: `Alumni Campus ${suffix}` });
    const program = await factories.createProgram({
      universityId: campus.universityId,
      runByCampusId: campus.id,
      programName: `Alumni Program ${suffix}`,
    });
    const admin = await factories.createUser({ role: 'CollegeAdmin', campusId: campus.id });
    const name = `Sarita Alumna ${suffix}`;
    const email = `alumna.${suffix.toLowerCase()}@hemis.local`;

    // A member of the public registers.
    const { context: visitor, page } = await openPage(browser);
    await page.goto('/alumni');
    await page.getByRole('link', { name: 'Register as Alumni' }).click();
    const form = page.getByRole('form', { name: 'Alumni Registration' });
    await form.getByLabel(labelled('Campus')).fill(`Alumni Campus ${suffix}`);
    await page.getByRole('option', { name: new RegExp(`Alumni Campus ${suffix}`) }).click();
    await choose(page, form, 'Program', `${program.programName} (${program.level.levelName})`);
    await form.getByLabel(labelled('Graduated Fiscal Year')).click();
    await page.getByRole('option').first().click();
    await form.getByLabel(labelled('Full Name (English)')).fill(name);
    await form.getByLabel(labelled('Email')).fill(email);
    await form.getByLabel(labelled('Enrolled Year (A.D.)')).fill('2015');
    await form.getByLabel(labelled('Passed Year (A.D.)')).fill('2014');
    await form.getByLabel('PP Size Photo').setInputFiles(LOGO_FILE);
    await page.getByRole('button', { name: 'Submit Registration' }).click();
    // The contract's rule shows on its field before anything is sent.
    await form.getByText('Passed year cannot be before the enrolled year').waitFor();
    await form.getByLabel(labelled('Passed Year (A.D.)')).fill('2019');
    await page.getByRole('button', { name: 'Submit Registration' }).click();
    await page.getByText(ALUMNI_MESSAGES.submitted).waitFor();
    const pending = await prisma.graduationApplication.findFirstOrThrow({
      where: { email },
      include: { files: true },
    });
    expect(pending).toMatchObject({ status: 'pending', campusId: campus.id, programId: program.id });
    expect(pending.files.map((file) => file.kind)).toEqual(['uploadPPSizePhoto']);
    await visitor.close();

    // The campus's administrator reviews and verifies it.
    const { context: office, page: staff } = await openPage(browser);
    await signIn(staff, admin.email, admin.password, `/login?redirect=${encodeURIComponent('/Alumni/verify-alumni')}`);
    const verifiedAt = Date.now() - 1000;
    await staff.getByRole('button', { name: `Review ${name.toUpperCase()}` }).click();
    const review = staff.getByRole('dialog', { name: `Alumni registration of ${name.toUpperCase()}` });
    await review.getByText(email).waitFor();
    await review.getByRole('button', { name: 'Verify' }).click();
    await staff
      .getByRole('dialog', { name: `Verify ${name.toUpperCase()}?` })
      .getByRole('button', { name: 'Verify' })
      .click();
    await staff.getByRole('status').filter({ hasText: ALUMNI_MESSAGES.verified }).waitFor();
    await staff.getByText('No alumni registration is waiting for verification.').waitFor();
    await office.close();

    // The emailed link sets the password; the alumnus signs in to the portal.
    const link = alumniLinkOf(await readLatestEmail(e2e().outboxDir, email, verifiedAt));
    const { context: home, page: alumnus } = await openPage(browser);
    await alumnus.goto(link);
    await alumnus.getByLabel(/^New Password/).fill('Alumna@2024');
    await alumnus.getByLabel(/^Confirm Password/).fill('Alumna@2024');
    await alumnus.getByRole('button', { name: 'Reset Password' }).click();
    await alumnus.getByText(SPEC_MESSAGES.resetSuccess).waitFor();
    await alumnus.waitForURL((url) => url.pathname === '/alumni/alumni-login', { timeout: 8000 });
    await alumnus.getByLabel(/^Email/).fill(email);
    await alumnus.getByLabel(/^Password/).fill('Alumna@2024');
    await alumnus.getByRole('button', { name: 'Sign In', exact: true }).click();
    await alumnus.waitForURL((url) => url.pathname === '/alumni-admin');
    await alumnus.getByRole('table', { name: 'Batchmates' }).getByText(name.toUpperCase()).waitFor();

    // The alumnus adds a work entry and sees it listed.
    await alumnus.getByRole('link', { name: 'Work', exact: true }).click();
    await alumnus.getByRole('button', { name: 'Add Work' }).click();
    const dialog = alumnus.getByRole('dialog', { name: 'Add Work' });
    await dialog.getByLabel(labelled('Organization')).fill(`Himal Bank ${suffix}`);
    await dialog.getByLabel(labelled('Designation')).fill('Officer');
    await choose(alumnus, dialog, 'Employment Type', 'Full Time');
    await dialog.getByLabel(labelled('Start Date (AD)')).fill('2020-01-15');
    await dialog.getByLabel('I currently work here').check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await alumnus.getByText('The work entry was added').waitFor();
    const row = alumnus.getByRole('row').filter({ hasText: `Himal Bank ${suffix}` });
    await row.getByText('Officer').waitFor();
    await row.getByText('Current').waitFor();
    await home.close();
  });
});
