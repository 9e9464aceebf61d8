/**
 * Receipts post to the books on their own (issue #30): issuing a receipt posts a Receipt
 * voucher, approved at once and numbered in the campus's RV series of the fiscal year its day
 * falls in, that debits cash (a counter receipt) or the bank (an online payment) and credits
 * course fee income with the course fees and general fee income with the general fees.
 * Cancelling the receipt posts its reversal on the day of the cancellation, lines swapped.
 *
 * The issue's posting is part of the receipt's one statement (receipt.service.ts): its CTEs
 * take the RV number, insert the voucher and its lines, beside the receipt's own.
 */
import { ACCOUNT_MESSAGES, SYSTEM_LEDGERS } from '@hemis/contracts';
import type { Db } from '../../db/prisma.ts';
import { Prisma } from '../../generated/prisma/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { auditEntryInsert } from '../../lib/audit.ts';
import { dayInNepal, dayInNepalBs } from '../../lib/clock.ts';
import type { WriteContext } from '../../lib/context.ts';
import { auditWrite, auditedWrite } from '../../lib/records.ts';
import { bookYearOf, closedYearAsConflict, isYearClosed, nextVoucherNoSql, sqlMoment, takeVoucherNo } from './books.ts';

/**
 * The books' fiscal year of a receipt's day, refused (409) when none is set up or the campus
 * closed it: read before the receipt's statement, so the database's trigger never has to refuse.
 */
export async function receiptBookYear(db: Db, campusId: number, dayAd: string): Promise<number> {
  const year = await bookYearOf(db, campusId, dayAd);
  if (!year) throw AppError.conflict(ACCOUNT_MESSAGES.noFiscalYearForDate);
  if (year.closed) throw AppError.conflict(ACCOUNT_MESSAGES.receiptYearClosed);
  return year.fiscalYearId;
}

export interface ReceiptPosting {
  /** The books' fiscal year of the receipt's day (receiptBookYear). */
  bookYearId: number;
  /** The user the voucher names as preparing and approving it: the issuer, or HEMIS_POSTER_ID. */
  postedById: number;
  /** When it is posted, by the app's clock; the database's time when the caller has no clock. */
  at?: Date;
  channel: 'counter' | 'esewa';
  /** The items' amounts by kind. */
  items: readonly { kind: 'course' | 'general'; amount: Prisma.Decimal }[];
  /** The audit entry's writer, for a receipt a user issues. */
  auditedBy?: WriteContext;
}

/** The lines of a receipt's voucher: cash or bank debited with the total, the fee income credited by kind. */
function receiptLines(posting: ReceiptPosting) {
  const sum = (kind: 'course' | 'general') =>
    posting.items
      .filter((item) => item.kind === kind)
      .reduce((total, item) => total.plus(item.amount), new Prisma.Decimal(0));
  const course = sum('course');
  const general = sum('general');
  const lines: { key: string; debit: Prisma.Decimal; credit: Prisma.Decimal }[] = [
    {
      key: posting.channel === 'esewa' ? SYSTEM_LEDGERS.bank : SYSTEM_LEDGERS.cash,
      debit: course.plus(general),
      credit: new Prisma.Decimal(0),
    },
  ];
  if (course.greaterThan(0))
    lines.push({ key: SYSTEM_LEDGERS.courseFeeIncome, debit: new Prisma.Decimal(0), credit: course });
  if (general.greaterThan(0))
    lines.push({ key: SYSTEM_LEDGERS.generalFeeIncome, debit: new Prisma.Decimal(0), credit: general });
  return lines;
}

/**
 * The CTEs (each starting with a comma) that post the receipt inserted by the CTE `r` (which
 * returns its id, campusId, universityId, receiptNo, fullName, dateOfPayment, dateOfPaymentBs
 * and totalAmount): the RV number of its books' year, the approved voucher and its posted lines.
 */
export function receiptPostingSql(posting: ReceiptPosting): Prisma.Sql {
  const lines = receiptLines(posting);
  const at = sqlMoment(posting.at);
  const audit = posting.auditedBy
    ? Prisma.sql`, posting_audited AS (${auditEntryInsert(auditedWrite(posting.auditedBy, 'create', 'Voucher'), {
        from: Prisma.sql`posted_voucher pv`,
        entityId: Prisma.sql`pv.id`,
        changes: Prisma.sql`jsonb_build_object('voucherType', 'Receipt', 'voucherNo', pv."voucherNo",
          'receiptId', pv."receiptId", 'totalAmount', pv."totalAmount"::text)`,
      })})`
    : Prisma.empty;
  return Prisma.sql`,
    posting_no AS (${nextVoucherNoSql(Prisma.sql`r`, posting.bookYearId, 'Receipt', posting.at)}),
    posted_voucher AS (
      INSERT INTO "Voucher" ("campusId", "universityId", "fiscalYearId", "voucherType", status, "voucherNo", "dateBs",
             "dateAd", narration, "totalAmount", "receiptId", "preparedById", "preparedAt", "approvedById", "approvedAt",
             "createdAt", "updatedAt")
      SELECT r."campusId", r."universityId", ${posting.bookYearId}::int, 'Receipt', 'Approved', posting_no.taken,
             r."dateOfPaymentBs", r."dateOfPayment", 'Receipt No. ' || r."receiptNo" || ': ' || r."fullName",
             r."totalAmount", r.id, ${posting.postedById}::int, ${at}, ${posting.postedById}::int, ${at}, ${at}, ${at}
        FROM r, posting_no
      RETURNING id, "campusId", "fiscalYearId", "dateAd", "voucherNo", "receiptId", "totalAmount"
    ),
    posted_lines AS (
      INSERT INTO "VoucherLine" ("voucherId", "lineNo", "ledgerId", debit, credit, "campusId", "fiscalYearId", "dateAd", posted)
      SELECT pv.id, line.position, l.id, line.debit, line.credit, pv."campusId", pv."fiscalYearId", pv."dateAd", true
        FROM posted_voucher pv
       CROSS JOIN unnest(${lines.map((line) => line.key)}::text[], ${lines.map((line) => line.debit.toFixed(2))}::numeric[],
                         ${lines.map((line) => line.credit.toFixed(2))}::numeric[])
             WITH ORDINALITY AS line(key, debit, credit, position)
        JOIN "AccountLedger" l ON l."systemKey" = line.key
    )${audit}`;
}

/**
 * Posts the reversal of a cancelled receipt's voucher, dated the day of the cancellation, in the
 * cancellation's transaction: numbered in the RV series of that day's fiscal year, its lines
 * the receipt voucher's swapped. A receipt issued before the books posted receipts has no
 * voucher, and its cancellation posts nothing. Refuses (409) when the receipt's year or the
 * cancellation's is closed.
 */
export async function postReceiptCancellation(
  db: Db,
  context: WriteContext,
  receipt: { id: number; campusId: number; reason: string },
): Promise<void> {
  const original = await db.voucher.findUnique({
    where: { receiptId_isReceiptCancellation: { receiptId: receipt.id, isReceiptCancellation: false } },
    select: {
      id: true,
      universityId: true,
      fiscalYearId: true,
      voucherNo: true,
      totalAmount: true,
      lines: {
        orderBy: { lineNo: 'asc' },
        select: { lineNo: true, ledgerId: true, subLedgerId: true, debit: true, credit: true },
      },
    },
  });
  if (!original) return;
  const at = context.clock.now();
  const dayAd = dayInNepal(at);
  const year = await bookYearOf(db, receipt.campusId, dayAd);
  if (!year) throw AppError.conflict(ACCOUNT_MESSAGES.noFiscalYearForDate);
  if (year.closed || (await isYearClosed(db, receipt.campusId, original.fiscalYearId)))
    throw AppError.conflict(ACCOUNT_MESSAGES.receiptYearClosed);
  const voucherNo = await takeVoucherNo(db, receipt.campusId, year.fiscalYearId, 'Receipt', at);
  const dateAd = new Date(`${dayAd}T00:00:00Z`);
  const voucher = await closedYearAsConflict(
    db.voucher.create({
      data: {
        campusId: receipt.campusId,
        universityId: original.universityId,
        fiscalYearId: year.fiscalYearId,
        voucherType: 'Receipt',
        status: 'Approved',
        voucherNo,
        dateBs: dayInNepalBs(at),
        dateAd,
        narration: `Cancellation of RV-${original.voucherNo}: ${receipt.reason}`,
        totalAmount: original.totalAmount,
        receiptId: receipt.id,
        isReceiptCancellation: true,
        reversesVoucherId: original.id,
        reversalReason: receipt.reason,
        preparedById: context.actor.userId,
        preparedAt: at,
        approvedById: context.actor.userId,
        approvedAt: at,
        lines: {
          create: original.lines.map((line) => ({
            lineNo: line.lineNo,
            ledgerId: line.ledgerId,
            subLedgerId: line.subLedgerId,
            debit: line.credit,
            credit: line.debit,
            campusId: receipt.campusId,
            fiscalYearId: year.fiscalYearId,
            dateAd,
            posted: true,
          })),
        },
      },
      select: { id: true, voucherNo: true },
    }),
    ACCOUNT_MESSAGES.receiptYearClosed,
  );
  await auditWrite(db, context, 'create', 'Voucher', voucher.id, {
    voucherType: 'Receipt',
    voucherNo: voucher.voucherNo,
    receiptId: receipt.id,
    isReceiptCancellation: true,
    totalAmount: original.totalAmount.toFixed(2),
  });
}
