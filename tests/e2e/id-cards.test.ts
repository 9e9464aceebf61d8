/**
 * Identity cards through the screens (issue: printed documents): a campus administrator
 * chooses students of a program, sets the validity and generates their cards; the batch is
 * listed; a card's verification page, opened without signing in as a phone scanning its QR code
 * would, says it is valid until its date, and revoked once the card is issued again.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEFAULT_CAMPUS_ID } from '@hemis/contracts';
import { createPrismaClient } from '../../server/src/db/prisma.ts';
import { browserAvailable, launchBrowser, openPage } from './support/browser.ts';
import type {} from './support/context.ts';
import { DEMO_ACCOUNTS, signIn } from './support/journeys.ts';

const from = (path: string) => `/login?redirect=${encodeURIComponent(path)}`;

describe.runIf(browserAvailable())('identity cards', () => {
  let browser: Browser;
  const prisma = createPrismaClient(inject('e2e').databaseUrl);

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await prisma.$disconnect();
  });

  it('generates cards for chosen students, lists the batch, and the card verifies publicly until revoked', async () => {
    const student = await prisma.student.findFirstOrThrow({
      where: { campusId: DEFAULT_CAMPUS_ID, status: 'active', isVerified: true },
      include: { program: true },
      orderBy: { id: 'asc' },
    });
    const { context, page } = await openPage(browser);
    await signIn(page, DEMO_ACCOUNTS.CollegeAdmin, undefined, from('/student-management/student-list-for-id'));
    await page.getByLabel('Program').click();
    await page.getByRole('option', { name: student.program.programName, exact: true }).click();
    await page.getByLabel('Name', { exact: true }).fill(student.firstName.toLowerCase());
    const fullName = [student.firstName, student.middleName, student.lastName].filter(Boolean).join(' ').toUpperCase();
    await page.getByRole('checkbox', { name: `Choose ${fullName}` }).check();
    await page.getByRole('button', { name: 'Add Validity Date (1)' }).click();
    await page.getByLabel('Issue Date (BS)').fill('2081-04-01');
    await page.getByLabel('Valid Upto (BS)').fill('2087-03-31');
    await page.getByText('A.D. 2030-07-15').waitFor();
    await page.getByRole('button', { name: 'Generate cards' }).click();
    await page.getByText(/1 cards generated \(batch \d+\)/).waitFor();

    await page.goto('/student-management/generated-id-cards');
    const batch = await prisma.idCardBatch.findFirstOrThrow({
      where: { campusId: DEFAULT_CAMPUS_ID },
      orderBy: { id: 'desc' },
    });
    await page.getByRole('button', { name: `Download batch ${batch.id}` }).waitFor();
    const card = await prisma.idCard.findFirstOrThrow({ where: { batchId: batch.id }, include: { document: true } });
    await context.close();

    const phone = await openPage(browser);
    await phone.page.goto(`/verify/${card.document.code}`);
    await phone.page.getByRole('status').filter({ hasText: 'Valid until 2087-03-31 B.S. (2030-07-15)' }).waitFor();
    expect(await phone.page.getByText(fullName).isVisible()).toBe(true);

    await prisma.issuedDocument.update({
      where: { id: card.documentId },
      data: { revokedAt: new Date(), revokedReason: 'Re-issued' },
    });
    await phone.page.reload();
    await phone.page.getByRole('status').filter({ hasText: 'Revoked' }).waitFor();
    await phone.page.goto('/verify/AAAABBBBCCCCDDDDEEEEFFFF');
    await phone.page.getByRole('alert').filter({ hasText: 'This document was not issued by HEMIS' }).waitFor();
    await phone.context.close();
  });
});
