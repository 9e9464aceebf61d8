/**
 * A campus's collection reports (#27, screens 8.4): collections by date, fee item, program and
 * fiscal year, and the cancelled receipts apart, at the reader's scope (campus staff their campus,
 * a university its campuses, the grants body the country, narrowed by ?universityId and
 * ?campusId), each downloadable as PDF, XLSX or CSV (`?format=`). Report routes, so the bench
 * measures each for a campus, a university and the country.
 */
import { z } from 'zod';
import {
  CancelledReceiptRowSchema,
  CollectionReportQuerySchema,
  DailyCollectionRowSchema,
  FeeItemCollectionRowSchema,
  FiscalYearCollectionRowSchema,
  ProgramCollectionRowSchema,
  type CancelledReceiptRow,
  type CollectionReportQuery,
  type DailyCollectionRow,
  type FeeItemCollectionRow,
  type FiscalYearCollectionRow,
  type ProgramCollectionRow,
} from '@hemis/contracts';
import type { Db } from '../../db/prisma.ts';
import { downloadableReportRoute, type ReportRouteColumn } from '../../lib/report-route.ts';
import { routesPlugin } from '../../lib/route-table.ts';
import { describeFilters } from '../dashboard/report-filters.ts';
import {
  cancelledReceipts,
  collectionsByFeeItem,
  collectionsByFiscalYear,
  collectionsByProgram,
  dailyCollections,
} from './receipt-report.service.ts';

const ACCESS = ['receipt:read', 'report:read'] as const;

async function describeCollections(db: Db, query: CollectionReportQuery): Promise<string[]> {
  const range =
    query.fromDate || query.toDate
      ? [`Payment dates: ${query.fromDate ?? 'the first'} to ${query.toDate ?? 'the last'} (A.D.)`]
      : [];
  return [...(await describeFilters(db, query)), ...range, 'Issued receipts only; cancelled receipts are listed apart'];
}

const receipts = <Row extends { receipts: number }>(): ReportRouteColumn<Row> => ({
  header: 'Receipts',
  value: (row) => row.receipts,
});
const amount = <Row extends { amount: string }>(): ReportRouteColumn<Row> => ({
  header: 'Amount (Rs.)',
  value: (row) => row.amount,
});

const DAILY_COLUMNS: ReportRouteColumn<DailyCollectionRow>[] = [
  { header: 'Date (A.D.)', value: (row) => row.date },
  { header: 'Date (B.S.)', value: (row) => row.dateBs },
  receipts(),
  amount(),
];
const FEE_ITEM_COLUMNS: ReportRouteColumn<FeeItemCollectionRow>[] = [
  { header: 'Fee item', value: (row) => row.feeItem, weight: 2 },
  { header: 'Type', value: (row) => row.receiptType },
  receipts(),
  amount(),
];
const PROGRAM_COLUMNS: ReportRouteColumn<ProgramCollectionRow>[] = [
  { header: 'Program', value: (row) => row.program, weight: 2 },
  receipts(),
  amount(),
];
const FISCAL_YEAR_COLUMNS: ReportRouteColumn<FiscalYearCollectionRow>[] = [
  { header: 'Fiscal year (B.S.)', value: (row) => row.fiscalYear },
  receipts(),
  amount(),
];
const CANCELLED_COLUMNS: ReportRouteColumn<CancelledReceiptRow>[] = [
  { header: 'Campus', value: (row) => row.campus, weight: 2, spreadsheetOnly: true },
  { header: 'Fiscal year', value: (row) => row.fiscalYear },
  { header: 'Receipt no.', value: (row) => row.receiptNo },
  { header: 'Date (B.S.)', value: (row) => row.dateOfPayment },
  { header: 'Payer', value: (row) => row.payer, weight: 2 },
  amount(),
  { header: 'Reason', value: (row) => row.cancelReason, weight: 2 },
];

// Beyond a campus these four read every receipt in scope (a million a year for the country), so
// a university's and the country's figures come from a count at most five minutes old, as the
// other national reports do; a campus's accountant always reads them live.
export const receiptReportRoutes = routesPlugin('receipt-report', ({ printing }) => [
  downloadableReportRoute({
    url: '/ReceiptReport/DailyCollections',
    summary:
      'Issued receipts per date of payment, with their number and total, at the caller’s scope (?fromDate, toDate YYYY-MM-DD, fiscalYearId, universityId, campusId, programId)',
    title: 'Daily collections',
    access: ACCESS,
    query: CollectionReportQuerySchema,
    response: z.array(DailyCollectionRowSchema),
    compute: dailyCollections,
    snapshot: 'receipts-daily-collections',
    columns: DAILY_COLUMNS,
    describe: describeCollections,
    print: printing,
  }),
  downloadableReportRoute({
    url: '/ReceiptReport/CollectionsByFeeItem',
    summary: 'Issued receipts’ items per fee item (its name when issued) and kind, at the caller’s scope and filters',
    title: 'Collections by fee item',
    access: ACCESS,
    query: CollectionReportQuerySchema,
    response: z.array(FeeItemCollectionRowSchema),
    compute: collectionsByFeeItem,
    columns: FEE_ITEM_COLUMNS,
    describe: describeCollections,
    print: printing,
  }),
  downloadableReportRoute({
    url: '/ReceiptReport/CollectionsByProgram',
    summary: 'Issued receipts per payer’s program, at the caller’s scope and filters',
    title: 'Collections by program',
    access: ACCESS,
    query: CollectionReportQuerySchema,
    response: z.array(ProgramCollectionRowSchema),
    compute: collectionsByProgram,
    snapshot: 'receipts-by-program',
    columns: PROGRAM_COLUMNS,
    describe: describeCollections,
    print: printing,
  }),
  downloadableReportRoute({
    url: '/ReceiptReport/CollectionsByFiscalYear',
    summary: 'Issued receipts per fiscal year, at the caller’s scope and filters',
    title: 'Collections by fiscal year',
    access: ACCESS,
    query: CollectionReportQuerySchema,
    response: z.array(FiscalYearCollectionRowSchema),
    compute: collectionsByFiscalYear,
    snapshot: 'receipts-by-fiscal-year',
    columns: FISCAL_YEAR_COLUMNS,
    describe: describeCollections,
    print: printing,
  }),
  downloadableReportRoute({
    url: '/ReceiptReport/CancelledReceipts',
    summary: 'Cancelled receipts with their number, payer, amount and reason, at the caller’s scope and filters',
    title: 'Cancelled receipts',
    access: ACCESS,
    query: CollectionReportQuerySchema,
    response: z.array(CancelledReceiptRowSchema),
    compute: cancelledReceipts,
    snapshot: 'receipts-cancelled',
    columns: CANCELLED_COLUMNS,
    describe: describeCollections,
    print: printing,
  }),
]);
