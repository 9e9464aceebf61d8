/**
 * What every writer of a campus's books shares: the fiscal year a day falls in and whether the
 * campus closed it, the next voucher number of a campus's year and type, and the moments the
 * books record, written as the app's clock reads them.
 *
 * A voucher's number is taken from `VoucherCounter` in the transaction that approves it, with
 * one `INSERT … ON CONFLICT DO UPDATE … RETURNING` (as receipts take theirs): concurrent
 * approvals of a campus's year and type queue on the counter's row, each gets the next number,
 * and a failed approval gives its number back with the rest of its transaction.
 */
import { ACCOUNT_MESSAGES, VOUCHER_PREFIXES, type VoucherTypeName } from '@hemis/contracts';
import type { Db } from '../../db/prisma.ts';
import { Prisma } from '../../generated/prisma/client.ts';
import { AppError } from '../../lib/app-error.ts';

/** A moment of the app's clock as the database's timestamp(3) columns hold it (UTC, as Prisma writes them). */
export const sqlMoment = (at: Date | undefined) =>
  at ? Prisma.sql`(${at.toISOString()}::timestamptz AT TIME ZONE 'UTC')` : Prisma.sql`(now() AT TIME ZONE 'UTC')`;

/** "PV-3"; null until the voucher is numbered. */
export function voucherNumber(type: VoucherTypeName, voucherNo: number | null): string | null {
  return voucherNo === null ? null : `${VOUCHER_PREFIXES[type]}-${voucherNo}`;
}

export interface BookYear {
  fiscalYearId: number;
  yearNepali: string;
  closed: boolean;
}

/** The fiscal year a day (YYYY-MM-DD A.D.) falls in, and whether the campus closed its books, or null when none is set up. */
export async function bookYearOf(db: Db, campusId: number, dayAd: string): Promise<BookYear | null> {
  const [year] = await db.$queryRaw<BookYear[]>`
    SELECT f.id AS "fiscalYearId", f."yearNepali",
           EXISTS (SELECT 1 FROM "AccountYearClosing" c WHERE c."campusId" = ${campusId}::int AND c."fiscalYearId" = f.id) AS closed
      FROM "FiscalYear" f
     WHERE ${dayAd}::date BETWEEN f."startDateAd" AND f."endDateAd"
     ORDER BY f."startDateAd" DESC
     LIMIT 1`;
  return year ?? null;
}

/** Whether the campus closed the books of the fiscal year. */
export async function isYearClosed(db: Db, campusId: number, fiscalYearId: number): Promise<boolean> {
  const closing = await db.accountYearClosing.findUnique({
    where: { campusId_fiscalYearId: { campusId, fiscalYearId } },
    select: { campusId: true },
  });
  return closing !== null;
}

/**
 * The statement that takes the next number of the campus's fiscal year and voucher type and
 * moves the counter on, answering it as `taken`; the row stays locked until the transaction ends.
 * `from` names the rows it numbers (a CTE of one row), with the campus's id as `campusId`.
 */
export function nextVoucherNoSql(
  from: Prisma.Sql,
  fiscalYearId: number | Prisma.Sql,
  type: VoucherTypeName,
  at: Date | undefined,
): Prisma.Sql {
  return Prisma.sql`
    INSERT INTO "VoucherCounter" ("campusId", "fiscalYearId", "voucherType", "nextNo", "updatedAt")
    SELECT "campusId", ${fiscalYearId}::int, ${type}::"VoucherType", 2, ${sqlMoment(at)} FROM ${from}
    ON CONFLICT ("campusId", "fiscalYearId", "voucherType")
    DO UPDATE SET "nextNo" = "VoucherCounter"."nextNo" + 1, "updatedAt" = EXCLUDED."updatedAt"
    RETURNING "nextNo" - 1 AS taken`;
}

/** Takes the next number of the campus's fiscal year and type, inside the transaction that approves the voucher. */
export async function takeVoucherNo(
  db: Db,
  campusId: number,
  fiscalYearId: number,
  type: VoucherTypeName,
  at: Date,
): Promise<number> {
  const [row] = await db.$queryRaw<{ taken: number }[]>(
    nextVoucherNoSql(Prisma.sql`(SELECT ${campusId}::int AS "campusId") AS campus`, fiscalYearId, type, at),
  );
  return Number(row!.taken);
}

/**
 * Locks the counters of every voucher type of a campus's fiscal year (creating them), so no
 * voucher of the year is approved or posted until the transaction ends: closing a year reads
 * its balances behind this lock, and an approval waiting on it then finds the year closed.
 */
export async function lockYearCounters(db: Db, campusId: number, fiscalYearId: number, at: Date): Promise<void> {
  await db.$executeRaw`
    INSERT INTO "VoucherCounter" ("campusId", "fiscalYearId", "voucherType", "nextNo", "updatedAt")
    SELECT ${campusId}::int, ${fiscalYearId}::int, type, 1, ${sqlMoment(at)}
      FROM unnest(enum_range(NULL::"VoucherType")) AS type
    ORDER BY type
    ON CONFLICT ("campusId", "fiscalYearId", "voucherType") DO UPDATE SET "updatedAt" = EXCLUDED."updatedAt"`;
}

/**
 * The database refuses a voucher written into a closed year (the voucher_guard trigger): when
 * a year is closed between a check and the write, the refusal answers 409 like the check.
 */
export async function closedYearAsConflict<T>(work: Promise<T>, message: string = ACCOUNT_MESSAGES.yearClosed) {
  try {
    return await work;
  } catch (error) {
    if (error instanceof Error && /fiscal year \d+ of campus \d+ is closed/.test(error.message))
      throw AppError.conflict(message);
    throw error;
  }
}
