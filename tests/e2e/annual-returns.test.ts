/**
 * Annual returns (issue #31) through the screens: the grants body's Admin opens the return of last
 * fiscal year (the demo has opened the active year's, which the campus prepares); a campus's
 * administrator takes the campus's snapshot, whose validation
 * finds an error (two students with one citizenship number) and a warning (a member of staff
 * with no qualification); the campus follows the error's link to the student's record and
 * corrects it, refreshes the snapshot, explains the warning, uploads its signed report and
 * submits; its university's administrator returns it with a comment, and the campus refreshes
 * and submits again; the university approves, and keeps the keys of its submission API (a new
 * key's secret shown once, then revoked); the Admin accepts, and the progress screen counts the
 * campus as accepted (then takes every other campus's snapshot in the background), as the
 * dashboard and the statistical report's PDF "as returned" count it in. The journey runs on a
 * university and campus of its own.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RETURN_MESSAGES } from '@hemis/contracts';
import { createPrismaClient } from '../../server/src/db/prisma.ts';
import { dayOf, fiscalYearOf, makeCleanCampus, tripRule, type ReturnCampus } from '../support/annual-return.ts';
import { factoriesFor, type TestUser } from '../support/factories.ts';
import { pdfText } from '../support/pdf-text.ts';
import { browserAvailable, launchBrowser, openPage } from './support/browser.ts';
import { DEMO_ACCOUNTS, signIn, uniqueSuffix } from './support/journeys.ts';
import { choose, labelled } from './support/organization.ts';
import { e2e } from './support/worker-server.ts';

const from = (target: string) => `/login?redirect=${encodeURIComponent(target)}`;
const DAY = 86_400_000;

describe.runIf(browserAvailable())('a campus’s annual return, from snapshot to acceptance', () => {
  let browser: Browser;
  const prisma = createPrismaClient(e2e().databaseUrl);
  const make = factoriesFor(prisma);
  const suffix = uniqueSuffix();
  let fiscalYear: { id: number; yearNepali: string; startDateAd: Date };
  /** The year before: the Admin opens its return (the demo has opened the active year's). */
  let lastYear: { id: number; yearNepali: string; startDateAd: Date };
  let place: ReturnCampus;
  let campusAdmin: TestUser;
  let uniAdmin: TestUser;
  let censusDate: string;
  let deadline: string;
  let returnPath: string;
  let annualReturnId: number;

  beforeAll(async () => {
    browser = await launchBrowser();
    fiscalYear = await fiscalYearOf(prisma);
    lastYear = await fiscalYearOf(prisma, 1);
    annualReturnId = (await prisma.annualReturn.findUniqueOrThrow({ where: { fiscalYearId: fiscalYear.id } })).id;
    const university = await make.createUniversity({ name: `Returns University ${suffix}` });
    place = await makeCleanCampus(prisma, { fiscalYearId: fiscalYear.id }, { universityId: university.id });
    await prisma.campus.update({ where: { id: place.campus.id }, data: { campusName: `Returns Campus ${suffix}` } });
    // An error (two students with one citizenship number) and a warning (staff with no qualification).
    await tripRule(prisma, place, 'duplicate-citizenship-no');
    await tripRule(prisma, place, 'staff-without-qualification');
    campusAdmin = await make.createUser({ role: 'CollegeAdmin', campusId: place.campus.id });
    uniAdmin = await make.createUser({ role: 'UniAdmin', universityId: university.id });
    censusDate = dayOf(new Date(lastYear.startDateAd.getTime() + 60 * DAY));
    deadline = dayOf(new Date(lastYear.startDateAd.getTime() + 120 * DAY));
    returnPath = `/annual-returns/${annualReturnId}/campus/${place.campus.id}`;
  });
  afterAll(async () => {
    await browser?.close();
    await prisma.$disconnect();
  });

  it('the Admin opens the return of a fiscal year with its census date and deadline', async () => {
    const { context, page } = await openPage(browser);
    await signIn(page, DEMO_ACCOUNTS.Admin, undefined, from('/annual-returns'));
    await page.getByRole('heading', { name: 'Annual Returns' }).waitFor();
    await page.getByRole('button', { name: 'Open a return' }).click();
    const form = page.getByRole('form', { name: 'Open an annual return' });
    await choose(page, form, 'Fiscal Year', lastYear.yearNepali);
    // The deadline must come after the census date: the form says so before anything is sent.
    await form.getByLabel(labelled('Census date (AD)')).fill(censusDate);
    await form.getByLabel(labelled('Deadline (AD)')).fill(censusDate);
    await form.getByRole('button', { name: 'Open return' }).click();
    await form.getByText(RETURN_MESSAGES.deadlineBeforeCensus).waitFor();
    await form.getByLabel(labelled('Deadline (AD)')).fill(deadline);
    await form.getByRole('button', { name: 'Open return' }).click();
    await page.getByText(`Return of F.Y. ${lastYear.yearNepali} opened`).first().waitFor();
    const row = page.getByRole('table', { name: 'Annual returns' }).getByRole('row').filter({ hasText: censusDate });
    await row.getByText(deadline).waitFor();

    const opened = await prisma.annualReturn.findUniqueOrThrow({ where: { fiscalYearId: lastYear.id } });
    expect([dayOf(opened.censusDate), dayOf(opened.deadline)]).toEqual([censusDate, deadline]);
    // A second return of the same year is refused, beside the year.
    await page.getByRole('button', { name: 'Open a return' }).click();
    await choose(page, form, 'Fiscal Year', lastYear.yearNepali);
    await form.getByLabel(labelled('Census date (AD)')).fill(censusDate);
    await form.getByLabel(labelled('Deadline (AD)')).fill(deadline);
    await form.getByRole('button', { name: 'Open return' }).click();
    await form.getByText(RETURN_MESSAGES.alreadyOpen).waitFor();
    await context.close();
  });

  it('the campus takes its snapshot, fixes the error through its link, explains the warning, uploads its signed report and submits', async () => {
    const { context, page } = await openPage(browser);
    // The campus's staff go straight to their campus's return of the newest return.
    await signIn(page, campusAdmin.email, campusAdmin.password, from('/annual-returns'));
    await page.waitForURL((url) => url.pathname === returnPath);
    await page
      .getByRole('heading', { name: `Returns Campus ${suffix}: Annual Return F.Y. ${fiscalYear.yearNepali}` })
      .waitFor();
    await page.getByText('Not taken yet').waitFor();

    await page.getByRole('button', { name: 'Take snapshot' }).click();
    await page.getByText('Snapshot taken: 1 errors, 1 warnings').first().waitFor();
    const findings = page.getByRole('region', { name: 'Findings' });
    const error = findings.getByRole('article').filter({ hasText: 'The same citizenship number is on 2 student rows' });
    await error.getByText('Error', { exact: true }).waitFor();
    const warning = findings
      .getByRole('article')
      .filter({ hasText: '1 member of staff has no qualification recorded' });
    await warning.waitFor();
    // Errors come first.
    expect(await findings.getByRole('article').first().textContent()).toContain('The same citizenship number');
    // The submission waits, and says why.
    expect(await page.getByRole('button', { name: 'Submit' }).isDisabled()).toBe(true);
    await page.getByText(`Not yet: ${RETURN_MESSAGES.hasErrors}.`).waitFor();

    // The error's second row links to the student's record, where the campus corrects it.
    const [first, second] = place.students;
    const fix = error.getByRole('link', { name: /^Fix / }).nth(1);
    expect(await fix.getAttribute('href')).toBe(`/student-management/student-edit/${second!.id}`);
    await fix.click();
    await page.waitForURL((url) => url.pathname === `/student-management/student-edit/${second!.id}`);
    const edit = page.getByRole('form', { name: 'Update Student' });
    const citizenship = edit.getByLabel(labelled('Citizenship No.'));
    await citizenship.waitFor();
    expect(await citizenship.inputValue()).toBe(first!.citizenshipNo);
    await citizenship.fill(`CTZ-${suffix}`);
    for (const step of ['Address Information', 'Guardian Information', 'Program Registration', 'Review all']) {
      await edit.getByRole('button', { name: 'Next' }).click();
      await page.getByRole('heading', { level: 2, name: step }).waitFor();
    }
    await edit.getByRole('button', { name: 'Update Student' }).click();
    await page.getByText('Student updated successfully.').waitFor();
    expect((await prisma.student.findUniqueOrThrow({ where: { id: second!.id } })).citizenshipNo).toBe(`CTZ-${suffix}`);

    // Back on the return: the refreshed snapshot has no error left, only the warning to explain.
    await page.goto(returnPath);
    await page.getByRole('button', { name: 'Refresh snapshot' }).click();
    await page.getByText('Snapshot taken: 0 errors, 1 warnings').first().waitFor();
    await findings.getByText('The same citizenship number').waitFor({ state: 'detached' });
    await page.getByText(`Not yet: ${RETURN_MESSAGES.unexplainedWarnings}.`).waitFor();
    await warning.getByLabel(/^Explanation of/).fill('The new librarian’s degree certificate is being verified.');
    await warning.getByRole('button', { name: /^Save the explanation/ }).click();
    await page.getByText('Explanation saved').first().waitFor();
    await page.getByText(`Not yet: ${RETURN_MESSAGES.signedReportMissing}.`).waitFor();

    // The signed report is uploaded where the campus uploads it, linked from the return.
    await page.getByRole('link', { name: 'Upload the signed report' }).click();
    await page.waitForURL((url) => url.pathname === '/form-management/statisticalReport');
    const signed = path.join(os.tmpdir(), `signed-return-${suffix}.pdf`);
    fs.writeFileSync(signed, '%PDF-1.4\n%signed statistical report\n');
    const submitted = page.getByRole('region', { name: 'Statistical Report Submitted by Campus' });
    await choose(page, submitted, 'Fiscal Year', fiscalYear.yearNepali);
    await submitted.getByLabel('Signed report').setInputFiles(signed);
    await submitted.getByRole('button', { name: 'Add Report' }).click();
    await page.getByText('The signed report was uploaded').first().waitFor();

    await page.goto(returnPath);
    await page.getByText(`The signed statistical report of F.Y. ${fiscalYear.yearNepali} is uploaded.`).waitFor();
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByRole('dialog', { name: 'Submit the return?' }).getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Return submitted to the university').first().waitFor();
    await page.getByRole('region', { name: 'History' }).getByRole('cell', { name: 'Submitted', exact: true }).waitFor();
    // Once submitted, the campus no longer refreshes it.
    expect(await page.getByRole('button', { name: 'Refresh snapshot' }).count()).toBe(0);
    const campusReturn = await prisma.campusReturn.findFirstOrThrow({
      where: { annualReturnId, campusId: place.campus.id },
      include: { findings: true },
    });
    expect(campusReturn.status).toBe('submitted');
    expect(campusReturn.findings.map((finding) => [finding.severity, finding.explanation])).toEqual([
      ['warning', 'The new librarian’s degree certificate is being verified.'],
    ]);
    await context.close();
  });

  it('the university returns it with what to correct, and the campus refreshes and submits again', async () => {
    const reviewer = await openPage(browser);
    await signIn(reviewer.page, uniAdmin.email, uniAdmin.password, from(returnPath));
    await reviewer.page
      .getByRole('heading', { name: `Returns Campus ${suffix}: Annual Return F.Y. ${fiscalYear.yearNepali}` })
      .waitFor();
    await reviewer.page.getByText('Submitted', { exact: true }).first().waitFor();
    await reviewer.page.getByRole('button', { name: 'Return to campus' }).click();
    const returning = reviewer.page.getByRole('dialog', { name: 'Return it to the campus?' });
    // Returning needs a comment saying what to correct.
    await returning.getByRole('button', { name: 'Return' }).click();
    await returning.getByText(RETURN_MESSAGES.commentRequired).waitFor();
    await returning.getByLabel(/^What the campus must correct/).fill('Attach the librarian’s qualification first.');
    await returning.getByRole('button', { name: 'Return' }).click();
    await reviewer.page.getByText('Return sent back to the campus').first().waitFor();
    await reviewer.page.getByText('Returned', { exact: true }).first().waitFor();
    expect(await reviewer.page.getByRole('button', { name: 'Approve' }).count()).toBe(0);
    await reviewer.context.close();

    const { context, page } = await openPage(browser);
    await signIn(page, campusAdmin.email, campusAdmin.password, from(returnPath));
    const comments = page.getByRole('note').filter({ hasText: 'Returned with comments' });
    await comments.getByText('Attach the librarian’s qualification first.').waitFor();
    // The refreshed snapshot keeps the warning's explanation: the return can go again at once.
    await page.getByRole('button', { name: 'Refresh snapshot' }).click();
    await page.getByText('Snapshot taken: 0 errors, 1 warnings').first().waitFor();
    const warning = page.getByRole('region', { name: 'Findings' }).getByRole('article');
    expect(await warning.getByLabel(/^Explanation of/).inputValue()).toBe(
      'The new librarian’s degree certificate is being verified.',
    );
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByRole('dialog', { name: 'Submit the return?' }).getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Return submitted to the university').first().waitFor();
    await context.close();
  });

  it('the university approves the submitted return, and keeps its submission API’s keys', async () => {
    const { context, page } = await openPage(browser);
    await signIn(page, uniAdmin.email, uniAdmin.password, from(returnPath));
    await page
      .getByRole('heading', { name: `Returns Campus ${suffix}: Annual Return F.Y. ${fiscalYear.yearNepali}` })
      .waitFor();
    await page.getByText('Submitted', { exact: true }).first().waitFor();
    await page.getByRole('button', { name: 'Approve' }).click();
    const dialog = page.getByRole('dialog', { name: 'Approve the return?' });
    await dialog.getByLabel('Comment (optional)').fill('Figures agree with the university’s records.');
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await page.getByText('Return approved and sent to the grants body').first().waitFor();
    await page
      .getByRole('region', { name: 'History' })
      .getByText('Figures agree with the university’s records.')
      .waitFor();

    // The university keeps the keys of its submission API: a new key's secret is shown once, then revoked.
    await page.goto('/annual-returns');
    await page.getByRole('link', { name: 'Submission API keys' }).click();
    await page.getByRole('heading', { name: 'Submission API Keys' }).waitFor();
    const keyForm = page.getByRole('form', { name: 'New API key' });
    await keyForm.getByRole('button', { name: 'Create key' }).click();
    await keyForm.getByText(RETURN_MESSAGES.apiKeyNameRequired).waitFor();
    await keyForm.getByLabel(/^Name/).fill(`Student system ${suffix}`);
    await keyForm.getByRole('button', { name: 'Create key' }).click();
    const shown = page.getByRole('dialog', { name: `Key Student system ${suffix} created` });
    await shown.getByText('This is the only time the key is shown').waitFor();
    const secret = await shown.getByLabel('API key').inputValue();
    const stored = await prisma.universityApiKey.findFirstOrThrow({ where: { name: `Student system ${suffix}` } });
    expect(stored.universityId).toBe(uniAdmin.universityId);
    expect(secret.startsWith(`${stored.prefix}_`)).toBe(true);
    await shown.getByRole('button', { name: 'I have copied it' }).click();
    const keyRow = page
      .getByRole('table', { name: 'API keys' })
      .getByRole('row')
      .filter({
        hasText: `Student system ${suffix}`,
      });
    await keyRow.getByText('Active').waitFor();
    // The secret is never shown again.
    expect(await page.getByText(secret).count()).toBe(0);
    await keyRow.getByRole('button', { name: `Revoke Student system ${suffix}` }).click();
    await page
      .getByRole('dialog', { name: `Revoke Student system ${suffix}?` })
      .getByRole('button', { name: 'Revoke' })
      .click();
    await page.getByText('Key revoked').first().waitFor();
    await keyRow.getByText(/^Revoked/).waitFor();
    expect((await prisma.universityApiKey.findUniqueOrThrow({ where: { id: stored.id } })).revokedAt).not.toBeNull();
    await context.close();
  });

  it('the Admin accepts it, and the progress screen and the dashboard as returned count the campus in', async () => {
    const { context, page } = await openPage(browser);
    await signIn(page, DEMO_ACCOUNTS.Admin, undefined, from(returnPath));
    await page
      .getByRole('heading', { name: `Returns Campus ${suffix}: Annual Return F.Y. ${fiscalYear.yearNepali}` })
      .waitFor();
    await page.getByRole('button', { name: 'Accept' }).click();
    await page.getByRole('dialog', { name: 'Accept the return?' }).getByRole('button', { name: 'Accept' }).click();
    await page.getByText('Return accepted').first().waitFor();
    await page.getByText('The return is accepted: its figures never change again.').waitFor();
    expect(
      (await prisma.campusReturn.findFirstOrThrow({ where: { annualReturnId, campusId: place.campus.id } })).status,
    ).toBe('accepted');

    await page.getByRole('link', { name: 'Progress of every campus' }).click();
    await page.waitForURL((url) => url.pathname === `/annual-returns/${annualReturnId}/progress`);
    const campuses = page.getByRole('region', { name: 'Campuses' });
    await choose(page, campuses, 'University', `Returns University ${suffix}`);
    const row = campuses
      .getByRole('table', { name: 'Campuses of the return' })
      .getByRole('row')
      .filter({
        hasText: `Returns Campus ${suffix}`,
      });
    await row.getByText('Accepted', { exact: true }).waitFor();
    const byUniversity = page
      .getByRole('table', { name: 'By university' })
      .getByRole('row')
      .filter({
        hasText: `Returns University ${suffix}`,
      });
    // Not started, with errors, in progress, submitted, approved, accepted, returned; campuses.
    expect((await byUniversity.getByRole('cell').allTextContents()).slice(1)).toEqual([
      '0',
      '0',
      '0',
      '0',
      '0',
      '1',
      '0',
      '1',
    ]);
    // The accepted state's card counts it, and filters the list to it.
    await page
      .getByRole('list', { name: 'Campuses by state' })
      .getByRole('button', { name: /^Accepted: [1-9]/ })
      .click();
    await row.waitFor();

    // Every other campus's snapshot is taken in the background, its progress shown until it ends;
    // the accepted return is left as it is.
    await page.getByRole('button', { name: 'Take every campus’s snapshot' }).click();
    await page
      .getByRole('dialog', { name: 'Take every campus’s snapshot?' })
      .getByRole('button', { name: 'Take snapshots' })
      .click();
    await page
      .getByRole('status')
      .getByText(/^Snapshots taken: \d+ of \d+ campuses/)
      .waitFor({ timeout: 60_000 });
    await row.getByText('Accepted', { exact: true }).waitFor();
    expect(
      await prisma.campusReturn.count({ where: { annualReturnId, campusId: { not: place.campus.id } } }),
    ).toBeGreaterThan(0);

    // The dashboard read "as returned" for the year says how many campuses are in.
    await page.goto('/dashboard');
    const figures = page.getByRole('region', { name: 'Figures' });
    await figures.getByLabel('Fiscal Year').click();
    await page.getByRole('option', { name: fiscalYear.yearNepali, exact: true }).click();
    await figures.getByRole('button', { name: 'As returned' }).click();
    const returned = page.getByRole('region', { name: 'Figures as returned' });
    const campusesIn = returned.getByRole('status');
    await campusesIn.getByText(`As returned for F.Y. ${fiscalYear.yearNepali}`).waitFor();
    expect(await campusesIn.textContent()).toMatch(/accepted returns of [1-9]\d* of \d+ campuses\.$/);
    const university = returned.getByRole('row').filter({ hasText: `Returns University ${suffix}` });
    expect(await university.getByRole('cell').allTextContents()).toEqual([
      `Returns University ${suffix}`,
      '1 of 1 campuses',
      String(place.students.length),
      '1',
      '1',
    ]);

    // The statistical report's PDF of the year, as returned, says so and how many campuses are in.
    await page.goto('/form-management/statisticalReport');
    await page.getByRole('group', { name: 'Report filters' }).getByLabel('Fiscal Year').click();
    await page.getByRole('option', { name: fiscalYear.yearNepali, exact: true }).click();
    await page.getByRole('button', { name: 'As returned' }).click();
    await page
      .getByRole('heading', { name: new RegExp(`F\\.Y\\. ${fiscalYear.yearNepali}\\), as returned$`) })
      .waitFor();
    await page.getByRole('region', { name: 'Figures as returned' }).getByRole('status').waitFor();
    const [download, request] = await Promise.all([
      page.waitForEvent('download'),
      page.waitForRequest((sent) => new URL(sent.url()).pathname === '/api/StatisticalReport/pdf'),
      page.getByRole('button', { name: 'Export to PDF' }).click(),
    ]);
    expect(new URL(request.url()).searchParams.get('source')).toBe('returned');
    const text = (await pdfText(new Uint8Array(fs.readFileSync(await download.path())))).join(' ').replace(/\s+/g, ' ');
    expect(text).toMatch(/Figures: as returned, from the accepted returns of [1-9]\d* of \d+ campuses/);
    await context.close();
  });
});
