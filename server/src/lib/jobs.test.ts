import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/support/app.ts';
import { AppError } from './app-error.ts';
import { getJob, startJob, type JobView } from './jobs.ts';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

const KIND = 'test-job';
const OWNER = 424242;

/** Reads the job until `done` holds for it, as a screen polling it would. */
async function until(id: string, done: (job: JobView<{ value: number }>) => boolean) {
  for (let attempt = 0; attempt < 500; attempt += 1) {
    const job = await getJob<{ value: number }>(test.app.prisma, { id, kind: KIND, userId: OWNER });
    if (done(job)) return job;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`job ${id} never reached the expected state`);
}

function gate() {
  let open = () => undefined as void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
}

describe('jobs', () => {
  it('shows its phase and progress while the work runs, and its outcome when it ends', async () => {
    const { open, opened } = gate();
    const started = await startJob<{ value: number }>(
      test.app.prisma,
      { kind: KIND, userId: OWNER, failureMessage: 'failed', onError: () => undefined },
      async (progress) => {
        await progress.phase('validating', 100);
        await progress.advance(60);
        await opened;
        return { status: 'succeeded', message: 'done', result: { value: 7 } };
      },
    );
    expect(started).toMatchObject({ kind: KIND, status: 'queued', phase: 'reading', result: null, finishedAt: null });

    const running = await until(started.id, (job) => job.processed === 60);
    expect(running).toMatchObject({ status: 'running', phase: 'validating', processed: 60, total: 100 });

    open();
    const finished = await until(started.id, (job) => job.status !== 'running');
    expect(finished).toMatchObject({
      status: 'succeeded',
      phase: 'done',
      processed: 100,
      total: 100,
      message: 'done',
      result: { value: 7 },
    });
    expect(finished.finishedAt).toEqual(expect.any(String));
  });

  it('fails with the message given, not the error’s, and hands the error to the log', async () => {
    const logged: unknown[] = [];
    const started = await startJob<{ value: number }>(
      test.app.prisma,
      { kind: KIND, userId: OWNER, failureMessage: 'Nothing was imported', onError: (error) => logged.push(error) },
      async () => {
        throw new Error('secret detail 9851012345');
      },
    );
    const finished = await until(started.id, (job) => job.status !== 'queued' && job.status !== 'running');
    expect(finished).toMatchObject({ status: 'failed', message: 'Nothing was imported', result: null });
    expect(logged).toEqual([expect.objectContaining({ message: 'secret detail 9851012345' })]);
  });

  it('is shown to its owner only, and only under its own kind', async () => {
    const started = await startJob(
      test.app.prisma,
      { kind: KIND, userId: OWNER, failureMessage: 'failed', onError: () => undefined },
      async () => ({ status: 'succeeded', message: 'done', result: { value: 1 } }),
    );
    await until(started.id, (job) => job.status === 'succeeded');
    await expect(getJob(test.app.prisma, { id: started.id, kind: KIND, userId: OWNER + 1 })).rejects.toBeInstanceOf(
      AppError,
    );
    await expect(getJob(test.app.prisma, { id: started.id, kind: 'other', userId: OWNER })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });
});
