/**
 * Budgets (issue #30). A budget line is an amount for a fiscal year and finance head, held by
 * the grants body (no university, no campus), by a university (its universityId), or allocated
 * to a campus (campusId with the campus's universityId). The grants body's Admin keeps every
 * line; a university keeps its own lines and its campuses' allocations. A line's amount is
 * never overwritten silently: each change is a revision kept with the amount before it, the
 * reason, who made it and when.
 *
 * Budget against actual reads, per head, the scope's budget, what the scope allocated to its
 * campuses, and the actual amount from the posted lines of the scope's campuses' books on the
 * ledgers tied to the head (expenditure: debit less credit; income: credit less debit), Opening
 * vouchers left out. Everything is summed in SQL as numeric and answered as text.
 */
import {
  BUDGET_MESSAGES as M,
  toPaisa,
  applicableId,
  fromPaisa,
  type BudgetActuals,
  type BudgetActualsQuery,
  type BudgetActualsRow,
  type BudgetBody,
  type BudgetHolder,
  type BudgetLine,
  type BudgetListQuery,
  type BudgetRevision,
  type FieldIssue,
  type FinanceHeadTypeName,
  type Page,
  type Scope,
} from '@hemis/contracts';
import type { Db } from '../../db/prisma.ts';
import { Prisma } from '../../generated/prisma/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ReadContext, WriteContext } from '../../lib/context.ts';
import { campusInScope } from '../../lib/ownership.ts';
import { countedPage, pageRequest } from '../../lib/pagination.ts';
import { conflictAs } from '../../lib/prisma-errors.ts';
import { auditWrite } from '../../lib/records.ts';
import { scopeSql } from '../../lib/scope.ts';
import { containsPattern } from '../../lib/text-match.ts';

const ENTITY = 'BudgetLine';

// ---- Reading lines ---------------------------------------------------------------------------

interface BudgetLineRow extends Omit<BudgetLine, 'updatedAt'> {
  updatedAt: Date;
  total: number;
}

const HOLDER = Prisma.sql`CASE WHEN b."campusId" IS NOT NULL THEN 'Campus'
  WHEN b."universityId" IS NOT NULL THEN 'University' ELSE 'GrantsBody' END`;

/** The lines a caller reads: a university its own lines and its campuses'; a campus its allocations. */
const readableLines = (scope: Scope) =>
  scopeSql(scope, { campus: Prisma.sql`b."campusId"`, university: Prisma.sql`b."universityId"` });

const SORT_COLUMNS: Record<NonNullable<BudgetListQuery['sortBy']>, Prisma.Sql> = {
  headCode: Prisma.sql`h."headCode"`,
  headName: Prisma.sql`h."headName"`,
  amount: Prisma.sql`b.amount`,
  campusName: Prisma.sql`c."campusName"`,
  updatedAt: Prisma.sql`b."updatedAt"`,
};

/** The lines matching the conditions, in the order and window given, each with the count of all. */
function selectLines(conditions: Prisma.Sql[], order: Prisma.Sql, window: Prisma.Sql = Prisma.empty) {
  return Prisma.sql`
    SELECT b.id, b."fiscalYearId", fy."yearNepali" AS "fiscalYear", ${HOLDER} AS holder,
           b."universityId", u.name AS "universityName", b."campusId", c."campusName",
           b."financeHeadId", h."headCode", h."headName", h."headType"::text AS "headType",
           b.amount::text AS amount, coalesce(r.first, b.amount)::text AS "originalAmount",
           coalesce(r.revisions, 0)::int AS revisions, b.remarks, b."updatedAt",
           count(*) OVER ()::int AS total
      FROM "BudgetLine" b
      JOIN "FiscalYear" fy ON fy.id = b."fiscalYearId"
      JOIN "FinanceHead" h ON h.id = b."financeHeadId"
      LEFT JOIN "University" u ON u.id = b."universityId"
      LEFT JOIN "Campus" c ON c.id = b."campusId"
      LEFT JOIN LATERAL (
        SELECT count(*) AS revisions, (array_agg(v."previousAmount" ORDER BY v.id))[1] AS first
          FROM "BudgetRevision" v WHERE v."budgetLineId" = b.id
      ) r ON TRUE
     WHERE ${Prisma.join(conditions, ' AND ')}
     ORDER BY ${order}
     ${window}`;
}

const toLine = ({ total: _total, updatedAt, ...row }: BudgetLineRow): BudgetLine => ({
  ...row,
  updatedAt: updatedAt.toISOString(),
});

/**
 * GET Budget: the lines of the caller's scope, by fiscal year, holder, university, campus and
 * head, found by the head's or campus's name; sorted and paged in the database. Every line
 * without paging parameters, one page with its totals with them.
 */
export async function listBudgetLines(
  context: ReadContext,
  query: BudgetListQuery,
): Promise<BudgetLine[] | Page<BudgetLine>> {
  const conditions = [readableLines(context.scope)];
  const fiscalYearId = applicableId(query.fiscalYearId);
  if (fiscalYearId) conditions.push(Prisma.sql`b."fiscalYearId" = ${fiscalYearId}`);
  const universityId = applicableId(query.universityId);
  if (universityId) conditions.push(Prisma.sql`b."universityId" = ${universityId}`);
  const campusId = applicableId(query.campusId);
  if (campusId) conditions.push(Prisma.sql`b."campusId" = ${campusId}`);
  const headId = applicableId(query.financeHeadId);
  if (headId) conditions.push(Prisma.sql`b."financeHeadId" = ${headId}`);
  if (query.holder) conditions.push(Prisma.sql`${HOLDER} = ${query.holder}`);
  const search = query.search?.trim();
  if (search) {
    const pattern = containsPattern(search);
    conditions.push(Prisma.sql`(h."headName" ILIKE ${pattern} OR c."campusName" ILIKE ${pattern})`);
  }
  const direction = Prisma.raw(query.sortOrder === 'desc' ? 'DESC' : 'ASC');
  // The fiscal year's latest first, then the holder (the grants body, universities, campuses) and the head.
  const order = query.sortBy
    ? Prisma.sql`${SORT_COLUMNS[query.sortBy]} ${direction} NULLS LAST, b.id ${direction}`
    : Prisma.sql`fy."startDateAd" DESC, b."universityId" NULLS FIRST, b."campusId" NULLS FIRST, h."headType", h."headCode", b.id`;
  const request = pageRequest(query);
  if (!request) {
    return (await context.prisma.$queryRaw<BudgetLineRow[]>(selectLines(conditions, order))).map(toLine);
  }
  const rows = await context.prisma.$queryRaw<BudgetLineRow[]>(
    selectLines(conditions, order, Prisma.sql`LIMIT ${request.take} OFFSET ${request.skip}`),
  );
  const page = await countedPage(rows, request, async () => {
    const [counted] = await context.prisma.$queryRaw<{ total: number }[]>(
      selectLines(conditions, order, Prisma.sql`LIMIT 1`),
    );
    return counted?.total ?? 0;
  });
  return { ...page, data: page.data.map(toLine) };
}

/** One line of the caller's scope, or 404 like a missing one. */
export async function getBudgetLine(context: ReadContext, id: number, db: Db = context.prisma): Promise<BudgetLine> {
  const [row] = await db.$queryRaw<BudgetLineRow[]>(
    selectLines([readableLines(context.scope), Prisma.sql`b.id = ${id}`], Prisma.sql`b.id`),
  );
  if (!row) throw AppError.notFound('Budget line');
  return toLine(row);
}

/** GET Budget/{id}/Revisions: the line's changes, oldest first, with the amount before each. */
export async function budgetRevisions(context: ReadContext, id: number): Promise<BudgetRevision[]> {
  const line = await getBudgetLine(context, id);
  const revisions = await context.prisma.budgetRevision.findMany({
    where: { budgetLineId: line.id },
    orderBy: { id: 'asc' },
  });
  const users = await context.prisma.user.findMany({
    where: { id: { in: [...new Set(revisions.map((revision) => revision.revisedById))] } },
    select: { id: true, firstName: true, lastName: true, email: true },
  });
  const nameOf = new Map(
    users.map((user) => [user.id, `${user.firstName} ${user.lastName}`.trim() || user.email] as const),
  );
  return revisions.map((revision) => ({
    id: revision.id,
    previousAmount: revision.previousAmount.toFixed(2),
    amount: revision.amount.toFixed(2),
    reason: revision.reason,
    revisedBy: nameOf.get(revision.revisedById) ?? '',
    revisedAt: revision.revisedAt.toISOString(),
  }));
}

// ---- Writing lines ---------------------------------------------------------------------------

/** Who holds a new line: the grants body (both null), a university, or a campus with its university. */
async function holderOf(
  context: WriteContext,
  body: BudgetBody,
): Promise<{ universityId: number | null; campusId: number | null }> {
  const { prisma, scope } = context;
  const universityId = applicableId(body.universityId);
  const campusId = applicableId(body.campusId);
  if (scope.kind === 'university' && universityId !== undefined && universityId !== scope.universityId)
    throw new AppError('FORBIDDEN', M.notYours);
  if (campusId !== undefined) {
    // A university's campus outside its own answers 404, as any record outside a scope does.
    const campus = await campusInScope(prisma, scope, campusId);
    if (universityId !== undefined && universityId !== campus.universityId)
      throw AppError.validation([{ field: 'body.campusId', message: M.noSuchCampus }]);
    return { universityId: campus.universityId, campusId: campus.campusId };
  }
  if (scope.kind === 'university') return { universityId: scope.universityId, campusId: null };
  if (scope.kind !== 'all') throw new AppError('FORBIDDEN', M.notYours);
  if (universityId === undefined) return { universityId: null, campusId: null };
  const university = await prisma.university.findUnique({ where: { id: universityId }, select: { id: true } });
  if (!university) throw AppError.validation([{ field: 'body.universityId', message: M.noSuchUniversity }]);
  return { universityId: university.id, campusId: null };
}

/**
 * POST Budget: a new line for a head and fiscal year. A second line of the same head, year and
 * holder answers 409: the line is revised instead.
 */
export async function createBudgetLine(context: WriteContext, body: BudgetBody): Promise<BudgetLine> {
  const { prisma } = context;
  const [fiscalYear, head] = await Promise.all([
    prisma.fiscalYear.findUnique({ where: { id: body.fiscalYearId }, select: { id: true } }),
    prisma.financeHead.findUnique({ where: { id: body.financeHeadId }, select: { id: true } }),
  ]);
  const issues: FieldIssue[] = [];
  if (!fiscalYear) issues.push({ field: 'body.fiscalYearId', message: M.noSuchFiscalYear });
  if (!head) issues.push({ field: 'body.financeHeadId', message: M.noSuchHead });
  if (issues.length > 0) throw AppError.validation(issues);
  const holder = await holderOf(context, body);
  return prisma.$transaction(async (db) => {
    const created = await conflictAs(
      M.alreadyBudgeted,
      db.budgetLine.create({
        data: {
          fiscalYearId: body.fiscalYearId,
          financeHeadId: body.financeHeadId,
          ...holder,
          amount: body.amount,
          remarks: body.remarks ?? null,
          createdById: context.actor.userId,
        },
      }),
    );
    await auditWrite(db, context, 'create', ENTITY, created.id, { ...created, amount: created.amount.toFixed(2) });
    return getBudgetLine(context, created.id, db);
  });
}

/**
 * PATCH Budget/{id}: a revision of the line's amount with its reason. The line is locked, the
 * amount before is kept in BudgetRevision with who and when, and the line takes the new amount,
 * in one transaction; the same amount again answers 409.
 */
export async function reviseBudgetLine(
  context: WriteContext,
  id: number,
  body: { amount: string; reason: string },
): Promise<BudgetLine> {
  return context.prisma.$transaction(async (db) => {
    const [line] = await db.$queryRaw<{ id: number; amount: string; same: boolean }[]>`
      SELECT b.id, b.amount::text AS amount, b.amount = ${body.amount}::numeric AS same
        FROM "BudgetLine" b
       WHERE b.id = ${id} AND ${readableLines(context.scope)}
         FOR UPDATE`;
    if (!line) throw AppError.notFound('Budget line');
    if (line.same) throw AppError.conflict(M.unchanged);
    const revision = await db.budgetRevision.create({
      data: {
        budgetLineId: id,
        previousAmount: line.amount,
        amount: body.amount,
        reason: body.reason,
        revisedById: context.actor.userId,
        revisedAt: context.clock.now(),
      },
    });
    await db.budgetLine.update({ where: { id }, data: { amount: body.amount } });
    await auditWrite(db, context, 'update', ENTITY, id, {
      amount: { from: line.amount, to: revision.amount.toFixed(2) },
      reason: body.reason,
      revisionId: revision.id,
    });
    return getBudgetLine(context, id, db);
  });
}

// ---- Budget against actual -------------------------------------------------------------------

interface ActualsScope {
  scope: BudgetHolder;
  scopeName: string;
  /** Budget lines of the scope (alias b). */
  lines: Prisma.Sql;
  /** Which of them are the scope's own budget. */
  budget: Prisma.Sql;
  /** The ledger tally of the scope's campuses (alias l): their posted lines, Opening vouchers left out. */
  books: Prisma.Sql;
}

/**
 * The scope the caller reads: a campus (its own for campus staff, or one named within the
 * caller's scope), a university (a university user's own, or one the grants body names), or
 * the country. A campus or university outside the caller's scope answers 404.
 */
async function actualsScope(context: ReadContext, query: BudgetActualsQuery): Promise<ActualsScope> {
  const { prisma, scope } = context;
  const campusIdAsked = applicableId(query.campusId);
  const universityIdAsked = applicableId(query.universityId);
  const campusId = scope.kind === 'campus' ? (campusIdAsked ?? scope.campusId) : campusIdAsked;
  if (campusId !== undefined) {
    const campus = await campusInScope(prisma, scope, campusId);
    if (universityIdAsked !== undefined && universityIdAsked !== campus.universityId) throw AppError.notFound('Campus');
    const { campusName } = await prisma.campus.findUniqueOrThrow({
      where: { id: campusId },
      select: { campusName: true },
    });
    return {
      scope: 'Campus',
      scopeName: campusName,
      lines: Prisma.sql`b."campusId" = ${campusId}`,
      budget: Prisma.sql`TRUE`,
      books: Prisma.sql`l."campusId" = ${campusId}`,
    };
  }
  const universityId = scope.kind === 'university' ? (universityIdAsked ?? scope.universityId) : universityIdAsked;
  if (universityId !== undefined) {
    if (scope.kind !== 'all' && !(scope.kind === 'university' && scope.universityId === universityId))
      throw AppError.notFound('University');
    const university = await prisma.university.findUnique({ where: { id: universityId }, select: { name: true } });
    if (!university) throw AppError.notFound('University');
    return {
      scope: 'University',
      scopeName: university.name,
      lines: Prisma.sql`b."universityId" = ${universityId}`,
      budget: Prisma.sql`b."campusId" IS NULL`,
      books: Prisma.sql`l."campusId" IN (SELECT id FROM "Campus" WHERE "universityId" = ${universityId})`,
    };
  }
  if (scope.kind !== 'all') throw AppError.notFound('Campus');
  return {
    scope: 'GrantsBody',
    scopeName: 'University Grants Commission, Nepal',
    lines: Prisma.sql`TRUE`,
    budget: Prisma.sql`b."universityId" IS NULL`,
    books: Prisma.sql`TRUE`,
  };
}

interface ActualsRow extends Omit<BudgetActualsRow, 'utilisation' | 'headType'> {
  headType: FinanceHeadTypeName;
  utilisation: string | null;
}

/**
 * GET Budget/Actuals: for each head with a budget, an allocation or an actual amount in the
 * scope and fiscal year, the scope's budget, its allocations to campuses, the actual amount
 * from the books, the variance (budget less actual) and the utilisation (actual as a percent of
 * the budget, one decimal; null without a budget). One statement: the budget lines and the
 * books' ledger tally (a few rows a campus, kept by triggers) are each summed by head before
 * they meet.
 */
export async function budgetActuals(context: ReadContext, query: BudgetActualsQuery): Promise<BudgetActuals> {
  const { prisma } = context;
  const fiscalYear = await prisma.fiscalYear.findUnique({
    where: { id: query.fiscalYearId },
    select: { id: true, yearNepali: true },
  });
  if (!fiscalYear) throw AppError.validation([{ field: 'querystring.fiscalYearId', message: M.noSuchFiscalYear }]);
  const scope = await actualsScope(context, query);
  const rows = await prisma.$queryRaw<ActualsRow[]>`
    WITH budget AS (
      SELECT b."financeHeadId",
             coalesce(sum(b.amount) FILTER (WHERE ${scope.budget}), 0) AS budget,
             coalesce(sum(b.amount) FILTER (WHERE b."campusId" IS NOT NULL), 0) AS allocated
        FROM "BudgetLine" b
       WHERE b."fiscalYearId" = ${fiscalYear.id} AND ${scope.lines}
       GROUP BY b."financeHeadId"
    ), by_ledger AS (
      SELECT l."ledgerId", sum(l.debit) AS debit, sum(l.credit) AS credit
        FROM "LedgerTally" l
       WHERE l."fiscalYearId" = ${fiscalYear.id} AND ${scope.books}
         AND l."ledgerId" IN (SELECT id FROM "AccountLedger" WHERE "financeHeadId" IS NOT NULL)
       GROUP BY l."ledgerId"
    ), actual AS (
      SELECT a."financeHeadId", sum(t.debit) AS debit, sum(t.credit) AS credit
        FROM by_ledger t JOIN "AccountLedger" a ON a.id = t."ledgerId"
       GROUP BY a."financeHeadId"
    ), heads AS (
      SELECT h.id, h."headCode", h."headName", h."headType",
             coalesce(b.budget, 0) AS budget, coalesce(b.allocated, 0) AS allocated,
             coalesce(CASE WHEN h."headType" = 'Expenditure' THEN a.debit - a.credit ELSE a.credit - a.debit END, 0) AS actual
        FROM "FinanceHead" h
        LEFT JOIN budget b ON b."financeHeadId" = h.id
        LEFT JOIN actual a ON a."financeHeadId" = h.id
       WHERE b."financeHeadId" IS NOT NULL OR a."financeHeadId" IS NOT NULL
    )
    SELECT id AS "financeHeadId", "headCode", "headName", "headType"::text AS "headType",
           budget::numeric(18, 2)::text AS budget, allocated::numeric(18, 2)::text AS allocated,
           actual::numeric(18, 2)::text AS actual, (budget - actual)::numeric(18, 2)::text AS variance,
           CASE WHEN budget > 0 THEN round(actual * 100 / budget, 1)::text END AS utilisation
      FROM heads
     ORDER BY "headType" DESC, "headCode"`;
  const total = (pick: (row: ActualsRow) => string) =>
    fromPaisa(rows.reduce((sum, row) => sum + toPaisa(pick(row)), 0n));
  return {
    fiscalYear: fiscalYear.yearNepali,
    scope: scope.scope,
    scopeName: scope.scopeName,
    rows: rows.map((row) => ({ ...row, utilisation: row.utilisation === null ? null : Number(row.utilisation) })),
    totals: {
      budget: total((row) => row.budget),
      allocated: total((row) => row.allocated),
      actual: total((row) => row.actual),
      variance: total((row) => row.variance),
    },
  };
}
