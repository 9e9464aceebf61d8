/**
 * Background jobs: work that outlives its request (bulk imports), with status and progress
 * that a screen polls. The request creates the job and answers 202 at once; the work runs
 * in the same process after that. The job lives in the database (table Job), so whichever
 * server process answers the poll reads the same status, and only its owner may read it.
 *
 * A job started with `startJob` whose process stops midway stays `running`; nothing it wrote
 * in its final transaction is kept, and the owner starts it again. Work that must survive a
 * restart is queued instead (lib/queue.ts): the queue's worker calls `runJob` for a job made
 * with `createJob`, and runs it again elsewhere when a process stops.
 */
import { randomUUID } from 'node:crypto';
import type { ImportJobPhase, ImportJobStatus } from '@hemis/contracts';
import type { Prisma, PrismaClient } from '../db/prisma.ts';
import { AppError } from './app-error.ts';

export interface JobView<Result> {
  id: string;
  kind: string;
  status: ImportJobStatus;
  phase: ImportJobPhase;
  processed: number;
  total: number;
  message: string | null;
  result: Result | null;
  createdAt: string;
  finishedAt: string | null;
}

/** What the work reports while it runs. */
export interface JobProgress {
  /** A new phase and its number of steps; written at once. */
  phase(phase: ImportJobPhase, total: number): Promise<void>;
  /** Steps done in the current phase; written at most every `every` steps and at the end of a phase. */
  advance(processed: number): Promise<void>;
}

export interface JobOutcome<Result> {
  status: 'succeeded' | 'failed';
  message: string;
  result: Result;
}

/** Progress writes are thinned out: one every this many steps. */
const PROGRESS_EVERY = 25;

type JobRow = Prisma.JobGetPayload<object>;

function toView<Result>(row: JobRow): JobView<Result> {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    phase: row.phase as ImportJobPhase,
    processed: row.processed,
    total: row.total,
    message: row.message,
    result: (row.result as Result | null) ?? null,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt ? row.finishedAt.toISOString() : null,
  };
}

function progressOf(prisma: PrismaClient, id: string): JobProgress {
  let last = 0;
  return {
    async phase(phase, total) {
      last = 0;
      await prisma.job.update({ where: { id }, data: { phase, total, processed: 0 } });
    },
    async advance(processed) {
      if (processed - last < PROGRESS_EVERY) return;
      last = processed;
      await prisma.job.update({ where: { id }, data: { processed } });
    },
  };
}

/** A queued job of the user, before its work starts (a queue worker may run it in another process). */
export async function createJob(
  prisma: PrismaClient,
  options: { kind: string; userId: number },
): Promise<JobView<never>> {
  const row = await prisma.job.create({ data: { id: randomUUID(), kind: options.kind, userId: options.userId } });
  return toView<never>(row);
}

/**
 * Runs `work` for a job created before, recording its progress and outcome. Running it again
 * (a queue's retry after a restart) starts the record over. An error thrown by the work
 * fails the job with `failureMessage` (its details go to `onError`, not to the user).
 */
export async function runJob<Result>(
  prisma: PrismaClient,
  id: string,
  options: { failureMessage: string; onError: (error: unknown) => void },
  work: (progress: JobProgress) => Promise<JobOutcome<Result>>,
): Promise<'succeeded' | 'failed'> {
  await prisma.job.update({
    where: { id },
    data: { status: 'running', phase: 'reading', processed: 0, total: 0, finishedAt: null },
  });
  try {
    const outcome = await work(progressOf(prisma, id));
    const final = await prisma.job.findUniqueOrThrow({ where: { id }, select: { total: true } });
    await prisma.job.update({
      where: { id },
      data: {
        status: outcome.status,
        phase: 'done',
        processed: final.total,
        message: outcome.message,
        result: outcome.result as Prisma.InputJsonValue,
        finishedAt: new Date(),
      },
    });
    return outcome.status;
  } catch (error) {
    options.onError(error);
    await prisma.job.update({
      where: { id },
      data: { status: 'failed', phase: 'done', message: options.failureMessage, finishedAt: new Date() },
    });
    return 'failed';
  }
}

/**
 * Creates a job for the user and runs `work` after the current request, in this process.
 * An error thrown by the work fails the job with `failureMessage`.
 */
export async function startJob<Result>(
  prisma: PrismaClient,
  options: {
    kind: string;
    userId: number;
    failureMessage: string;
    onError: (error: unknown) => void;
  },
  work: (progress: JobProgress) => Promise<JobOutcome<Result>>,
): Promise<JobView<Result>> {
  const job = await createJob(prisma, options);
  setImmediate(() => {
    runJob(prisma, job.id, options, work).catch(options.onError);
  });
  return job;
}

/** A job of the given kind, to its owner only; anyone else gets the 404 of a missing one. */
export async function getJob<Result>(
  prisma: PrismaClient,
  query: { id: string; kind: string; userId: number },
): Promise<JobView<Result>> {
  const row = await prisma.job.findFirst({ where: { id: query.id, kind: query.kind, userId: query.userId } });
  if (!row) throw AppError.notFound('Job');
  return toView<Result>(row);
}
