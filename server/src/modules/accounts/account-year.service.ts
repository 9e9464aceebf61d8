/**
 * The fiscal years of a campus's books (issue #30) and their closing. Closing a year writes,
 * in one transaction, the Opening voucher of the next year (approved and numbered by HEMIS,
 * dated the next year's first day) carrying each asset, liability and equity ledger's (and
 * sub-ledger's) closing balance, the year's surplus (income less expenditure) moved to the
 * accumulated fund; and the year's closing row, after which the database refuses any voucher
 * written into the year.
 *
 * The closing reads the balances behind the locks of the year's voucher counters, so no
 * voucher of the year is approved or posted from a receipt while it runs; one waiting for it
 * finds the year closed.
 */
import {
  ACCOUNT_MESSAGES,
  BALANCE_SHEET_GROUPS,
  SYSTEM_LEDGERS,
  fromPaisa,
  toPaisa,
  type AccountYear,
  type CloseAccountYearBody,
} from '@hemis/contracts';
import type { Db } from '../../db/prisma.ts';
import { AppError } from '../../lib/app-error.ts';
import { todayInNepal } from '../../lib/clock.ts';
import type { ReadContext, WriteContext } from '../../lib/context.ts';
import { campusInScope } from '../../lib/ownership.ts';
import { conflictAs } from '../../lib/prisma-errors.ts';
import { auditWrite, inTransaction } from '../../lib/records.ts';
import { isYearClosed, lockYearCounters, takeVoucherNo } from './books.ts';

const M = ACCOUNT_MESSAGES;

/** The campus whose books are read: a campus user's own, or the one named within the caller's scope (required). */
async function booksCampusId(context: ReadContext, given: number | undefined, field: string): Promise<number> {
  const requested = given || undefined;
  if (context.scope.kind === 'campus') {
    if (requested !== undefined && requested !== context.scope.campusId) throw AppError.notFound('Campus');
    return context.scope.campusId;
  }
  if (requested === undefined) throw AppError.validation([{ field, message: M.campusRequired }]);
  return (await campusInScope(context.prisma, context.scope, requested)).campusId;
}

/** GET AccountYear: every fiscal year with whether the campus closed its books, newest first. */
export async function listAccountYears(context: ReadContext, query: { campusId?: number }): Promise<AccountYear[]> {
  const campusId = await booksCampusId(context, query.campusId, 'querystring.campusId');
  const rows = await context.prisma.$queryRaw<
    {
      fiscalYearId: number;
      fiscalYear: string;
      startDateBs: string;
      endDateBs: string;
      closedAt: Date | null;
      closedBy: string | null;
      openingVoucherId: number | null;
      awaiting: number;
    }[]
  >`
    SELECT f.id AS "fiscalYearId", f."yearNepali" AS "fiscalYear", f."startDateBs", f."endDateBs",
           c."closedAt", concat_ws(' ', u."firstName", u."middleName", u."lastName") AS "closedBy", c."openingVoucherId",
           (SELECT count(*) FROM "Voucher" v
             WHERE v."campusId" = ${campusId} AND v."fiscalYearId" = f.id AND v.status <> 'Approved')::int AS awaiting
      FROM "FiscalYear" f
      LEFT JOIN "AccountYearClosing" c ON c."fiscalYearId" = f.id AND c."campusId" = ${campusId}
      LEFT JOIN "User" u ON u.id = c."closedById"
     ORDER BY f."startDateAd" DESC`;
  return rows.map((row) => ({
    fiscalYearId: row.fiscalYearId,
    fiscalYear: row.fiscalYear,
    startDateBs: row.startDateBs,
    endDateBs: row.endDateBs,
    isClosed: row.closedAt !== null,
    closedAt: row.closedAt?.toISOString() ?? null,
    closedBy: row.closedAt ? row.closedBy : null,
    openingVoucherId: row.openingVoucherId,
    vouchersAwaitingApproval: row.awaiting,
  }));
}

interface Balance {
  ledgerId: number;
  subLedgerId: number | null;
  /** Debit less credit, in paisa. */
  net: bigint;
}

/** The closing balances of the year's asset, liability and equity ledgers, and its surplus, summed in SQL. */
async function closingBalances(db: Db, campusId: number, fiscalYearId: number) {
  const rows = await db.$queryRaw<
    { ledgerId: number; subLedgerId: number | null; sheet: boolean; debit: string; credit: string }[]
  >`
    SELECT vl."ledgerId", vl."subLedgerId", sg."group"::text = ANY(${[...BALANCE_SHEET_GROUPS]}::text[]) AS sheet,
           sum(vl.debit)::text AS debit, sum(vl.credit)::text AS credit
      FROM "VoucherLine" vl
      JOIN "AccountLedger" l ON l.id = vl."ledgerId"
      JOIN "AccountSubGroup" sg ON sg.id = l."subGroupId"
     WHERE vl."campusId" = ${campusId} AND vl."fiscalYearId" = ${fiscalYearId} AND vl.posted
     GROUP BY vl."ledgerId", vl."subLedgerId", sheet
     ORDER BY vl."ledgerId", vl."subLedgerId" NULLS FIRST`;
  const balances: Balance[] = [];
  let surplus = 0n;
  for (const row of rows) {
    const net = toPaisa(row.debit) - toPaisa(row.credit);
    if (row.sheet) balances.push({ ledgerId: row.ledgerId, subLedgerId: row.subLedgerId, net });
    else surplus -= net;
  }
  return { balances, surplus };
}

/** The Opening voucher of the next year: the closed year's carried balances, approved as it is written. */
async function postOpeningVoucher(
  db: Db,
  {
    campusId,
    year,
    next,
    carried,
    at,
    actorId,
  }: {
    campusId: number;
    year: { yearNepali: string };
    next: { id: number; startDateBs: string; startDateAd: Date };
    carried: Balance[];
    at: Date;
    actorId: number;
  },
): Promise<{ id: number }> {
  const total = carried.reduce((sum, balance) => sum + (balance.net > 0n ? balance.net : 0n), 0n);
  const voucherNo = await takeVoucherNo(db, campusId, next.id, 'Opening', at);
  const campus = await db.campus.findUniqueOrThrow({ where: { id: campusId }, select: { universityId: true } });
  const opening = await db.voucher.create({
    data: {
      campusId,
      universityId: campus.universityId,
      fiscalYearId: next.id,
      voucherType: 'Opening',
      status: 'Approved',
      voucherNo,
      dateBs: next.startDateBs,
      dateAd: next.startDateAd,
      narration: `Balances brought forward from F.Y. ${year.yearNepali}`,
      totalAmount: fromPaisa(total),
      preparedById: actorId,
      preparedAt: at,
      approvedById: actorId,
      approvedAt: at,
      lines: {
        createMany: {
          data: carried.map((balance, index) => ({
            lineNo: index + 1,
            ledgerId: balance.ledgerId,
            subLedgerId: balance.subLedgerId,
            debit: fromPaisa(balance.net > 0n ? balance.net : 0n),
            credit: fromPaisa(balance.net < 0n ? -balance.net : 0n),
            campusId,
            fiscalYearId: next.id,
            dateAd: next.startDateAd,
            posted: true,
          })),
        },
      },
    },
    select: { id: true },
  });
  return opening;
}

/** POST AccountYear/Close: the year's balances carried into the next in an Opening voucher, and the year closed. */
export async function closeAccountYear(context: WriteContext, body: CloseAccountYearBody): Promise<AccountYear> {
  const campusId = await booksCampusId(context, body.campusId, 'body.campusId');
  if (context.scope.kind !== 'campus') throw AppError.conflict(M.campusOnly);
  await conflictAs(
    M.yearAlreadyClosed,
    inTransaction(
      context.prisma,
      async (db) => {
        const year = await db.fiscalYear.findUnique({
          where: { id: body.fiscalYearId },
          select: { id: true, yearNepali: true, startDateAd: true, endDateAd: true },
        });
        if (!year) throw AppError.validation([{ field: 'body.fiscalYearId', message: M.noSuchFiscalYear }]);
        if (todayInNepal(context.clock) <= year.endDateAd.toISOString().slice(0, 10))
          throw AppError.conflict(M.yearNotEnded);
        const at = context.clock.now();
        await lockYearCounters(db, campusId, year.id, at);
        if (await isYearClosed(db, campusId, year.id)) throw AppError.conflict(M.yearAlreadyClosed);
        const [earlierOpen] = await db.$queryRaw<{ id: number }[]>`
          SELECT v.id FROM "Voucher" v JOIN "FiscalYear" f ON f.id = v."fiscalYearId"
           WHERE v."campusId" = ${campusId} AND f."startDateAd" < ${year.startDateAd}
             AND NOT EXISTS (SELECT 1 FROM "AccountYearClosing" c WHERE c."campusId" = v."campusId" AND c."fiscalYearId" = f.id)
           LIMIT 1`;
        if (earlierOpen) throw AppError.conflict(M.earlierYearOpen);
        const awaiting = await db.voucher.count({
          where: { campusId, fiscalYearId: year.id, status: { not: 'Approved' } },
        });
        if (awaiting > 0) throw AppError.conflict(M.vouchersAwaitingApproval);
        const next = await db.fiscalYear.findFirst({
          where: { startDateAd: { gt: year.endDateAd } },
          orderBy: { startDateAd: 'asc' },
          select: { id: true, startDateBs: true, startDateAd: true },
        });
        if (!next) throw AppError.conflict(M.noNextFiscalYear);
        if (await isYearClosed(db, campusId, next.id)) throw AppError.conflict(M.yearClosed);

        const { balances, surplus } = await closingBalances(db, campusId, year.id);
        const fund = await db.accountLedger.findUniqueOrThrow({
          where: { systemKey: SYSTEM_LEDGERS.accumulatedFund },
          select: { id: true },
        });
        // The surplus is credited to the accumulated fund (a deficit debited), beside its own balance.
        const fundBalance = balances.find((balance) => balance.ledgerId === fund.id && balance.subLedgerId === null);
        if (fundBalance) fundBalance.net -= surplus;
        else balances.push({ ledgerId: fund.id, subLedgerId: null, net: -surplus });
        const carried = balances.filter((balance) => balance.net !== 0n);
        // A year whose balances are all nil (nothing posted, or every voucher reversed) closes
        // with nothing to carry: it must not hold back the years after it.
        const opening =
          carried.length > 0
            ? await postOpeningVoucher(db, { campusId, year, next, carried, at, actorId: context.actor.userId })
            : null;

        await db.accountYearClosing.create({
          data: {
            campusId,
            fiscalYearId: year.id,
            openingVoucherId: opening?.id ?? null,
            closedById: context.actor.userId,
            closedAt: at,
          },
        });
        await auditWrite(db, context, 'create', 'AccountYearClosing', `${campusId}:${year.id}`, {
          campusId,
          fiscalYearId: year.id,
          openingVoucherId: opening?.id ?? null,
          surplus: fromPaisa(surplus),
          carried: carried.length,
        });
      },
      { maxWait: 10_000, timeout: 30_000 },
    ),
  );
  const years = await listAccountYears(context, { campusId });
  return years.find((year) => year.fiscalYearId === body.fiscalYearId)!;
}
