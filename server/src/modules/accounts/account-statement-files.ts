/**
 * The statements as files (issue #30): a PDF through the PDF layer, with the header of the
 * campus whose books they are (whoever reads them), the period, the statement in its parts and
 * the verification code on every page; or its rows as .xlsx or CSV (report-file.ts), each row
 * naming its part. Amounts are printed as the database holds them, with two places.
 */
import type { FastifyReply } from 'fastify';
import {
  REPORT_PDF_MAX_ROWS,
  fromPaisa,
  toPaisa,
  reportPdfTooLongMessage,
  type BalanceSheet,
  type IncomeExpenditureStatement,
  type LedgerStatement,
  type ReportFormat,
  type TrialBalance,
} from '@hemis/contracts';
import { AppError } from '../../lib/app-error.ts';
import { todayInNepalBs } from '../../lib/clock.ts';
import type { WriteContext } from '../../lib/context.ts';
import { campusInstitution } from '../../lib/pdf/institution.ts';
import { printReportPdf, sendReportFile, type ReportPart, type ReportPrint } from '../../lib/report-file.ts';
import { issueStandaloneDocument } from '../verification/verification.service.ts';

/** One column of a statement: its heading, share of the PDF's width, and whether it holds amounts. */
interface StatementColumn {
  header: string;
  weight?: number;
  amount?: boolean;
}

/** One printed line of a statement, in its part (Assets, Income ...). */
interface StatementRow {
  part: string;
  cells: string[];
}

export interface StatementFile {
  title: string;
  campusId: number;
  campusName: string;
  fiscalYear: string;
  fromDateBs: string;
  toDateBs: string;
  /** Facts of the statement beyond its period (the ledger read). */
  notes?: string[];
  columns: StatementColumn[];
  rows: StatementRow[];
}

const PART_COLUMN = 'Part';

/** The statement's file: a PDF with the campus's header and a code, or its rows as a spreadsheet. */
export async function sendStatementFile(
  context: WriteContext,
  reply: FastifyReply,
  print: ReportPrint,
  format: ReportFormat,
  file: StatementFile,
) {
  const filters = [
    `Campus: ${file.campusName}`,
    `Fiscal year: ${file.fiscalYear} (B.S.)`,
    `From ${file.fromDateBs} to ${file.toDateBs} (B.S.)`,
    ...(file.notes ?? []),
    'Approved vouchers only',
  ];
  if (format !== 'pdf') {
    return sendReportFile(context, reply, print, format, {
      title: file.title,
      filters,
      columns: [
        { header: PART_COLUMN, value: (row: StatementRow) => row.part },
        ...file.columns.map((column, index) => ({
          header: column.header,
          value: (row: StatementRow) => row.cells[index] ?? '',
        })),
      ],
      rows: file.rows,
    });
  }
  // As every report: a statement longer than a PDF holds is read as a spreadsheet, or for fewer days.
  if (file.rows.length > REPORT_PDF_MAX_ROWS)
    throw AppError.validation([{ field: 'querystring.format', message: reportPdfTooLongMessage(file.rows.length) }]);
  const parts: ReportPart[] = [];
  for (const row of file.rows) {
    let part = parts.at(-1);
    if (!part || part.heading !== row.part) {
      part = {
        heading: row.part,
        table: {
          columns: file.columns.map((column) => ({
            header: column.header,
            weight: column.weight ?? 1,
            ...(column.amount ? { align: 'right' as const } : {}),
          })),
          cells: [],
        },
      };
      parts.push(part);
    }
    part.table!.cells.push(row.cells);
  }
  const institution = await campusInstitution(context.prisma, print.fileStore, file.campusId);
  const document = await issueStandaloneDocument(context.prisma, context.clock, {
    kind: 'report',
    subjectType: 'report',
    subjectId: context.actor.userId,
    campusId: file.campusId,
    holderName: `${file.title}, ${file.fiscalYear}`,
    campusName: file.campusName,
    programName: null,
    issueDateBs: todayInNepalBs(context.clock),
    issuedById: context.actor.userId,
  });
  const mark = { code: document.code, url: `${print.publicUrl}/verify/${document.code}` };
  return printReportPdf(
    context.clock,
    reply,
    { institution, issuer: file.campusName, mark },
    { title: file.title, filters, parts },
  );
}

const period = (statement: {
  campusId: number;
  campusName: string;
  fiscalYear: string;
  fromDateBs: string;
  toDateBs: string;
}) => ({
  campusId: statement.campusId,
  campusName: statement.campusName,
  fiscalYear: statement.fiscalYear,
  fromDateBs: statement.fromDateBs,
  toDateBs: statement.toDateBs,
});

/** A signed balance as a reader says it: 1250.00 Dr, 300.00 Cr. */
function drCr(balance: string): string {
  if (/^-?0\.00$/.test(balance)) return '0.00';
  return balance.startsWith('-') ? `${balance.slice(1)} Cr` : `${balance} Dr`;
}

export function ledgerStatementFile(statement: LedgerStatement): StatementFile {
  const part = 'Ledger';
  return {
    title: 'Ledger statement',
    ...period(statement),
    notes: [
      `Ledger: ${statement.ledgerCode} ${statement.ledgerName}`,
      ...(statement.subLedgerName ? [`Sub-ledger: ${statement.subLedgerName}`] : []),
    ],
    columns: [
      { header: 'Date (B.S.)' },
      { header: 'Voucher' },
      { header: 'Narration', weight: 3 },
      { header: 'Debit (Rs.)', amount: true, weight: 1.3 },
      { header: 'Credit (Rs.)', amount: true, weight: 1.3 },
      { header: 'Balance (Rs.)', amount: true, weight: 1.5 },
    ],
    rows: [
      { part, cells: [statement.fromDateBs, '', 'Opening balance', '', '', drCr(statement.openingBalance)] },
      ...statement.rows.map((row) => ({
        part,
        cells: [row.dateBs, row.voucherNumber, row.narration, row.debit, row.credit, drCr(row.balance)],
      })),
      {
        part,
        cells: [
          statement.toDateBs,
          '',
          'Total and closing balance',
          statement.totalDebit,
          statement.totalCredit,
          drCr(statement.closingBalance),
        ],
      },
    ],
  };
}

export function trialBalanceFile(statement: TrialBalance): StatementFile {
  const part = 'Trial balance';
  return {
    title: 'Trial balance',
    ...period(statement),
    columns: [
      { header: 'Code' },
      { header: 'Ledger', weight: 3 },
      { header: 'Group', weight: 1.2 },
      { header: 'Sub-group', weight: 2 },
      { header: 'Debit (Rs.)', amount: true, weight: 1.4 },
      { header: 'Credit (Rs.)', amount: true, weight: 1.4 },
    ],
    rows: [
      ...statement.rows.map((row) => ({
        part,
        cells: [row.code, row.name, row.group, row.subGroupName, row.debit, row.credit],
      })),
      { part, cells: ['', 'Total', '', '', statement.totalDebit, statement.totalCredit] },
    ],
  };
}

const LINE_COLUMNS: StatementColumn[] = [
  { header: 'Code' },
  { header: 'Ledger', weight: 3 },
  { header: 'Sub-group', weight: 2 },
  { header: 'Amount (Rs.)', amount: true, weight: 1.5 },
];

type Line = IncomeExpenditureStatement['income'][number];
const lineRows = (part: string, lines: readonly Line[], total: string): StatementRow[] => [
  ...lines.map((line) => ({ part, cells: [line.code, line.name, line.subGroupName, line.amount] })),
  { part, cells: ['', `Total ${part.toLowerCase()}`, '', total] },
];

export function incomeExpenditureFile(statement: IncomeExpenditureStatement): StatementFile {
  const deficit = statement.surplus.startsWith('-');
  return {
    title: 'Income and expenditure statement',
    ...period(statement),
    columns: LINE_COLUMNS,
    rows: [
      ...lineRows('Income', statement.income, statement.totalIncome),
      ...lineRows('Expenditure', statement.expenditure, statement.totalExpenditure),
      {
        part: 'Result',
        cells: ['', deficit ? 'Deficit' : 'Surplus', '', deficit ? statement.surplus.slice(1) : statement.surplus],
      },
    ],
  };
}

/** A part's total, shown in the file; the statement's own totals are the ones that balance. */
const sumOf = (lines: readonly Line[]) => fromPaisa(lines.reduce((total, line) => total + toPaisa(line.amount), 0n));

export function balanceSheetFile(statement: BalanceSheet): StatementFile {
  return {
    title: 'Balance sheet',
    ...period(statement),
    notes: [`As at ${statement.toDateBs} (B.S.)`],
    columns: LINE_COLUMNS,
    rows: [
      ...lineRows('Assets', statement.assets, statement.totalAssets),
      ...lineRows('Liabilities', statement.liabilities, sumOf(statement.liabilities)),
      ...lineRows('Equity', statement.equity, sumOf(statement.equity)),
      {
        part: 'Equity',
        cells: ['', 'Surplus of the year to date', '', statement.surplus],
      },
      {
        part: 'Equity',
        cells: ['', 'Total liabilities and equity', '', statement.totalLiabilitiesAndEquity],
      },
    ],
  };
}
