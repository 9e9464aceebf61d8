/**
 * A campus's books for tests of what reads them (statements, budget against actual): an
 * approved voucher with its posted lines written straight to the database, as the voucher
 * service leaves one. It takes the next number of its campus's year and type from
 * VoucherCounter and is written in one transaction, so the database's triggers (a line is
 * posted exactly when its voucher is approved; an approved voucher balances at commit) hold.
 */
import { bsToAd, formatCalendarDate, fromPaisa, parseBsDate, toPaisa, type VoucherTypeName } from '@hemis/contracts';
import type { PrismaClient } from '../../server/src/db/prisma.ts';

export interface TestVoucherLine {
  /** A ledger of the standard chart or the campus's own, by code (the campus's own first) ... */
  ledgerCode?: string;
  /** ... or by id. */
  ledgerId?: number;
  subLedgerId?: number;
  debit?: string;
  credit?: string;
  narration?: string;
}

export interface TestVoucher {
  campusId: number;
  fiscalYearId: number;
  /** YYYY-MM-DD B.S. */
  dateBs: string;
  type?: VoucherTypeName;
  narration?: string;
  /** Who prepared, verified and approved it (0: HEMIS itself). */
  userId?: number;
  /** false: a voucher only prepared, unnumbered, its lines not posted. */
  approved?: boolean;
  lines: TestVoucherLine[];
}

/** Writes an approved voucher with its posted lines (or a prepared one); returns its id and number. */
export async function postVoucher(
  prisma: PrismaClient,
  voucher: TestVoucher,
): Promise<{ id: number; voucherNo: number | null; totalAmount: string }> {
  const type = voucher.type ?? 'Journal';
  const bs = parseBsDate(voucher.dateBs);
  if (!bs) throw new Error(`postVoucher: ${voucher.dateBs} is not a B.S. date`);
  const dateAd = new Date(`${formatCalendarDate(bsToAd(bs))}T00:00:00Z`);
  const campus = await prisma.campus.findUniqueOrThrow({
    where: { id: voucher.campusId },
    select: { universityId: true },
  });
  const lines = await Promise.all(
    voucher.lines.map(async (line) => {
      const ledgerId =
        line.ledgerId ??
        (
          await prisma.accountLedger.findFirstOrThrow({
            where: { code: line.ledgerCode, OR: [{ campusId: voucher.campusId }, { campusId: null }] },
            orderBy: { campusId: { sort: 'asc', nulls: 'last' } },
            select: { id: true },
          })
        ).id;
      return { ...line, ledgerId };
    }),
  );
  const total = lines.reduce((sum, line) => sum + (line.debit ? toPaisa(line.debit) : 0n), 0n);
  const userId = voucher.userId ?? 0;
  const approved = voucher.approved ?? true;
  return prisma.$transaction(async (db) => {
    const [counter] = approved
      ? await db.$queryRaw<{ voucherNo: number }[]>`
      INSERT INTO "VoucherCounter" ("campusId", "fiscalYearId", "voucherType", "nextNo", "updatedAt")
      VALUES (${voucher.campusId}, ${voucher.fiscalYearId}, ${type}::"VoucherType", 2, now())
      ON CONFLICT ("campusId", "fiscalYearId", "voucherType")
      DO UPDATE SET "nextNo" = "VoucherCounter"."nextNo" + 1, "updatedAt" = now()
      RETURNING "nextNo" - 1 AS "voucherNo"`
      : [{ voucherNo: null }];
    const now = new Date();
    const created = await db.voucher.create({
      data: {
        campusId: voucher.campusId,
        universityId: campus.universityId,
        fiscalYearId: voucher.fiscalYearId,
        voucherType: type,
        status: approved ? 'Approved' : 'Prepared',
        voucherNo: counter!.voucherNo,
        dateBs: voucher.dateBs,
        dateAd,
        narration: voucher.narration ?? `${type} voucher of ${voucher.dateBs}`,
        totalAmount: fromPaisa(total),
        preparedById: userId,
        ...(approved ? { verifiedById: userId, verifiedAt: now, approvedById: userId, approvedAt: now } : {}),
        lines: {
          create: lines.map((line, index) => ({
            lineNo: index + 1,
            ledgerId: line.ledgerId,
            subLedgerId: line.subLedgerId ?? null,
            debit: line.debit ?? '0',
            credit: line.credit ?? '0',
            narration: line.narration ?? null,
            campusId: voucher.campusId,
            fiscalYearId: voucher.fiscalYearId,
            dateAd,
            posted: approved,
          })),
        },
      },
    });
    return { id: created.id, voucherNo: counter!.voucherNo, totalAmount: fromPaisa(total) };
  });
}
