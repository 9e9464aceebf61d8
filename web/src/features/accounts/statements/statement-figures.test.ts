import { describe, expect, it } from 'vitest';
import type { BalanceSheet, IncomeExpenditureStatement, LedgerStatement, TrialBalance } from '@hemis/contracts';
import {
  balanceSheetFigures,
  incomeExpenditureFigures,
  ledgerStatementFigures,
  trialBalanceFigures,
} from './statement-figures.ts';

const header = {
  campusId: 7,
  campusName: 'Sagarmatha Campus',
  fiscalYear: '2081/82',
  fromDateBs: '2081-04-01',
  toDateBs: '2081-09-15',
};

describe('the statements of the books as the screen shows them', () => {
  it('a ledger statement runs from the opening balance through each posting to the closing balance', () => {
    const statement: LedgerStatement = {
      ...header,
      ledgerId: 1,
      ledgerCode: '1010',
      ledgerName: 'Cash',
      subLedgerName: null,
      openingBalance: '100000.00',
      rows: [
        {
          voucherId: 9,
          voucherNumber: 'PV-3',
          voucherType: 'Payment',
          dateBs: '2081-05-02',
          narration: 'Stationery',
          debit: '0.00',
          credit: '2500.50',
          balance: '97499.50',
        },
      ],
      totalDebit: '0.00',
      totalCredit: '2500.50',
      closingBalance: '-1250000.00',
    };
    const figures = ledgerStatementFigures(statement);
    expect(figures.heading).toBe('Cash (1010): Sagarmatha Campus, F.Y. 2081/82, 2081-04-01 to 2081-09-15 BS');
    const [table] = figures.tables;
    expect(table!.rows).toEqual([
      ['', '', 'Opening balance', '', '', '1,00,000.00 Dr'],
      ['2081-05-02', 'PV-3', 'Stationery', '', '2,500.50', '97,499.50 Dr'],
    ]);
    expect(table!.totals).toEqual([
      ['', '', 'Total', '0.00', '2,500.50', ''],
      ['', '', 'Closing balance', '', '', '12,50,000.00 Cr'],
    ]);
    expect(figures.summary).toEqual([]);
    // Without postings the balances still show, and the screen says why the table is short.
    expect(ledgerStatementFigures({ ...statement, rows: [] }).summary).toEqual([
      'Nothing was posted to this ledger in the period.',
    ]);
  });

  it('a trial balance shows each ledger on its side and the totals, and is empty without ledgers', () => {
    const balance: TrialBalance = {
      ...header,
      rows: [
        {
          ledgerId: 1,
          code: '1010',
          name: 'Cash',
          group: 'Assets',
          subGroupName: 'Current assets',
          debit: '5000.00',
          credit: '0.00',
        },
        {
          ledgerId: 2,
          code: '3010',
          name: 'Fee income',
          group: 'Income',
          subGroupName: 'Fees',
          debit: '0.00',
          credit: '5000.00',
        },
      ],
      totalDebit: '5000.00',
      totalCredit: '5000.00',
    };
    const [table] = trialBalanceFigures(balance).tables;
    expect(table!.rows[1]).toEqual(['3010', 'Fee income', 'Income / Fees', '', '5,000.00']);
    expect(table!.totals).toEqual([['', 'Total', '', '5,000.00', '5,000.00']]);
    expect(trialBalanceFigures({ ...balance, rows: [] }).empty).toBe(true);
  });

  it('an income and expenditure statement says a negative surplus as a deficit', () => {
    const statement: IncomeExpenditureStatement = {
      ...header,
      income: [{ subGroupName: 'Fees', ledgerId: 2, code: '3010', name: 'Fee income', amount: '1000.00' }],
      expenditure: [{ subGroupName: 'Salaries', ledgerId: 3, code: '4010', name: 'Salary', amount: '1300.00' }],
      totalIncome: '1000.00',
      totalExpenditure: '1300.00',
      surplus: '-300.00',
    };
    const figures = incomeExpenditureFigures(statement);
    expect(figures.tables.map((table) => table.totals)).toEqual([
      [['', 'Total income', '', '1,000.00']],
      [['', 'Total expenditure', '', '1,300.00']],
    ]);
    expect(figures.summary).toEqual(['Deficit for the period: 300.00']);
  });

  it('a balance sheet puts the year’s surplus beside the equity', () => {
    const sheet: BalanceSheet = {
      ...header,
      assets: [{ subGroupName: 'Current assets', ledgerId: 1, code: '1010', name: 'Cash', amount: '1500.00' }],
      liabilities: [],
      equity: [{ subGroupName: 'Fund', ledgerId: 5, code: '5010', name: 'Accumulated fund', amount: '1000.00' }],
      surplus: '500.00',
      totalAssets: '1500.00',
      totalLiabilitiesAndEquity: '1500.00',
    };
    const figures = balanceSheetFigures(sheet);
    expect(figures.heading).toBe('Balance sheet of Sagarmatha Campus at 2081-09-15 BS (F.Y. 2081/82)');
    const equity = figures.tables[2]!;
    expect(equity.rows.at(-1)).toEqual(['', 'Surplus of the year so far', '', '500.00']);
    expect(equity.totals).toEqual([['', 'Total liabilities and equity', '', '1,500.00']]);
    expect(figures.empty).toBe(false);
    expect(balanceSheetFigures({ ...sheet, assets: [], equity: [], surplus: '0.00', totalAssets: '0.00' }).empty).toBe(
      true,
    );
  });
});
