/**
 * Vouchers (issue #30). Campus staff prepare Journal and Payment vouchers; a second user
 * verifies and a third approves, each step refused (409) to a hand that took an earlier one.
 * Approval takes the campus's next number of the fiscal year and type and posts the lines, in
 * one transaction, so the numbers have no gaps (books.ts). An approved voucher is never edited
 * or deleted (the database refuses it too): it is reversed by a new voucher that names it,
 * which is verified and approved like any other.
 *
 * Debits equal credits is checked by the body's schema, and again by the database when the
 * voucher is approved (a deferred trigger refuses an approved voucher that does not balance).
 */
import {
  ACCOUNT_MESSAGES,
  HEMIS_POSTER_ID,
  HEMIS_POSTER_NAME,
  PREPARED_VOUCHER_TYPES,
  can,
  fromPaisa,
  toPaisa,
  type ReverseVoucherBody,
  type Voucher,
  type VoucherBody,
  type VoucherListQuery,
  type VoucherSummary,
  type VoucherTypeName,
} from '@hemis/contracts';
import type { Db } from '../../db/prisma.ts';
import { Prisma } from '../../generated/prisma/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Actor } from '../../lib/actor.ts';
import { todayInNepal, todayInNepalBs } from '../../lib/clock.ts';
import type { ReadContext, WriteContext } from '../../lib/context.ts';
import { CAMPUS_AND_UNIVERSITY_SCOPE, campusInScope } from '../../lib/ownership.ts';
import { countedPage, pageRequest } from '../../lib/pagination.ts';
import { auditWrite, inTransaction } from '../../lib/records.ts';
import { foundOrNotFound, narrowToUniversity, scopeSql, scopeWhere } from '../../lib/scope.ts';
import { containsPattern } from '../../lib/text-match.ts';
import { bookYearOf, closedYearAsConflict, isYearClosed, takeVoucherNo, voucherNumber } from './books.ts';

const M = ACCOUNT_MESSAGES;

const personName = (user: { firstName: string; middleName: string | null; lastName: string }) =>
  [user.firstName, user.middleName, user.lastName].filter(Boolean).join(' ');

const VOUCHER_SELECT = {
  id: true,
  campusId: true,
  universityId: true,
  fiscalYearId: true,
  voucherType: true,
  status: true,
  voucherNo: true,
  dateBs: true,
  dateAd: true,
  narration: true,
  totalAmount: true,
  reversesVoucherId: true,
  reversalReason: true,
  receiptId: true,
  preparedById: true,
  preparedAt: true,
  verifiedById: true,
  verifiedAt: true,
  approvedById: true,
  approvedAt: true,
  campus: { select: { campusName: true } },
  fiscalYear: { select: { yearNepali: true } },
  reversedBy: { select: { id: true } },
} as const satisfies Prisma.VoucherSelect;
type VoucherRow = Prisma.VoucherGetPayload<{ select: typeof VOUCHER_SELECT }>;

const LINE_SELECT = {
  lineNo: true,
  ledgerId: true,
  subLedgerId: true,
  debit: true,
  credit: true,
  narration: true,
  ledger: { select: { code: true, name: true } },
  subLedger: { select: { name: true } },
} as const satisfies Prisma.VoucherLineSelect;

/** The names of the users who took a voucher's steps; HEMIS_POSTER_ID is HEMIS itself. */
async function userNames(db: Db, rows: readonly VoucherRow[]): Promise<Map<number, string>> {
  const ids = new Set<number>();
  for (const row of rows) for (const id of [row.preparedById, row.verifiedById, row.approvedById]) if (id) ids.add(id);
  const users = await db.user.findMany({
    where: { id: { in: [...ids] } },
    select: { id: true, firstName: true, middleName: true, lastName: true },
  });
  const names = new Map(users.map((user) => [user.id, personName(user)]));
  names.set(HEMIS_POSTER_ID, HEMIS_POSTER_NAME);
  return names;
}

function step(names: Map<number, string>, id: number | null, at: Date | null) {
  if (id === null || at === null) return null;
  return { id, name: names.get(id) ?? `User ${id}`, at: at.toISOString() };
}

function toSummary(row: VoucherRow, names: Map<number, string>): VoucherSummary {
  return {
    id: row.id,
    campusId: row.campusId,
    campusName: row.campus.campusName,
    fiscalYearId: row.fiscalYearId,
    fiscalYear: row.fiscalYear.yearNepali,
    voucherType: row.voucherType,
    status: row.status,
    voucherNo: row.voucherNo,
    voucherNumber: voucherNumber(row.voucherType, row.voucherNo),
    dateBs: row.dateBs,
    dateAd: row.dateAd.toISOString().slice(0, 10),
    narration: row.narration,
    totalAmount: row.totalAmount.toFixed(2),
    reversesVoucherId: row.reversesVoucherId,
    reversedByVoucherId: row.reversedBy?.id ?? null,
    receiptId: row.receiptId,
    preparedBy: step(names, row.preparedById, row.preparedAt),
    verifiedBy: step(names, row.verifiedById, row.verifiedAt),
    approvedBy: step(names, row.approvedById, row.approvedAt),
  };
}

const isPreparedType = (type: VoucherTypeName) => (PREPARED_VOUCHER_TYPES as readonly string[]).includes(type);

/** What the caller may do next with the voucher, as the rules below decide it. */
function nextSteps(actor: Actor | null, row: VoucherRow, yearClosed: boolean): Voucher['can'] {
  const own = actor?.scope.kind === 'campus' && actor.scope.campusId === row.campusId;
  const holds = (permission: 'voucher:prepare' | 'voucher:verify' | 'voucher:approve') =>
    own && can(actor.role, permission);
  const typed = isPreparedType(row.voucherType);
  const userId = actor?.userId;
  return {
    edit: holds('voucher:prepare') && typed && row.status === 'Prepared' && !row.reversesVoucherId && !yearClosed,
    discard: holds('voucher:prepare') && typed && row.status !== 'Approved',
    verify: holds('voucher:verify') && row.status === 'Prepared' && userId !== row.preparedById && !yearClosed,
    approve:
      holds('voucher:approve') &&
      row.status === 'Verified' &&
      userId !== row.preparedById &&
      userId !== row.verifiedById &&
      !yearClosed,
    reverse:
      holds('voucher:prepare') && typed && row.status === 'Approved' && !row.reversedBy && !row.reversesVoucherId,
  };
}

const scopedVouchers = (context: ReadContext, where: Prisma.VoucherWhereInput) =>
  scopeWhere<Prisma.VoucherWhereInput>(context.scope, CAMPUS_AND_UNIVERSITY_SCOPE, where);

// ---- Reading -----------------------------------------------------------------------------------

/** A page's row of the voucher list, as its one statement reads it (listVouchers). */
interface VoucherListRow {
  id: number;
  campusId: number;
  campusName: string;
  fiscalYearId: number;
  fiscalYear: string;
  voucherType: VoucherTypeName;
  status: VoucherSummary['status'];
  voucherNo: number | null;
  dateBs: string;
  dateAd: string;
  narration: string;
  totalAmount: string;
  reversesVoucherId: number | null;
  reversedByVoucherId: number | null;
  receiptId: number | null;
  preparedById: number;
  preparedAt: string;
  preparedName: string | null;
  verifiedById: number | null;
  verifiedAt: string | null;
  verifiedName: string | null;
  approvedById: number | null;
  approvedAt: string | null;
  approvedName: string | null;
  total: number;
}

const VOUCHER_ORDER: Record<NonNullable<VoucherListQuery['sortBy']>, (direction: Prisma.Sql) => Prisma.Sql> = {
  dateAd: (direction) => Prisma.sql`v."dateAd" ${direction}, v.id ${direction}`,
  voucherNo: (direction) =>
    Prisma.sql`v."voucherType" ${direction}, v."voucherNo" ${direction} NULLS LAST, v.id ${direction}`,
  totalAmount: (direction) => Prisma.sql`v."totalAmount" ${direction}, v.id ${direction}`,
  status: (direction) => Prisma.sql`v.status ${direction}, v.id ${direction}`,
  createdAt: (direction) => Prisma.sql`v."createdAt" ${direction}, v.id ${direction}`,
};

/** Who took a step (the user's alias): their name as personName writes it; null when no user has the id. */
const stepName = (alias: string) => {
  const user = Prisma.raw(alias);
  return Prisma.sql`CASE WHEN ${user}.id IS NOT NULL THEN concat_ws(' ', nullif(${user}."firstName", ''),
    nullif(${user}."middleName", ''), nullif(${user}."lastName", '')) END`;
};

/** A moment as toISOString writes it (the columns hold UTC). */
const isoMoment = (column: Prisma.Sql) => Prisma.sql`to_char(${column}, 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * A window of the vouchers matching the conditions in the order given, each with its campus,
 * fiscal year, reversal, the names of the users who took its steps and the count of all that
 * match: a page in one statement (docs/decisions/0008). The count is a subquery of its own, run
 * once, not `count(*) OVER ()`: that would read every matching voucher before taking the page,
 * and the country's are hundreds of thousands, where the page alone takes 25 from an index.
 */
const selectVoucherPage = (conditions: Prisma.Sql[], order: Prisma.Sql, window: Prisma.Sql) => Prisma.sql`
  SELECT v.id, v."campusId", c."campusName", v."fiscalYearId", y."yearNepali" AS "fiscalYear",
         v."voucherType"::text AS "voucherType", v.status::text AS status, v."voucherNo", v."dateBs",
         to_char(v."dateAd", 'YYYY-MM-DD') AS "dateAd", v.narration, v."totalAmount"::text AS "totalAmount",
         v."reversesVoucherId", r.id AS "reversedByVoucherId", v."receiptId",
         v."preparedById", ${isoMoment(Prisma.sql`v."preparedAt"`)} AS "preparedAt", ${stepName('p')} AS "preparedName",
         v."verifiedById", ${isoMoment(Prisma.sql`v."verifiedAt"`)} AS "verifiedAt", ${stepName('s')} AS "verifiedName",
         v."approvedById", ${isoMoment(Prisma.sql`v."approvedAt"`)} AS "approvedAt", ${stepName('a')} AS "approvedName",
         (SELECT count(*)::int FROM "Voucher" v WHERE ${Prisma.join(conditions, ' AND ')}) AS total
    FROM (SELECT v.*
            FROM "Voucher" v
           WHERE ${Prisma.join(conditions, ' AND ')}
           ORDER BY ${order}
           ${window}) v
    JOIN "Campus" c ON c.id = v."campusId"
    JOIN "FiscalYear" y ON y.id = v."fiscalYearId"
    LEFT JOIN "Voucher" r ON r."reversesVoucherId" = v.id
    LEFT JOIN "User" p ON p.id = v."preparedById"
    LEFT JOIN "User" s ON s.id = v."verifiedById"
    LEFT JOIN "User" a ON a.id = v."approvedById"
   ORDER BY ${order}`;

function listStep(id: number | null, at: string | null, name: string | null) {
  if (id === null || at === null) return null;
  return { id, name: id === HEMIS_POSTER_ID ? HEMIS_POSTER_NAME : (name ?? `User ${id}`), at };
}

const toListSummary = (row: VoucherListRow): VoucherSummary => ({
  id: row.id,
  campusId: row.campusId,
  campusName: row.campusName,
  fiscalYearId: row.fiscalYearId,
  fiscalYear: row.fiscalYear,
  voucherType: row.voucherType,
  status: row.status,
  voucherNo: row.voucherNo,
  voucherNumber: voucherNumber(row.voucherType, row.voucherNo),
  dateBs: row.dateBs,
  dateAd: row.dateAd,
  narration: row.narration,
  totalAmount: row.totalAmount,
  reversesVoucherId: row.reversesVoucherId,
  reversedByVoucherId: row.reversedByVoucherId,
  receiptId: row.receiptId,
  preparedBy: listStep(row.preparedById, row.preparedAt, row.preparedName),
  verifiedBy: listStep(row.verifiedById, row.verifiedAt, row.verifiedName),
  approvedBy: listStep(row.approvedById, row.approvedAt, row.approvedName),
});

/**
 * GET Voucher: one page of the vouchers of the caller's scope (one campus or university when
 * named), filtered and sorted in the database, in one statement. A campus named outside the
 * caller's scope answers 404: the statement reads no voucher of it, and only an empty page asks
 * why.
 */
export async function listVouchers(context: ReadContext, query: VoucherListQuery) {
  if (query.fromDate && query.toDate && query.fromDate.ad > query.toDate.ad)
    throw AppError.validation([{ field: 'querystring.toDate', message: M.dateRangeInvalid }]);
  const scope = narrowToUniversity(context.scope, query.universityId || undefined);
  const conditions = [scopeSql(scope, { campus: Prisma.sql`v."campusId"`, university: Prisma.sql`v."universityId"` })];
  if (query.campusId) {
    const campusScope = scopeSql(context.scope, { campus: Prisma.sql`c.id`, university: Prisma.sql`c."universityId"` });
    conditions.push(Prisma.sql`v."campusId" = ${query.campusId}::int
      AND EXISTS (SELECT 1 FROM "Campus" c WHERE c.id = ${query.campusId}::int AND ${campusScope})`);
  }
  if (query.fiscalYearId) conditions.push(Prisma.sql`v."fiscalYearId" = ${query.fiscalYearId}::int`);
  if (query.voucherType) conditions.push(Prisma.sql`v."voucherType" = ${query.voucherType}::"VoucherType"`);
  if (query.status) conditions.push(Prisma.sql`v.status = ${query.status}::"VoucherStatus"`);
  if (query.ledgerId)
    conditions.push(
      Prisma.sql`EXISTS (SELECT 1 FROM "VoucherLine" l WHERE l."voucherId" = v.id AND l."ledgerId" = ${query.ledgerId}::int)`,
    );
  if (query.fromDate) conditions.push(Prisma.sql`v."dateAd" >= ${query.fromDate.ad}::date`);
  if (query.toDate) conditions.push(Prisma.sql`v."dateAd" <= ${query.toDate.ad}::date`);
  const search = query.search?.trim();
  if (search)
    conditions.push(
      /^(?:[A-Za-z]{2}-)?\d{1,9}$/.test(search)
        ? Prisma.sql`v."voucherNo" = ${Number(search.replace(/^[A-Za-z]{2}-/, ''))}::int`
        : Prisma.sql`v.narration ILIKE ${containsPattern(search)}`,
    );
  const order = VOUCHER_ORDER[query.sortBy ?? 'dateAd'](Prisma.raw(query.sortOrder === 'asc' ? 'ASC' : 'DESC'));
  // Always a page: a university's or the country's vouchers are millions.
  const request = pageRequest(query) ?? pageRequest({ page: 1 })!;
  const rows = await context.prisma.$queryRaw<VoucherListRow[]>(
    selectVoucherPage(conditions, order, Prisma.sql`LIMIT ${request.take} OFFSET ${request.skip}`),
  );
  if (rows.length === 0 && query.campusId) await campusInScope(context.prisma, context.scope, query.campusId);
  const page = await countedPage(rows, request, async () => {
    const [counted] = await context.prisma.$queryRaw<{ total: number }[]>(
      selectVoucherPage(conditions, order, Prisma.sql`LIMIT 1`),
    );
    return counted?.total ?? 0;
  });
  return { ...page, data: page.data.map(toListSummary) };
}

/** A voucher of the caller's scope with its lines (404 outside it). */
export async function voucherToRead(context: ReadContext, id: number, db: Db = context.prisma) {
  return foundOrNotFound(
    await db.voucher.findFirst({
      where: scopedVouchers(context, { id }),
      select: { ...VOUCHER_SELECT, lines: { select: LINE_SELECT, orderBy: { lineNo: 'asc' } } },
    }),
    'Voucher',
  );
}

/** GET Voucher/:id: the voucher with its lines and what the caller may do next. */
export async function getVoucher(context: ReadContext, id: number, db: Db = context.prisma): Promise<Voucher> {
  const row = await voucherToRead(context, id, db);
  const [names, closed] = await Promise.all([userNames(db, [row]), isYearClosed(db, row.campusId, row.fiscalYearId)]);
  return {
    ...toSummary(row, names),
    reversalReason: row.reversalReason,
    lines: row.lines.map((line) => ({
      lineNo: line.lineNo,
      ledgerId: line.ledgerId,
      ledgerCode: line.ledger.code,
      ledgerName: line.ledger.name,
      subLedgerId: line.subLedgerId,
      subLedgerName: line.subLedger?.name ?? null,
      debit: line.debit.toFixed(2),
      credit: line.credit.toFixed(2),
      narration: line.narration,
    })),
    can: nextSteps(context.actor, row, closed),
  };
}

// ---- Preparing ---------------------------------------------------------------------------------

/** The campus a voucher is written for: the campus user's own (one named for another campus answers 404). */
function writingCampusId(context: WriteContext, given?: number): number {
  const requested = given || undefined;
  if (context.scope.kind !== 'campus') throw AppError.conflict(M.campusOnly);
  if (requested !== undefined && requested !== context.scope.campusId) throw AppError.notFound('Campus');
  return context.scope.campusId;
}

/** The voucher's fiscal year and day: the day within the year and not after today; 409 in a closed year. */
async function voucherDay(
  context: WriteContext,
  db: Db,
  campusId: number,
  fiscalYearId: number,
  date: { bs: string; ad: string },
) {
  const year = await db.fiscalYear.findUnique({
    where: { id: fiscalYearId },
    select: { startDateAd: true, endDateAd: true },
  });
  if (!year) throw AppError.validation([{ field: 'body.fiscalYearId', message: M.noSuchFiscalYear }]);
  const start = year.startDateAd.toISOString().slice(0, 10);
  const end = year.endDateAd.toISOString().slice(0, 10);
  if (date.ad < start || date.ad > end)
    throw AppError.validation([{ field: 'body.dateBs', message: M.dateOutsideFiscalYear }]);
  if (date.ad > todayInNepal(context.clock))
    throw AppError.validation([{ field: 'body.dateBs', message: M.dateInFuture }]);
  if (await isYearClosed(db, campusId, fiscalYearId)) throw AppError.conflict(M.yearClosed);
  return { dateBs: date.bs, dateAd: new Date(`${date.ad}T00:00:00Z`) };
}

/**
 * The lines as stored, checked against the campus's chart: each ledger of the standard chart
 * or the campus's own and in use, each sub-ledger the campus's own, in use and of its line's
 * ledger; a Payment voucher credits a cash or bank ledger, a Journal voucher touches none.
 */
async function checkedLines(db: Db, campusId: number, body: VoucherBody) {
  const ledgerIds = [...new Set(body.lines.map((line) => line.ledgerId))];
  const subLedgerIds = [...new Set(body.lines.flatMap((line) => (line.subLedgerId ? [line.subLedgerId] : [])))];
  const [ledgers, subLedgers] = await Promise.all([
    db.accountLedger.findMany({
      where: { id: { in: ledgerIds }, OR: [{ campusId: null }, { campusId }] },
      select: { id: true, kind: true, isActive: true, subGroup: { select: { isActive: true } } },
    }),
    subLedgerIds.length
      ? db.accountSubLedger.findMany({
          where: { id: { in: subLedgerIds }, campusId },
          select: { id: true, ledgerId: true, isActive: true },
        })
      : [],
  ]);
  const ledgerOf = new Map(ledgers.map((ledger) => [ledger.id, ledger]));
  const subLedgerOf = new Map(subLedgers.map((subLedger) => [subLedger.id, subLedger]));
  const issues: { field: string; message: string }[] = [];
  body.lines.forEach((line, index) => {
    const field = `body.lines.${index}`;
    const ledger = ledgerOf.get(line.ledgerId);
    if (!ledger) issues.push({ field: `${field}.ledgerId`, message: M.noSuchLedger });
    else if (!ledger.isActive || !ledger.subGroup.isActive)
      issues.push({ field: `${field}.ledgerId`, message: M.ledgerInactive });
    if (line.subLedgerId) {
      const subLedger = subLedgerOf.get(line.subLedgerId);
      if (!subLedger) issues.push({ field: `${field}.subLedgerId`, message: M.noSuchSubLedger });
      else if (subLedger.ledgerId !== line.ledgerId)
        issues.push({ field: `${field}.subLedgerId`, message: M.subLedgerOfOtherLedger });
      else if (!subLedger.isActive) issues.push({ field: `${field}.subLedgerId`, message: M.subLedgerInactive });
    }
  });
  if (issues.length) throw AppError.validation(issues);
  const cashOrBank = (ledgerId: number) => ledgerOf.get(ledgerId)!.kind !== 'General';
  if (body.voucherType === 'Payment' && !body.lines.some((line) => line.credit && cashOrBank(line.ledgerId)))
    throw AppError.validation([{ field: 'body.lines', message: M.paymentNeedsCashOrBank }]);
  let total = 0n;
  for (const line of body.lines) if (line.debit) total += toPaisa(line.debit);
  return { total: fromPaisa(total) };
}

function lineRows(
  body: Pick<VoucherBody, 'lines'>,
  voucher: { campusId: number; fiscalYearId: number; dateAd: Date },
): Prisma.VoucherLineCreateManyVoucherInput[] {
  return body.lines.map((line, index) => ({
    lineNo: index + 1,
    ledgerId: line.ledgerId,
    subLedgerId: line.subLedgerId || null,
    debit: line.debit ?? '0',
    credit: line.credit ?? '0',
    narration: line.narration ?? null,
    campusId: voucher.campusId,
    fiscalYearId: voucher.fiscalYearId,
    dateAd: voucher.dateAd,
    posted: false,
  }));
}

/** What a voucher's audit entry keeps of it. */
const auditedVoucher = (body: VoucherBody, total: string, day: { dateBs: string }) => ({
  voucherType: body.voucherType,
  fiscalYearId: body.fiscalYearId,
  dateBs: day.dateBs,
  narration: body.narration,
  totalAmount: total,
  lines: body.lines,
});

/** POST Voucher: a Journal or Payment voucher of the user's campus, prepared by them. */
export async function prepareVoucher(context: WriteContext, body: VoucherBody): Promise<Voucher> {
  const campusId = writingCampusId(context, body.campusId);
  const id = await closedYearAsConflict(
    inTransaction(context.prisma, async (db) => {
      const day = await voucherDay(context, db, campusId, body.fiscalYearId, body.dateBs!);
      const { total } = await checkedLines(db, campusId, body);
      const campus = await db.campus.findUniqueOrThrow({ where: { id: campusId }, select: { universityId: true } });
      const at = context.clock.now();
      const created = await db.voucher.create({
        data: {
          campusId,
          universityId: campus.universityId,
          fiscalYearId: body.fiscalYearId,
          voucherType: body.voucherType,
          ...day,
          narration: body.narration,
          totalAmount: total,
          preparedById: context.actor.userId,
          preparedAt: at,
          lines: {
            createMany: { data: lineRows(body, { campusId, fiscalYearId: body.fiscalYearId, dateAd: day.dateAd }) },
          },
        },
        select: { id: true },
      });
      await auditWrite(db, context, 'create', 'Voucher', created.id, auditedVoucher(body, total, day));
      return created.id;
    }),
  );
  return getVoucher(context, id);
}

/** A voucher of the user's campus, locked for the rest of the transaction (404 elsewhere). */
async function lockedVoucher(db: Db, context: WriteContext, id: number) {
  const campusId = writingCampusId(context);
  const [row] = await db.$queryRaw<
    {
      id: number;
      campusId: number;
      fiscalYearId: number;
      voucherType: VoucherTypeName;
      status: 'Prepared' | 'Verified' | 'Approved';
      preparedById: number;
      verifiedById: number | null;
      reversesVoucherId: number | null;
      dateAd: Date;
    }[]
  >`SELECT id, "campusId", "fiscalYearId", "voucherType", status, "preparedById", "verifiedById", "reversesVoucherId", "dateAd"
      FROM "Voucher" WHERE id = ${id} AND "campusId" = ${campusId} FOR UPDATE`;
  return foundOrNotFound(row, 'Voucher');
}

function assertChangeable(voucher: { status: string; voucherType: VoucherTypeName }): void {
  if (voucher.status === 'Approved') throw AppError.conflict(M.approvedIsFinal);
  if (!isPreparedType(voucher.voucherType)) throw AppError.conflict(M.postedByHemis);
}

/** PUT Voucher/:id: a prepared voucher rewritten, its lines replaced; whoever edits it becomes its preparer. */
export async function updateVoucher(context: WriteContext, id: number, body: VoucherBody): Promise<Voucher> {
  const campusId = writingCampusId(context, body.campusId);
  await closedYearAsConflict(
    inTransaction(context.prisma, async (db) => {
      const voucher = await lockedVoucher(db, context, id);
      assertChangeable(voucher);
      if (voucher.status !== 'Prepared') throw AppError.conflict(M.notPrepared);
      if (voucher.reversesVoucherId) throw AppError.conflict(M.reversalFixed);
      const day = await voucherDay(context, db, campusId, body.fiscalYearId, body.dateBs!);
      const { total } = await checkedLines(db, campusId, body);
      await db.voucherLine.deleteMany({ where: { voucherId: id } });
      await db.voucher.update({
        where: { id },
        data: {
          fiscalYearId: body.fiscalYearId,
          voucherType: body.voucherType,
          ...day,
          narration: body.narration,
          totalAmount: total,
          preparedById: context.actor.userId,
          preparedAt: context.clock.now(),
          lines: {
            createMany: { data: lineRows(body, { campusId, fiscalYearId: body.fiscalYearId, dateAd: day.dateAd }) },
          },
        },
      });
      await auditWrite(db, context, 'update', 'Voucher', id, auditedVoucher(body, total, day));
    }),
  );
  return getVoucher(context, id);
}

/** DELETE Voucher/:id: a voucher not yet approved is discarded with its lines. */
export async function discardVoucher(context: WriteContext, id: number): Promise<{ message: string }> {
  await inTransaction(context.prisma, async (db) => {
    const voucher = await lockedVoucher(db, context, id);
    assertChangeable(voucher);
    await db.voucherLine.deleteMany({ where: { voucherId: id } });
    await db.voucher.delete({ where: { id } });
    await auditWrite(db, context, 'delete', 'Voucher', id, { status: voucher.status });
  });
  return { message: 'The voucher was discarded' };
}

// ---- Verifying, approving, reversing -----------------------------------------------------------

/** POST Voucher/:id/Verify: by someone other than who prepared it. */
export async function verifyVoucher(context: WriteContext, id: number): Promise<Voucher> {
  await closedYearAsConflict(
    inTransaction(context.prisma, async (db) => {
      const voucher = await lockedVoucher(db, context, id);
      if (voucher.status === 'Approved') throw AppError.conflict(M.alreadyApproved);
      if (voucher.status === 'Verified') throw AppError.conflict(M.alreadyVerified);
      if (voucher.preparedById === context.actor.userId) throw AppError.conflict(M.sameUserVerifies);
      if (await isYearClosed(db, voucher.campusId, voucher.fiscalYearId)) throw AppError.conflict(M.yearClosed);
      await db.voucher.update({
        where: { id },
        data: { status: 'Verified', verifiedById: context.actor.userId, verifiedAt: context.clock.now() },
      });
      await auditWrite(db, context, 'update', 'Voucher', id, { status: 'Verified' });
    }),
  );
  return getVoucher(context, id);
}

/**
 * POST Voucher/:id/Approve: by someone other than who prepared or verified it. Takes the next
 * number of the campus's year and type, and posts the lines, in one transaction.
 */
export async function approveVoucher(context: WriteContext, id: number): Promise<Voucher> {
  await closedYearAsConflict(
    inTransaction(
      context.prisma,
      async (db) => {
        const voucher = await lockedVoucher(db, context, id);
        if (voucher.status === 'Approved') throw AppError.conflict(M.alreadyApproved);
        if (voucher.status !== 'Verified') throw AppError.conflict(M.notYetVerified);
        if (voucher.preparedById === context.actor.userId || voucher.verifiedById === context.actor.userId)
          throw AppError.conflict(M.sameUserApproves);
        if (await isYearClosed(db, voucher.campusId, voucher.fiscalYearId)) throw AppError.conflict(M.yearClosed);
        const at = context.clock.now();
        const voucherNo = await takeVoucherNo(db, voucher.campusId, voucher.fiscalYearId, voucher.voucherType, at);
        await db.voucher.update({
          where: { id },
          data: { status: 'Approved', voucherNo, approvedById: context.actor.userId, approvedAt: at },
        });
        await db.voucherLine.updateMany({ where: { voucherId: id }, data: { posted: true } });
        await auditWrite(db, context, 'update', 'Voucher', id, { status: 'Approved', voucherNo });
      },
      // Approvals of a campus's year queue on its counter: each waits for those before it.
      { maxWait: 10_000, timeout: 15_000 },
    ),
  );
  return getVoucher(context, id);
}

/**
 * POST Voucher/:id/Reverse: a prepared voucher of the same type with the lines swapped, naming
 * the approved voucher it reverses and why; it is verified and approved like any other.
 * Receipt and Opening vouchers are HEMIS's own (a receipt is cancelled instead).
 */
export async function reverseVoucher(context: WriteContext, id: number, body: ReverseVoucherBody): Promise<Voucher> {
  const campusId = writingCampusId(context);
  const reversalId = await closedYearAsConflict(
    inTransaction(context.prisma, async (db) => {
      const original = await lockedVoucher(db, context, id);
      if (!isPreparedType(original.voucherType)) throw AppError.conflict(M.postedByHemis);
      if (original.status !== 'Approved') throw AppError.conflict(M.notApproved);
      if (original.reversesVoucherId) throw AppError.conflict(M.reversalOfReversal);
      if (await db.voucher.findUnique({ where: { reversesVoucherId: id }, select: { id: true } }))
        throw AppError.conflict(M.alreadyReversed);
      const date = body.dateBs ?? { bs: todayInNepalBs(context.clock), ad: todayInNepal(context.clock) };
      if (date.ad > todayInNepal(context.clock))
        throw AppError.validation([{ field: 'body.dateBs', message: M.dateInFuture }]);
      if (date.ad < original.dateAd.toISOString().slice(0, 10))
        throw AppError.validation([{ field: 'body.dateBs', message: M.reversalBeforeOriginal }]);
      const year = await bookYearOf(db, campusId, date.ad);
      if (!year) throw AppError.validation([{ field: 'body.dateBs', message: M.noFiscalYearForDate }]);
      if (year.closed) throw AppError.conflict(M.yearClosed);
      const source = await db.voucher.findUniqueOrThrow({
        where: { id },
        select: {
          universityId: true,
          voucherNo: true,
          totalAmount: true,
          lines: {
            orderBy: { lineNo: 'asc' },
            select: { ledgerId: true, subLedgerId: true, debit: true, credit: true, narration: true },
          },
        },
      });
      const dateAd = new Date(`${date.ad}T00:00:00Z`);
      const created = await db.voucher.create({
        data: {
          campusId,
          universityId: source.universityId,
          fiscalYearId: year.fiscalYearId,
          voucherType: original.voucherType,
          dateBs: date.bs,
          dateAd,
          narration: `Reversal of ${voucherNumber(original.voucherType, source.voucherNo)}: ${body.reason}`,
          totalAmount: source.totalAmount,
          reversesVoucherId: id,
          reversalReason: body.reason,
          preparedById: context.actor.userId,
          preparedAt: context.clock.now(),
          lines: {
            createMany: {
              data: source.lines.map((line, index) => ({
                lineNo: index + 1,
                ledgerId: line.ledgerId,
                subLedgerId: line.subLedgerId,
                debit: line.credit,
                credit: line.debit,
                narration: line.narration,
                campusId,
                fiscalYearId: year.fiscalYearId,
                dateAd,
                posted: false,
              })),
            },
          },
        },
        select: { id: true },
      });
      await auditWrite(db, context, 'create', 'Voucher', created.id, {
        reversesVoucherId: id,
        reversalReason: body.reason,
        dateBs: date.bs,
      });
      return created.id;
    }),
  );
  return getVoucher(context, reversalId);
}
