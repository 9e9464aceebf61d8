/**
 * Public finance (api-contract 5.11). The grants body keeps the heads of income and of
 * operating and capital expenditure, national records every staff member reads. A campus
 * records its income and expenditure under those heads by fiscal year, each entry with its
 * evidence document (a private file), read by its university and the grants body through the
 * scope helper.
 *
 * Money and records are never lost: amounts are exact decimals; an entry is never deleted.
 * The contract's clients still edit entries (PUT), so a change first keeps what the entry said
 * as a version, evidence file included (an old evidence file is never removed), and an entry
 * made by mistake is cancelled with a reason: it leaves the lists and every total, and can no
 * longer be changed.
 */
import {
  FINANCE_MESSAGES as M,
  bsToAd,
  formatCalendarDate,
  parseBsDate,
  toUtcDate,
  type CancelIncomeExpenditureEntryBodyParsed,
  type CreateFinanceHeadBodyParsed,
  type CreateIncomeExpenditureEntryBodyParsed,
  type ExpenditureTypeName,
  type FieldIssueLike,
  type FinanceHead,
  type INCOME_EXPENDITURE_SORT_COLUMNS,
  type IncomeExpenditureEntry,
  type IncomeExpenditureEntryListQueryParsed,
  type IncomeExpenditureEntryVersion,
  type Page,
  type UpdateIncomeExpenditureEntryBodyParsed,
} from '@hemis/contracts';
import type { FastifyReply } from 'fastify';
import type { Db } from '../../db/prisma.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import type { ExpenditureType } from '../../generated/prisma/enums.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ReadContext, WriteContext } from '../../lib/context.ts';
import { CAMPUS_AND_UNIVERSITY_SCOPE, campusOwner } from '../../lib/ownership.ts';
import { listOrPage } from '../../lib/pagination.ts';
import { sendPrivateFile, withSavedPrivateFiles, type StoredFile } from '../../lib/private-files.ts';
import { auditWrite, findRecord, modelStore } from '../../lib/records.ts';
import { changedFields } from '../../lib/audit.ts';
import { foundOrNotFound, scopeWhere } from '../../lib/scope.ts';
import { containsText } from '../../lib/text-match.ts';
import type { FileStore } from '../../lib/file-store.ts';

// ---- Finance heads ---------------------------------------------------------------------------

/** The contract's names of the expenditure types as stored: PostgreSQL keeps the contract's spelling. */
const STORED_EXPENDITURE_TYPES: Record<ExpenditureTypeName, ExpenditureType> = {
  'Operating Expenditure': 'Operating',
  'Capital Expenditure': 'Capital',
};
const CONTRACT_EXPENDITURE_TYPES: Record<ExpenditureType, ExpenditureTypeName> = {
  Operating: 'Operating Expenditure',
  Capital: 'Capital Expenditure',
};

const expenditureTypeName = (stored: ExpenditureType | null) => (stored ? CONTRACT_EXPENDITURE_TYPES[stored] : null);

export const financeHeadStore = modelStore((db: Db) => db.financeHead, {
  entity: 'FinanceHead',
  conflictMessage: M.headCodeTaken,
  orderBy: [{ headType: 'asc' }, { headCode: 'asc' }],
});
type FinanceHeadRow = NonNullable<Awaited<ReturnType<typeof financeHeadStore.findFirst>>>;

export function toFinanceHead(row: FinanceHeadRow): FinanceHead {
  return {
    id: row.id,
    headCode: row.headCode,
    headType: row.headType,
    expenditureType: expenditureTypeName(row.expenditureType),
    headName: row.headName,
    remarks: row.remarks,
  };
}

/** A head's columns from the form: an income head keeps no expenditure type (the schema refused one). */
export function financeHeadColumns(body: CreateFinanceHeadBodyParsed) {
  return {
    headCode: body.headCode,
    headType: body.headType,
    expenditureType:
      body.headType === 'Expenditure' && body.expenditureType ? STORED_EXPENDITURE_TYPES[body.expenditureType] : null,
    headName: body.headName,
    remarks: body.remarks ?? null,
  };
}

// ---- Entries: reading ------------------------------------------------------------------------

const ENTRY_INCLUDE = {
  financeHead: { select: { headName: true, headType: true, expenditureType: true } },
  fiscalYear: { select: { id: true, yearNepali: true } },
  campus: { select: { campusName: true } },
  _count: { select: { versions: true } },
} as const satisfies Prisma.IncomeExpenditureEntryInclude;

const ENTITY = 'IncomeExpenditureEntry';

const entryStore = modelStore((db: Db) => db.incomeExpenditureEntry, {
  entity: ENTITY,
  conflictMessage: 'This entry already exists',
  readScope: CAMPUS_AND_UNIVERSITY_SCOPE,
  include: ENTRY_INCLUDE,
  // Newest first; entries of one day in the order they were made.
  orderBy: [{ dateOfEntryAd: 'desc' }, { id: 'desc' }],
});
type EntryRow = NonNullable<Awaited<ReturnType<typeof entryStore.findFirst>>>;

const dayOf = (date: Date) => date.toISOString().slice(0, 10);

function toEntry(row: EntryRow): IncomeExpenditureEntry {
  return {
    id: row.id,
    headNameId: row.financeHeadId,
    headName: {
      headName: row.financeHead.headName,
      headType: row.financeHead.headType,
      expenditureType: expenditureTypeName(row.financeHead.expenditureType),
    },
    fiscalYearId: row.fiscalYearId,
    fiscalYear: row.fiscalYear,
    dateOfEntry: row.dateOfEntryBs,
    dateOfEntryAd: dayOf(row.dateOfEntryAd),
    amount: row.amount.toNumber(),
    remarks: row.remarks,
    campusId: row.campusId,
    campusName: row.campus.campusName,
    evidenceFileName: row.evidenceFileName,
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    cancelReason: row.cancelReason,
    versionCount: row._count.versions,
  };
}

type SortOrder = 'asc' | 'desc';

/** Each sort column's order; the id last, so that a page never repeats or skips an entry of equal value. */
const ENTRY_ORDER: Record<
  (typeof INCOME_EXPENDITURE_SORT_COLUMNS)[number],
  (order: SortOrder) => Prisma.IncomeExpenditureEntryOrderByWithRelationInput[]
> = {
  dateOfEntry: (order) => [{ dateOfEntryAd: order }, { id: order }],
  amount: (order) => [{ amount: order }, { id: order }],
  headName: (order) => [{ financeHead: { headName: order } }, { dateOfEntryAd: 'desc' }, { id: 'desc' }],
  campusName: (order) => [{ campus: { campusName: order } }, { dateOfEntryAd: 'desc' }, { id: 'desc' }],
  fiscalYear: (order) => [{ fiscalYear: { startDateAd: order } }, { dateOfEntryAd: 'desc' }, { id: 'desc' }],
};

/**
 * GET IncomeExpenditureEntry: the entries of the caller's scope that stand (cancelled=true: the
 * cancelled ones), newest first unless sorted, found by the head's name, the campus's name or the
 * remarks. Every entry without paging parameters (the contract's clients read an array); one
 * page and the totals with them, as the grants body's list runs to hundreds of thousands.
 */
export async function listEntries(
  context: ReadContext,
  query: IncomeExpenditureEntryListQueryParsed,
): Promise<IncomeExpenditureEntry[] | Page<IncomeExpenditureEntry>> {
  const search = query.search?.trim();
  const where = scopeWhere<Prisma.IncomeExpenditureEntryWhereInput>(context.scope, CAMPUS_AND_UNIVERSITY_SCOPE, {
    cancelledAt: query.cancelled ? { not: null } : null,
    ...(query.fiscalYearId ? { fiscalYearId: query.fiscalYearId } : {}),
    ...(query.headNameId ? { financeHeadId: query.headNameId } : {}),
    ...(query.campusId ? { campusId: query.campusId } : {}),
    ...(query.headType ? { financeHead: { headType: query.headType } } : {}),
    ...(search
      ? {
          OR: [
            { financeHead: { headName: containsText(search) } },
            { campus: { campusName: containsText(search) } },
            { remarks: containsText(search) },
          ],
        }
      : {}),
  });
  // A column the caller sorts by runs ascending unless told; the list without one, newest first.
  const orderBy = ENTRY_ORDER[query.sortBy ?? 'dateOfEntry'](query.sortOrder ?? (query.sortBy ? 'asc' : 'desc'));
  return listOrPage(
    query,
    async (window) =>
      (await context.prisma.incomeExpenditureEntry.findMany({ where, include: ENTRY_INCLUDE, orderBy, ...window })).map(
        toEntry,
      ),
    () => context.prisma.incomeExpenditureEntry.count({ where }),
  );
}

export async function getEntry(context: ReadContext, id: number): Promise<IncomeExpenditureEntry> {
  return toEntry(await findRecord(context, entryStore, id));
}

/** GET IncomeExpenditureEntry/{id}/versions: what the entry said before each change, oldest first. */
export async function entryVersions(context: ReadContext, id: number): Promise<IncomeExpenditureEntryVersion[]> {
  const entry = await findRecord(context, entryStore, id);
  const versions = await context.prisma.incomeExpenditureEntryVersion.findMany({
    where: { entryId: entry.id },
    orderBy: { id: 'asc' },
  });
  const [heads, years, users] = await Promise.all([
    context.prisma.financeHead.findMany({
      where: { id: { in: [...new Set(versions.map((version) => version.financeHeadId))] } },
      select: { id: true, headName: true },
    }),
    context.prisma.fiscalYear.findMany({
      where: { id: { in: [...new Set(versions.map((version) => version.fiscalYearId))] } },
      select: { id: true, yearNepali: true },
    }),
    context.prisma.user.findMany({
      where: { id: { in: versions.flatMap((version) => (version.replacedById ? [version.replacedById] : [])) } },
      select: { id: true, email: true },
    }),
  ]);
  const headName = new Map(heads.map((head) => [head.id, head.headName]));
  const yearName = new Map(years.map((year) => [year.id, year.yearNepali]));
  const email = new Map(users.map((user) => [user.id, user.email]));
  return versions.map((version) => ({
    id: version.id,
    entryId: version.entryId,
    headNameId: version.financeHeadId,
    headName: headName.get(version.financeHeadId) ?? '',
    fiscalYearId: version.fiscalYearId,
    fiscalYear: yearName.get(version.fiscalYearId) ?? '',
    dateOfEntry: version.dateOfEntryBs,
    amount: version.amount.toNumber(),
    remarks: version.remarks,
    evidenceFileName: version.evidenceFileName,
    replacedAt: version.replacedAt.toISOString(),
    replacedBy: version.replacedById ? (email.get(version.replacedById) ?? null) : null,
    reason: version.reason,
  }));
}

/** The evidence columns of an entry or a version, as a stored file; undefined when none is kept. */
function evidenceOf(row: {
  evidenceStorageKey: string | null;
  evidenceFileName: string | null;
  evidenceContentType: string | null;
  evidenceSize: number | null;
}): StoredFile | undefined {
  if (!row.evidenceStorageKey || !row.evidenceContentType) return undefined;
  return {
    storageKey: row.evidenceStorageKey,
    fileName: row.evidenceFileName ?? 'evidenceDoc',
    contentType: row.evidenceContentType,
    size: row.evidenceSize ?? 0,
  };
}

/** GET IncomeExpenditureEntry/{id}/evidence, or a version's (versionId): only within the entry's scope. */
export async function sendEvidence(
  context: ReadContext,
  fileStore: FileStore,
  reply: FastifyReply,
  id: number,
  versionId?: number,
): Promise<FastifyReply> {
  const entry = await findRecord(context, entryStore, id);
  const holder =
    versionId === undefined
      ? entry
      : foundOrNotFound(
          await context.prisma.incomeExpenditureEntryVersion.findFirst({ where: { id: versionId, entryId: entry.id } }),
          'Version',
        );
  return sendPrivateFile(reply, fileStore, foundOrNotFound(evidenceOf(holder), 'Evidence document'));
}

// ---- Entries: writing ------------------------------------------------------------------------

/**
 * The entry's head, fiscal year and day, checked together so that one answer names every
 * field in error: the head and the year must exist, the day must be a BS date within the year.
 */
async function checkedEntryFields(db: Db, body: CreateIncomeExpenditureEntryBodyParsed) {
  const [head, fiscalYear] = await Promise.all([
    db.financeHead.findUnique({ where: { id: body.headNameId }, select: { id: true } }),
    db.fiscalYear.findUnique({
      where: { id: body.fiscalYearId },
      select: { id: true, startDateAd: true, endDateAd: true },
    }),
  ]);
  const issues: FieldIssueLike[] = [];
  if (!head) issues.push({ field: 'body.headNameId', message: M.noSuchHead });
  if (!fiscalYear) issues.push({ field: 'body.fiscalYearId', message: M.noSuchFiscalYear });
  const bs = parseBsDate(body.dateOfEntry);
  const dateOfEntryAd = bs ? toUtcDate(bsToAd(bs)) : undefined;
  if (!bs || !dateOfEntryAd) issues.push({ field: 'body.dateOfEntry', message: M.dateRequired });
  else if (fiscalYear && (dateOfEntryAd < fiscalYear.startDateAd || dateOfEntryAd > fiscalYear.endDateAd))
    issues.push({ field: 'body.dateOfEntry', message: M.dateOutsideFiscalYear });
  if (issues.length > 0 || !bs || !dateOfEntryAd) throw AppError.validation(issues);
  return {
    financeHeadId: body.headNameId,
    fiscalYearId: body.fiscalYearId,
    dateOfEntryBs: formatCalendarDate(bs),
    dateOfEntryAd,
    // The schema let through only a positive decimal with at most two places: kept as that text says.
    amount: body.amount,
    remarks: body.remarks ?? null,
  };
}

/** The uploads of an entry's form: its evidence document, if one was chosen. */
function evidenceUpload(
  body: { evidenceDoc?: CreateIncomeExpenditureEntryBodyParsed['evidenceDoc'] },
  campusId: number,
) {
  return body.evidenceDoc ? [{ file: body.evidenceDoc, folder: `finance/${campusId}`, label: 'evidenceDoc' }] : [];
}

function evidenceColumns(stored: StoredFile | undefined) {
  return stored
    ? {
        evidenceStorageKey: stored.storageKey,
        evidenceFileName: stored.fileName,
        evidenceContentType: stored.contentType,
        evidenceSize: stored.size,
      }
    : {};
}

/** The entry's row once written, as the answers read it. */
const writtenEntry = async (db: Db, id: number) =>
  toEntry(await db.incomeExpenditureEntry.findUniqueOrThrow({ where: { id }, include: ENTRY_INCLUDE }));

/** What the audit log keeps of an entry's columns: the amount as its exact text. */
const auditedColumns = ({ amount, ...columns }: Record<string, unknown> & { amount: Prisma.Decimal | string }) => ({
  ...columns,
  amount: amount.toString(),
});

/** POST IncomeExpenditureEntry: an entry of the signed-in user's campus (its university is the campus's). */
export async function createEntry(
  context: WriteContext,
  fileStore: FileStore,
  body: CreateIncomeExpenditureEntryBodyParsed,
): Promise<IncomeExpenditureEntry> {
  if (context.scope.kind !== 'campus') throw new AppError('FORBIDDEN', M.campusOnly);
  const owner = await campusOwner(context.prisma, context.scope);
  const columns = await checkedEntryFields(context.prisma, body);
  return withSavedPrivateFiles(fileStore, evidenceUpload(body, owner.campusId), ([stored]) =>
    context.prisma.$transaction(async (db) => {
      const created = await db.incomeExpenditureEntry.create({
        data: { ...owner, ...columns, ...evidenceColumns(stored), createdById: context.actor.userId },
      });
      await auditWrite(db, context, 'create', ENTITY, created.id, auditedColumns(created));
      return writtenEntry(db, created.id);
    }),
  );
}

/**
 * The entry the caller may change, locked until the transaction ends so that two changes (or a
 * change and a cancel) run one after the other; a cancelled one answers 409.
 */
async function lockedEntryInUse(db: Db, context: WriteContext, id: number, cancelledMessage: string) {
  await db.$queryRaw`SELECT id FROM "IncomeExpenditureEntry" WHERE id = ${id} FOR UPDATE`;
  const entry = foundOrNotFound(
    await db.incomeExpenditureEntry.findFirst({
      where: scopeWhere<Prisma.IncomeExpenditureEntryWhereInput>(context.scope, CAMPUS_AND_UNIVERSITY_SCOPE, { id }),
    }),
    ENTITY,
  );
  if (entry.cancelledAt) throw AppError.conflict(cancelledMessage);
  return entry;
}

/** The entry's campus for a writer who may change it; 404 like a missing one elsewhere. */
async function writableCampusId(context: WriteContext, id: number): Promise<number> {
  const entry = await context.prisma.incomeExpenditureEntry.findFirst({
    where: scopeWhere<Prisma.IncomeExpenditureEntryWhereInput>(context.scope, CAMPUS_AND_UNIVERSITY_SCOPE, { id }),
    select: { campusId: true, cancelledAt: true },
  });
  if (!entry) throw AppError.notFound(ENTITY);
  if (entry.cancelledAt) throw AppError.conflict(M.cancelled);
  return entry.campusId;
}

/**
 * PUT IncomeExpenditureEntry/{id}: what the entry said is kept as a version (with its evidence
 * file, which is never removed), with who changed it and why, then the entry takes the form's
 * values; a new evidence document replaces the kept one on the entry only.
 */
export async function updateEntry(
  context: WriteContext,
  fileStore: FileStore,
  id: number,
  body: UpdateIncomeExpenditureEntryBodyParsed,
): Promise<IncomeExpenditureEntry> {
  const campusId = await writableCampusId(context, id);
  const columns = await checkedEntryFields(context.prisma, body);
  return withSavedPrivateFiles(fileStore, evidenceUpload(body, campusId), ([stored]) =>
    context.prisma.$transaction(async (db) => {
      const before = await lockedEntryInUse(db, context, id, M.cancelled);
      await db.incomeExpenditureEntryVersion.create({
        data: {
          entryId: before.id,
          financeHeadId: before.financeHeadId,
          fiscalYearId: before.fiscalYearId,
          dateOfEntryBs: before.dateOfEntryBs,
          amount: before.amount,
          remarks: before.remarks,
          evidenceStorageKey: before.evidenceStorageKey,
          evidenceFileName: before.evidenceFileName,
          evidenceContentType: before.evidenceContentType,
          evidenceSize: before.evidenceSize,
          replacedById: context.actor.userId,
          replacedAt: context.clock.now(),
          reason: body.reason ?? null,
        },
      });
      const after = await db.incomeExpenditureEntry.update({
        where: { id: before.id },
        data: { ...columns, ...evidenceColumns(stored) },
      });
      await auditWrite(db, context, 'update', ENTITY, before.id, {
        ...changedFields(auditedColumns(before), auditedColumns(after)),
        ...(body.reason ? { reason: body.reason } : {}),
      });
      return writtenEntry(db, before.id);
    }),
  );
}

/** POST IncomeExpenditureEntry/{id}/cancel: the entry leaves the lists and totals, kept with the reason. */
export async function cancelEntry(
  context: WriteContext,
  id: number,
  body: CancelIncomeExpenditureEntryBodyParsed,
): Promise<IncomeExpenditureEntry> {
  return context.prisma.$transaction(async (db) => {
    const entry = await lockedEntryInUse(db, context, id, M.alreadyCancelled);
    const cancelledAt = context.clock.now();
    await db.incomeExpenditureEntry.update({
      where: { id: entry.id },
      data: { cancelledAt, cancelledById: context.actor.userId, cancelReason: body.reason },
    });
    await auditWrite(db, context, 'update', ENTITY, entry.id, {
      cancelledAt: cancelledAt.toISOString(),
      cancelReason: body.reason,
    });
    return writtenEntry(db, entry.id);
  });
}
