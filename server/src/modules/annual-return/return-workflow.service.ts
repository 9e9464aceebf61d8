/**
 * Annual returns (issue #31): the grants body opens a fiscal year's return; each campus takes
 * (and refreshes) its snapshot while the return is with it, explains its warnings and submits
 * it with its signed report; its university approves it or returns it with comments; the
 * grants body accepts it (locked for good: the database refuses any change to it or its rows)
 * or returns it. Every step is a conditional UPDATE on the return's id, status and version, so
 * two reviewers never both act on one state, and each writes a ReturnStep and an audit entry.
 *
 * The snapshot of every campus at once runs in the background as a queued job with progress
 * (lib/jobs.ts, lib/queue.ts), each campus in its own transaction, so a restart loses only the
 * campus under way and running the job again is harmless.
 */
import {
  type ReturnListQuerySchema,
  RETURN_MESSAGES as M,
  can,
  isInScope,
  type AnnualReturn,
  type CampusReturn,
  type CampusReturnStatus,
  type ExplainFindingBody,
  type OpenReturnBody,
  type ReturnAction,
  type ReturnDecisionBody,
  type ReturnProgressState,
  type ReturnSnapshotsResult,
  type ReturnStep,
  type ReturnToCampusBody,
} from '@hemis/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Db, PrismaClient } from '../../db/prisma.ts';
import { Prisma } from '../../generated/prisma/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { createdFields, recordAudit } from '../../lib/audit.ts';
import type { ReadContext, WriteContext } from '../../lib/context.ts';
import { createJob, runJob, type JobView } from '../../lib/jobs.ts';
import { CAMPUS_AND_UNIVERSITY_SCOPE } from '../../lib/ownership.ts';
import { countedPage, pageRequest } from '../../lib/pagination.ts';
import type { JobQueue } from '../../lib/queue.ts';
import { auditWrite, inTransaction } from '../../lib/records.ts';
import { scopeWhere } from '../../lib/scope.ts';
import { containsPattern } from '../../lib/text-match.ts';
import { readFindings } from './return-findings.ts';
import {
  annualReturnHead,
  ANNUAL_RETURN_SELECT,
  findAnnualReturn,
  progressCountsByReturn,
  type AnnualReturnRow,
} from './return-progress.service.ts';
import { takeSnapshot } from './return-snapshot.service.ts';

/** A campus's return is with the campus (it may take its snapshot) while it is in one of these. */
const WITH_CAMPUS: readonly CampusReturnStatus[] = ['draft', 'returned'];

/** A snapshot of a large campus takes seconds: its transaction may run this long. */
const SNAPSHOT_TRANSACTION = { maxWait: 10_000, timeout: 120_000 };

const personName = (user: { firstName: string; middleName: string | null; lastName: string }) =>
  [user.firstName, user.middleName, user.lastName].filter(Boolean).join(' ');

const notFound = (message: string) => new AppError('NOT_FOUND', message);

export function progressState(row: { status: CampusReturnStatus; errorCount: number } | null): ReturnProgressState {
  if (!row) return 'notStarted';
  if (row.status === 'draft') return row.errorCount > 0 ? 'withErrors' : 'inProgress';
  return row.status;
}

// ---- The returns ---------------------------------------------------------------------------

/** GET AnnualReturn: every return, newest fiscal year first, with its progress at the reader's scope. */
export async function listReturns(context: ReadContext): Promise<AnnualReturn[]> {
  const rows = await context.prisma.annualReturn.findMany({
    select: ANNUAL_RETURN_SELECT,
    orderBy: [{ fiscalYear: { index: 'desc' } }, { id: 'desc' }],
  });
  const counts = await progressCountsByReturn(
    context.prisma,
    context.scope,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({ ...annualReturnHead(row), progress: counts.get(row.id)! }));
}

/** How long after its fiscal year's end a return's deadline may fall. */
const DEADLINE_AFTER_YEAR_DAYS = 366;

/** POST AnnualReturn: the grants body opens a fiscal year's return (one per year). */
export async function openReturn(context: WriteContext, body: OpenReturnBody): Promise<AnnualReturn> {
  const year = await context.prisma.fiscalYear.findUnique({
    where: { id: body.fiscalYearId },
    select: { startDateAd: true, endDateAd: true },
  });
  if (!year) throw AppError.validation([{ field: 'body.fiscalYearId', message: M.noSuchFiscalYear }]);
  const start = year.startDateAd.toISOString().slice(0, 10);
  const end = year.endDateAd.toISOString().slice(0, 10);
  if (body.censusDate < start || body.censusDate > end)
    throw AppError.validation([{ field: 'body.censusDate', message: M.censusOutsideYear }]);
  // A return is for the year just ended or under way: its reminders and papers date the deadline in B.S.
  const latestDeadline = new Date(year.endDateAd.getTime() + DEADLINE_AFTER_YEAR_DAYS * 86_400_000)
    .toISOString()
    .slice(0, 10);
  if (body.deadline > latestDeadline)
    throw AppError.validation([{ field: 'body.deadline', message: M.deadlineTooLate }]);
  const id = await inTransaction(context.prisma, async (db) => {
    if (await db.annualReturn.findUnique({ where: { fiscalYearId: body.fiscalYearId }, select: { id: true } }))
      throw AppError.conflict(M.alreadyOpen);
    const created = await db.annualReturn.create({
      data: {
        fiscalYearId: body.fiscalYearId,
        censusDate: new Date(`${body.censusDate}T00:00:00Z`),
        deadline: new Date(`${body.deadline}T00:00:00Z`),
        openedById: context.actor.userId,
      },
      select: { id: true },
    });
    await auditWrite(db, context, 'create', 'AnnualReturn', created.id, { ...body });
    return created.id;
  }).catch((error: unknown) => {
    // Two opens of the same year at once: the second meets the unique key.
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002')
      throw AppError.conflict(M.alreadyOpen);
    throw error;
  });
  const row = await findAnnualReturn(context.prisma, id);
  const counts = await progressCountsByReturn(context.prisma, context.scope, [id]);
  return { ...annualReturnHead(row), progress: counts.get(id)! };
}

// ---- A campus's return -----------------------------------------------------------------------

/** A campus of the caller's scope; another's answers as an unknown one does. */
async function campusInScope(db: Db, context: ReadContext, campusId: number) {
  const campus = await db.campus.findFirst({
    where: scopeWhere<Prisma.CampusWhereInput>(
      context.scope,
      { campusField: 'id', universityField: 'universityId' },
      { id: campusId },
    ),
    select: { id: true, campusName: true, universityId: true, university: { select: { name: true } } },
  });
  if (!campus) throw notFound(M.noSuchCampus);
  return campus;
}

const CAMPUS_RETURN_SELECT = {
  id: true,
  status: true,
  listSource: true,
  snapshotAt: true,
  studentCount: true,
  staffCount: true,
  errorCount: true,
  warningCount: true,
  unexplainedCount: true,
  returnComment: true,
  version: true,
} as const satisfies Prisma.CampusReturnSelect;

async function stepsOf(db: Db, campusReturnId: number): Promise<ReturnStep[]> {
  const steps = await db.returnStep.findMany({ where: { campusReturnId }, orderBy: { id: 'asc' } });
  const users = await db.user.findMany({
    where: { id: { in: [...new Set(steps.map((step) => step.byId))] } },
    select: { id: true, firstName: true, middleName: true, lastName: true },
  });
  const names = new Map(users.map((user) => [user.id, personName(user)]));
  return steps.map((step) => ({
    id: step.id,
    action: step.action as ReturnAction,
    fromStatus: step.fromStatus,
    toStatus: step.toStatus,
    comment: step.comment,
    by: names.get(step.byId) ?? `User ${step.byId}`,
    at: step.at.toISOString(),
  }));
}

/**
 * GET AnnualReturn/{id}/Campus/{campusId}: the campus's return with its findings and steps, and
 * whether its signed report of the year is uploaded; a campus without a snapshot yet answers
 * notStarted. A campus outside the scope answers as an unknown one.
 */
export async function getCampusReturn(
  context: ReadContext,
  annualReturnId: number,
  campusId: number,
  db: Db = context.prisma,
): Promise<CampusReturn> {
  const annualReturn = await findAnnualReturn(db, annualReturnId);
  const campus = await campusInScope(db, context, campusId);
  const [row, signedReport] = await Promise.all([
    db.campusReturn.findUnique({
      where: { annualReturnId_campusId: { annualReturnId, campusId } },
      select: CAMPUS_RETURN_SELECT,
    }),
    db.signedReport.findUnique({
      where: { campusId_fiscalYearId: { campusId, fiscalYearId: annualReturn.fiscalYearId } },
      select: { id: true },
    }),
  ]);
  const [findings, steps] = row ? await Promise.all([readFindings(db, row.id), stepsOf(db, row.id)]) : [[], []];
  return {
    annualReturn: annualReturnHead(annualReturn),
    campusId: campus.id,
    campusName: campus.campusName,
    universityId: campus.universityId,
    universityName: campus.university.name,
    state: progressState(row),
    campusReturnId: row?.id ?? null,
    status: row?.status ?? null,
    listSource: row?.listSource ?? null,
    snapshotAt: row?.snapshotAt.toISOString() ?? null,
    studentCount: row?.studentCount ?? 0,
    staffCount: row?.staffCount ?? 0,
    errorCount: row?.errorCount ?? 0,
    warningCount: row?.warningCount ?? 0,
    unexplainedCount: row?.unexplainedCount ?? 0,
    signedReportUploaded: signedReport !== null,
    returnComment: row?.returnComment ?? null,
    version: row?.version ?? 0,
    findings,
    steps,
  };
}

/** Who a write is made by, as its audit entry keeps them (a request's, or a background job's user). */
interface Writer {
  userId: number;
  email: string | null;
  role: string | null;
  requestId?: string;
  ip?: string;
}

const writerOf = (context: WriteContext): Writer => ({
  userId: context.actor.userId,
  email: context.actor.email,
  role: context.actor.role,
  requestId: context.requestId,
  ip: context.ip,
});

function auditBy(db: Db, writer: Writer, action: 'create' | 'update', entity: string, id: number, changes: object) {
  return recordAudit(db, {
    actor: { userId: writer.userId, email: writer.email, role: writer.role },
    action,
    entity,
    entityId: id,
    changes: createdFields(changes as Record<string, unknown>),
    requestId: writer.requestId,
    ip: writer.ip,
  });
}

type SnapshotAnswer = { taken: true; campusReturnId: number } | { taken: false; status: CampusReturnStatus };

/**
 * Takes (or refreshes) one campus's snapshot in its own transaction, when its return is with
 * the campus: snapshots of one campus queue on a lock of their own, so two never interleave.
 * The snapshot moves the return's version on: a version read before it no longer stands.
 */
async function snapshotOne(
  prisma: PrismaClient,
  annualReturn: Pick<AnnualReturnRow, 'id' | 'fiscalYearId' | 'censusDate'>,
  campus: { id: number; universityId: number },
  writer: Writer,
  at: Date,
): Promise<SnapshotAnswer> {
  return inTransaction(
    prisma,
    async (db) => {
      await db.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`campus-return:${annualReturn.id}:${campus.id}`}, 0))`;
      const [existing] = await db.$queryRaw<{ id: number; status: CampusReturnStatus }[]>`
        SELECT id, status FROM "CampusReturn"
         WHERE "annualReturnId" = ${annualReturn.id} AND "campusId" = ${campus.id} FOR UPDATE`;
      if (existing && !WITH_CAMPUS.includes(existing.status)) return { taken: false, status: existing.status };
      const outcome = await takeSnapshot(
        db,
        {
          annualReturn: {
            id: annualReturn.id,
            fiscalYearId: annualReturn.fiscalYearId,
            censusDate: annualReturn.censusDate,
          },
          campusId: campus.id,
          universityId: campus.universityId,
        },
        { byUserId: writer.userId, at },
      );
      await auditBy(db, writer, existing ? 'update' : 'create', 'CampusReturn', outcome.campusReturnId, {
        action: 'snapshot',
        annualReturnId: annualReturn.id,
        campusId: campus.id,
        errors: outcome.errors,
        warnings: outcome.warnings,
        unexplained: outcome.unexplained,
      });
      return { taken: true, campusReturnId: outcome.campusReturnId };
    },
    SNAPSHOT_TRANSACTION,
  );
}

/**
 * POST AnnualReturn/{id}/Campus/{campusId}/Snapshot: the campus's snapshot, taken or refreshed
 * while its return is with it (none yet, draft or returned); 409 once submitted, and for good
 * once accepted.
 */
export async function snapshotCampus(
  context: WriteContext,
  annualReturnId: number,
  campusId: number,
): Promise<CampusReturn> {
  const annualReturn = await findAnnualReturn(context.prisma, annualReturnId);
  const campus = await campusInScope(context.prisma, context, campusId);
  const answer = await snapshotOne(context.prisma, annualReturn, campus, writerOf(context), context.clock.now());
  if (!answer.taken) throw AppError.conflict(answer.status === 'accepted' ? M.locked : M.notEditable);
  return getCampusReturn(context, annualReturnId, campusId);
}

// ---- The approval ----------------------------------------------------------------------------

interface LockedReturn {
  id: number;
  annualReturnId: number;
  campusId: number;
  universityId: number;
  status: CampusReturnStatus;
  version: number;
  errorCount: number;
  unexplainedCount: number;
}

/** A campus return of the caller's scope, locked for the rest of the transaction (404 elsewhere). */
async function lockedReturn(db: Db, context: ReadContext, id: number): Promise<LockedReturn> {
  const [row] = await db.$queryRaw<LockedReturn[]>`
    SELECT id, "annualReturnId", "campusId", "universityId", status, version, "errorCount", "unexplainedCount"
      FROM "CampusReturn" WHERE id = ${id} FOR UPDATE`;
  if (!row || !isInScope(context.scope, row)) throw notFound(M.noSuchCampusReturn);
  return row;
}

interface Transition {
  action: ReturnAction;
  /** The statuses the step starts from, and what a return in another one answers. */
  from: readonly CampusReturnStatus[];
  wrongStatus: string;
  to: CampusReturnStatus;
  version: number;
  comment?: string;
  /** The step's own checks of the locked return. */
  check?(row: LockedReturn, db: Db): Promise<void>;
  /** The columns the step sets besides status and version. */
  data(
    at: Date,
    userId: number,
  ): Prisma.CampusReturnUncheckedUpdateManyInput | Promise<Prisma.CampusReturnUncheckedUpdateManyInput>;
}

/**
 * One step of the approval: refused once accepted (locked), for a version other than the one
 * read (changedMeanwhile) and from a status the step does not start from; then a conditional
 * UPDATE on the id, status and version read, its ReturnStep and its audit entry.
 */
async function takeStep(context: WriteContext, id: number, step: Transition): Promise<CampusReturn> {
  const row = await inTransaction(context.prisma, async (db) => {
    const current = await lockedReturn(db, context, id);
    if (current.status === 'accepted') throw AppError.conflict(M.locked);
    if (current.version !== step.version) throw AppError.conflict(M.changedMeanwhile);
    if (!step.from.includes(current.status)) throw AppError.conflict(step.wrongStatus);
    await step.check?.(current, db);
    const at = context.clock.now();
    const { count } = await db.campusReturn.updateMany({
      where: { id, status: current.status, version: current.version },
      data: { ...(await step.data(at, context.actor.userId)), status: step.to, version: { increment: 1 } },
    });
    if (count !== 1) throw AppError.conflict(M.changedMeanwhile);
    const comment = step.comment?.trim() || null;
    await db.returnStep.create({
      data: {
        campusReturnId: id,
        action: step.action,
        fromStatus: current.status,
        toStatus: step.to,
        comment,
        byId: context.actor.userId,
        at,
      },
    });
    await auditWrite(db, context, 'update', 'CampusReturn', id, {
      action: step.action,
      fromStatus: current.status,
      toStatus: step.to,
      ...(comment ? { comment } : {}),
    });
    return current;
  });
  return getCampusReturn(context, row.annualReturnId, row.campusId);
}

/**
 * POST CampusReturn/{id}/Submit: the campus submits its return, without errors, every warning
 * explained and its signed report of the year uploaded.
 */
export function submitReturn(context: WriteContext, id: number, body: ReturnDecisionBody): Promise<CampusReturn> {
  let signedReportId: number | null = null;
  return takeStep(context, id, {
    action: 'submit',
    from: WITH_CAMPUS,
    wrongStatus: M.notEditable,
    to: 'submitted',
    version: body.version,
    comment: body.comment,
    async check(row, db) {
      if (row.errorCount > 0) throw AppError.conflict(M.hasErrors);
      if (row.unexplainedCount > 0) throw AppError.conflict(M.unexplainedWarnings);
      const annualReturn = await db.annualReturn.findUniqueOrThrow({
        where: { id: row.annualReturnId },
        select: { fiscalYearId: true },
      });
      const report = await db.signedReport.findUnique({
        where: { campusId_fiscalYearId: { campusId: row.campusId, fiscalYearId: annualReturn.fiscalYearId } },
        select: { id: true },
      });
      if (!report) throw AppError.conflict(M.signedReportMissing);
      signedReportId = report.id;
    },
    data: (at, userId) => ({ submittedAt: at, submittedById: userId, signedReportId }),
  });
}

/** POST CampusReturn/{id}/Approve: the campus's university approves a submitted return. */
export function approveReturn(context: WriteContext, id: number, body: ReturnDecisionBody): Promise<CampusReturn> {
  return takeStep(context, id, {
    action: 'approve',
    from: ['submitted'],
    wrongStatus: M.notSubmitted,
    to: 'approved',
    version: body.version,
    comment: body.comment,
    data: (at, userId) => ({ approvedAt: at, approvedById: userId }),
  });
}

/** POST CampusReturn/{id}/Accept: the grants body accepts an approved return; it is locked from then on. */
export function acceptReturn(context: WriteContext, id: number, body: ReturnDecisionBody): Promise<CampusReturn> {
  return takeStep(context, id, {
    action: 'accept',
    from: ['approved'],
    wrongStatus: M.notApproved,
    to: 'accepted',
    version: body.version,
    comment: body.comment,
    data: (at, userId) => ({ acceptedAt: at, acceptedById: userId }),
  });
}

/**
 * POST CampusReturn/{id}/Return: back to the campus with what to correct; by its university
 * while submitted, by the grants body once the university approved it.
 */
export function returnToCampus(context: WriteContext, id: number, body: ReturnToCampusBody): Promise<CampusReturn> {
  const grantsBody = can(context.actor.role, 'return:accept');
  return takeStep(context, id, {
    action: 'return',
    from: grantsBody ? ['approved'] : ['submitted'],
    wrongStatus: grantsBody ? M.notApproved : M.notSubmitted,
    to: 'returned',
    version: body.version,
    comment: body.comment,
    data: (at, userId) => ({ returnComment: body.comment, returnedAt: at, returnedById: userId }),
  });
}

/**
 * PUT CampusReturn/{id}/Findings/{findingId}/Explanation: the campus explains a warning while
 * the return is with it; the return's count of unexplained warnings follows.
 */
export async function explainFinding(
  context: WriteContext,
  id: number,
  findingId: number,
  body: ExplainFindingBody,
): Promise<CampusReturn> {
  const row = await inTransaction(context.prisma, async (db) => {
    const current = await lockedReturn(db, context, id);
    if (current.status === 'accepted') throw AppError.conflict(M.locked);
    if (!WITH_CAMPUS.includes(current.status)) throw AppError.conflict(M.notEditable);
    const finding = await db.returnFinding.findFirst({
      where: { id: findingId, campusReturnId: id },
      select: { id: true, severity: true, explanation: true },
    });
    if (!finding) throw notFound(M.noSuchFinding);
    if (finding.severity !== 'warning') throw AppError.conflict(M.notAWarning);
    await db.returnFinding.update({
      where: { id: findingId },
      data: { explanation: body.explanation, explainedById: context.actor.userId, explainedAt: context.clock.now() },
    });
    await db.$executeRaw`
      UPDATE "CampusReturn" SET version = version + 1,
             "unexplainedCount" = (SELECT count(*)::int FROM "ReturnFinding"
                                    WHERE "campusReturnId" = ${id} AND severity = 'warning' AND explanation IS NULL)
       WHERE id = ${id}`;
    await auditWrite(db, context, 'update', 'ReturnFinding', findingId, {
      campusReturnId: id,
      explanation: body.explanation,
      ...(finding.explanation ? { previousExplanation: finding.explanation } : {}),
    });
    return current;
  });
  return getCampusReturn(context, row.annualReturnId, row.campusId);
}

// ---- A snapshot's lists ----------------------------------------------------------------------

/** A campus return of the caller's scope (404 elsewhere). */
async function campusReturnInScope(context: ReadContext, id: number): Promise<{ id: number }> {
  const row = await context.prisma.campusReturn.findFirst({
    where: scopeWhere<Prisma.CampusReturnWhereInput>(context.scope, CAMPUS_AND_UNIVERSITY_SCOPE, { id }),
    select: { id: true },
  });
  if (!row) throw notFound(M.noSuchCampusReturn);
  return row;
}

type ListQuery = z.output<typeof ReturnListQuerySchema>;

async function listPage<Row extends { total: number }>(
  context: ReadContext,
  id: number,
  query: ListQuery,
  statement: (conditions: Prisma.Sql, order: Prisma.Sql, window: Prisma.Sql) => Prisma.Sql,
  searched: (pattern: string) => Prisma.Sql,
) {
  await campusReturnInScope(context, id);
  const search = query.search?.trim();
  const conditions = Prisma.join(
    [Prisma.sql`l."campusReturnId" = ${id}::int`, ...(search ? [searched(containsPattern(search))] : [])],
    ' AND ',
  );
  const direction = Prisma.raw(query.sortOrder === 'desc' ? 'DESC' : 'ASC');
  const order =
    query.sortBy === 'name'
      ? Prisma.sql`l.name ${direction} NULLS LAST, l."rowNo" ${direction}`
      : Prisma.sql`l."rowNo" ${direction}`;
  const request = pageRequest(query) ?? pageRequest({ page: 1 })!;
  const rows = await context.prisma.$queryRaw<Row[]>(
    statement(conditions, order, Prisma.sql`LIMIT ${request.take} OFFSET ${request.skip}`),
  );
  const page = await countedPage(rows, request, async () => {
    const [first] = await context.prisma.$queryRaw<Row[]>(statement(conditions, order, Prisma.sql`LIMIT 1`));
    return first?.total ?? 0;
  });
  return { ...page, data: page.data.map(({ total: _total, ...row }) => row) };
}

/** GET CampusReturn/{id}/Students: the snapshot's students as counted, a page; never their citizenship numbers. */
export function listReturnStudents(context: ReadContext, id: number, query: ListQuery) {
  return listPage<{
    rowNo: number;
    studentId: number | null;
    externalRef: string | null;
    name: string | null;
    registrationNo: string | null;
    program: string | null;
    gender: string | null;
    period: string | null;
    total: number;
  }>(
    context,
    id,
    query,
    (conditions, order, window) => Prisma.sql`
      SELECT l."rowNo", l."studentId", l."externalRef", l.name, l."registrationNo", p."programName" AS program,
             l.gender::text AS gender, l.period,
             (SELECT count(*)::int FROM "ReturnStudent" l WHERE ${conditions}) AS total
        FROM "ReturnStudent" l
        LEFT JOIN "Program" p ON p.id = l."programId"
       WHERE ${conditions}
       ORDER BY ${order}
       ${window}`,
    (pattern) =>
      Prisma.sql`(l.name ILIKE ${pattern} OR l."registrationNo" ILIKE ${pattern} OR l."externalRef" ILIKE ${pattern})`,
  );
}

/** GET CampusReturn/{id}/Staff: the snapshot's staff as counted, a page. */
export function listReturnStaff(context: ReadContext, id: number, query: ListQuery) {
  return listPage<{
    rowNo: number;
    employeeId: number | null;
    externalRef: string | null;
    name: string | null;
    employeeType: string;
    position: string | null;
    gender: string | null;
    qualifications: number;
    total: number;
  }>(
    context,
    id,
    query,
    (conditions, order, window) => Prisma.sql`
      SELECT l."rowNo", l."employeeId", l."externalRef", l.name, l."employeeType"::text AS "employeeType",
             l.position, l.gender::text AS gender, l.qualifications,
             (SELECT count(*)::int FROM "ReturnStaff" l WHERE ${conditions}) AS total
        FROM "ReturnStaff" l
       WHERE ${conditions}
       ORDER BY ${order}
       ${window}`,
    (pattern) =>
      Prisma.sql`(l.name ILIKE ${pattern} OR l.position ILIKE ${pattern} OR l."externalRef" ILIKE ${pattern})`,
  );
}

// ---- Every campus at once, in the background ---------------------------------------------------

export const RETURN_SNAPSHOTS_QUEUE = 'annual-return-snapshots';
export const RETURN_SNAPSHOTS_JOB = 'annual-return-snapshots';
const SNAPSHOTS_FAILED = 'The snapshots could not be taken; those taken are kept. Start them again.';

const SnapshotsJobDataSchema = z.object({
  annualReturnId: z.number(),
  requestId: z.string().optional(),
  ip: z.string().optional(),
});
type SnapshotsJobData = z.infer<typeof SnapshotsJobDataSchema>;

/**
 * POST AnnualReturn/{id}/Snapshots: queues the snapshot of every campus whose return is with
 * the campus; answers the job to poll.
 */
export async function startReturnSnapshots(
  context: WriteContext,
  queue: JobQueue,
  annualReturnId: number,
): Promise<JobView<never>> {
  await findAnnualReturn(context.prisma, annualReturnId);
  const job = await createJob(context.prisma, { kind: RETURN_SNAPSHOTS_JOB, userId: context.actor.userId });
  await recordAudit(context.prisma, {
    actor: { userId: context.actor.userId, email: context.actor.email, role: context.actor.role },
    action: 'create',
    entity: 'Job',
    entityId: job.id,
    changes: { kind: RETURN_SNAPSHOTS_JOB, annualReturnId },
    requestId: context.requestId,
    ip: context.ip,
  });
  const data: SnapshotsJobData = { annualReturnId, requestId: context.requestId, ip: context.ip };
  await queue.send(RETURN_SNAPSHOTS_QUEUE, data, job.id);
  return job;
}

/**
 * The job: each campus whose return is with it, in its own transaction, in campus order. A
 * campus that fails is counted and logged, and the others go on. Run again (a restart), it
 * refreshes what it took, which changes nothing but the moment.
 */
export async function runReturnSnapshots(
  prisma: PrismaClient,
  clock: { now(): Date },
  log: Pick<FastifyBaseLogger, 'error' | 'warn'>,
  data: SnapshotsJobData,
  jobId: string,
): Promise<void> {
  const job = await prisma.job.findUnique({ where: { id: jobId } });
  if (!job || job.finishedAt) return;
  const onError = (error: unknown) =>
    log.error(
      { err: error, jobKind: RETURN_SNAPSHOTS_JOB, annualReturnId: data.annualReturnId },
      'snapshots job failed',
    );
  await runJob<ReturnSnapshotsResult>(
    prisma,
    jobId,
    { failureMessage: SNAPSHOTS_FAILED, onError },
    async (progress) => {
      const annualReturn = await findAnnualReturn(prisma, data.annualReturnId);
      const user = await prisma.user.findUnique({ where: { id: job.userId }, select: { email: true, role: true } });
      const writer: Writer = {
        userId: job.userId,
        email: user?.email ?? null,
        role: user?.role ?? null,
        requestId: data.requestId,
        ip: data.ip,
      };
      const campuses = await prisma.$queryRaw<{ id: number; universityId: number }[]>`
      SELECT c.id, c."universityId"
        FROM "Campus" c
        LEFT JOIN "CampusReturn" r ON r."campusId" = c.id AND r."annualReturnId" = ${annualReturn.id}
       WHERE c.status AND (r.id IS NULL OR r.status IN ('draft', 'returned'))
       ORDER BY c.id`;
      await progress.phase('writing', campuses.length);
      const result: ReturnSnapshotsResult = { campuses: campuses.length, taken: 0, skipped: 0, failed: 0 };
      for (const [index, campus] of campuses.entries()) {
        try {
          const answer = await snapshotOne(prisma, annualReturn, campus, writer, clock.now());
          if (answer.taken) result.taken += 1;
          else result.skipped += 1;
        } catch (error) {
          result.failed += 1;
          log.warn({ err: error, annualReturnId: annualReturn.id, campusId: campus.id }, 'a campus snapshot failed');
        }
        await progress.advance(index + 1);
      }
      return {
        status: 'succeeded',
        message:
          `Snapshots taken: ${result.taken} of ${result.campuses} campuses` +
          (result.skipped ? `, ${result.skipped} submitted meanwhile` : '') +
          (result.failed ? `, ${result.failed} failed` : ''),
        result,
      };
    },
  );
}

/**
 * Sends again the snapshots jobs the database says are unfinished but the queue does not hold (a
 * restored backup leaves the queue's schema out; a stop between the request's commit and its
 * send): the return each was for is read from the job's audit entry.
 */
async function recoverSnapshots(prisma: PrismaClient, queue: JobQueue): Promise<void> {
  const unfinished = await prisma.job.findMany({
    where: { kind: RETURN_SNAPSHOTS_JOB, finishedAt: null },
    select: { id: true },
  });
  for (const job of unfinished) {
    if (await queue.holds(RETURN_SNAPSHOTS_QUEUE, job.id)) continue;
    const entry = await prisma.auditLog.findFirst({
      where: { entity: 'Job', entityId: job.id },
      select: { changes: true, requestId: true, ip: true },
    });
    const annualReturnId = (entry?.changes as { annualReturnId?: unknown } | null)?.annualReturnId;
    if (typeof annualReturnId !== 'number') continue;
    const data: SnapshotsJobData = {
      annualReturnId,
      ...(entry?.requestId ? { requestId: entry.requestId } : {}),
      ...(entry?.ip ? { ip: entry.ip } : {}),
    };
    await queue.send(RETURN_SNAPSHOTS_QUEUE, data, job.id);
  }
}

/** The queue of the snapshots of every campus, defined while the app is built. */
export function defineReturnSnapshotsQueue(
  prisma: PrismaClient,
  queue: JobQueue,
  clock: { now(): Date },
  log: FastifyBaseLogger,
): void {
  queue.define<SnapshotsJobData>({
    name: RETURN_SNAPSHOTS_QUEUE,
    handle: (data, jobId) => runReturnSnapshots(prisma, clock, log, SnapshotsJobDataSchema.parse(data), jobId),
    recover: () => recoverSnapshots(prisma, queue),
  });
}
