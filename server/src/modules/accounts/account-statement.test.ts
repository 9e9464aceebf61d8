import { beforeAll, describe, expect, it } from 'vitest';
import type { BalanceSheet, IncomeExpenditureStatement, LedgerStatement, TrialBalance } from '@hemis/contracts';
import { postVoucher, type TestVoucher } from '../../../../tests/support/books.ts';
import type { TestUser } from '../../../../tests/support/factories.ts';
import { asBytes, pdfText } from '../../../../tests/support/pdf-text.ts';
import { asUser } from '../../../../tests/support/session.ts';
import { useTestApp } from '../../../../tests/support/suite.ts';

const { test, make } = useTestApp({ clock: '2026-11-26T06:00:00Z' });

/** The fiscal year 2083/84 runs from 2083-04-01 (Shrawan) to the end of Ashadh 2084. */
const YEAR = '2083/84';
const STATEMENTS = ['LedgerStatement', 'TrialBalance', 'IncomeExpenditure', 'BalanceSheet'] as const;

let fiscalYearId: number;
let campusId: number;
let otherCampusId: number;
let cashId: number;
let accountant: TestUser;
let uniAdmin: TestUser;
let otherUniAdmin: TestUser;
let admin: TestUser;
let otherAccountant: TestUser;

/**
 * The campus's books of the year: the opening voucher on its first day, then receipts,
 * payments and journals. Amounts with paisa, so that any float on the way would show.
 */
const books = (campus: number, year: number): Omit<TestVoucher, 'userId'>[] => [
  {
    campusId: campus,
    fiscalYearId: year,
    dateBs: '2083-04-01',
    type: 'Opening',
    narration: 'Balances brought forward',
    lines: [
      { ledgerCode: '1201', debit: '10000.00' },
      { ledgerCode: '1202', debit: '50000.00' },
      { ledgerCode: '3101', credit: '60000.00' },
    ],
  },
  {
    campusId: campus,
    fiscalYearId: year,
    dateBs: '2083-04-15',
    type: 'Receipt',
    narration: 'Tuition received',
    lines: [
      { ledgerCode: '1201', debit: '1500.50' },
      { ledgerCode: '4101', credit: '1500.50' },
    ],
  },
  {
    campusId: campus,
    fiscalYearId: year,
    dateBs: '2083-05-10',
    type: 'Payment',
    narration: 'Salaries of Shrawan',
    lines: [
      { ledgerCode: '5101', debit: '20000.00' },
      { ledgerCode: '1202', credit: '20000.00' },
    ],
  },
  {
    campusId: campus,
    fiscalYearId: year,
    dateBs: '2083-06-01',
    type: 'Journal',
    narration: 'Electricity bill due',
    lines: [
      { ledgerCode: '5201', debit: '1234.56' },
      { ledgerCode: '2105', credit: '1234.56' },
    ],
  },
  {
    campusId: campus,
    fiscalYearId: year,
    dateBs: '2083-08-20',
    type: 'Payment',
    narration: 'Part of the electricity bill paid',
    lines: [
      { ledgerCode: '2105', debit: '1000.00' },
      { ledgerCode: '1201', credit: '1000.00', narration: 'Paid in cash' },
    ],
  },
  {
    campusId: campus,
    fiscalYearId: year,
    dateBs: '2083-09-05',
    type: 'Journal',
    narration: 'Recurrent grant received in the bank',
    lines: [
      { ledgerCode: '1202', debit: '30000.00' },
      { ledgerCode: '4201', credit: '30000.00' },
    ],
  },
];

beforeAll(async () => {
  const { prisma } = test.app;
  const year = await prisma.fiscalYear.findUniqueOrThrow({ where: { yearNepali: YEAR } });
  expect(year.startDateBs).toBe('2083-04-01');
  fiscalYearId = year.id;
  const previousYear = await prisma.fiscalYear.findUniqueOrThrow({ where: { yearNepali: '2082/83' } });
  const university = await make.createUniversity();
  campusId = (await make.createCampus({ universityId: university.id })).id;
  otherCampusId = (await make.createCampus()).id;
  cashId = (await prisma.accountLedger.findFirstOrThrow({ where: { code: '1201', campusId: null } })).id;
  accountant = await make.createUser({ role: 'CollegeAdmin', campusId });
  otherAccountant = await make.createUser({ role: 'CollegeAdmin', campusId: otherCampusId });
  uniAdmin = await make.createUser({ role: 'UniAdmin', universityId: university.id });
  otherUniAdmin = await make.createUser({ role: 'UniAdmin', universityId: (await make.createUniversity()).id });
  admin = await make.createUser({ role: 'Admin' });

  for (const voucher of books(campusId, fiscalYearId)) await postVoucher(prisma, voucher);
  // What no statement of the campus's year reads: a voucher not yet approved, another campus's
  // books, and the campus's previous year.
  await postVoucher(prisma, {
    campusId,
    fiscalYearId,
    dateBs: '2083-05-01',
    type: 'Payment',
    approved: false,
    lines: [
      { ledgerCode: '5204', debit: '99999.00' },
      { ledgerCode: '1201', credit: '99999.00' },
    ],
  });
  await postVoucher(prisma, {
    campusId: otherCampusId,
    fiscalYearId,
    dateBs: '2083-05-01',
    type: 'Receipt',
    lines: [
      { ledgerCode: '1201', debit: '777.00' },
      { ledgerCode: '4101', credit: '777.00' },
    ],
  });
  await postVoucher(prisma, {
    campusId,
    fiscalYearId: previousYear.id,
    dateBs: '2083-03-15',
    type: 'Journal',
    lines: [
      { ledgerCode: '1201', debit: '5555.00' },
      { ledgerCode: '4101', credit: '5555.00' },
    ],
  });
});

/** A statement as the user reads it: its status and its body as the statement's type. */
async function read<T = { issues?: unknown[] }>(
  user: TestUser,
  statement: (typeof STATEMENTS)[number],
  query: Record<string, unknown>,
): Promise<{ status: number; body: T }> {
  const response = await asUser(test, user)
    .get(`/api/AccountReport/${statement}`)
    .query({ fiscalYearId, ...query });
  return { status: response.status, body: response.body as T };
}

describe('the ledger statement', () => {
  it('opens with the opening voucher and runs its balance line by line to the closing balance', async () => {
    const response = await read<LedgerStatement>(accountant, 'LedgerStatement', { ledgerId: cashId });
    expect(response.status).toBe(200);
    const statement = response.body;
    expect(statement).toMatchObject({
      campusId,
      fiscalYear: YEAR,
      fromDateBs: '2083-04-01',
      ledgerCode: '1201',
      openingBalance: '10000.00',
      totalDebit: '1500.50',
      totalCredit: '1000.00',
      closingBalance: '10500.50',
    });
    expect(statement.rows).toEqual([
      expect.objectContaining({
        voucherNumber: 'RV-1',
        dateBs: '2083-04-15',
        narration: 'Tuition received',
        debit: '1500.50',
        credit: '0.00',
        balance: '11500.50',
      }),
      expect.objectContaining({
        voucherNumber: 'PV-2',
        dateBs: '2083-08-20',
        narration: 'Paid in cash',
        debit: '0.00',
        credit: '1000.00',
        balance: '10500.50',
      }),
    ]);
  });

  it('brings the lines before the start date into the opening balance, and stops at the end date', async () => {
    const fromJune = await read<LedgerStatement>(accountant, 'LedgerStatement', {
      ledgerId: cashId,
      fromDate: '2083-06-01',
    });
    expect(fromJune.body).toMatchObject({ openingBalance: '11500.50', closingBalance: '10500.50' });
    expect(fromJune.body.rows.map((row) => row.balance)).toEqual(['10500.50']);

    const untilJuly = await read<LedgerStatement>(accountant, 'LedgerStatement', {
      ledgerId: cashId,
      toDate: '2083-07-30',
    });
    expect(untilJuly.body).toMatchObject({
      openingBalance: '10000.00',
      totalCredit: '0.00',
      closingBalance: '11500.50',
    });
    expect(untilJuly.body.rows).toHaveLength(1);
  });

  it('of a sub-ledger reads its lines alone; a ledger or sub-ledger of another campus answers 404', async () => {
    const { prisma } = test.app;
    const thirdCampus = (await make.createCampus()).id;
    const payable = await prisma.accountLedger.findFirstOrThrow({ where: { code: '2101', campusId: null } });
    const [ram, sita] = await Promise.all(
      ['RAM', 'SITA'].map((code) =>
        prisma.accountSubLedger.create({ data: { campusId: thirdCampus, ledgerId: payable.id, code, name: code } }),
      ),
    );
    await postVoucher(prisma, {
      campusId: thirdCampus,
      fiscalYearId,
      dateBs: '2083-05-30',
      narration: 'Salaries due',
      lines: [
        { ledgerCode: '5101', debit: '3000.00' },
        { ledgerId: payable.id, subLedgerId: ram!.id, credit: '1000.00' },
        { ledgerId: payable.id, subLedgerId: sita!.id, credit: '2000.00' },
      ],
    });
    const clerk = await make.createUser({ role: 'CollegeUser', campusId: thirdCampus });
    const whole = await read<LedgerStatement>(clerk, 'LedgerStatement', { ledgerId: payable.id });
    expect(whole.body.closingBalance).toBe('-3000.00');
    const one = await read<LedgerStatement>(clerk, 'LedgerStatement', { ledgerId: payable.id, subLedgerId: sita!.id });
    expect(one.body).toMatchObject({ subLedgerName: 'SITA', totalCredit: '2000.00', closingBalance: '-2000.00' });
    expect(one.body.rows).toHaveLength(1);

    const otherSubLedger = await read(accountant, 'LedgerStatement', { ledgerId: payable.id, subLedgerId: ram!.id });
    expect(otherSubLedger.status).toBe(404);
    const ownLedger = await prisma.accountLedger.create({
      data: { campusId: thirdCampus, subGroupId: payable.subGroupId, code: 'OWN-1', name: 'Own payable' },
    });
    expect((await read(accountant, 'LedgerStatement', { ledgerId: ownLedger.id })).status).toBe(404);
    expect((await read(clerk, 'LedgerStatement', { ledgerId: ownLedger.id })).status).toBe(200);
  });

  it('shows a credit balance as negative', async () => {
    const creditors = await test.app.prisma.accountLedger.findFirstOrThrow({ where: { code: '2105', campusId: null } });
    const { body } = await read<LedgerStatement>(accountant, 'LedgerStatement', { ledgerId: creditors.id });
    expect(body.rows.map((row) => row.balance)).toEqual(['-1234.56', '-234.56']);
    expect(body.closingBalance).toBe('-234.56');
  });
});

describe('the statements of a campus’s books', () => {
  it('balance: the trial balance’s debits equal its credits, as worked out by hand', async () => {
    const { body, status } = await read<TrialBalance>(accountant, 'TrialBalance', {});
    expect(status).toBe(200);
    expect(Object.fromEntries(body.rows.map((row) => [row.code, [row.debit, row.credit]]))).toEqual({
      '1201': ['10500.50', '0.00'],
      '1202': ['60000.00', '0.00'],
      '2105': ['0.00', '234.56'],
      '3101': ['0.00', '60000.00'],
      '4101': ['0.00', '1500.50'],
      '4201': ['0.00', '30000.00'],
      '5101': ['20000.00', '0.00'],
      '5201': ['1234.56', '0.00'],
    });
    expect(body.totalDebit).toBe('91735.06');
    expect(body.totalCredit).toBe('91735.06');
  });

  it('give the surplus of income over expenditure, and a balance sheet whose sides agree with it', async () => {
    const incomeExpenditure = (await read<IncomeExpenditureStatement>(accountant, 'IncomeExpenditure', {})).body;
    expect(incomeExpenditure).toMatchObject({
      totalIncome: '31500.50',
      totalExpenditure: '21234.56',
      surplus: '10265.94',
    });
    expect(incomeExpenditure.income.map((line) => [line.code, line.amount])).toEqual([
      ['4101', '1500.50'],
      ['4201', '30000.00'],
    ]);

    const sheet = (await read<BalanceSheet>(accountant, 'BalanceSheet', {})).body;
    expect(sheet).toMatchObject({
      surplus: incomeExpenditure.surplus,
      totalAssets: '70500.50',
      totalLiabilitiesAndEquity: '70500.50',
    });
    expect(sheet.assets.map((line) => [line.code, line.amount])).toEqual([
      ['1201', '10500.50'],
      ['1202', '60000.00'],
    ]);
    expect(sheet.liabilities.map((line) => [line.code, line.amount])).toEqual([['2105', '234.56']]);
    expect(sheet.equity.map((line) => [line.code, line.amount])).toEqual([['3101', '60000.00']]);
  });

  it('read a range of dates: the income and expenditure between them, the balance sheet at the end date', async () => {
    const range = { fromDate: '2083-05-01', toDate: '2083-07-30' };
    const incomeExpenditure = (await read<IncomeExpenditureStatement>(accountant, 'IncomeExpenditure', range)).body;
    expect(incomeExpenditure).toMatchObject({
      fromDateBs: '2083-05-01',
      toDateBs: '2083-07-30',
      income: [],
      totalIncome: '0.00',
      totalExpenditure: '21234.56',
      surplus: '-21234.56',
    });
    const sheet = (await read<BalanceSheet>(accountant, 'BalanceSheet', range)).body;
    // Cash 11500.50 and bank 30000.00; creditors 1234.56, the fund 60000.00, the year's deficit so far.
    expect(sheet).toMatchObject({
      surplus: '-19734.06',
      totalAssets: '41500.50',
      totalLiabilitiesAndEquity: '41500.50',
    });
    const trial = (await read<TrialBalance>(accountant, 'TrialBalance', range)).body;
    expect(trial.totalDebit).toBe(trial.totalCredit);
    expect(trial.totalDebit).toBe('62735.06');
  });

  it('are read by the campus’s university and the grants body for the campus they name', async () => {
    for (const reader of [uniAdmin, admin]) {
      const { body, status } = await read<TrialBalance>(reader, 'TrialBalance', { campusId });
      expect(status).toBe(200);
      expect(body.totalDebit).toBe('91735.06');
    }
    const missing = await read(uniAdmin, 'TrialBalance', {});
    expect(missing.status).toBe(400);
    expect(missing.body.issues).toMatchObject([expect.objectContaining({ field: 'querystring.campusId' })]);
  });

  it('of another campus answer 404, as a missing campus does', async () => {
    for (const statement of STATEMENTS) {
      const query = statement === 'LedgerStatement' ? { ledgerId: cashId, campusId } : { campusId };
      expect((await read(otherAccountant, statement, query)).status).toBe(404);
      expect((await read(otherUniAdmin, statement, query)).status).toBe(404);
    }
    // The other campus's own books hold its receipt only.
    const own = (await read<TrialBalance>(otherAccountant, 'TrialBalance', {})).body;
    expect(own.totalDebit).toBe('777.00');
  });

  it('refuse a day outside the fiscal year, a start after the end, and a bad date, with 400', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ fromDate: '2083-03-31' }, 'querystring.fromDate'],
      [{ toDate: '2084-04-01' }, 'querystring.toDate'],
      [{ fromDate: '2083-09-01', toDate: '2083-06-01' }, 'querystring.fromDate'],
      [{ fromDate: '2083-13-40' }, 'querystring.fromDate'],
      [{ fiscalYearId: 'none' }, 'querystring.fiscalYearId'],
      [{ fiscalYearId: 999999 }, 'querystring.fiscalYearId'],
      [{ format: 'docx' }, 'querystring.format'],
    ];
    for (const [query, field] of cases) {
      for (const statement of ['TrialBalance', 'BalanceSheet'] as const) {
        const response = await read(accountant, statement, query);
        expect(response.status, JSON.stringify(query)).toBe(400);
        expect(response.body.issues).toMatchObject([expect.objectContaining({ field })]);
      }
    }
    const noLedger = await read(accountant, 'LedgerStatement', {});
    expect(noLedger.status).toBe(400);
  });

  it('are refused to a student and to staff without the account management module', async () => {
    const student = await make.createUser({ role: 'Student', campusId });
    const clerk = await make.createUser({ role: 'CollegeUser', campusId, modules: [] });
    for (const user of [student, clerk]) {
      for (const statement of STATEMENTS) {
        expect((await read(user, statement, { ledgerId: cashId })).status).toBe(403);
      }
    }
  });
});

describe('the statements’ downloads', () => {
  it('open as a PDF with the campus’s header and a verification code, as XLSX and as CSV', async () => {
    const { prisma } = test.app;
    const campus = await prisma.campus.findUniqueOrThrow({ where: { id: campusId } });
    const before = await prisma.issuedDocument.count({ where: { campusId, kind: 'report' } });
    for (const statement of STATEMENTS) {
      const query = { fiscalYearId, campusId, ledgerId: cashId, format: 'pdf' };
      const pdf = await asBytes(asUser(test, uniAdmin).get(`/api/AccountReport/${statement}`).query(query));
      expect(pdf.status).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      const bytes = pdf.body as Buffer;
      expect(bytes.subarray(0, 4).toString()).toBe('%PDF');
      const text = (await pdfText(bytes)).join(' ');
      expect(text).toContain(campus.campusName);
    }
    expect(await prisma.issuedDocument.count({ where: { campusId, kind: 'report' } })).toBe(before + STATEMENTS.length);

    const pdf = await asBytes(
      asUser(test, accountant).get('/api/AccountReport/BalanceSheet').query({ fiscalYearId, format: 'pdf' }),
    );
    const text = (await pdfText(pdf.body as Buffer)).join(' ');
    expect(text).toContain('Balance sheet');
    expect(text).toContain('70500.50');

    const xlsx = await asUser(test, accountant)
      .get('/api/AccountReport/TrialBalance')
      .query({ fiscalYearId, format: 'xlsx' });
    expect(xlsx.status).toBe(200);
    expect(xlsx.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');

    const csv = await asUser(test, accountant)
      .get('/api/AccountReport/LedgerStatement')
      .query({ fiscalYearId, ledgerId: cashId, format: 'csv' });
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.text).toContain('Opening balance');
    expect(csv.text).toContain('10500.50 Dr');
  });
});
