/**
 * The read-create-update cycle that setup records share (faculties, levels, programs, major
 * subjects, fee items, lookups ...), written once: every read goes through the scope
 * helper, a record out of scope answers 404 like a missing one, a duplicate answers 409
 * with the message the clients show, and every write is audited in the same transaction
 * (issue: setup API, "behaviour every endpoint shares").
 *
 * A module describes its table with a RecordStore; rules that are the module's own
 * (which references must exist, which fields a kind of program needs) stay in its service.
 */
import { applicableId, type Page, type PaginationQuery } from '@hemis/contracts';
import type { Db, Prisma, PrismaClient } from '../db/prisma.ts';
import { changedFields, createdFields, recordAudit } from './audit.ts';
import type { ReadContext, WriteContext } from './context.ts';
import { universityOwner, type UniversityOwner } from './ownership.ts';
import { listOrPage } from './pagination.ts';
import { conflictAs } from './prisma-errors.ts';
import { foundOrNotFound, scopeWhere, type ScopeFields } from './scope.ts';

/**
 * What a list's `findMany` leaves out: the record times, which no list answers. Prisma turns
 * each timestamp into a Date through two regular expressions, about a quarter of a short
 * list's query time (docs/decisions/0008).
 */
export const UNANSWERED_TIMES = { createdAt: true, updatedAt: true } as const;

export interface RecordStore<Row extends { id: number }, Where extends { AND?: Where | Where[] }, Create, Update> {
  /** The table's name in the audit log and in 404 messages. */
  entity: string;
  /** What a duplicate answers (409). */
  conflictMessage: string;
  /** Which rows a caller may read; none for national records every staff member reads. */
  readScope?: ScopeFields<Where>;
  /** Which rows a caller may change; the read scope unless narrower. */
  writeScope?: ScopeFields<Where>;
  findFirst(db: Db, where: Where): Promise<Row | null>;
  /** `window` is one page of the rows, for stores that page (those with `count`). */
  findMany(db: Db, where: Where, window?: { skip: number; take: number }): Promise<Row[]>;
  count?(db: Db, where: Where): Promise<number>;
  create(db: Db, data: Create): Promise<Row>;
  update(db: Db, id: number, data: Update): Promise<Row>;
}

/** The calls of a Prisma model (`db.holiday`, `db.batch` ...) that a store of its rows makes. */
interface ModelCalls<Row, Where, OrderBy, Create, Update, Include> {
  findFirst(args: { where: Where; include?: Include }): Promise<Row | null>;
  findMany(args: { where: Where; include?: Include; orderBy: OrderBy; skip?: number; take?: number }): Promise<Row[]>;
  count(args: { where: Where }): Promise<number>;
  create(args: { data: Create; include?: Include }): Promise<Row>;
  update(args: { where: { id: number }; data: Update; include?: Include }): Promise<Row>;
}

/** A model's row with the relations `Include` names, and the arguments its calls take. */
type ModelRow<Model, Include> = Prisma.Result<Model, { include: Include }, 'findFirstOrThrow'> & { id: number };
type ModelWhere<Model> = NonNullable<Prisma.Args<Model, 'findFirst'>['where']>;
type ModelStore<Model, Include> = RecordStore<
  ModelRow<Model, Include>,
  ModelWhere<Model>,
  Prisma.Args<Model, 'create'>['data'],
  Prisma.Args<Model, 'update'>['data']
> & { count(db: Db, where: ModelWhere<Model>): Promise<number> };

/**
 * The store of a table read and written through its Prisma model: its types come from the
 * model, every row comes with the relations `include` names (none without it), and a list is
 * in `orderBy` order, paged when a window is given.
 */
export function modelStore<Model, Include = undefined>(
  model: (db: Db) => Model,
  table: Pick<ModelStore<Model, Include>, 'entity' | 'conflictMessage' | 'readScope' | 'writeScope'> & {
    orderBy: Prisma.Args<Model, 'findMany'>['orderBy'];
    include?: Include;
  },
): ModelStore<Model, Include> {
  const { orderBy, include, ...names } = table;
  // A delegate's calls are generic in their arguments, which TypeScript cannot match against
  // the model's Args and Result types; they are those types, so the calls are named with them.
  const calls = model as unknown as (
    db: Db,
  ) => ModelCalls<
    ModelRow<Model, Include>,
    ModelWhere<Model>,
    typeof orderBy,
    Prisma.Args<Model, 'create'>['data'],
    Prisma.Args<Model, 'update'>['data'],
    Include
  >;
  return {
    ...names,
    findFirst: (db, where) => calls(db).findFirst({ where, include }),
    findMany: (db, where, window) => calls(db).findMany({ where, include, orderBy, ...window }),
    count: (db, where) => calls(db).count({ where }),
    create: (db, data) => calls(db).create({ data, include }),
    update: (db, id, data) => calls(db).update({ where: { id }, data, include }),
  };
}

type AnyStore<Row extends { id: number }, Where extends { AND?: Where | Where[] }> = RecordStore<
  Row,
  Where,
  never,
  never
>;

function limited<Where extends { AND?: Where | Where[] }>(
  context: ReadContext,
  fields: ScopeFields<Where> | undefined,
  where: Where,
): Where {
  return fields ? scopeWhere(context.scope, fields, where) : where;
}

export function listRecords<Row extends { id: number }, Where extends { AND?: Where | Where[] }>(
  context: ReadContext,
  store: AnyStore<Row, Where>,
  where: Where = {} as Where,
): Promise<Row[]> {
  return store.findMany(context.prisma, limited(context, store.readScope, where));
}

/** A list in scope: every row without paging parameters, one page and the totals with them. */
export function listRecordsOrPage<Row extends { id: number }, Where extends { AND?: Where | Where[] }>(
  context: ReadContext,
  store: AnyStore<Row, Where> & { count(db: Db, where: Where): Promise<number> },
  query: Pick<PaginationQuery, 'page' | 'pageNumber' | 'pageSize'>,
  where: Where = {} as Where,
): Promise<Row[] | Page<Row>> {
  const scoped = limited(context, store.readScope, where);
  return listOrPage(
    query,
    (window) => store.findMany(context.prisma, scoped, window),
    () => store.count(context.prisma, scoped),
  );
}

export async function findRecord<Row extends { id: number }, Where extends { AND?: Where | Where[] }>(
  context: ReadContext,
  store: AnyStore<Row, Where>,
  id: number,
): Promise<Row> {
  const where = limited(context, store.readScope, { id } as unknown as Where);
  return foundOrNotFound(await store.findFirst(context.prisma, where), store.entity);
}

/** A record the caller may change, or the 404 of a missing one. */
export async function findWritableRecord<Row extends { id: number }, Where extends { AND?: Where | Where[] }>(
  context: WriteContext,
  store: AnyStore<Row, Where>,
  id: number,
  db: Db = context.prisma,
): Promise<Row> {
  const where = limited(context, store.writeScope ?? store.readScope, { id } as unknown as Where);
  return foundOrNotFound(await store.findFirst(db, where), store.entity);
}

/**
 * How long a transaction may wait for a connection and run. Prisma's defaults (2 s and 5 s) suit
 * a single record; a bounded bulk write (a sheet of attendance or marks, an import, an upgrade)
 * takes `BULK_TRANSACTION`. Running out of either answers 503 with Retry-After (prisma-errors.ts).
 */
export interface TransactionLimits {
  maxWait?: number;
  timeout?: number;
}

/** The limits of a bounded bulk write: a page-sized batch on a busy server, not an unbounded job. */
export const BULK_TRANSACTION: TransactionLimits = { maxWait: 10_000, timeout: 30_000 };

/** Runs `work` and its audit entry in one transaction: a failed write leaves no entry, and the reverse. */
export function inTransaction<T>(
  prisma: PrismaClient,
  work: (db: Db) => Promise<T>,
  limits?: TransactionLimits,
): Promise<T> {
  return limits ? prisma.$transaction((tx) => work(tx), limits) : prisma.$transaction((tx) => work(tx));
}

/** `inTransaction` with the limits of a bounded bulk write (BULK_TRANSACTION). */
export function inBulkTransaction<T>(prisma: PrismaClient, work: (db: Db) => Promise<T>): Promise<T> {
  return inTransaction(prisma, work, BULK_TRANSACTION);
}

type WriteAction = 'create' | 'update' | 'delete';

/** Who wrote, from where, and what they did to which table: an audit entry without its row. */
export function auditedWrite(context: WriteContext, action: WriteAction, entity: string) {
  return {
    actor: { userId: context.actor.userId, email: context.actor.email, role: context.actor.role },
    action,
    entity,
    requestId: context.requestId,
    ip: context.ip,
  };
}

function audit(
  db: Db,
  context: WriteContext,
  action: WriteAction,
  entity: string,
  entityId: number | string,
  changes: Parameters<typeof recordAudit>[1]['changes'],
) {
  return recordAudit(db, { ...auditedWrite(context, action, entity), entityId, changes });
}

/** Audits a write done outside the store (join rows, counters): the caller passes what changed. */
export function auditWrite(
  db: Db,
  context: WriteContext,
  action: WriteAction,
  entity: string,
  entityId: number | string,
  changes: Record<string, unknown>,
) {
  return audit(db, context, action, entity, entityId, createdFields(changes));
}

/**
 * Runs a record's own update (nested rows, files) and audits what `changes` finds between the
 * row before and the one it leaves, in the transaction `db`.
 */
export async function auditedUpdate<Before extends { id: number }, After>(
  db: Db,
  context: WriteContext,
  entity: string,
  before: Before,
  changes: (before: Before, after: After) => Record<string, unknown>,
  update: () => Promise<After>,
): Promise<After> {
  const after = await update();
  await auditWrite(db, context, 'update', entity, before.id, changes(before, after));
  return after;
}

export async function createRecord<Row extends { id: number }, Where extends { AND?: Where | Where[] }, Create>(
  context: WriteContext,
  store: RecordStore<Row, Where, Create, unknown>,
  data: Create,
): Promise<Row> {
  return conflictAs(
    store.conflictMessage,
    inTransaction(context.prisma, async (db) => {
      const created = await store.create(db, data);
      await audit(db, context, 'create', store.entity, created.id, createdFields(created));
      return created;
    }),
  );
}

export async function updateRecord<Row extends { id: number }, Where extends { AND?: Where | Where[] }, Update>(
  context: WriteContext,
  store: RecordStore<Row, Where, never, Update>,
  id: number,
  data: Update,
): Promise<Row> {
  return conflictAs(
    store.conflictMessage,
    inTransaction(context.prisma, async (db) => {
      const before = await findWritableRecord(context, store, id, db);
      const after = await store.update(db, id, data);
      await audit(db, context, 'update', store.entity, id, changedFields(before, after));
      return after;
    }),
  );
}

/** The owner fields a form may send for a university's record; writes replace them (lib/ownership.ts). */
interface OwnerFields {
  universityId?: number;
  campusId?: number;
}

/**
 * The list, read, create and update of a university's records (faculties, levels): the
 * owner comes from the signed-in user, never from the body.
 */
export function universityRecords<
  Row extends { id: number },
  Where extends { AND?: Where | Where[]; universityId?: unknown },
  Fields extends object,
>(store: RecordStore<Row, Where, Fields & UniversityOwner, Partial<Fields>>) {
  return {
    /** 0 or no university: every record the caller may see. */
    list(context: ReadContext, universityId?: number): Promise<Row[]> {
      const id = applicableId(universityId);
      return listRecords(context, store, (id ? { universityId: id } : {}) as Where);
    },
    get(context: ReadContext, id: number): Promise<Row> {
      return findRecord(context, store, id);
    },
    async create(context: WriteContext, body: Fields & OwnerFields): Promise<Row> {
      const { universityId, campusId: _ignored, ...fields } = body;
      const owner = await universityOwner(context.prisma, context.scope, universityId);
      return createRecord(context, store, { ...(fields as unknown as Fields), ...owner });
    },
    update(context: WriteContext, id: number, body: Partial<Fields> & OwnerFields): Promise<Row> {
      const { universityId: _university, campusId: _campus, ...fields } = body;
      return updateRecord(context, store, id, fields as Partial<Fields>);
    },
  };
}
