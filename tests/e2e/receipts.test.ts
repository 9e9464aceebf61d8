/**
 * Fees and receipts through the screens (#27, api-contract 8.4): a campus accountant (the demo
 * campus administrator) sets up a course fee item and a general fee item, sets the course fee a
 * batch of a program pays, and refuses a duplicate of it; then issues a receipt to an enrolled
 * student with that course fee and the general fee, sees both copies with the amount in words,
 * reads them in the printed PDF, finds the receipt on the generated list and cancels it with a
 * reason. The journey's rows carry a name of their own, since other journeys of the worker share
 * the database.
 */
import fs from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CAMPUS_ID, SETUP_MESSAGES } from '@hemis/contracts';
import { createPrismaClient } from '../../server/src/db/prisma.ts';
import { factoriesFor } from '../support/factories.ts';
import { pdfText } from '../support/pdf-text.ts';
import { browserAvailable, launchBrowser, openPage } from './support/browser.ts';
import { DEMO_ACCOUNTS, signIn, uniqueSuffix } from './support/journeys.ts';
import { addForm, searchList } from './support/setup-screens.ts';
import { e2e } from './support/worker-server.ts';

const from = (path: string) => `/login?redirect=${encodeURIComponent(path)}`;

describe.runIf(browserAvailable())('fees and receipts', () => {
  let browser: Browser;
  const prisma = createPrismaClient(e2e().databaseUrl);
  const suffix = uniqueSuffix();
  const courseItem = `Tuition ${suffix}`;
  const generalItem = `Exam Fee ${suffix}`;
  /** The enrolled student the fees are set up for and the receipt is issued to. */
  let student: { id: number; programId: number; admissionYearId: number };

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await prisma.$disconnect();
  });

  it('sets up a course fee item, a general fee item and the course fee of a batch of a program', async () => {
    student = await factoriesFor(prisma).createStudent({
      campusId: DEFAULT_CAMPUS_ID,
      firstName: 'Sita',
      lastName: `Payer${suffix}`,
    });
    const program = await prisma.program.findUniqueOrThrow({ where: { id: student.programId } });
    const batch = await prisma.batch.findUniqueOrThrow({ where: { id: student.admissionYearId } });
    const { context, page } = await openPage(browser);
    await signIn(page, DEMO_ACCOUNTS.CollegeAdmin, undefined, from('/receipt-management/general-fee-type'));

    // Fee items: the course fee's amount is hidden, as it is set per batch and program.
    const items = addForm(page, 'Fee Item');
    await items.getByLabel(/^Fee Type/).click();
    await page.getByRole('option', { name: 'Course Specific Fee' }).click();
    await expect(items.getByLabel(/^Amount/).count()).resolves.toBe(0);
    await items.getByLabel(/^Fee Item Name/).fill(courseItem);
    await items.getByRole('button', { name: 'Add Fee Item' }).click();
    await page.getByText('Fee item added successfully').waitFor();
    await items.getByLabel(/^Fee Type/).click();
    await page.getByRole('option', { name: 'General Fee' }).click();
    await items.getByLabel(/^Fee Item Name/).fill(generalItem);
    await items.getByLabel(/^Amount/).fill('1500.50');
    await items.getByRole('button', { name: 'Add Fee Item' }).click();
    await page.getByText('Fee item added successfully').last().waitFor();
    const itemTable = await searchList(page, 'Fee Item', suffix);
    expect(
      (await itemTable.getByRole('columnheader').allTextContents()).map((header) => header.replace(/sorted.*$/, '')),
    ).toEqual(['S.No.', 'Fee Type', 'Fee Type Name', 'Fee Amount (NPR)', 'Status', 'Action']);
    await itemTable.getByRole('row').filter({ hasText: generalItem }).getByText('1500.5').waitFor();
    const savedItems = await prisma.generalFeeType.findMany({
      where: { campusId: DEFAULT_CAMPUS_ID, feeName: { in: [courseItem, generalItem] } },
      orderBy: { feeName: 'asc' },
    });
    expect(savedItems.map((item) => [item.feeName, item.feeType, item.amount.toFixed(2)])).toEqual([
      [generalItem, 'generalFee', '1500.50'],
      [courseItem, 'courseFee', '0.00'],
    ]);

    // The course fee of the student's batch and program, named by the course fee item.
    await page.getByRole('link', { name: 'Setup Program Fee (For Account)' }).click();
    const feeTypes = addForm(page, 'Fee Type');
    const addFeeType = async (amount: string) => {
      await feeTypes.getByLabel(/^Batch/).click();
      await page.getByRole('option', { name: batch.batchNepali, exact: true }).click();
      await feeTypes.getByLabel(/^Programs/).click();
      await page.getByRole('option', { name: program.programName, exact: true }).click();
      await feeTypes.getByLabel(/^Fee Item/).click();
      await page.getByRole('option', { name: courseItem, exact: true }).click();
      await feeTypes.getByLabel(/^Total Fee Amount/).fill(amount);
      await feeTypes.getByRole('button', { name: 'Add Fee Type' }).click();
    };
    await addFeeType('24000');
    await page.getByText('Course-specific Fee Type added successfully').waitFor();
    const typeTable = await searchList(page, 'Fee Type', suffix);
    expect(
      (await typeTable.getByRole('columnheader').allTextContents()).map((header) => header.replace(/sorted.*$/, '')),
    ).toEqual(['S.No.', 'Batch', 'Program', 'Major Subject', 'Fee Item', 'Amount (NPR)', 'Status', 'Action']);
    const row = typeTable.getByRole('row').filter({ hasText: program.programName });
    await row.getByText('24000').waitFor();

    await addFeeType('1');
    await page.getByText(SETUP_MESSAGES.feeTypeExists).waitFor();

    await row
      .getByRole('button', { name: `Edit ${courseItem} of ${program.programName} ${batch.batchNepali}` })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Update Fee Type' });
    await dialog.getByLabel(/^Total Fee Amount/).fill('25000');
    await dialog.getByRole('button', { name: 'Update' }).click();
    await dialog.getByText('Fee Type updated successfully').waitFor();
    await dialog.waitFor({ state: 'detached' });
    await row.getByText('25000').waitFor();
    const saved = await prisma.feeType.findFirstOrThrow({
      where: { campusId: DEFAULT_CAMPUS_ID, programId: program.id, batchId: batch.id, name: courseItem },
    });
    expect(saved.amount.toFixed(2)).toBe('25000.00');
    expect(saved.majorSubjectId).toBeNull();
    await context.close();
  });

  it('issues a receipt with the course and general fee, prints both copies with the amount in words, and cancels it with a reason', async () => {
    expect(student, 'the fees are set up first').toBeDefined();
    const { context, page } = await openPage(browser);
    await signIn(page, DEMO_ACCOUNTS.CollegeAdmin, undefined, from('/receipt-management/students'));
    await page.getByRole('searchbox', { name: 'Search' }).fill(`Payer${suffix}`);
    await page.getByRole('link', { name: /^Generate a receipt for SITA PAYER/i }).click();
    const form = page.getByRole('form', { name: 'Receipt' });
    await form.getByRole('checkbox', { name: courseItem }).check();
    await expect(form.getByLabel(`Amount of ${courseItem} (NPR)`).inputValue()).resolves.toBe('25000.00');
    await form.getByRole('checkbox', { name: generalItem }).check();
    await page.getByText('Total: NPR 26,500.50').waitFor();
    await page.getByRole('button', { name: 'Generate Receipt' }).click();
    await page.waitForURL((url) => /^\/receipt-management\/receipt-details\/\d+$/.test(url.pathname));
    const receiptId = Number(new URL(page.url()).pathname.split('/').pop());
    const issued = await prisma.receipt.findUniqueOrThrow({ where: { id: receiptId }, include: { items: true } });
    expect(issued).toMatchObject({ studentId: student.id, status: 'issued', dateOfPaymentBs: expect.any(String) });
    expect(issued.totalAmount.toFixed(2)).toBe('26500.50');
    expect(issued.items.map((item) => [item.kind, item.particulars, item.amount.toFixed(2)]).sort()).toEqual([
      ['course', courseItem, '25000.00'],
      ['general', generalItem, '1500.50'],
    ]);
    const words = 'Rupees Twenty-Six Thousand Five Hundred and Fifty Paisa Only';
    for (const copy of ["Payer's Copy", 'Office Copy']) {
      await page.getByRole('article', { name: copy }).getByText(words).waitFor();
    }
    const receiptNo = issued.receiptNo;
    await page
      .getByRole('article', { name: 'Office Copy' })
      .locator('p')
      .filter({ hasText: `Receipt No: ${receiptNo}` })
      .waitFor();

    // The printed PDF holds both copies and the amount in words.
    await page.getByRole('button', { name: 'Print / Download PDF' }).click();
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download' }).click();
    const text = (await pdfText(new Uint8Array(fs.readFileSync((await (await downloading).path())!)))).join('\n');
    expect(text).toContain("Payer's Copy");
    expect(text).toContain('Office Copy');
    expect(text.split(words).length - 1).toBe(2);

    // On the generated list, and cancelled there with a reason.
    await page.getByRole('link', { name: 'Generated Receipt' }).click();
    await page.getByRole('searchbox', { name: 'Search' }).fill(`Payer${suffix}`);
    const listed = page.getByRole('row').filter({ hasText: `PAYER${suffix}`.toUpperCase() });
    await listed.getByText('Issued').waitFor();
    await listed.getByRole('button', { name: `Cancel Receipt No. ${receiptNo}` }).click();
    const confirm = page.getByRole('dialog', { name: `Cancel Receipt No. ${receiptNo}?` });
    await confirm.getByRole('button', { name: 'Cancel Receipt' }).click();
    await confirm.getByText('A reason is required to cancel a receipt').waitFor();
    await confirm.getByLabel(/^Reason for cancelling/).fill('Paid twice by mistake');
    await confirm.getByRole('button', { name: 'Cancel Receipt' }).click();
    await page.getByText(`Receipt No. ${receiptNo} cancelled`).waitFor();
    await listed.getByText('Cancelled').waitFor();
    expect(await prisma.receipt.findUniqueOrThrow({ where: { id: receiptId } })).toMatchObject({
      status: 'cancelled',
      cancelReason: 'Paid twice by mistake',
      receiptNo,
    });
    await context.close();
  });
});
