/**
 * Identity cards through the screens (issue: printed documents): a campus administrator
 * chooses students of a program, sets the validity and generates their cards; the batch is
 * listed and downloaded; the verification code read out of the downloaded PDF opens, without
 * signing in as a phone scanning its QR code would, a page that says the card is valid until its
 * date, revoked once the card is issued again, and expired for a card whose validity ended before
 * the day HEMIS runs on. A card is previewed before it is saved, and the enrolled students' list
 * downloads a registration form.
 */
import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { bsToAd, DEFAULT_CAMPUS_ID, formatCalendarDate, parseBsDate } from '@hemis/contracts';
import { browserAvailable, openPage } from './support/browser.ts';
import { useBrowser } from './support/use-browser.ts';
import { pdfText } from '../support/pdf-text.ts';
import { DEMO_ACCOUNTS, signIn } from './support/journeys.ts';

const from = (path: string) => `/login?redirect=${encodeURIComponent(path)}`;

/** Clicks what starts a download and answers the text of each page of the PDF saved. */
async function downloadedPdfText(page: Page, start: () => Promise<void>): Promise<string[]> {
  const [download] = await Promise.all([page.waitForEvent('download'), start()]);
  const file = await download.path();
  return pdfText(new Uint8Array(fs.readFileSync(file)));
}

/** The verification codes printed in a text, as the verification page takes them. */
const codesIn = (text: string) => [...text.matchAll(/((?:[A-Z2-7]{4}-){5}[A-Z2-7]{4})/g)].map((match) => match[1]!);

/** The journeys' server runs on 2026-11-26 (B.S. 2083-08-10): a card valid until 2087 is valid, one until 2082 expired. */
const VALID_UPTO = '2087-03-31';
const ENDED_ON = '2082-03-31';

async function generateCard(page: Page, programName: string, firstName: string, fullName: string, validUpto: string) {
  await page.goto('/student-management/student-list-for-id');
  await page.getByLabel('Program').click();
  await page.getByRole('option', { name: programName, exact: true }).click();
  await page.getByLabel('Name', { exact: true }).fill(firstName.toLowerCase());
  await page.getByRole('checkbox', { name: `Choose ${fullName}` }).check();
  await page.getByRole('button', { name: 'Add Validity Date (1)' }).click();
  await page.getByLabel('Issue Date (BS)').fill('2081-04-01');
  await page.getByLabel('Valid Upto (BS)').fill(validUpto);
  await page.getByText(`A.D. ${formatCalendarDate(bsToAd(parseBsDate(validUpto)!))}`).waitFor();
  await page.getByRole('button', { name: 'Generate cards' }).click();
  await page.getByText(/1 cards generated \(batch \d+\)/).waitFor();
}

describe.runIf(browserAvailable())('identity cards', () => {
  const journey = useBrowser();
  const { prisma } = journey;

  it('generates a card, whose code read out of the downloaded batch PDF verifies publicly until the card is issued again, and a card past its validity verifies as expired', async () => {
    const student = await prisma.student.findFirstOrThrow({
      where: { campusId: DEFAULT_CAMPUS_ID, status: 'active', isVerified: true },
      include: { program: true },
      orderBy: { id: 'asc' },
    });
    const fullName = [student.firstName, student.middleName, student.lastName].filter(Boolean).join(' ').toUpperCase();
    const { context, page } = await openPage(journey.browser);
    await signIn(page, DEMO_ACCOUNTS.CollegeAdmin, undefined, from('/student-management/student-list-for-id'));
    /** The code printed on the newest batch's sheet, which holds the student's card. */
    const newestCode = async () => {
      await page.goto('/student-management/generated-id-cards');
      const batch = await prisma.idCardBatch.findFirstOrThrow({
        where: { campusId: DEFAULT_CAMPUS_ID },
        orderBy: { id: 'desc' },
      });
      const [sheet] = await downloadedPdfText(page, () =>
        page.getByRole('button', { name: `Download batch ${batch.id}` }).click(),
      );
      expect(sheet).toContain(fullName);
      const [printed] = codesIn(sheet!);
      expect(printed).toBeDefined();
      return printed!;
    };
    await generateCard(page, student.program.programName, student.firstName, fullName, VALID_UPTO);
    const code = await newestCode();

    const phone = await openPage(journey.browser);
    await phone.page.goto(`/verify/${code}`);
    await phone.page.getByRole('status').filter({ hasText: 'Valid until 2087-03-31 B.S. (2030-07-15)' }).waitFor();
    expect(await phone.page.getByText(fullName).isVisible()).toBe(true);

    // Issued again, with a validity that ended before today: the first card is revoked, the new one expired.
    await generateCard(page, student.program.programName, student.firstName, fullName, ENDED_ON);
    await phone.page.reload();
    await phone.page.getByRole('status').filter({ hasText: 'Revoked' }).waitFor();
    await phone.page.goto(`/verify/${await newestCode()}`);
    await phone.page
      .getByRole('status')
      .filter({ hasText: `Expired on ${ENDED_ON}` })
      .waitFor();
    expect(await phone.page.getByText(fullName).isVisible()).toBe(true);
    await phone.page.goto('/verify/AAAABBBBCCCCDDDDEEEEFFFF');
    await phone.page.getByRole('alert').filter({ hasText: 'This document was not issued by HEMIS' }).waitFor();
    await phone.context.close();

    await page.goto(`/student-management/student-card/${student.id}`);
    const preview = page.frameLocator('iframe[title="Identity card preview"]');
    await page.locator('iframe[title="Identity card preview"]').waitFor();
    expect(await page.locator('iframe[title="Identity card preview"]').getAttribute('src')).toMatch(/^blob:/);
    expect(preview).toBeDefined();
    const [card] = await downloadedPdfText(page, () => page.getByRole('button', { name: 'Download' }).click());
    expect(card).toContain('STUDENT IDENTITY CARD');
    expect(codesIn(card!)).toHaveLength(1);
    await context.close();
  });

  it('downloads a student’s registration form from the enrolled students’ list', async () => {
    const student = await prisma.student.findFirstOrThrow({
      where: { campusId: DEFAULT_CAMPUS_ID, status: 'active', isVerified: true },
      orderBy: { id: 'asc' },
    });
    const fullName = [student.firstName, student.middleName, student.lastName].filter(Boolean).join(' ').toUpperCase();
    const { context, page } = await openPage(journey.browser);
    await signIn(page, DEMO_ACCOUNTS.CollegeAdmin, undefined, from('/student-management/verified-students'));
    await page.getByRole('searchbox', { name: 'Search' }).fill(student.firstName);
    const [form] = await downloadedPdfText(page, () =>
      page.getByRole('button', { name: `Download the registration form of ${fullName}` }).click(),
    );
    expect(form).toContain('Application form for the Registration');
    expect(form).toContain(fullName);
    await context.close();
  });
});
