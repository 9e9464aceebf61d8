/**
 * A student pays their dues online: the dues on their home, Pay with eSewa, the stand-in
 * gateway's page (Pay), back to /success where the server confirms the payment with the
 * gateway and issues the receipt, whose PDF the student downloads. An attempt cancelled at the
 * gateway comes back to /failed and ends, issuing nothing. Then the campus's accountant: the
 * payments on /payment with their receipts, Check now on one a student paid at the gateway but
 * never came back from, a receipt issued at the counter, and the day's collection report with
 * the online and the counter receipts. The journey runs on a campus of its own, so that its
 * report holds only the journey's receipts though other journeys share the database.
 */
import fs from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPrismaClient } from '../../server/src/db/prisma.ts';
import { dayInNepal } from '../../server/src/lib/clock.ts';
import { TEMPLATE_SEEDED_ON } from '../support/constants.ts';
import { factoriesFor, TEST_PASSWORD, type TestUser } from '../support/factories.ts';
import { pdfText } from '../support/pdf-text.ts';
import { browserAvailable, launchBrowser, openPage } from './support/browser.ts';
import { signIn, uniqueSuffix } from './support/journeys.ts';
import { e2e } from './support/worker-server.ts';

const from = (path: string) => `/login?redirect=${encodeURIComponent(path)}`;

/** From the student's home to the stand-in gateway's page, asked for everything due. */
async function openGateway(page: Page, amount: string) {
  await page.goto('/student-home');
  await page
    .getByRole('region', { name: 'My Dues' })
    .getByRole('button', { name: `Pay NPR ${amount} with eSewa` })
    .click();
  await page.getByText(`Merchant EPAYTEST asks for NPR ${amount}`).waitFor();
}

describe.runIf(browserAvailable())('online payment', () => {
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

  const make = factoriesFor(prisma);
  /** The journey's campus, its program charging Tuition, and the campus's accountant. */
  let campus: { id: number; campusName: string; universityId: number };
  let programId: number;
  let accountant: TestUser;
  /** The student who pays at once, and the receipt their payment got. */
  let payer: { studentId: number; lastName: string; receiptNo: number };

  /** A student of the journey's program with an account to sign in with. */
  async function studentOfCampus(lastName: string) {
    const account = await make.createUser({ role: 'Student', campusId: campus.id });
    const student = await make.createStudent({
      campusId: campus.id,
      programId,
      userId: account.id,
      email: account.email,
      lastName,
    });
    return { account, student };
  }

  it('a student pays a due through the gateway and downloads the receipt; a cancelled attempt issues nothing', async () => {
    campus = await make.createCampus({ campusName: `Payment Campus ${suffix}` });
    programId = (
      await make.createProgram({
        universityId: campus.universityId,
        runByCampusId: campus.id,
        programType: 'semester',
        programName: `Fee Program ${suffix}`,
      })
    ).id;
    accountant = await make.createUser({ role: 'CollegeAdmin', campusId: campus.id });
    const { account, student } = await studentOfCampus(`Online${suffix}`);
    await prisma.feeType.create({
      data: {
        campusId: campus.id,
        batchId: student.admissionYearId,
        programId,
        name: `Tuition ${suffix}`,
        amount: '2500.50',
      },
    });

    const { context, page } = await openPage(browser);
    await signIn(page, account.email, TEST_PASSWORD, from('/student-home'));
    const dues = page.getByRole('region', { name: 'My Dues' });
    await dues
      .getByRole('table', { name: 'My fees' })
      .getByRole('row')
      .filter({ hasText: `Tuition ${suffix}` })
      .waitFor();

    // Cancelled at the gateway: back at /failed, the payment ends and nothing is issued.
    await openGateway(page, '2500.50');
    await page.getByRole('button', { name: 'Cancel', exact: true }).click();
    await page.getByText('The payment was cancelled. Nothing was charged.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/failed');

    // Paid at the gateway: back at /success, confirmed and the receipt issued.
    await openGateway(page, '2500.50');
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await page.getByText('Your payment is received and your receipt is issued.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/success');
    const receipts = await prisma.receipt.findMany({ where: { studentId: student.id } });
    expect(receipts).toHaveLength(1);
    expect(receipts[0]!.totalAmount.toFixed(2)).toBe('2500.50');
    const payments = await prisma.onlinePayment.findMany({ where: { studentId: student.id }, orderBy: { id: 'asc' } });
    expect(payments.map((payment) => [payment.status, payment.receiptId])).toEqual([
      ['canceled', null],
      ['complete', receipts[0]!.id],
    ]);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download receipt' }).click(),
    ]);
    const text = (await pdfText(new Uint8Array(fs.readFileSync(await download.path())))).join('\n');
    expect(text).toContain(String(receipts[0]!.receiptNo));
    expect(text).toMatch(/Two Thousand Five Hundred and Fifty Paisa/);

    // Home again: nothing due, the payment listed with its receipt.
    await page.goto('/student-home');
    await dues.getByRole('button', { name: `Receipt No. ${receipts[0]!.receiptNo}` }).waitFor();
    await expect(dues.getByRole('button', { name: /with eSewa/ }).count()).resolves.toBe(0);
    payer = { studentId: student.id, lastName: student.lastName, receiptNo: receipts[0]!.receiptNo };
    await context.close();
  });

  it('the accountant sees the payments on /payment, settles one paid but never returned with Check now, and the day’s collection report shows the online and counter receipts', async () => {
    expect(payer, 'a student paid online first').toBeDefined();
    // Another student pays at the gateway but never comes back to /success (the tab closed on
    // the way): HEMIS holds the payment pending while eSewa has it complete.
    const late = await studentOfCampus(`Late${suffix}`);
    const student = await openPage(browser);
    await signIn(student.page, late.account.email, TEST_PASSWORD, from('/student-home'));
    await openGateway(student.page, '2500.50');
    // Pay is pressed as the gateway's form would post it, and the redirect back is left unfollowed.
    const gatewayPage = new URL(student.page.url());
    const transactionUuid = await student.page.locator('input[name="transaction_uuid"]').first().inputValue();
    await student.context.close();
    const paid = await fetch(new URL('/api/epay/main/v2/pay', gatewayPage.origin), {
      method: 'POST',
      body: new URLSearchParams({ transaction_uuid: transactionUuid }),
      redirect: 'manual',
    });
    expect(paid.status).toBe(303);
    const waiting = await prisma.onlinePayment.findFirstOrThrow({ where: { studentId: late.student.id } });
    expect(waiting).toMatchObject({ status: 'pending', receiptId: null });

    // A counter receipt for the first payer's exam fee, issued through the receipt form.
    const examFee = `Exam Fee ${suffix}`;
    await prisma.generalFeeType.create({
      data: { campusId: campus.id, feeType: 'generalFee', feeName: examFee, amount: '1500.50' },
    });
    const { context, page } = await openPage(browser);
    await signIn(page, accountant.email, TEST_PASSWORD, from('/receipt-management/students'));
    await page.getByRole('searchbox', { name: 'Search' }).fill(payer.lastName);
    await page.getByRole('link', { name: new RegExp(`^Generate a receipt for .*${payer.lastName}`, 'i') }).click();
    await page.getByRole('form', { name: 'Receipt' }).getByRole('checkbox', { name: examFee }).check();
    await page.getByText('Total: NPR 1,500.50').waitFor();
    await page.getByRole('button', { name: 'Generate Receipt' }).click();
    await page.waitForURL((url) => /^\/receipt-management\/receipt-details\/\d+$/.test(url.pathname));
    const counter = await prisma.receipt.findUniqueOrThrow({
      where: { id: Number(new URL(page.url()).pathname.split('/').pop()) },
    });
    expect(counter).toMatchObject({ campusId: campus.id, studentId: payer.studentId, channel: 'counter' });

    // The campus's online payments: the first with its receipt, the late one pending until asked.
    await page.getByRole('link', { name: 'Online Payments' }).click();
    await page.waitForURL((url) => url.pathname === '/payment');
    const table = page.getByRole('table', { name: 'Online Payments' });
    const paidRow = table
      .getByRole('row')
      .filter({ hasText: payer.lastName.toUpperCase() })
      .filter({ hasText: 'Complete' });
    await paidRow.getByRole('link', { name: new RegExp(`^View Receipt No. ${payer.receiptNo} of`) }).waitFor();
    const cancelledRow = table
      .getByRole('row')
      .filter({ hasText: payer.lastName.toUpperCase() })
      .filter({ hasText: 'Cancelled' });
    await cancelledRow.waitFor();
    await expect(cancelledRow.getByRole('button').count()).resolves.toBe(0);
    const lateRow = table.getByRole('row').filter({ hasText: late.student.lastName });
    await lateRow.getByText('Pending').waitFor();
    await lateRow.getByRole('button', { name: /^Check the payment of .* with eSewa now$/ }).click();
    await page
      .getByRole('status')
      .filter({ hasText: /^eSewa confirmed .*: Receipt No\. \d+ is issued\.$/ })
      .waitFor();
    const settled = await prisma.onlinePayment.findFirstOrThrow({ where: { studentId: late.student.id } });
    const lateReceipt = await prisma.receipt.findUniqueOrThrow({ where: { id: settled.receiptId ?? -1 } });
    await page
      .getByRole('status')
      .filter({ hasText: `Receipt No. ${lateReceipt.receiptNo} is issued` })
      .waitFor();
    await lateRow.getByText('Complete').waitFor();
    await lateRow.getByRole('link', { name: new RegExp(`^View Receipt No. ${lateReceipt.receiptNo} of`) }).click();
    await page.waitForURL((url) => url.pathname === `/receipt-management/receipt-details/${lateReceipt.id}`);

    // The day's collections: the two online receipts and the counter one, and only them (the campus is the journey's).
    const today = dayInNepal(TEMPLATE_SEEDED_ON);
    await page.goto('/receipt-management/collection-report');
    await page.getByLabel('From date (A.D.)').fill(today);
    await page.getByLabel('To date (A.D.)').fill(today);
    await page.getByRole('button', { name: 'Daily collections' }).click();
    const daily = page.getByRole('table', { name: 'Daily collections' });
    await daily.getByRole('row').filter({ hasText: today }).filter({ hasText: '6501.50' }).waitFor();
    expect(await daily.getByRole('row').filter({ hasText: today }).getByRole('cell').allTextContents()).toEqual([
      today,
      counter.dateOfPaymentBs,
      '3',
      '6501.50',
    ]);
    await page.getByRole('button', { name: 'Collections by fee item' }).click();
    const byItem = page.getByRole('table', { name: 'Collections by fee item' });
    await byItem
      .getByRole('row')
      .filter({ hasText: `Tuition ${suffix}` })
      .filter({ hasText: '5001.00' })
      .waitFor();
    await byItem.getByRole('row').filter({ hasText: examFee }).filter({ hasText: '1500.50' }).waitFor();
    await context.close();
  });
});
