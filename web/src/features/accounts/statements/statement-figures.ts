/**
 * What each statement of the books shows, built from its answer as the figures frame draws it:
 * the tables, their totals and the lines under them. Amounts stay the decimal strings the API
 * sends, only grouped for reading (lib/amounts.ts); nothing here adds them up.
 */
import type { BalanceSheet, IncomeExpenditureStatement, LedgerStatement, TrialBalance } from '@hemis/contracts';
import type { FiguresColumn, FiguresModel, FiguresTable } from '../../../components/figures-frame.tsx';
import { amountText, balanceText, isZeroAmount, sideText } from '../../../lib/amounts.ts';

/** Said of a ledger with no posting between the dates (its balances still show). */
export const NO_POSTINGS = 'Nothing was posted to this ledger in the period.';

const figure = (header: string): FiguresColumn => ({ header, numeric: true });

/** "Sagarmatha Campus, F.Y. 2081/82, 2081-04-01 to 2081-09-15 BS". */
function periodOf(statement: { campusName: string; fiscalYear: string; fromDateBs: string; toDateBs: string }) {
  return `${statement.campusName}, F.Y. ${statement.fiscalYear}, ${statement.fromDateBs} to ${statement.toDateBs} BS`;
}

export function ledgerStatementFigures(statement: LedgerStatement): FiguresModel {
  const ledger = `${statement.ledgerName} (${statement.ledgerCode})${
    statement.subLedgerName ? ` / ${statement.subLedgerName}` : ''
  }`;
  const table: FiguresTable = {
    caption: 'Ledger Statement',
    columns: [
      { header: 'Date (BS)' },
      { header: 'Voucher' },
      { header: 'Narration' },
      figure('Debit'),
      figure('Credit'),
      figure('Balance'),
    ],
    rows: [
      ['', '', 'Opening balance', '', '', balanceText(statement.openingBalance)],
      ...statement.rows.map((row) => [
        row.dateBs,
        row.voucherNumber,
        row.narration,
        sideText(row.debit),
        sideText(row.credit),
        balanceText(row.balance),
      ]),
    ],
    totals: [
      ['', '', 'Total', amountText(statement.totalDebit), amountText(statement.totalCredit), ''],
      ['', '', 'Closing balance', '', '', balanceText(statement.closingBalance)],
    ],
  };
  // A ledger without postings in the period still has its balance: the table says it.
  return {
    heading: `${ledger}: ${periodOf(statement)}`,
    tables: [table],
    summary: statement.rows.length === 0 ? [NO_POSTINGS] : [],
    empty: false,
  };
}

export function trialBalanceFigures(balance: TrialBalance): FiguresModel {
  return {
    heading: `Trial balance of ${periodOf(balance)}`,
    tables: [
      {
        caption: 'Trial Balance',
        columns: [{ header: 'Code' }, { header: 'Ledger' }, { header: 'Group' }, figure('Debit'), figure('Credit')],
        rows: balance.rows.map((row) => [
          row.code,
          row.name,
          `${row.group} / ${row.subGroupName}`,
          sideText(row.debit),
          sideText(row.credit),
        ]),
        totals: [['', 'Total', '', amountText(balance.totalDebit), amountText(balance.totalCredit)]],
      },
    ],
    empty: balance.rows.length === 0,
  };
}

type StatementLine = IncomeExpenditureStatement['income'][number];

/** A group's lines (income, assets…) with its total under them. */
function linesTable(caption: string, lines: readonly StatementLine[], total: [string, string]): FiguresTable {
  return {
    caption,
    columns: [{ header: 'Code' }, { header: 'Ledger' }, { header: 'Sub-group' }, figure('Amount')],
    rows: lines.map((line) => [line.code, line.name, line.subGroupName, amountText(line.amount)]),
    totals: [['', total[0], '', amountText(total[1])]],
  };
}

/** A surplus said as one ("Surplus for the period", "1,250.00") or, when negative, as a deficit. */
export function surplusParts(surplus: string, of: string): [string, string] {
  const deficit = surplus.trim().startsWith('-') && !isZeroAmount(surplus);
  return [`${deficit ? 'Deficit' : 'Surplus'} ${of}`, amountText(surplus.trim().replace(/^-/, ''))];
}

export function incomeExpenditureFigures(statement: IncomeExpenditureStatement): FiguresModel {
  return {
    heading: `Income and expenditure of ${periodOf(statement)}`,
    tables: [
      linesTable('Income', statement.income, ['Total income', statement.totalIncome]),
      linesTable('Expenditure', statement.expenditure, ['Total expenditure', statement.totalExpenditure]),
    ],
    summary: [surplusParts(statement.surplus, 'for the period').join(': ')],
    empty: statement.income.length === 0 && statement.expenditure.length === 0,
  };
}

export function balanceSheetFigures(sheet: BalanceSheet): FiguresModel {
  const equity = linesTable('Equity', sheet.equity, ['Total liabilities and equity', sheet.totalLiabilitiesAndEquity]);
  const [surplusLabel, surplusAmount] = surplusParts(sheet.surplus, 'of the year so far');
  return {
    heading: `Balance sheet of ${sheet.campusName} at ${sheet.toDateBs} BS (F.Y. ${sheet.fiscalYear})`,
    tables: [
      linesTable('Assets', sheet.assets, ['Total assets', sheet.totalAssets]),
      { ...linesTable('Liabilities', sheet.liabilities, ['', '0']), totals: [] },
      {
        ...equity,
        // The year's surplus so far stands beside the equity until the year is closed.
        rows: [...equity.rows, ['', surplusLabel, '', surplusAmount]],
      },
    ],
    empty:
      sheet.assets.length === 0 &&
      sheet.liabilities.length === 0 &&
      sheet.equity.length === 0 &&
      isZeroAmount(sheet.surplus),
  };
}
