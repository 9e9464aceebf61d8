/**
 * The chart of accounts (issue #30): five fixed groups, the standard chart's sub-groups and
 * ledgers shared by every campus (campusId null, kept by the grants body), each campus's own
 * sub-groups, ledgers and sub-ledgers beside them. A code is unique within a campus's chart,
 * the standard chart's codes included; nothing is deleted, a record is deactivated.
 *
 * A campus's staff read and extend their campus's chart; a university's users and the grants
 * body read a campus's chart by naming the campus, the standard chart without one.
 */
import {
  ACCOUNT_MESSAGES,
  can,
  type AccountLedger,
  type AccountLedgerBody,
  type AccountSubGroup,
  type AccountSubGroupBody,
  type AccountSubLedger,
  type AccountSubLedgerBody,
  type ChartQuery,
  type UpdateAccountLedgerBody,
  type UpdateAccountSubGroupBody,
  type UpdateAccountSubLedgerBody,
} from '@hemis/contracts';
import type { Db } from '../../db/prisma.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ReadContext, WriteContext } from '../../lib/context.ts';
import { CAMPUS_RECORD_SCOPE, campusInScope } from '../../lib/ownership.ts';
import { listOrPage } from '../../lib/pagination.ts';
import { conflictAs } from '../../lib/prisma-errors.ts';
import { auditWrite, inTransaction } from '../../lib/records.ts';
import { foundOrNotFound, scopeWhere } from '../../lib/scope.ts';
import { containsText } from '../../lib/text-match.ts';

const M = ACCOUNT_MESSAGES;

/** The campus whose chart a read names: a campus user's own, or the one named within the caller's scope; null: the standard chart alone. */
export async function chartCampusOf(context: ReadContext, given: number | undefined): Promise<number | null> {
  const requested = given || undefined;
  if (context.scope.kind === 'campus') {
    if (requested !== undefined && requested !== context.scope.campusId) throw AppError.notFound('Campus');
    return context.scope.campusId;
  }
  if (requested === undefined) return null;
  return (await campusInScope(context.prisma, context.scope, requested)).campusId;
}

/** The charts a campus reads: the standard chart and its own (null: the standard chart alone). */
const visibleTo = (campusId: number | null) =>
  campusId === null ? { campusId: null } : { OR: [{ campusId: null }, { campusId }] };

/**
 * The chart a write changes: a campus's staff their campus's (a campus named for another
 * answers 404), the grants body the standard chart (naming no campus).
 */
function chartToWrite(context: WriteContext, given: number | undefined, field = 'body.campusId'): number | null {
  const requested = given || undefined;
  if (context.scope.kind === 'campus') {
    if (requested !== undefined && requested !== context.scope.campusId) throw AppError.notFound('Campus');
    return context.scope.campusId;
  }
  if (!can(context.actor.role, 'accounts:standard-chart')) throw AppError.conflict(M.campusOnly);
  if (requested !== undefined) throw AppError.validation([{ field, message: M.standardChartNoCampus }]);
  return null;
}

/** Whether the caller may change a record of the chart `campusId` (null: the standard chart): 404 outside their campus, 409 for the standard chart without the grants body's permission. */
function assertWritable(context: WriteContext, campusId: number | null, what: string): void {
  if (campusId === null) {
    if (!can(context.actor.role, 'accounts:standard-chart')) throw AppError.conflict(M.standardChartReadOnly);
    return;
  }
  if (context.scope.kind === 'campus') {
    if (context.scope.campusId !== campusId) throw AppError.notFound(what);
    return;
  }
  // The grants body reads campuses' charts but keeps only the standard one.
  if (context.scope.kind === 'all') throw AppError.conflict(M.campusOnly);
  throw AppError.notFound(what);
}

/**
 * Refuses (409) a code already used in the chart a record is written to: in the campus's own
 * chart or the standard chart; a standard code also must not be one a campus already uses.
 */
async function assertCodeFree(
  db: Db,
  table: 'accountSubGroup' | 'accountLedger',
  campusId: number | null,
  code: string,
  exceptId?: number,
): Promise<void> {
  const where = {
    code: { equals: code, mode: 'insensitive' as const },
    ...(campusId === null ? {} : { OR: [{ campusId: null }, { campusId }] }),
    ...(exceptId ? { id: { not: exceptId } } : {}),
  };
  const clash =
    table === 'accountSubGroup'
      ? await db.accountSubGroup.findFirst({ where, select: { id: true } })
      : await db.accountLedger.findFirst({ where, select: { id: true } });
  if (clash) throw AppError.conflict(M.codeTaken);
}

// ---- Sub-groups ---------------------------------------------------------------------------------

const SUB_GROUP_SELECT = { id: true, campusId: true, group: true, code: true, name: true, isActive: true } as const;
type SubGroupRow = Prisma.AccountSubGroupGetPayload<{ select: typeof SUB_GROUP_SELECT }>;
const toSubGroup = (row: SubGroupRow): AccountSubGroup => ({ ...row, isStandard: row.campusId === null });

const ORDER = (sortBy: ChartQuery['sortBy'], order: 'asc' | 'desc' = 'asc') =>
  sortBy === 'name'
    ? [{ name: order }, { id: order }]
    : sortBy === 'group'
      ? [{ group: order }, { code: order }]
      : [{ code: order }, { id: order }];

/** GET AccountSubGroup: the campus's chart (standard and own), or the standard chart. */
export async function listSubGroups(context: ReadContext, query: ChartQuery) {
  const campusId = await chartCampusOf(context, query.campusId);
  const search = query.search?.trim();
  const where: Prisma.AccountSubGroupWhereInput = {
    AND: [
      visibleTo(campusId),
      query.group ? { group: query.group } : {},
      query.includeInactive ? {} : { isActive: true },
      search ? { OR: [{ name: containsText(search) }, { code: containsText(search) }] } : {},
    ],
  };
  return listOrPage(
    query,
    async (window) =>
      (
        await context.prisma.accountSubGroup.findMany({
          where,
          select: SUB_GROUP_SELECT,
          orderBy: ORDER(query.sortBy, query.sortOrder) as Prisma.AccountSubGroupOrderByWithRelationInput[],
          ...window,
        })
      ).map(toSubGroup),
    () => context.prisma.accountSubGroup.count({ where }),
  );
}

export async function createSubGroup(context: WriteContext, body: AccountSubGroupBody): Promise<AccountSubGroup> {
  const campusId = chartToWrite(context, body.campusId);
  return conflictAs(
    M.codeTaken,
    inTransaction(context.prisma, async (db) => {
      await assertCodeFree(db, 'accountSubGroup', campusId, body.code);
      const created = await db.accountSubGroup.create({
        data: { campusId, group: body.group, code: body.code, name: body.name },
        select: SUB_GROUP_SELECT,
      });
      await auditWrite(db, context, 'create', 'AccountSubGroup', created.id, created);
      return toSubGroup(created);
    }),
  );
}

export async function updateSubGroup(
  context: WriteContext,
  id: number,
  body: UpdateAccountSubGroupBody,
): Promise<AccountSubGroup> {
  return conflictAs(
    M.codeTaken,
    inTransaction(context.prisma, async (db) => {
      const before = foundOrNotFound(
        await db.accountSubGroup.findFirst({
          where: { AND: [{ id }, readableChart(context)] },
          select: SUB_GROUP_SELECT,
        }),
        'AccountSubGroup',
      );
      assertWritable(context, before.campusId, 'AccountSubGroup');
      if (body.code !== undefined && body.code !== before.code)
        await assertCodeFree(db, 'accountSubGroup', before.campusId, body.code, id);
      const after = await db.accountSubGroup.update({
        where: { id },
        data: { code: body.code, name: body.name, isActive: body.isActive },
        select: SUB_GROUP_SELECT,
      });
      await auditWrite(db, context, 'update', 'AccountSubGroup', id, { before, after });
      return toSubGroup(after);
    }),
  );
}

/** The chart records a caller may read by id: the standard chart and the campuses of their scope. */
function readableChart(context: ReadContext): { OR: object[] } {
  switch (context.scope.kind) {
    case 'all':
      return { OR: [{}] };
    case 'none':
      return { OR: [{ id: -1 }] };
    case 'university':
      return { OR: [{ campusId: null }, { campus: { universityId: context.scope.universityId } }] };
    case 'campus':
      return { OR: [{ campusId: null }, { campusId: context.scope.campusId }] };
  }
}

// ---- Ledgers ------------------------------------------------------------------------------------

const LEDGER_SELECT = {
  id: true,
  campusId: true,
  subGroupId: true,
  code: true,
  name: true,
  kind: true,
  systemKey: true,
  financeHeadId: true,
  isActive: true,
  subGroup: { select: { name: true, group: true } },
  financeHead: { select: { headName: true } },
} as const satisfies Prisma.AccountLedgerSelect;
type LedgerRow = Prisma.AccountLedgerGetPayload<{ select: typeof LEDGER_SELECT }>;

function toLedger(row: LedgerRow): AccountLedger {
  const { subGroup, financeHead, ...ledger } = row;
  return {
    ...ledger,
    isStandard: row.campusId === null,
    group: subGroup.group,
    subGroupName: subGroup.name,
    financeHeadName: financeHead?.headName ?? null,
  };
}

/** GET AccountLedger: the ledgers of the campus's chart (standard and own), or of the standard chart. */
export async function listLedgers(context: ReadContext, query: ChartQuery) {
  const campusId = await chartCampusOf(context, query.campusId);
  const search = query.search?.trim();
  const where: Prisma.AccountLedgerWhereInput = {
    AND: [
      visibleTo(campusId),
      query.group ? { subGroup: { group: query.group } } : {},
      query.subGroupId ? { subGroupId: query.subGroupId } : {},
      query.includeInactive ? {} : { isActive: true },
      search ? { OR: [{ name: containsText(search) }, { code: containsText(search) }] } : {},
    ],
  };
  const order = query.sortOrder ?? 'asc';
  const orderBy: Prisma.AccountLedgerOrderByWithRelationInput[] =
    query.sortBy === 'name'
      ? [{ name: order }, { id: order }]
      : query.sortBy === 'group'
        ? [{ subGroup: { group: order } }, { code: order }]
        : [{ code: order }, { id: order }];
  return listOrPage(
    query,
    async (window) =>
      (await context.prisma.accountLedger.findMany({ where, select: LEDGER_SELECT, orderBy, ...window })).map(toLedger),
    () => context.prisma.accountLedger.count({ where }),
  );
}

/** GET AccountLedger/:id: a ledger of the standard chart or of a campus within the caller's scope. */
export async function getLedger(context: ReadContext, id: number): Promise<AccountLedger> {
  return toLedger(
    foundOrNotFound(
      await context.prisma.accountLedger.findFirst({
        where: { AND: [{ id }, readableChart(context)] },
        select: LEDGER_SELECT,
      }),
      'AccountLedger',
    ),
  );
}

async function assertFinanceHead(db: Db, financeHeadId: number | null | undefined): Promise<void> {
  if (!financeHeadId) return;
  const head = await db.financeHead.findUnique({ where: { id: financeHeadId }, select: { id: true } });
  if (!head) throw AppError.validation([{ field: 'body.financeHeadId', message: M.noSuchFinanceHead }]);
}

export async function createLedger(context: WriteContext, body: AccountLedgerBody): Promise<AccountLedger> {
  const campusId = chartToWrite(context, body.campusId);
  return conflictAs(
    M.codeTaken,
    inTransaction(context.prisma, async (db) => {
      const subGroup = await db.accountSubGroup.findFirst({
        where: { id: body.subGroupId, ...visibleTo(campusId) },
        select: { isActive: true },
      });
      if (!subGroup) throw AppError.validation([{ field: 'body.subGroupId', message: M.noSuchSubGroup }]);
      if (!subGroup.isActive) throw AppError.validation([{ field: 'body.subGroupId', message: M.subGroupInactive }]);
      await assertFinanceHead(db, body.financeHeadId);
      await assertCodeFree(db, 'accountLedger', campusId, body.code);
      const created = await db.accountLedger.create({
        data: {
          campusId,
          subGroupId: body.subGroupId,
          code: body.code,
          name: body.name,
          kind: body.kind ?? 'General',
          financeHeadId: body.financeHeadId || null,
        },
        select: LEDGER_SELECT,
      });
      const ledger = toLedger(created);
      await auditWrite(db, context, 'create', 'AccountLedger', created.id, ledger);
      return ledger;
    }),
  );
}

export async function updateLedger(
  context: WriteContext,
  id: number,
  body: UpdateAccountLedgerBody,
): Promise<AccountLedger> {
  return conflictAs(
    M.codeTaken,
    inTransaction(context.prisma, async (db) => {
      const before = toLedger(
        foundOrNotFound(
          await db.accountLedger.findFirst({ where: { AND: [{ id }, readableChart(context)] }, select: LEDGER_SELECT }),
          'AccountLedger',
        ),
      );
      assertWritable(context, before.campusId, 'AccountLedger');
      if (before.systemKey && (body.isActive === false || (body.kind !== undefined && body.kind !== before.kind)))
        throw AppError.conflict(M.systemLedgerFixed);
      if (body.code !== undefined && body.code !== before.code)
        await assertCodeFree(db, 'accountLedger', before.campusId, body.code, id);
      await assertFinanceHead(db, body.financeHeadId);
      const after = toLedger(
        await db.accountLedger.update({
          where: { id },
          data: {
            code: body.code,
            name: body.name,
            kind: body.kind,
            // 0 or null unties the ledger from its head.
            financeHeadId: body.financeHeadId === undefined ? undefined : body.financeHeadId || null,
            isActive: body.isActive,
          },
          select: LEDGER_SELECT,
        }),
      );
      await auditWrite(db, context, 'update', 'AccountLedger', id, { before, after });
      return after;
    }),
  );
}

// ---- Sub-ledgers -------------------------------------------------------------------------------

const SUB_LEDGER_SELECT = {
  id: true,
  campusId: true,
  ledgerId: true,
  code: true,
  name: true,
  isActive: true,
  ledger: { select: { name: true } },
} as const satisfies Prisma.AccountSubLedgerSelect;
type SubLedgerRow = Prisma.AccountSubLedgerGetPayload<{ select: typeof SUB_LEDGER_SELECT }>;
const toSubLedger = ({ ledger, ...row }: SubLedgerRow): AccountSubLedger => ({ ...row, ledgerName: ledger.name });

/** GET AccountSubLedger: a campus's sub-ledgers (none for the standard chart, which has none). */
export async function listSubLedgers(context: ReadContext, query: ChartQuery) {
  const campusId = await chartCampusOf(context, query.campusId);
  const search = query.search?.trim();
  const where: Prisma.AccountSubLedgerWhereInput = {
    AND: [
      campusId === null ? { id: { in: [] } } : { campusId },
      query.ledgerId ? { ledgerId: query.ledgerId } : {},
      query.includeInactive ? {} : { isActive: true },
      search ? { OR: [{ name: containsText(search) }, { code: containsText(search) }] } : {},
    ],
  };
  const order = query.sortOrder ?? 'asc';
  const orderBy: Prisma.AccountSubLedgerOrderByWithRelationInput[] =
    query.sortBy === 'name' ? [{ name: order }, { id: order }] : [{ code: order }, { id: order }];
  return listOrPage(
    query,
    async (window) =>
      (await context.prisma.accountSubLedger.findMany({ where, select: SUB_LEDGER_SELECT, orderBy, ...window })).map(
        toSubLedger,
      ),
    () => context.prisma.accountSubLedger.count({ where }),
  );
}

export async function createSubLedger(context: WriteContext, body: AccountSubLedgerBody): Promise<AccountSubLedger> {
  const campusId = chartToWrite(context, body.campusId);
  if (campusId === null) throw AppError.conflict(M.campusOnly);
  return conflictAs(
    M.codeTaken,
    inTransaction(context.prisma, async (db) => {
      const ledger = await db.accountLedger.findFirst({
        where: { id: body.ledgerId, ...visibleTo(campusId) },
        select: { isActive: true },
      });
      if (!ledger) throw AppError.validation([{ field: 'body.ledgerId', message: M.noSuchLedger }]);
      if (!ledger.isActive) throw AppError.validation([{ field: 'body.ledgerId', message: M.ledgerInactive }]);
      const created = toSubLedger(
        await db.accountSubLedger.create({
          data: { campusId, ledgerId: body.ledgerId, code: body.code, name: body.name },
          select: SUB_LEDGER_SELECT,
        }),
      );
      await auditWrite(db, context, 'create', 'AccountSubLedger', created.id, created);
      return created;
    }),
  );
}

export async function updateSubLedger(
  context: WriteContext,
  id: number,
  body: UpdateAccountSubLedgerBody,
): Promise<AccountSubLedger> {
  return conflictAs(
    M.codeTaken,
    inTransaction(context.prisma, async (db) => {
      const before = toSubLedger(
        foundOrNotFound(
          await db.accountSubLedger.findFirst({
            where: scopeWhere<Prisma.AccountSubLedgerWhereInput>(context.scope, CAMPUS_RECORD_SCOPE, { id }),
            select: SUB_LEDGER_SELECT,
          }),
          'AccountSubLedger',
        ),
      );
      assertWritable(context, before.campusId, 'AccountSubLedger');
      const after = toSubLedger(
        await db.accountSubLedger.update({
          where: { id },
          data: { code: body.code, name: body.name, isActive: body.isActive },
          select: SUB_LEDGER_SELECT,
        }),
      );
      await auditWrite(db, context, 'update', 'AccountSubLedger', id, { before, after });
      return after;
    }),
  );
}
