/**
 * Students' bulk import (issue: students, /inload-form). The upload stores the file's rows
 * as a numbered batch (StudentImportBatch, StudentImportRow) and queues a job that checks
 * every row without writing students; the screen polls the batch for the job's progress,
 * the counts and each bad row's problems. Insert queues a job that writes the good rows in
 * one transaction; asking again writes nothing new. Both jobs run on the PostgreSQL queue
 * (lib/queue.ts, docs/decisions/0014-student-import-queue.md) and may run twice after a
 * restart: each starts by locking its batch and does nothing when the batch has moved on.
 */
import {
  STUDENT_IMPORT_MAX_BYTES,
  STUDENT_IMPORT_MAX_ROWS,
  STUDENT_IMPORT_MESSAGES as M,
  STUDENT_IMPORT_PROBLEMS_SHOWN,
  STUDENT_IMPORT_REQUIRED_COLUMNS,
  type StudentImportBatch,
  type StudentImportProblem,
  type UploadedFile,
} from '@hemis/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Prisma, PrismaClient } from '../../db/prisma.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ReadContext, WriteContext } from '../../lib/context.ts';
import { CAMPUS_AND_UNIVERSITY_SCOPE } from '../../lib/ownership.ts';
import { uploadedBytes } from '../../lib/file-transfer.ts';
import { createJob, runJob, type JobOutcome, type JobProgress } from '../../lib/jobs.ts';
import type { JobQueue } from '../../lib/queue.ts';
import { foundOrNotFound, scopeWhere } from '../../lib/scope.ts';
import { readSheet, UnreadableSheetError, type Sheet } from '../../lib/spreadsheet.ts';
import {
  cellsOf,
  checkDuplicates,
  checkRow,
  columnsOf,
  loadReferences,
  problemsOf,
  type CheckedRow,
  type RowCells,
  type StudentToInsert,
} from './student-import.rows.ts';
import { studentTemplate } from './student-import.template.ts';
import {
  insertAddresses,
  insertAuditEntries,
  insertGuardians,
  insertImportRows,
  insertStudents,
  newStudentIds,
  updateImportRows,
  WRITE_CHUNK,
  type StudentRow,
} from './student-import.writer.ts';

export const STUDENT_IMPORT_QUEUE = 'student-import';
/** The Job table's kind of the batches' jobs. */
const JOB_KIND = 'student-import';

/** What a queued job carries: the batch and what to do with it. The acting user is the Job's. */
export interface StudentImportJobData {
  action: 'validate' | 'insert';
  batchId: number;
  requestId?: string;
  ip?: string;
}

/** How often the checking job reports its progress, in rows. */
const PROGRESS_EVERY = 500;
/** The transaction that writes a batch's students (10,000 take seconds). */
const INSERT_TRANSACTION = { timeout: 120_000, maxWait: 10_000 };

// ---------------------------------------------------------------------------------------
// Campus and program of a request
// ---------------------------------------------------------------------------------------

/** The caller's campus, or for callers above a campus the one they name within their scope. */
async function campusOf(
  context: ReadContext,
  campusId: number | undefined,
): Promise<{ id: number; universityId: number }> {
  const { scope } = context;
  const wanted = scope.kind === 'campus' ? scope.campusId : campusId || undefined;
  if (wanted === undefined) {
    throw AppError.validation([{ field: 'body.campusId', message: M.campusRequired }]);
  }
  if (scope.kind === 'campus' && campusId && campusId !== scope.campusId) throw AppError.notFound('Campus');
  const campus = await context.prisma.campus.findFirst({
    where: scopeWhere<Prisma.CampusWhereInput>(
      scope,
      { campusField: 'id', universityField: 'universityId' },
      { id: wanted },
    ),
    select: { id: true, universityId: true },
  });
  return foundOrNotFound(campus, 'Campus');
}

/** A program the campus runs; any other answers 404 like a missing one. */
async function programOf(db: Db, campusId: number, programId: number) {
  const run = await db.campusProgram.findFirst({
    where: { campusId, programId, isActive: true },
    select: { program: { select: { id: true, programName: true, programType: true } } },
  });
  return foundOrNotFound(run?.program, 'Program');
}

// ---------------------------------------------------------------------------------------
// Template
// ---------------------------------------------------------------------------------------

/** The template; with a program, its majors at the campus are among the accepted values. */
export async function templateFor(context: ReadContext, query: { programId?: number; campusId?: number }) {
  if (!query.programId) return studentTemplate(context.prisma, null, null);
  const campus = await campusOf(context, query.campusId);
  const program = await programOf(context.prisma, campus.id, query.programId);
  return studentTemplate(context.prisma, program, campus.id);
}

// ---------------------------------------------------------------------------------------
// Upload
// ---------------------------------------------------------------------------------------

/** The first bytes of an OLE2 compound file: Excel 97-2003 (.xls), which nothing in our stack reads. */
const OLE2_SIGNATURE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

const fileIssue = (message: string) => AppError.validation([{ field: 'body.fileInLoad', message }]);

/** The file's sheet, or the 400/415 that says what is wrong with the file itself. */
async function sheetOf(bytes: Uint8Array): Promise<Sheet> {
  if (OLE2_SIGNATURE.every((byte, index) => bytes[index] === byte)) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', M.xlsUnsupported);
  }
  let sheet: Sheet;
  try {
    sheet = await readSheet(bytes);
  } catch (error) {
    if (error instanceof UnreadableSheetError) throw fileIssue(M.fileUnreadable);
    throw error;
  }
  const columns = columnsOf(sheet.header);
  const missing = STUDENT_IMPORT_REQUIRED_COLUMNS.filter((column) => !columns.has(column));
  if (missing.length > 0) throw fileIssue(`${M.missingColumn}: ${missing.join(', ')}`);
  if (sheet.rows.length === 0) throw fileIssue(M.fileEmpty);
  if (sheet.rows.length > STUDENT_IMPORT_MAX_ROWS) {
    throw fileIssue(`${M.tooManyRows} (at most ${STUDENT_IMPORT_MAX_ROWS})`);
  }
  return sheet;
}

/**
 * POST StudentInload/Inload: stores the file's rows as a new batch and queues its check.
 * Answers the batch's number.
 */
export async function uploadStudents(
  context: WriteContext,
  queue: JobQueue,
  body: { programId: number; fileInLoad: UploadedFile; campusId?: number; fileName?: string },
): Promise<number> {
  const campus = await campusOf(context, body.campusId);
  await programOf(context.prisma, campus.id, body.programId);
  const bytes = await uploadedBytes(body.fileInLoad, STUDENT_IMPORT_MAX_BYTES);
  const sheet = await sheetOf(bytes);
  const columns = columnsOf(sheet.header);
  const fileName = body.fileName ?? (bytes[0] === 0x50 ? 'students.xlsx' : 'students.csv');

  const job = await createJob(context.prisma, { kind: JOB_KIND, userId: context.actor.userId });
  const batch = await context.prisma.$transaction(async (tx) => {
    const created = await tx.studentImportBatch.create({
      data: {
        campusId: campus.id,
        universityId: campus.universityId,
        programId: body.programId,
        userId: context.actor.userId,
        fileName,
        totalRows: sheet.rows.length,
        jobId: job.id,
      },
      select: { id: true },
    });
    await insertImportRows(
      tx,
      sheet.rows.map((row) => ({
        batchId: created.id,
        rowNumber: row.row,
        data: { cells: cellsOf(row.cells, columns) },
      })),
    );
    await tx.auditLog.create({
      data: {
        userId: context.actor.userId,
        actorEmail: context.actor.email,
        actorRole: context.actor.role,
        action: 'create',
        entity: 'StudentImportBatch',
        entityId: String(created.id),
        changes: { fileName, programId: body.programId, campusId: campus.id, totalRows: sheet.rows.length },
        requestId: context.requestId,
        ip: context.ip,
      },
    });
    return created;
  }, INSERT_TRANSACTION);
  const data: StudentImportJobData = { action: 'validate', batchId: batch.id };
  await queue.send(STUDENT_IMPORT_QUEUE, data, job.id);
  return batch.id;
}

// ---------------------------------------------------------------------------------------
// The batch as the screen shows it
// ---------------------------------------------------------------------------------------

async function batchInScope(context: ReadContext, batchNo: number) {
  const batch = await context.prisma.studentImportBatch.findFirst({
    where: scopeWhere<Prisma.StudentImportBatchWhereInput>(context.scope, CAMPUS_AND_UNIVERSITY_SCOPE, { id: batchNo }),
  });
  return foundOrNotFound(batch, 'Batch');
}

/** GET StudentInload/Batch/{n}: the batch, its current job and its bad rows' problems. */
export async function batchView(context: ReadContext, batchNo: number): Promise<StudentImportBatch> {
  const batch = await batchInScope(context, batchNo);
  const [program, job, badRows, [counted]] = await Promise.all([
    context.prisma.program.findUnique({ where: { id: batch.programId }, select: { programName: true } }),
    batch.jobId ? context.prisma.job.findUnique({ where: { id: batch.jobId } }) : null,
    context.prisma.$queryRaw<{ rowNumber: number; problems: { column: string; message: string }[] }[]>`
      SELECT "rowNumber", problems FROM "StudentImportRow"
      WHERE "batchId" = ${batch.id} AND problems IS NOT NULL
      ORDER BY "rowNumber" LIMIT ${STUDENT_IMPORT_PROBLEMS_SHOWN}`,
    context.prisma.$queryRaw<{ count: number }[]>`
      SELECT COALESCE(SUM(jsonb_array_length(problems)), 0)::int AS count FROM "StudentImportRow"
      WHERE "batchId" = ${batch.id} AND problems IS NOT NULL`,
  ]);
  const problems: StudentImportProblem[] = problemsOf(badRows).slice(0, STUDENT_IMPORT_PROBLEMS_SHOWN);
  return {
    batchNo: batch.id,
    state: batch.state,
    fileName: batch.fileName,
    campusId: batch.campusId,
    programId: batch.programId,
    programName: program?.programName ?? '',
    totalRows: batch.totalRows,
    goodRows: batch.goodRows,
    badRows: batch.badRows,
    insertedRows: batch.insertedRows,
    job: job
      ? {
          status: job.status,
          phase: job.phase as NonNullable<StudentImportBatch['job']>['phase'],
          processed: job.processed,
          total: job.total,
          message: job.message,
        }
      : null,
    problems,
    problemCount: counted?.count ?? 0,
    createdAt: batch.createdAt.toISOString(),
    insertedAt: batch.insertedAt ? batch.insertedAt.toISOString() : null,
  };
}

// ---------------------------------------------------------------------------------------
// Insert
// ---------------------------------------------------------------------------------------

/**
 * POST StudentInload/Insert?BatchNo=<n>: queues the writing of the batch's good rows. A batch
 * being inserted or inserted already is answered as it is (nothing new is written); one still
 * being checked, or whose check failed, answers 409.
 */
export async function requestInsert(
  context: WriteContext,
  queue: JobQueue,
  batchNo: number,
): Promise<StudentImportBatch> {
  const batch = await batchInScope(context, batchNo);
  if (batch.state === 'validating') throw AppError.conflict(M.stillValidating);
  if (batch.state === 'failed') throw AppError.conflict(M.validationFailed);
  if (batch.state === 'validated') {
    const job = await createJob(context.prisma, { kind: JOB_KIND, userId: context.actor.userId });
    // Only one request moves a checked batch on; a second one at the same moment finds it inserting.
    const { count } = await context.prisma.studentImportBatch.updateMany({
      where: { id: batch.id, state: 'validated' },
      data: { state: 'inserting', jobId: job.id },
    });
    if (count === 1) {
      const data: StudentImportJobData = {
        action: 'insert',
        batchId: batch.id,
        requestId: context.requestId,
        ip: context.ip,
      };
      await queue.send(STUDENT_IMPORT_QUEUE, data, job.id);
    } else {
      await context.prisma.job.delete({ where: { id: job.id } });
    }
  }
  return batchView(context, batchNo);
}

// ---------------------------------------------------------------------------------------
// The jobs
// ---------------------------------------------------------------------------------------

interface StoredRow {
  id: number;
  rowNumber: number;
  data: { cells: RowCells; student?: StudentToInsert };
}

/** Locks the batch for the rest of the transaction and answers its state. */
async function lockBatch(tx: Prisma.TransactionClient, batchId: number) {
  const [locked] = await tx.$queryRaw<{ state: string; jobId: string | null }[]>`
    SELECT state::text AS state, "jobId"::text AS "jobId" FROM "StudentImportBatch" WHERE id = ${batchId} FOR UPDATE`;
  return locked;
}

/** Writes each row's outcome: its student when good, its problems when bad. */
async function saveOutcomes(tx: Prisma.TransactionClient, stored: StoredRow[], checked: CheckedRow[]) {
  await updateImportRows(
    tx,
    { data: 'jsonb', problems: 'jsonb' },
    stored.map((row, index) => {
      const outcome = checked[index]!;
      return {
        id: row.id,
        data: outcome.student ? { cells: row.data.cells, student: outcome.student } : { cells: row.data.cells },
        problems: outcome.problems.length > 0 ? outcome.problems : null,
      };
    }),
  );
}

/** The checking job: every row against the form's rules, the lists and the campus's students. */
export async function validateBatch(
  prisma: PrismaClient,
  batchId: number,
  progress: JobProgress,
): Promise<JobOutcome<{ goodRows: number; badRows: number }>> {
  const batch = await prisma.studentImportBatch.findUniqueOrThrow({ where: { id: batchId } });
  await progress.phase('validating', batch.totalRows);
  const references = await loadReferences(prisma, batch);
  const stored = (await prisma.studentImportRow.findMany({
    where: { batchId },
    select: { id: true, rowNumber: true, data: true },
    orderBy: { rowNumber: 'asc' },
  })) as unknown as StoredRow[];

  const checked: CheckedRow[] = [];
  for (const [index, row] of stored.entries()) {
    checked.push(checkRow(row.rowNumber, row.data.cells, references));
    if ((index + 1) % PROGRESS_EVERY === 0) await progress.advance(index + 1);
  }
  await checkDuplicates(prisma, references, checked);
  const goodRows = checked.filter((row) => row.student !== null).length;
  const badRows = checked.length - goodRows;

  await prisma.$transaction(async (tx) => {
    const locked = await lockBatch(tx, batchId);
    // Checked already by an earlier run of this job (before a restart): keep what it found.
    if (locked?.state !== 'validating') return;
    await saveOutcomes(tx, stored, checked);
    await tx.studentImportBatch.update({ where: { id: batchId }, data: { state: 'validated', goodRows, badRows } });
  }, INSERT_TRANSACTION);
  return { status: 'succeeded', message: M.checked, result: { goodRows, badRows } };
}

function studentRow(
  id: number,
  batch: { campusId: number; universityId: number },
  planned: StudentToInsert['student'],
  createdById: number,
  now: string,
): StudentRow {
  return {
    ...planned,
    id,
    campusId: batch.campusId,
    universityId: batch.universityId,
    isVerified: false,
    createdById,
    updatedAt: now,
  };
}

/**
 * The inserting job: the batch's good rows not yet written, in one transaction, with an
 * audit entry per student and one for the batch. A row whose identifier was registered since
 * the check becomes bad instead of failing the rest.
 */
export async function insertGoodRows(
  prisma: PrismaClient,
  data: StudentImportJobData,
  actor: { userId: number; email: string | null; role: string | null },
  progress: JobProgress,
): Promise<JobOutcome<{ insertedRows: number; badRows: number }>> {
  const batch = await prisma.studentImportBatch.findUniqueOrThrow({ where: { id: data.batchId } });
  await progress.phase('writing', batch.goodRows);
  const written = await prisma.$transaction(async (tx) => {
    const locked = await lockBatch(tx, batch.id);
    if (locked?.state !== 'inserting') return { insertedRows: 0, newlyBad: 0 };
    const stored = (await tx.studentImportRow.findMany({
      where: { batchId: batch.id, studentId: null },
      select: { id: true, rowNumber: true, data: true },
      orderBy: { rowNumber: 'asc' },
    })) as unknown as StoredRow[];
    const good = stored.filter((row) => row.data.student);
    const rechecked: CheckedRow[] = good.map((row) => ({
      rowNumber: row.rowNumber,
      student: row.data.student!,
      problems: [],
    }));
    await checkDuplicates(tx, batch, rechecked);
    const nowBad = good.filter((_, index) => rechecked[index]!.student === null);
    if (nowBad.length > 0)
      await saveOutcomes(
        tx,
        nowBad,
        rechecked.filter((row) => row.student === null),
      );
    const toWrite = good.filter((_, index) => rechecked[index]!.student !== null);

    const ids = await newStudentIds(tx, toWrite.length);
    const now = new Date().toISOString();
    for (let start = 0; start < toWrite.length; start += WRITE_CHUNK) {
      const chunk = toWrite.slice(start, start + WRITE_CHUNK);
      const chunkIds = ids.slice(start, start + WRITE_CHUNK);
      const planned = chunk.map((row) => row.data.student!);
      await insertStudents(
        tx,
        planned.map((entry, index) => studentRow(chunkIds[index]!, batch, entry.student, actor.userId, now)),
      );
      await insertAddresses(
        tx,
        planned.flatMap((entry, index) =>
          entry.addresses.map((address) => ({ ...address, studentId: chunkIds[index]! })),
        ),
      );
      await insertGuardians(
        tx,
        planned.flatMap((entry, index) =>
          entry.guardians.map((guardian) => ({ ...guardian, studentId: chunkIds[index]! })),
        ),
      );
      // Who created each student and from which row; the record itself is the student's (personal data stays there).
      await insertAuditEntries(
        tx,
        chunk.map((row, index) => ({
          userId: actor.userId,
          actorEmail: actor.email,
          actorRole: actor.role,
          action: 'create',
          entity: 'Student',
          entityId: String(chunkIds[index]),
          changes: { importBatch: batch.id, importRow: row.rowNumber },
          requestId: data.requestId ?? null,
          ip: data.ip ?? null,
        })),
      );
      await updateImportRows(
        tx,
        { studentId: 'int' },
        chunk.map((row, index) => ({ id: row.id, studentId: chunkIds[index]! })),
      );
      await progress.advance(start + chunk.length);
    }
    const insertedRows = batch.insertedRows + toWrite.length;
    await tx.studentImportBatch.update({
      where: { id: batch.id },
      data: {
        state: 'inserted',
        insertedRows,
        insertedAt: new Date(),
        goodRows: batch.goodRows - nowBad.length,
        badRows: batch.badRows + nowBad.length,
      },
    });
    await tx.auditLog.create({
      data: {
        userId: actor.userId,
        actorEmail: actor.email,
        actorRole: actor.role,
        action: 'update',
        entity: 'StudentImportBatch',
        entityId: String(batch.id),
        changes: { state: { from: 'validated', to: 'inserted' }, insertedRows: toWrite.length },
        requestId: data.requestId ?? null,
        ip: data.ip ?? null,
      },
    });
    return { insertedRows: toWrite.length, newlyBad: nowBad.length };
  }, INSERT_TRANSACTION);
  return {
    status: 'succeeded',
    message: M.inserted,
    result: { insertedRows: written.insertedRows, badRows: written.newlyBad },
  };
}

/** Runs one queued job: its Job row records progress and outcome; a failure leaves the batch where the user can act. */
async function handleJob(prisma: PrismaClient, log: FastifyBaseLogger, data: StudentImportJobData, jobId: string) {
  const job = await prisma.job.findUnique({ where: { id: jobId } });
  // Finished already: the queue runs a job again when its process stopped before telling the queue.
  if (!job || job.finishedAt) return;
  const onError = (error: unknown) =>
    log.error(
      { err: error, jobKind: JOB_KIND, batchNo: data.batchId, action: data.action },
      'student import job failed',
    );
  const status = await runJob<object>(prisma, jobId, { failureMessage: M.jobFailed, onError }, async (progress) => {
    if (data.action === 'validate') return validateBatch(prisma, data.batchId, progress);
    const user = await prisma.user.findUnique({ where: { id: job.userId }, select: { email: true, role: true } });
    return insertGoodRows(
      prisma,
      data,
      { userId: job.userId, email: user?.email ?? null, role: user?.role ?? null },
      progress,
    );
  });
  if (status === 'failed') {
    // A failed check cannot be inserted; a failed insert wrote nothing and may be asked for again.
    await prisma.studentImportBatch.updateMany({
      where: { id: data.batchId, jobId },
      data: { state: data.action === 'validate' ? 'failed' : 'validated' },
    });
  }
}

/**
 * Sends again the jobs of batches the database says are under way but the queue does not
 * hold (a restored backup leaves the queue's schema out; a stop between a request's commit
 * and its send). A job the queue holds is left to it.
 */
async function recoverJobs(prisma: PrismaClient, queue: JobQueue) {
  const busy = await prisma.studentImportBatch.findMany({
    where: { state: { in: ['validating', 'inserting'] }, jobId: { not: null } },
    select: { id: true, state: true, jobId: true },
  });
  for (const batch of busy) {
    const job = await prisma.job.findUnique({ where: { id: batch.jobId! }, select: { finishedAt: true } });
    if (!job || job.finishedAt || (await queue.holds(STUDENT_IMPORT_QUEUE, batch.jobId!))) continue;
    const data: StudentImportJobData = {
      action: batch.state === 'validating' ? 'validate' : 'insert',
      batchId: batch.id,
    };
    await queue.send(STUDENT_IMPORT_QUEUE, data, batch.jobId!);
  }
}

/** The import's queue and worker, defined while the app is built. */
export function defineStudentImportQueue(prisma: PrismaClient, queue: JobQueue, log: FastifyBaseLogger) {
  queue.define<StudentImportJobData>({
    name: STUDENT_IMPORT_QUEUE,
    handle: (data, jobId) => handleJob(prisma, log, data, jobId),
    recover: () => recoverJobs(prisma, queue),
  });
}
