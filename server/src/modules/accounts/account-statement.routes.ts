/**
 * The statements of a campus's books (issue #30): a ledger's statement, the trial balance, the
 * income and expenditure statement and the balance sheet, each for a campus's fiscal year from
 * and to a day within it (the whole year when left out), as JSON or with `?format=pdf|xlsx|csv`
 * as a file. Campus staff read their campus's; a university and the grants body name a campus
 * within their scope. Each needs a fiscal year, so the bench reads them apart from the reports
 * it reads with no parameters.
 */
import type { z } from 'zod';
import {
  AccountStatementQuerySchema,
  BalanceSheetSchema,
  IncomeExpenditureStatementSchema,
  LedgerStatementQuerySchema,
  LedgerStatementSchema,
  TrialBalanceSchema,
} from '@hemis/contracts';
import type { ReadContext } from '../../lib/context.ts';
import type { ReportPrint } from '../../lib/report-file.ts';
import { route, routesPlugin, type RouteEntry } from '../../lib/route-table.ts';
import {
  balanceSheetFile,
  incomeExpenditureFile,
  ledgerStatementFile,
  sendStatementFile,
  trialBalanceFile,
  type StatementFile,
} from './account-statement-files.ts';
import { balanceSheet, incomeExpenditure, ledgerStatement, trialBalance } from './account-statement.service.ts';

const DOWNLOADS = ' (?format=pdf|xlsx|csv downloads it, the PDF with the campus’s header and a verification code)';

/** A statement's route: its JSON, or its file. */
function statementRoute<Query extends typeof AccountStatementQuerySchema, Statement>(entry: {
  url: string;
  summary: string;
  query: Query;
  response: z.ZodType;
  print: ReportPrint;
  compute(context: ReadContext, query: z.output<Query>): Promise<Statement>;
  file(statement: Statement): StatementFile;
}): RouteEntry {
  return route({
    method: 'GET',
    url: entry.url,
    summary: entry.summary + DOWNLOADS,
    access: 'accounts:read',
    report: false,
    reads: 'reports',
    query: entry.query as typeof AccountStatementQuerySchema,
    response: entry.response,
    handler: async ({ read, write, reply, query }) => {
      const statement = await entry.compute(read(), query as z.output<Query>);
      if (!query.format) return statement as never;
      return sendStatementFile(write(), reply, entry.print, query.format, entry.file(statement));
    },
  });
}

export const accountStatementRoutes = routesPlugin('accounts', (app) => {
  const print = app.printing;
  return [
    statementRoute({
      url: '/AccountReport/LedgerStatement',
      summary:
        'A ledger’s (or sub-ledger’s) statement for a campus’s fiscal year between two days: the balance brought forward (earlier lines and the year’s opening voucher), each approved line with the running balance (debit positive), and the closing balance',
      query: LedgerStatementQuerySchema,
      response: LedgerStatementSchema,
      print,
      compute: ledgerStatement,
      file: ledgerStatementFile,
    }),
    statementRoute({
      url: '/AccountReport/TrialBalance',
      summary:
        'The trial balance of a campus’s fiscal year at the end date: each ledger’s balance on the debit or the credit side, from the approved vouchers of the year (opening voucher included), with the totals',
      query: AccountStatementQuerySchema,
      response: TrialBalanceSchema,
      print,
      compute: trialBalance,
      file: trialBalanceFile,
    }),
    statementRoute({
      url: '/AccountReport/IncomeExpenditure',
      summary:
        'The income and expenditure statement of a campus between two days of a fiscal year: each income ledger’s credit less debit, each expenditure ledger’s debit less credit, and the surplus (negative: a deficit)',
      query: AccountStatementQuerySchema,
      response: IncomeExpenditureStatementSchema,
      print,
      compute: incomeExpenditure,
      file: incomeExpenditureFile,
    }),
    statementRoute({
      url: '/AccountReport/BalanceSheet',
      summary:
        'The balance sheet of a campus at the end date: assets, liabilities and equity ledgers’ balances in the fiscal year, and the year’s surplus so far beside the equity',
      query: AccountStatementQuerySchema,
      response: BalanceSheetSchema,
      print,
      compute: balanceSheet,
      file: balanceSheetFile,
    }),
  ];
});
