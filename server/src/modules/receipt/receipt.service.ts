/**
 * Receipt numbers (api-contract 5.10). Each campus numbers its receipts per fiscal year from
 * 1. The receipt form shows the number the next receipt will get without reserving it; the
 * receipts module takes a number only when it creates a receipt, atomically, so two
 * receipts never share one, even when created at the same moment.
 */
import { SETUP_MESSAGES, type ReceiptNoQueryParsed } from '@hemis/contracts';
import type { Db } from '../../db/prisma.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ReadContext } from '../../lib/context.ts';
import { campusOwner } from '../../lib/ownership.ts';
import { foundOrNotFound } from '../../lib/scope.ts';

const FIRST_RECEIPT_NO = 1;

/** The fiscal year asked for, or the active one. */
async function fiscalYearIdOf(db: Db, requested: number | undefined): Promise<number> {
  if (requested) {
    return foundOrNotFound(
      await db.fiscalYear.findUnique({ where: { id: requested }, select: { id: true } }),
      'FiscalYear',
    ).id;
  }
  const active = await db.fiscalYear.findFirst({ where: { activeFiscalYear: true }, select: { id: true } });
  if (!active)
    throw AppError.validation([{ field: 'querystring.fiscalYearId', message: SETUP_MESSAGES.noActiveFiscalYear }]);
  return active.id;
}

/**
 * GET /Receipt/GetReceiptNo: the number the campus's next receipt will take, read only.
 * A campus user always reads its own campus: the original client sends its configured
 * campus id, not the user's (api-contract 9).
 */
export async function peekNextReceiptNo(
  context: ReadContext,
  query: ReceiptNoQueryParsed,
): Promise<[{ nextReceiptNo: number }]> {
  const { campusId } = await campusOwner(context.prisma, context.scope, query.campusId);
  const fiscalYearId = await fiscalYearIdOf(context.prisma, query.fiscalYearId);
  const counter = await context.prisma.receiptCounter.findUnique({
    where: { campusId_fiscalYearId: { campusId, fiscalYearId } },
    select: { nextReceiptNo: true },
  });
  return [{ nextReceiptNo: counter?.nextReceiptNo ?? FIRST_RECEIPT_NO }];
}

/**
 * Takes the campus's next receipt number for the fiscal year and moves the counter on, in
 * one statement: concurrent callers queue on the counter's row and each gets its own number.
 * Call it inside the transaction that creates the receipt, so a failed receipt gives the
 * number back.
 */
export async function takeNextReceiptNo(db: Db, campusId: number, fiscalYearId: number): Promise<number> {
  const [row] = await db.$queryRaw<{ taken: number }[]>`
    INSERT INTO "ReceiptCounter" ("campusId", "fiscalYearId", "nextReceiptNo", "updatedAt")
    VALUES (${campusId}, ${fiscalYearId}, ${FIRST_RECEIPT_NO + 1}, now())
    ON CONFLICT ("campusId", "fiscalYearId")
    DO UPDATE SET "nextReceiptNo" = "ReceiptCounter"."nextReceiptNo" + 1, "updatedAt" = now()
    RETURNING "nextReceiptNo" - 1 AS "taken"`;
  if (!row) throw new Error('The receipt counter returned no row');
  return Number(row.taken);
}
