/**
 * A campus's accreditation, from its letter of intent to the expiry report (issue: QAA). The
 * campus's administrator submits the letter of intent and, once eligibility is granted, the
 * self-study report with its PDF; the grants body's QAA staff record each stage in order, form
 * the peer review team and award; the campus then reads "Accredited" with the expiry date, and
 * the grants body's expiry report counts the campus under its university; and the grants body
 * renews it from the renew page. The journey runs on a campus (and university) of its own, so
 * its figures are its alone.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QAA_MESSAGES, QAA_STAGE_LABELS, type QaaStageName } from '@hemis/contracts';
import { createPrismaClient } from '../../server/src/db/prisma.ts';
import { TEMPLATE_SEEDED_ON } from '../support/constants.ts';
import { factoriesFor, TEST_PASSWORD, type TestUser } from '../support/factories.ts';
import { browserAvailable, launchBrowser, openPage } from './support/browser.ts';
import { DEMO_ACCOUNTS, signIn, uniqueSuffix } from './support/journeys.ts';
import { choose } from './support/organization.ts';
import { e2e } from './support/worker-server.ts';

const from = (target: string) => `/login?redirect=${encodeURIComponent(target)}`;

/** A small PDF the server's content check takes for one. */
function writePdf(name: string): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'hemis-qaa-')), name);
  fs.writeFileSync(file, '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');
  return file;
}

const day = (date: Date) => date.toISOString().slice(0, 10);

describe.runIf(browserAvailable())('a campus’s QAA accreditation', () => {
  let browser: Browser;
  const prisma = createPrismaClient(e2e().databaseUrl);
  const make = factoriesFor(prisma);
  const suffix = uniqueSuffix();
  let university: { id: number; name: string };
  let campus: { id: number; campusName: string };
  let admin: TestUser;

  beforeAll(async () => {
    browser = await launchBrowser();
    university = await make.createUniversity({ name: `QAA University ${suffix}` });
    campus = await make.createCampus({ universityId: university.id, campusName: `QAA Campus ${suffix}` });
    admin = await make.createUser({ role: 'CollegeAdmin', campusId: campus.id });
  });
  afterAll(async () => {
    await browser?.close();
    await prisma.$disconnect();
  });

  /** The campus's standing as its page says it. */
  const standing = (page: Page) => page.getByRole('status', { name: 'Accreditation status' });

  /**
   * Opens the stage dialog with `button`, fills what the stage asks for, records it (an award
   * once confirmed: it closes the cycle) and waits for the toast.
   */
  async function record(
    page: Page,
    button: string,
    stage: QaaStageName | 'letter',
    fill?: (form: Locator) => Promise<void>,
  ) {
    await page.getByRole('button', { name: button, exact: true }).click();
    const form = page.getByRole('dialog').getByRole('form');
    await form.waitFor();
    if (fill) await fill(form);
    await form.getByRole('button', { name: /^(Submit|Record)$/ }).click();
    if (stage === 'Awarded') {
      const confirm = page.getByRole('dialog', { name: 'Award the accreditation?' });
      await confirm.getByRole('button', { name: 'Award', exact: true }).click();
    }
    const toast =
      stage === 'letter'
        ? 'Letter of intent submitted'
        : stage === 'SelfStudyReportSubmitted'
          ? QAA_STAGE_LABELS[stage]
          : `${QAA_STAGE_LABELS[stage]} recorded`;
    await page.getByRole('alert').filter({ hasText: toast }).first().waitFor();
    await form.waitFor({ state: 'detached' });
  }

  it('the campus submits its letter of intent from its own QAA page', async () => {
    const { context, page } = await openPage(browser);
    await signIn(page, admin.email, TEST_PASSWORD, from('/accrediation/my-campus'));
    await page.getByRole('heading', { name: 'My Campus QAA' }).waitFor();
    await page.getByRole('heading', { name: campus.campusName }).waitFor();
    expect(await standing(page).textContent()).toContain('Not accredited');
    // The side navigation offers the campus its own page, not the grants body's keeping.
    const nav = page.getByRole('navigation', { name: 'Section navigation' });
    await nav.getByRole('link', { name: 'My Campus QAA' }).waitFor();
    expect(await nav.getByRole('link', { name: 'Add Campus for Accreditation' }).count()).toBe(0);

    await record(page, 'Submit letter of intent', 'letter', async (form) => {
      await form.getByLabel('Remarks').fill('We apply for the QAA cycle');
      await form.getByLabel('Document (PDF)').setInputFiles(writePdf('letter-of-intent.pdf'));
    });
    await page.getByText(`Cycle 1 in progress: ${QAA_STAGE_LABELS.LetterOfIntent}`).waitFor();
    await context.close();
  });

  it('the grants body grants eligibility, and the campus submits its self-study report with its PDF', async () => {
    const grantsBody = await openPage(browser);
    await signIn(grantsBody.page, DEMO_ACCOUNTS.Admin, undefined, from(`/accrediation/campus/${campus.id}`));
    await grantsBody.page.getByRole('heading', { name: campus.campusName }).waitFor();
    await record(grantsBody.page, 'Record next stage', 'EligibilityGranted');
    await grantsBody.context.close();

    const { context, page } = await openPage(browser);
    await signIn(page, admin.email, TEST_PASSWORD, from('/accrediation/my-campus'));
    await record(page, 'Submit self-study report', 'SelfStudyReportSubmitted', async (form) => {
      // Without its PDF the report is refused, and the form says why beside the file.
      await form.getByRole('button', { name: 'Submit' }).click();
      await form.getByText(QAA_MESSAGES.documentRequired).first().waitFor();
      await form.getByLabel('Document (PDF)').setInputFiles(writePdf('self-study-report.pdf'));
    });
    await page.getByText(`Cycle 1 in progress: ${QAA_STAGE_LABELS.SelfStudyReportSubmitted}`).waitFor();
    // The campus reads its stages with their documents; the next one is the grants body's.
    await page.getByRole('button', { name: `Document of ${QAA_STAGE_LABELS.SelfStudyReportSubmitted}` }).waitFor();
    expect(await page.getByRole('button', { name: 'Record next stage' }).count()).toBe(0);
    await context.close();
  });

  it('the grants body moves the cycle stage by stage to the award, forming the peer review team', async () => {
    const { context, page } = await openPage(browser);
    await signIn(page, DEMO_ACCOUNTS.Admin, undefined, from(`/accrediation/campus/${campus.id}`));
    await page.getByRole('heading', { name: campus.campusName }).waitFor();
    await record(page, 'Record next stage', 'SelfStudyReportApproved');

    const team = page.getByRole('form', { name: 'Peer review team of cycle 1' });
    await team.getByLabel(/^Name 1/).fill(`Prof. Reviewer ${suffix}`);
    await team.getByLabel(/^Role 1/).fill('Chair');
    await team.getByLabel(/^Institution 1/).fill('Tribhuvan University');
    await team.getByRole('button', { name: 'Add member' }).click();
    await team.getByLabel(/^Name 2/).fill(`Dr. Member ${suffix}`);
    await team.getByLabel(/^Role 2/).fill('Member');
    await team.getByRole('button', { name: 'Save team' }).click();
    await page.getByRole('alert').filter({ hasText: 'Peer review team saved' }).waitFor();

    for (const stage of ['PeerReviewTeamFormed', 'PreVisit', 'FinalVisit'] as const)
      await record(page, 'Record next stage', stage);
    await record(page, 'Record next stage', 'Awarded', async (form) => {
      await choose(page, form, 'Stage', QAA_STAGE_LABELS.Awarded);
      await form.getByLabel('Decision').fill('Accredited for five years');
      expect(await form.getByLabel('Validity (years)').inputValue()).toBe('5');
    });
    await page.getByText(/Awarded on .*, valid until .*, 5 years/).waitFor();
    expect(await standing(page).textContent()).toContain('Accredited');
    await context.close();
  });

  it('the campus sees “Accredited” with its expiry date', async () => {
    const cycle = await prisma.qaaCycle.findFirstOrThrow({ where: { campusId: campus.id, stage: 'Awarded' } });
    const validUntil = day(cycle.validUntilAd!);
    expect(validUntil.slice(0, 4)).toBe(String(cycle.awardedOnAd!.getUTCFullYear() + 5));

    const { context, page } = await openPage(browser);
    await signIn(page, admin.email, TEST_PASSWORD, from('/accrediation/my-campus'));
    await page.getByRole('heading', { name: campus.campusName }).waitFor();
    const status = standing(page);
    await status.getByText('Accredited', { exact: true }).waitFor();
    expect(await status.textContent()).toContain(`Valid until ${cycle.validUntilBs} BS (${validUntil})`);
    // The peer review team, and no stage to submit now: only a later letter of intent for re-accreditation.
    await page
      .getByRole('table', { name: 'Peer review team of cycle 1' })
      .getByText(`Prof. Reviewer ${suffix}`)
      .waitFor();
    await page.getByRole('button', { name: 'Submit letter of intent for re-accreditation' }).waitFor();
    expect(await page.getByRole('button', { name: 'Submit self-study report' }).count()).toBe(0);
    await context.close();
  });

  it('the grants body’s expiry report counts the campus as accredited under its university', async () => {
    const { context, page } = await openPage(browser);
    await signIn(page, DEMO_ACCOUNTS.Admin, undefined, from('/accrediation/accreditation-expiry-campus-report'));
    const filters = page.getByRole('group', { name: 'Report filters' });
    await choose(page, filters, 'University', university.name);
    const table = page.getByRole('table', { name: 'Accreditation Expiry by University' });
    const row = table.getByRole('row').filter({ hasText: university.name });
    await row.waitFor();
    // University; constituent, community, private and total: accredited, expiring, expired.
    const cells = await row.getByRole('cell').allTextContents();
    expect(cells).toEqual([university.name, '0', '0', '0', '1', '0', '0', '0', '0', '0', '1', '0', '0']);

    // The same figures as a file.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download Accreditation Expiry by University as CSV' }).click(),
    ]);
    expect(fs.readFileSync(await download.path(), 'utf8')).toContain(university.name);

    // The accredited campus list shows it too, with its expiry.
    await page.goto('/accrediation/accreditation-list');
    const list = page.getByRole('table', { name: 'Accredited campuses' });
    await page.getByRole('searchbox', { name: 'Search' }).fill(campus.campusName);
    await list.getByRole('row').filter({ hasText: campus.campusName }).getByText('Accredited').waitFor();

    // The dashboard has its card of the campuses whose accreditation expires soon.
    await page.goto('/dashboard');
    await page.getByRole('region', { name: 'Accreditation expiring within 180 days' }).waitFor();
    await context.close();
  });

  it('the grants body renews the accreditation from the renew page: the campus is then re-accredited', async () => {
    const fiscalYear = await prisma.fiscalYear.findFirstOrThrow({ where: { activeFiscalYear: true } });
    const { context, page } = await openPage(browser);
    await signIn(page, DEMO_ACCOUNTS.Admin, undefined, from('/accrediation/renew-accreditation'));
    await page.getByRole('searchbox', { name: 'Search' }).fill(campus.campusName);
    await page.getByRole('button', { name: `Renew accreditation of ${campus.campusName}` }).click();
    const form = page.getByRole('form', { name: `Re-Accreditate for ${campus.campusName}` });
    // Without the date of re-accreditation the form says so beside it, and nothing is sent.
    await form.getByRole('button', { name: 'Renew' }).click();
    await form.getByText(QAA_MESSAGES.dateRequired).waitFor();
    await choose(page, form, 'Fiscal Year', fiscalYear.yearNepali);
    await form.getByLabel('Date of Re-accreditation (AD)').fill(day(TEMPLATE_SEEDED_ON));
    await form.getByRole('button', { name: 'Renew' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: `${campus.campusName} re-accredited` })
      .waitFor();
    const row = page
      .getByRole('table', { name: 'Accredited campuses' })
      .getByRole('row')
      .filter({ hasText: campus.campusName });
    await row.getByText('Re-accredited').waitFor();
    await context.close();
  });
});
