import { createHash } from 'node:crypto';
import { PrismaClient } from '../generated/prisma/client.ts';

export { PrismaClient };
export type { Prisma } from '../generated/prisma/client.ts';
import type { Prisma } from '../generated/prisma/client.ts';
import { resilientPostgresAdapter } from './resilient-adapter.ts';

/** The client, or the client of a transaction in progress: what a write that may run in either takes. */
export type Db = PrismaClient | Prisma.TransactionClient;

const USER_WRITES = new Set(['update', 'updateMany', 'updateManyAndReturn', 'upsert', 'delete', 'deleteMany']);
/** Granting a module creates a row: for grants and modules, creates count too. */
const GRANT_WRITES = new Set([...USER_WRITES, 'create', 'createMany', 'createManyAndReturn']);

export interface PrismaClientOptions {
  /**
   * Called after this client changed or removed users (undefined: which ones is not known),
   * so copies kept in this process go at once (db/user-changes.ts); other processes hear
   * the database's notification.
   */
  onUsersWritten?(userId: number | undefined): void;
}

/**
 * Names for the statements Prisma sends, so each connection parses and plans a statement
 * once and PostgreSQL may keep its plan: for a short list query, planning costs more than
 * running it (docs/decisions/0008-request-path.md). A connection keeps every statement it
 * prepared, so only the first STATEMENTS_NAMED distinct statements get a name; the rest
 * (long IN lists of varying length, mostly) go unnamed, as before.
 */
const STATEMENTS_NAMED = 2000;

function statementNames(): (query: { sql: string }) => string {
  const named = new Map<string, string>();
  return (query) => {
    let name = named.get(query.sql);
    if (name === undefined && named.size < STATEMENTS_NAMED) {
      name = `hemis_${createHash('sha1').update(query.sql).digest('base64url')}`;
      named.set(query.sql, name);
    }
    // pg sends an unnamed statement for an undefined name; the adapter's type says string.
    return name as string;
  };
}

/** What the announcing extension reads of a write's arguments. */
type WriteArgs = { where?: { id?: unknown; userId?: unknown }; data?: { userId?: unknown } };

export function createPrismaClient(databaseUrl: string, options: PrismaClientOptions = {}): PrismaClient {
  const client = new PrismaClient({
    adapter: resilientPostgresAdapter(databaseUrl, { statementNameGenerator: statementNames() }),
  });
  const { onUsersWritten } = options;
  if (!onUsersWritten) return client;
  /**
   * A model's queries, announcing after each of `writes` the user it changed (`userOf` its
   * arguments; undefined: anyone may have changed).
   */
  const announcing =
    (writes: Set<string>, userOf: (args: WriteArgs) => unknown) =>
    async ({
      operation,
      args,
      query,
    }: {
      operation: string;
      args: unknown;
      query: (args: unknown) => Promise<unknown>;
    }) => {
      const result = await query(args);
      if (writes.has(operation)) {
        const userId = userOf(args as WriteArgs);
        onUsersWritten(typeof userId === 'number' ? userId : undefined);
      }
      return result;
    };
  // A query extension changes no types: the extended client is a PrismaClient to its callers.
  return client.$extends({
    query: {
      user: { $allOperations: announcing(USER_WRITES, (args) => args.where?.id) },
      // An ended session or a changed second factor: the user's copy here goes at once.
      userSession: { $allOperations: announcing(USER_WRITES, (args) => args.where?.userId ?? args.data?.userId) },
      userTwoFactor: { $allOperations: announcing(USER_WRITES, (args) => args.where?.userId ?? args.data?.userId) },
      // A grant or a module's flags change what sessions may do: every copy here goes at once.
      userModule: { $allOperations: announcing(GRANT_WRITES, () => undefined) },
      module: { $allOperations: announcing(GRANT_WRITES, () => undefined) },
    },
  }) as unknown as PrismaClient;
}
