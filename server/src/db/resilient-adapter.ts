/**
 * Prisma's PostgreSQL driver adapter, made to survive the database going away
 * (docs/decisions/0010-database-outages-and-backups.md):
 *
 * - every lost, refused or not-yet-possible connection reaches Prisma as one kind of driver
 *   error ("ConnectionClosed", Prisma's P1017), whichever of pg's many shapes it took, so that
 *   lib/prisma-errors.ts can answer it with 503;
 * - a read outside a transaction whose connection was lost runs once more, on a connection
 *   opened for it, because a read that failed changed nothing;
 * - nothing else is retried: a write, or anything inside a transaction, may have been
 *   applied before the connection dropped, and only the caller can decide what to do.
 *
 * The adapter is the one place that sees both the statement and whether it runs inside a
 * transaction (startTransaction hands out a separate queryable), and it sees pg's own
 * errors before Prisma turns some of them into messages.
 */
import { PrismaPg } from '@prisma/adapter-pg';
import {
  DriverAdapterError,
  type SqlDriverAdapter,
  type SqlDriverAdapterFactory,
  type SqlQuery,
  type SqlResultSet,
  type Transaction,
} from '@prisma/driver-adapter-utils';

/** A connection attempt to an unreachable host must fail, not hang the request. */
const CONNECT_TIMEOUT_MS = 5_000;
/** Retries are rare (only while the database restarts), so their pool stays small. */
const RETRY_POOL_SIZE = 4;

/** pg's messages for a connection that ended or never came (it gives them no code). */
const LOST_CONNECTION_MESSAGES = [
  'Connection terminated',
  'Connection terminated unexpectedly',
  'Connection terminated due to connection timeout',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
];
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);
const UNREACHABLE_KINDS = new Set(['DatabaseNotReachable', 'ConnectionClosed', 'SocketTimeout', 'TooManyConnections']);

/**
 * PostgreSQL's codes for "this connection is gone or cannot be had now": class 08
 * (connection exception), 57P01-57P03 (administrator or crash shutdown, starting up or
 * shutting down) and 53300 (too many connections).
 */
function isUnavailableSqlState(code: string): boolean {
  return code.startsWith('08') || ['57P01', '57P02', '57P03', '53300'].includes(code);
}

/** True when the error says the database connection was lost, refused or is not possible yet. */
export function isConnectionLoss(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  if (error instanceof DriverAdapterError) {
    const cause = error.cause;
    if (UNREACHABLE_KINDS.has(cause.kind)) return true;
    return cause.kind === 'postgres' && isUnavailableSqlState(cause.code);
  }
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (SOCKET_CODES.has(code) || isUnavailableSqlState(code))) return true;
  return typeof message === 'string' && LOST_CONNECTION_MESSAGES.includes(message);
}

/**
 * Statements Prisma sends for reads start with SELECT; writes are INSERT, UPDATE, DELETE
 * (with RETURNING when rows come back), and raw SQL that writes starts otherwise too.
 */
export function isRetryableRead(query: SqlQuery): boolean {
  return /^\s*SELECT\b/i.test(query.sql);
}

function asUnavailable(error: unknown): unknown {
  if (!isConnectionLoss(error)) return error;
  return new DriverAdapterError({
    kind: 'ConnectionClosed',
    originalMessage: error instanceof Error ? error.message : String(error),
  });
}

async function unavailableOnLoss<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw asUnavailable(error);
  }
}

function resilientTransaction(transaction: Transaction): Transaction {
  return new Proxy(transaction, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) =>
        unavailableOnLoss(() => (value as (...a: unknown[]) => Promise<unknown>).apply(target, args));
    },
  });
}

class ResilientAdapter implements SqlDriverAdapter {
  readonly provider;
  readonly adapterName;
  private retryAdapter: Promise<SqlDriverAdapter> | undefined;

  constructor(
    private readonly primary: SqlDriverAdapter,
    private readonly retryFactory: SqlDriverAdapterFactory,
  ) {
    this.provider = primary.provider;
    this.adapterName = primary.adapterName;
  }

  async queryRaw(query: SqlQuery): Promise<SqlResultSet> {
    try {
      return await this.primary.queryRaw(query);
    } catch (error) {
      if (!isConnectionLoss(error) || !isRetryableRead(query)) throw asUnavailable(error);
    }
    this.retryAdapter ??= this.retryFactory.connect();
    const retry = await this.retryAdapter;
    return unavailableOnLoss(() => retry.queryRaw(query));
  }

  executeRaw(query: SqlQuery): Promise<number> {
    return unavailableOnLoss(() => this.primary.executeRaw(query));
  }

  executeScript(script: string): Promise<void> {
    return unavailableOnLoss(() => this.primary.executeScript(script));
  }

  async startTransaction(...args: Parameters<SqlDriverAdapter['startTransaction']>): Promise<Transaction> {
    return resilientTransaction(await unavailableOnLoss(() => this.primary.startTransaction(...args)));
  }

  getConnectionInfo() {
    return this.primary.getConnectionInfo?.() ?? { supportsRelationJoins: false };
  }

  async dispose(): Promise<void> {
    const retry = this.retryAdapter;
    this.retryAdapter = undefined;
    await Promise.all([this.primary.dispose(), retry?.then((adapter) => adapter.dispose())]);
  }
}

/**
 * The adapter factory HEMIS gives Prisma. Retries go through a second, small pool whose
 * connections serve one query each (`maxUses: 1`): a retry must not pick up another pooled
 * connection that died in the same restart and is not yet known to be dead.
 */
export function resilientPostgresAdapter(
  connectionString: string,
  options: ConstructorParameters<typeof PrismaPg>[1] = {},
): SqlDriverAdapterFactory {
  const primary = new PrismaPg({ connectionString, connectionTimeoutMillis: CONNECT_TIMEOUT_MS }, options);
  const retryFactory = new PrismaPg({
    connectionString,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    max: RETRY_POOL_SIZE,
    maxUses: 1,
  });
  return {
    provider: primary.provider,
    adapterName: primary.adapterName,
    connect: async () => new ResilientAdapter(await primary.connect(), retryFactory),
  };
}
