/**
 * Background jobs: work that outlives its request (bulk imports), with status and progress
 * that a screen polls. The request creates the job and answers 202 at once; the work runs
 * in the same process after that. The job lives in the database (table Job), so whichever
 * server process answers the poll reads the same status, and only its owner may read it.
 *
 * A job whose process stops midway stays `running`; nothing it wrote in its final
 * transaction is kept, and the owner starts it again.
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

/**
 * Creates a job for the user and runs `work` after the current request. An error thrown by
 * the work fails the job with `failureMessage` (its details go to the log, not to the user).
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
  const row = await prisma.job.create({ data: { id: randomUUID(), kind: options.kind, userId: options.userId } });
  const run = async () => {
    await prisma.job.update({ where: { id: row.id }, data: { status: 'running' } });
    try {
      const outcome = await work(progressOf(prisma, row.id));
      const final = await prisma.job.findUniqueOrThrow({ where: { id: row.id }, select: { total: true } });
      await prisma.job.update({
        where: { id: row.id },
        data: {
          status: outcome.status,
          phase: 'done',
          processed: final.total,
          message: outcome.message,
          result: outcome.result as Prisma.InputJsonValue,
          finishedAt: new Date(),
        },
      });
    } catch (error) {
      options.onError(error);
      await prisma.job.update({
        where: { id: row.id },
        data: { status: 'failed', phase: 'done', message: options.failureMessage, finishedAt: new Date() },
      });
    }
  };
  setImmediate(() => {
    run().catch(options.onError);
  });
  return toView<Result>(row);
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
