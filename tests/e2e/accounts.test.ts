/**
 * A campus's books through the screens (#30): an accountant (a campus user granted only the
 * account management module) reaches the accounts home from the module's tile, adds a
 * sub-ledger under a standard ledger, and prepares a payment voucher whose submit waits until
 * its debits equal its credits; a second campus user verifies it and the campus's administrator
 * approves it, when it takes its number, PV-1; its PDF opens; it is reversed (with a reason)
 * rather than edited; and the ledger statement and the trial balance (/account) show it. The journey runs on a campus of its own, so the voucher is the
 * first of its year and the books hold nothing else.
 */
import fs from 'node:fs';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '@hemis/contracts';
import { createPrismaClient } from '../../server/src/db/prisma.ts';
import { factoriesFor, type TestUser } from '../support/factories.ts';
import { pdfText } from '../support/pdf-text.ts';
import { browserAvailable, launchBrowser, openPage } from './support/browser.ts';
import { signIn, uniqueSuffix } from './support/journeys.ts';
import { e2e } from './support/worker-server.ts';

const from = (path: string) => `/login?redirect=${encodeURIComponent(path)}`;

/** Chooses `option` in the MUI select labelled `label` (a regex, as required fields add an asterisk). */
async function choose(page: Page, scope: Locator, label: RegExp, option: string | RegExp) {
  await scope.getByLabel(label).click();
  await page.getByRole('option', { name: option }).click();
}

describe.runIf(browserAvailable())('a campus’s books', () => {
  let browser: Browser;
  const prisma = createPrismaClient(e2e().databaseUrl);
  const make = factoriesFor(prisma);
  const suffix = uniqueSuffix();
  const subLedgerCode = `NEA-${suffix}`.slice(0, 20);
  const narration = `Electricity bill ${suffix}`;
  let campus: { id: number; campusName: string };
  let accountant: TestUser;
  let verifier: TestUser;
  let approver: TestUser;
  let voucherId: number;
  let voucherDate: string;

  beforeAll(async () => {
    browser = await launchBrowser();
    campus = await make.createCampus({ campusName: `Books Campus ${suffix}` });
    accountant = await make.createUser({ role: 'CollegeUser', campusId: campus.id, modules: ['account management'] });
    verifier = await make.createUser({ role: 'CollegeUser', campusId: campus.id, modules: ['account management'] });
    approver = await make.createUser({ role: 'CollegeAdmin', campusId: campus.id });
  });
  afterAll(async () => {
    await browser?.close();
    await prisma.$disconnect();
  });

  it('prepares a payment voucher that can be saved only once it balances, to a sub-ledger of its own', async () => {
    const { context, page } = await openPage(browser);
    await signIn(page, accountant.email, accountant.password);
    // The module's home tile leads to the accounts home, whose tiles lead on.
    await page.getByRole('link', { name: /^Account Management/ }).click();
    await page.waitForURL((url) => url.pathname === '/account-mgmt');
    await page.getByRole('table', { name: 'Fiscal years of the books' }).getByText('Open').first().waitFor();
    await page.getByRole('link', { name: /^Sub-Ledgers/ }).click();
    await page.waitForURL((url) => url.pathname === '/account-sub-ledger-master');

    await page.getByRole('button', { name: 'Add Sub-Ledger' }).click();
    const addForm = page.getByRole('dialog').getByRole('form', { name: 'Add Sub-Ledger' });
    await choose(page, addForm, /^Ledger/, '5201 Electricity and Water');
    await addForm.getByLabel(/^Code/).fill(subLedgerCode);
    await addForm.getByLabel(/^Name/).fill('Nepal Electricity Authority');
    await addForm.getByRole('button', { name: 'Add' }).click();
    await page.getByText('Sub-ledger added').waitFor();
    await page.getByRole('row').filter({ hasText: subLedgerCode }).getByText('Electricity and Water').waitFor();

    await page.goto('/account-mgmt');
    await page.getByRole('link', { name: /^Payment Vouchers/ }).click();
    await page.getByRole('button', { name: 'Prepare Payment Voucher' }).click();
    const form = page.getByRole('dialog').getByRole('form', { name: 'Prepare Payment Voucher' });
    await form
      .getByLabel(/^Narration/)
      .first()
      .fill(narration);
    await choose(page, form, /^Ledger of line 1/, '5201 Electricity and Water');
    await choose(page, form, /^Sub-ledger of line 1/, `${subLedgerCode} Nepal Electricity Authority`);
    await form.getByLabel('Debit of line 1').fill('1250.50');
    await form.getByLabel('Narration of line 1').fill('Bill of Mangsir');
    await choose(page, form, /^Ledger of line 2/, '1201 Cash in Hand');
    await form.getByLabel('Credit of line 2').fill('1250');
    const totals = form.getByRole('status', { name: 'Voucher totals' });
    await totals.getByText('Difference: 0.50').waitFor();
    expect(await form.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
    await form.getByLabel('Credit of line 2').fill('1250.50');
    await totals.getByText('Difference: 0.00').waitFor();
    await totals.getByText('Total Debit: 1250.50').waitFor();
    await form.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Payment Voucher saved; it awaits verification').waitFor();

    const saved = await prisma.voucher.findFirstOrThrow({
      where: { campusId: campus.id },
      include: { lines: { orderBy: { lineNo: 'asc' } } },
    });
    voucherId = saved.id;
    voucherDate = saved.dateBs;
    expect(saved).toMatchObject({ voucherType: 'Payment', status: 'Prepared', voucherNo: null, narration });
    expect(saved.lines.map((line) => [line.debit.toFixed(2), line.credit.toFixed(2)])).toEqual([
      ['1250.50', '0.00'],
      ['0.00', '1250.50'],
    ]);
    // The voucher opens once saved; who prepared it does not verify it.
    const detail = page.getByRole('dialog', { name: `Payment voucher #${voucherId} (not yet numbered)` });
    await detail.getByText('Not numbered until approved').waitFor();
    await detail.getByRole('button', { name: 'Edit' }).waitFor();
    expect(await detail.getByRole('button', { name: 'Verify' }).count()).toBe(0);
    await context.close();
  });

  it('is verified by a second campus user and approved by a third, taking the number PV-1; its PDF opens, and it is reversed, not edited', async () => {
    expect(voucherId, 'the voucher is prepared first').toBeDefined();
    const open = async (page: Page) => {
      await page
        .getByRole('row')
        .filter({ hasText: narration })
        .getByRole('button', { name: /^Open Payment voucher/ })
        .click();
      return page.getByRole('dialog', { name: /Payment voucher|PV-/ });
    };

    const verifying = await openPage(browser);
    await signIn(verifying.page, verifier.email, verifier.password, from('/account-vouchers-payment'));
    let detail = await open(verifying.page);
    await detail.getByRole('button', { name: 'Verify' }).click();
    await verifying.page.getByText('Voucher verified').waitFor();
    await detail.getByText('Verified', { exact: true }).waitFor();
    // Who verified it does not approve it.
    expect(await detail.getByRole('button', { name: 'Approve' }).count()).toBe(0);
    await verifying.context.close();

    const { context, page } = await openPage(browser);
    await signIn(page, approver.email, approver.password, from('/account-vouchers-payment'));
    detail = await open(page);
    await detail.getByRole('button', { name: 'Approve' }).click();
    await page.getByText('Voucher approved as PV-1').waitFor();
    await detail.getByText('Voucher No. PV-1').waitFor();
    await detail.getByRole('button', { name: 'Reverse' }).waitFor();
    expect(await prisma.voucher.findUniqueOrThrow({ where: { id: voucherId } })).toMatchObject({
      status: 'Approved',
      voucherNo: 1,
      preparedById: accountant.id,
      verifiedById: verifier.id,
      approvedById: approver.id,
    });

    await detail.getByRole('button', { name: 'PDF' }).click();
    const downloading = page.waitForEvent('download');
    await detail.getByRole('button', { name: 'Download' }).click();
    const text = (await pdfText(new Uint8Array(fs.readFileSync((await (await downloading).path())!)))).join('\n');
    expect(text).toContain('PV-1');
    expect(text).toContain(narration);

    // An approved voucher is not edited but reversed, with a reason, by a new voucher that names it.
    expect(await detail.getByRole('button', { name: 'Edit' }).count()).toBe(0);
    await detail.getByRole('button', { name: 'Reverse' }).click();
    const reverse = page.getByRole('dialog', { name: 'Reverse PV-1?' });
    await reverse.getByRole('button', { name: 'Reverse' }).click();
    await reverse.getByText(ACCOUNT_MESSAGES.reasonRequired).waitFor();
    await reverse.getByLabel(/^Reason for reversing/).fill('Entered against the wrong bill');
    await reverse.getByRole('button', { name: 'Reverse' }).click();
    await page.getByText('Reversal prepared; it awaits verification and approval').waitFor();
    const reversal = await prisma.voucher.findUniqueOrThrow({ where: { reversesVoucherId: voucherId } });
    expect(reversal).toMatchObject({
      status: 'Prepared',
      voucherNo: null,
      reversalReason: 'Entered against the wrong bill',
    });
    const opened = page.getByRole('dialog', { name: `Payment voucher #${reversal.id} (not yet numbered)` });
    await opened.getByRole('button', { name: `Open voucher #${voucherId}` }).waitFor();
    await opened.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('row').filter({ hasText: narration }).getByText('PV-1').first().waitFor();
    await context.close();
  });

  it('shows the approved voucher on the ledger statement and the trial balance', async () => {
    expect(voucherId, 'the voucher is approved first').toBeDefined();
    const { context, page } = await openPage(browser);
    await signIn(page, accountant.email, accountant.password, from('/account'));
    await page.getByLabel('Ledger', { exact: true }).click();
    await page.getByRole('option', { name: '5201 Electricity and Water' }).click();
    const statement = page.getByRole('table', { name: 'Ledger Statement' });
    const posted = statement.getByRole('row').filter({ hasText: 'PV-1' });
    // The line's own narration names the posting.
    await posted.getByText('Bill of Mangsir').waitFor();
    expect(await posted.getByRole('cell').allTextContents()).toEqual([
      voucherDate,
      'PV-1',
      'Bill of Mangsir',
      '1,250.50',
      '',
      '1,250.50 Dr',
    ]);

    await page.getByRole('tab', { name: 'Trial Balance' }).click();
    const trial = page.getByRole('table', { name: 'Trial Balance' });
    const row = async (code: string) =>
      await trial.getByRole('row').filter({ hasText: code }).getByRole('cell').allTextContents();
    await trial.getByRole('row').filter({ hasText: '5201' }).waitFor();
    // The campus's books hold this voucher alone: its two lines, and totals that agree.
    expect(await row('5201')).toEqual([
      '5201',
      'Electricity and Water',
      'Expenditure / Operating Expenses',
      '1,250.50',
      '',
    ]);
    expect(await row('1201')).toEqual(['1201', 'Cash in Hand', 'Assets / Current Assets', '', '1,250.50']);
    expect(await row('Total')).toEqual(['', 'Total', '', '1,250.50', '1,250.50']);
    await context.close();
  });
});
