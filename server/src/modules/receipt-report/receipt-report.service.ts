/**
 * A campus's collection reports (#27), each one aggregate statement in the database: the issued
 * receipts of the reader's scope (scopeSql through placeConditions), narrowed by the reports'
 * filters and the range of payment dates, summed as numeric and answered as decimal text, so no
 * amount passes through a float. Cancelled receipts are never counted; they are listed apart.
 */
import {
  applicableId,
  type CancelledReceiptRow,
  type CollectionReportQuery,
  type DailyCollectionRow,
  type FeeItemCollectionRow,
  type FiscalYearCollectionRow,
  type ProgramCollectionRow,
} from '@hemis/contracts';
import { Prisma } from '../../generated/prisma/client.ts';
import type { ReadContext } from '../../lib/context.ts';
import { placeConditions } from '../dashboard/dashboard.service.ts';

/**
 * The receipts (alias r, or the tally of their items, t) of the scope and filters, of either
 * status. The tally has no dates of payment: a range of dates reads the receipts.
 */
function receiptConditions(context: ReadContext, query: CollectionReportQuery, alias: 'r' | 't' = 'r'): Prisma.Sql[] {
  const column = (name: string) => Prisma.raw(`${alias}."${name}"`);
  const conditions = placeConditions(context, query, alias);
  const fiscalYearId = applicableId(query.fiscalYearId);
  if (fiscalYearId) conditions.push(Prisma.sql`${column('fiscalYearId')} = ${fiscalYearId}`);
  const programId = applicableId(query.programId);
  if (programId) conditions.push(Prisma.sql`${column('programId')} = ${programId}`);
  if (query.fromDate) conditions.push(Prisma.sql`${column('dateOfPayment')} >= ${query.fromDate}::date`);
  if (query.toDate) conditions.push(Prisma.sql`${column('dateOfPayment')} <= ${query.toDate}::date`);
  return conditions;
}

function issued(context: ReadContext, query: CollectionReportQuery): Prisma.Sql {
  return Prisma.join([...receiptConditions(context, query), Prisma.sql`r.status = 'issued'`], ' AND ');
}

/** Collections by date of payment: receipts issued that day and their total. */
export function dailyCollections(context: ReadContext, query: CollectionReportQuery): Promise<DailyCollectionRow[]> {
  return context.prisma.$queryRaw<DailyCollectionRow[]>`
    SELECT to_char(r."dateOfPayment", 'YYYY-MM-DD') AS date, min(r."dateOfPaymentBs") AS "dateBs",
           count(*)::int AS receipts, sum(r."totalAmount")::text AS amount
      FROM "Receipt" r
     WHERE ${issued(context, query)}
     GROUP BY r."dateOfPayment"
     ORDER BY r."dateOfPayment"`;
}

const RECEIPT_TYPE = (alias: 'i' | 't') =>
  Prisma.raw(`CASE ${alias}.kind WHEN 'course' THEN 'Course-specific Fee' ELSE 'General Fee' END`);

/**
 * Collections by fee item, by the item's name as it was issued. Without a range of payment
 * dates it sums ReceiptItemTally, a few rows a campus, rather than joining every receipt of the
 * scope to its items (seconds for the country); a range of dates reads the receipts of the range.
 */
export function collectionsByFeeItem(
  context: ReadContext,
  query: CollectionReportQuery,
): Promise<FeeItemCollectionRow[]> {
  if (!query.fromDate && !query.toDate) {
    return context.prisma.$queryRaw<FeeItemCollectionRow[]>`
      SELECT t.particulars AS "feeItem", ${RECEIPT_TYPE('t')} AS "receiptType",
             sum(t.receipts)::int AS receipts, sum(t.amount)::text AS amount
        FROM "ReceiptItemTally" t
       WHERE ${Prisma.join(receiptConditions(context, query, 't'), ' AND ')}
       GROUP BY t.particulars, t.kind
      -- A fee whose receipts were all cancelled keeps its row at zero.
      HAVING sum(t.receipts) > 0
       ORDER BY t.kind, t.particulars`;
  }
  return context.prisma.$queryRaw<FeeItemCollectionRow[]>`
    SELECT i.particulars AS "feeItem", ${RECEIPT_TYPE('i')} AS "receiptType",
           count(DISTINCT r.id)::int AS receipts, sum(i.amount)::text AS amount
      FROM "Receipt" r JOIN "ReceiptItem" i ON i."receiptId" = r.id
     WHERE ${issued(context, query)}
     GROUP BY i.particulars, i.kind
     ORDER BY i.kind, i.particulars`;
}

/** Collections by the payer's program; payers of no program are one row. */
export function collectionsByProgram(
  context: ReadContext,
  query: CollectionReportQuery,
): Promise<ProgramCollectionRow[]> {
  return context.prisma.$queryRaw<ProgramCollectionRow[]>`
    SELECT coalesce(p."programName", 'No program (other payers)') AS program,
           sum(t.receipts)::int AS receipts, sum(t.amount)::text AS amount
      FROM (SELECT r."programId", count(*) AS receipts, sum(r."totalAmount") AS amount
              FROM "Receipt" r WHERE ${issued(context, query)} GROUP BY r."programId") t
      LEFT JOIN "Program" p ON p.id = t."programId"
     GROUP BY 1
     ORDER BY 1`;
}

/** Collections by fiscal year, the latest first. */
export function collectionsByFiscalYear(
  context: ReadContext,
  query: CollectionReportQuery,
): Promise<FiscalYearCollectionRow[]> {
  return context.prisma.$queryRaw<FiscalYearCollectionRow[]>`
    SELECT fy."yearNepali" AS "fiscalYear", t.receipts::int AS receipts, t.amount::text AS amount
      FROM (SELECT r."fiscalYearId", count(*) AS receipts, sum(r."totalAmount") AS amount
              FROM "Receipt" r WHERE ${issued(context, query)} GROUP BY r."fiscalYearId") t
      JOIN "FiscalYear" fy ON fy.id = t."fiscalYearId"
     ORDER BY fy."yearNepali" DESC`;
}

/** The cancelled receipts: their numbers stay on record, with the payer, amount and reason. */
export function cancelledReceipts(context: ReadContext, query: CollectionReportQuery): Promise<CancelledReceiptRow[]> {
  return context.prisma.$queryRaw<CancelledReceiptRow[]>`
    SELECT r.id, c."campusName" AS campus, fy."yearNepali" AS "fiscalYear", r."receiptNo",
           r."dateOfPaymentBs" AS "dateOfPayment", r."fullName" AS payer, r."totalAmount"::text AS amount,
           coalesce(r."cancelReason", '') AS "cancelReason"
      FROM "Receipt" r JOIN "Campus" c ON c.id = r."campusId" JOIN "FiscalYear" fy ON fy.id = r."fiscalYearId"
     WHERE ${Prisma.join([...receiptConditions(context, query), Prisma.sql`r.status = 'cancelled'`], ' AND ')}
     ORDER BY c."campusName", fy."yearNepali", r."receiptNo"`;
}
