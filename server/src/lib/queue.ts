/**
 * The job queue: work that must outlive its request and survive a restart (the students'
 * bulk import), kept in PostgreSQL by pg-boss (docs/decisions/0014-student-import-queue.md).
 * pg-boss keeps its own tables in schema `pgboss`, creates and upgrades them itself at start
 * (under an advisory lock), and hands each job to one worker of all the server processes
 * sharing the database (`FOR UPDATE SKIP LOCKED`).
 *
 * A module defines its queues while the app is built; plugins/queue.ts starts pg-boss and a worker
 * per queue when the app is ready (again every few seconds while the database cannot be
 * reached), and stops them when it closes. A job whose process stops is run again: at once
 * after a graceful stop (the job is failed and retried), after `expireInSeconds` when the
 * process died. Handlers must therefore be safe to run twice.
 * The progress a screen polls stays in table Job (lib/jobs.ts): the queue only carries the
 * job's id and what to work on.
 */
import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import { SERVER_MESSAGES } from '@hemis/contracts';
import { AppError } from './app-error.ts';

/** Where pg-boss keeps its tables: beside HEMIS's own, never mixed with them. */
export const QUEUE_SCHEMA = 'pgboss';

/** How often an idle worker asks for work queued by another process (its own sends wake it at once). */
const POLLING_INTERVAL_SECONDS = 1;
/** A job still active after this long belongs to a process that died: it is failed and retried. */
const EXPIRE_IN_SECONDS = 10 * 60;
/** Tries after the first: a job interrupted by restarts this often is given up (its Job stays unfinished). */
const RETRY_LIMIT = 3;
const RETRY_DELAY_SECONDS = 2;
/** How long closing the app waits for running jobs before failing them (they are retried elsewhere). */
const STOP_TIMEOUT_MS = 15_000;
/** Connections of pg-boss's own pool: fetching, completing and maintenance only. */
const POOL_SIZE = 4;
/** How long to wait before trying to start again when the database could not be reached. */
const START_RETRY_MS = 5_000;

export interface QueueDefinition<Data extends object> {
  name: string;
  /** Does the work of one job; `jobId` is the id it was sent with (the Job row's). */
  handle(data: Data, jobId: string): Promise<void>;
  /**
   * Runs once the queue has started: sends again the work the database says is unfinished
   * but the queue does not hold (a database restored from a backup, which leaves the
   * queue's schema out, or a stop between a request's commit and its send).
   */
  recover?(): Promise<void>;
}

export class JobQueue {
  private boss: PgBoss | undefined;
  private readonly definitions = new Map<string, QueueDefinition<object>>();
  private readonly workers = new Map<string, string>();
  /** The start under way, which sends wait for. */
  private starting: Promise<boolean> | undefined;
  private retryTimer: NodeJS.Timeout | undefined;
  private closed = false;
  private working = true;

  constructor(
    private readonly databaseUrl: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Declares a queue and its worker; only while the app is being built. */
  define<Data extends object>(definition: QueueDefinition<Data>): void {
    if (this.starting) throw new Error(`Queue ${definition.name} is defined after the queue started`);
    this.definitions.set(definition.name, definition as unknown as QueueDefinition<object>);
  }

  /**
   * Starts pg-boss and the workers. A database that cannot be reached does not stop the app
   * (it answers 503 meanwhile, docs/decisions/0010): the start is tried again until it works.
   */
  async start(): Promise<void> {
    this.starting = this.attempt();
    await this.starting;
  }

  private async attempt(): Promise<boolean> {
    // A pg-boss whose start failed cannot start again: each attempt has its own.
    const boss = new PgBoss({
      connectionString: this.databaseUrl,
      schema: QUEUE_SCHEMA,
      application_name: 'hemis-queue',
      max: POOL_SIZE,
      // No cron schedules: the clock monitor would only add queries.
      schedule: false,
    });
    // pg-boss reports lost connections and failed maintenance as events; unheard, they would stop the process.
    boss.on('error', (error) => this.log.error({ err: error }, 'job queue error'));
    try {
      await boss.start();
      for (const definition of this.definitions.values()) {
        await boss.createQueue(definition.name, {
          name: definition.name,
          retryLimit: RETRY_LIMIT,
          retryDelay: RETRY_DELAY_SECONDS,
          expireInSeconds: EXPIRE_IN_SECONDS,
        });
      }
    } catch (error) {
      this.log.warn({ err: error }, 'job queue not started; trying again');
      if (!this.closed) {
        this.retryTimer = setTimeout(() => {
          this.starting = this.attempt();
        }, START_RETRY_MS);
        this.retryTimer.unref();
      }
      return false;
    }
    this.boss = boss;
    if (this.closed) {
      await this.stop();
      return false;
    }
    if (this.working) await this.startWorkers();
    for (const definition of this.definitions.values()) await definition.recover?.();
    return true;
  }

  private async startWorkers(): Promise<void> {
    const boss = this.boss!;
    for (const definition of this.definitions.values()) {
      const workerId = await boss.work<object>(
        definition.name,
        { pollingIntervalSeconds: POLLING_INTERVAL_SECONDS, batchSize: 1 },
        async ([job]) => {
          if (job) await definition.handle(job.data, job.id);
        },
      );
      this.workers.set(definition.name, workerId);
    }
  }

  /** The started pg-boss; a send while the database is unreachable answers 503 like any other query. */
  private async started(): Promise<PgBoss> {
    if (!this.boss && this.starting) await this.starting;
    if (!this.boss) throw new AppError('DATABASE_UNAVAILABLE', SERVER_MESSAGES.databaseUnavailable);
    return this.boss;
  }

  /** Queues work under the given id; sending an id that is queued already adds nothing. */
  async send<Data extends object>(name: string, data: Data, id: string): Promise<void> {
    const boss = await this.started();
    await boss.send(name, data, { id });
    // Wakes this process's worker instead of waiting for its next poll.
    const workerId = this.workers.get(name);
    if (workerId) boss.notifyWorker(workerId);
  }

  /** Whether the queue holds the job, waiting, running or finished. */
  async holds(name: string, id: string): Promise<boolean> {
    const boss = await this.started();
    return (await boss.getJobById(name, id, { includeArchive: true })) !== null;
  }

  /** Stops taking jobs in this process; the ones queued wait for another process (or the next start). */
  async stopWorking(): Promise<void> {
    this.working = false;
    if (this.starting) await this.starting;
    for (const name of this.workers.keys()) await this.boss?.offWork(name);
    this.workers.clear();
  }

  async stop(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retryTimer);
    const boss = this.boss;
    this.boss = undefined;
    await boss?.stop({ graceful: true, timeout: STOP_TIMEOUT_MS });
  }
}
