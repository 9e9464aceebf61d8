/**
 * The reports database (docs/decisions/0037-reports-read-replica.md): where dashboards, reports,
 * their downloads and the report snapshots read. With REPORTS_DATABASE_URL set it is that
 * streaming replica of the primary, as long as the replica answers and is at most
 * REPORTS_MAX_LAG_SECONDS behind; otherwise, and without a replica, it is the primary. Writes
 * never go to the replica (it refuses them): a report that keeps something writes it to the
 * primary.
 *
 * The replica's lag is measured at most every few seconds and kept; a report reads the last
 * measure, and one that finds the measure old starts the next in the background. A report whose
 * read on the replica lost its connection has it measured at once (route-table.ts then reads the
 * report again from the primary). Each change of where reports read is logged once.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { PrismaClient } from './prisma.ts';

/** The header every report answer states the replica's lag in, in whole seconds (0: read from the primary). */
export const REPLICA_LAG_HEADER = 'x-replica-lag-seconds';

/** A measure that takes longer counts as a replica that cannot be reached. */
const CHECK_TIMEOUT_MS = 3_000;
/** How long a replica found behind is given before it is measured again (see measureLag). */
const CONFIRM_AFTER_MS = 200;
/** A lag below this needs no second look. */
const NEGLIGIBLE_LAG_SECONDS = 0.5;

/** Where a report reads, and when that is the replica, the primary it writes to and the replica's lag. */
export interface ReportsReader {
  prisma: PrismaClient;
  replica?: { primary: PrismaClient; lagSeconds: number };
}

/** What the last measure decided. */
type ReplicaState =
  | { reads: 'replica'; lagSeconds: number }
  | { reads: 'primary'; because: 'behind'; lagSeconds: number | null }
  | { reads: 'primary'; because: 'unreachable'; error: string };

export interface ReportsDatabaseSettings {
  maxLagSeconds: number;
  lagCheckMs: number;
  log: FastifyBaseLogger;
}

function withinTime<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

export class ReportsDatabase {
  private state: ReplicaState | undefined;
  private measuredAt = -Infinity;
  private measuring: Promise<ReplicaState> | undefined;
  private closed = false;

  /** `replica` undefined: reports read the primary. */
  constructor(
    private readonly primary: PrismaClient,
    private readonly replica: PrismaClient | undefined,
    private readonly settings: ReportsDatabaseSettings,
  ) {}

  /** Whether a replica is configured: report answers then state its lag. */
  get hasReplica(): boolean {
    return this.replica !== undefined;
  }

  /** Where a report reads now. */
  async reader(): Promise<ReportsReader> {
    if (!this.replica) return { prisma: this.primary };
    const state = await this.current();
    return state.reads === 'replica'
      ? { prisma: this.replica, replica: { primary: this.primary, lagSeconds: state.lagSeconds } }
      : { prisma: this.primary };
  }

  /** After a report's read on the replica lost its connection: measures again, and whether reports now read the primary. */
  async replicaLost(): Promise<boolean> {
    await this.measuring;
    return (await this.measure()).reads === 'primary';
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.measuring;
    await this.replica?.$disconnect();
  }

  /** The last measure; a new one when it is old, waited for only when there is none yet. */
  private async current(): Promise<ReplicaState> {
    if (performance.now() - this.measuredAt < this.settings.lagCheckMs && this.state) return this.state;
    const next = this.measure();
    return this.state ?? next;
  }

  /** One measure at a time: callers meanwhile share it. */
  private measure(): Promise<ReplicaState> {
    this.measuring ??= this.measureLag()
      .then((state) => {
        this.measuredAt = performance.now();
        this.changeTo(state);
        return state;
      })
      .finally(() => {
        this.measuring = undefined;
      });
    return this.measuring;
  }

  /**
   * How far the replica is behind, in seconds. A replica that has replayed all it received is
   * caught up (0), however long ago its last transaction was: an idle primary sends nothing to
   * replay, and now() - pg_last_xact_replay_timestamp() would grow without any lag. Otherwise the
   * lag is the age of the last transaction it replayed (null: none since it started). A server
   * that is no standby (a primary named as the replica) is never behind.
   */
  private async lagSeconds(): Promise<number | null> {
    const [row] = await withinTime(
      this.replica!.$queryRaw<{ lagSeconds: number | null }[]>`
        SELECT CASE
                 WHEN NOT pg_is_in_recovery() THEN 0
                 WHEN pg_last_wal_receive_lsn() = pg_last_wal_replay_lsn() THEN 0
                 ELSE extract(epoch FROM now() - pg_last_xact_replay_timestamp())
               END::float8 AS "lagSeconds"`,
      CHECK_TIMEOUT_MS,
    );
    return row?.lagSeconds ?? null;
  }

  /**
   * The replica's lag, and what it decides. A replica found behind is measured again a moment
   * later: after a quiet spell, the primary's first write reaches the replica a few milliseconds
   * before it is replayed, and meanwhile the age of the last transaction replayed is the length
   * of the quiet spell, not a lag; a replica really behind is still behind a moment later.
   */
  private async measureLag(): Promise<ReplicaState> {
    try {
      let lagSeconds = await this.lagSeconds();
      if (lagSeconds === null || lagSeconds > NEGLIGIBLE_LAG_SECONDS) {
        await new Promise((resolve) => setTimeout(resolve, CONFIRM_AFTER_MS));
        lagSeconds = await this.lagSeconds();
      }
      if (lagSeconds === null || lagSeconds > this.settings.maxLagSeconds)
        return { reads: 'primary', because: 'behind', lagSeconds };
      return { reads: 'replica', lagSeconds: Math.max(0, lagSeconds) };
    } catch (error) {
      return {
        reads: 'primary',
        because: 'unreachable',
        error: error instanceof Error ? error.message : String(error),
      };
    }
  }

  /** Keeps the measure, and logs where reports read when that changed. */
  private changeTo(next: ReplicaState): void {
    const previous = this.state;
    this.state = next;
    if (this.closed) return;
    const unchanged =
      previous?.reads === next.reads &&
      (next.reads === 'replica' || (previous.reads === 'primary' && previous.because === next.because));
    if (unchanged) return;
    const { log, maxLagSeconds } = this.settings;
    if (next.reads === 'replica') {
      log.info(
        { reportsDatabase: 'replica', lagSeconds: next.lagSeconds },
        previous ? 'Reports read from the replica again' : 'Reports read from the replica',
      );
    } else if (next.because === 'behind') {
      log.warn(
        { reportsDatabase: 'primary', lagSeconds: next.lagSeconds, maxLagSeconds },
        next.lagSeconds === null
          ? 'Reports read from the primary: the replica has replayed nothing yet'
          : `Reports read from the primary: the replica is more than ${maxLagSeconds} seconds behind`,
      );
    } else {
      log.warn(
        { reportsDatabase: 'primary', error: next.error },
        'Reports read from the primary: the replica cannot be reached',
      );
    }
  }
}

/** The value of REPLICA_LAG_HEADER for a reader. */
export function replicaLagHeader(reader: ReportsReader): string {
  return String(Math.round(reader.replica?.lagSeconds ?? 0));
}
