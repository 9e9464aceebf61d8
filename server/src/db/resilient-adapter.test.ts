import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findFreePort } from '../../../scripts/lib/embedded-postgres.ts';
import { testDatabaseUrl } from '../../../tests/support/app.ts';
import { uniqueName } from '../../../tests/support/factories.ts';
import { withAdminClient } from '../../../tests/support/databases.ts';
import { fromPrismaError } from '../lib/prisma-errors.ts';
import { createPrismaClient, type PrismaClient } from './prisma.ts';

/** Long enough for the test to find the statement running and end its connection. */
const STATEMENT_SECONDS = 0.4;

/**
 * Runs `statement` (which must contain `marker`) and, while it runs, ends the one server
 * process executing it, as a database restart would. Resolves with the ended process id.
 */
async function endConnectionRunning(marker: string): Promise<number> {
  return withAdminClient(async (admin) => {
    for (let attempt = 0; attempt < 200; attempt += 1) {
      const { rows } = await admin.query<{ pid: number }>(
        `SELECT pid FROM pg_stat_activity WHERE state = 'active' AND query LIKE $1 AND pid <> pg_backend_pid()`,
        [`%${marker}%`],
      );
      if (rows[0]) {
        await admin.query('SELECT pg_terminate_backend($1)', [rows[0].pid]);
        return rows[0].pid;
      }
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error(`no running statement carries ${marker}`);
  });
}

function unavailableCode(error: unknown): string | undefined {
  return fromPrismaError(error)?.code;
}

let prisma: PrismaClient;
beforeAll(() => {
  prisma = createPrismaClient(testDatabaseUrl());
});
afterAll(() => prisma.$disconnect());

describe('a lost database connection', () => {
  it('runs a read outside a transaction again on a fresh connection, and answers it', async () => {
    const marker = uniqueName('read-probe');
    // Prisma runs a query when it is awaited: start it before looking for it.
    const read = Promise.resolve(
      prisma.$queryRawUnsafe<{ pid: number }[]>(
        `SELECT /* ${marker} */ pg_backend_pid() AS pid FROM pg_sleep(${STATEMENT_SECONDS})`,
      ),
    );
    const ended = await endConnectionRunning(marker);
    const [row] = await read;
    expect(row?.pid).toEqual(expect.any(Number));
    expect(row?.pid).not.toBe(ended);
  });

  it('does not run a write again, even one that returns rows: it fails as unavailable and nothing is written', async () => {
    const marker = uniqueName('write-probe');
    // Returning rows, the INSERT travels the same way as a read (like the receipt counter's).
    const write = prisma.$queryRawUnsafe(
      `INSERT /* ${marker} */ INTO "University" (code, name, "updatedAt")
       SELECT $1, $1, now() FROM pg_sleep(${STATEMENT_SECONDS}) RETURNING id`,
      marker,
    );
    const outcome = write.then(
      () => 'written',
      (error: unknown) => unavailableCode(error),
    );
    await endConnectionRunning(marker);
    expect(await outcome).toBe('DATABASE_UNAVAILABLE');
    expect(await prisma.university.count({ where: { code: marker } })).toBe(0);
  });

  it('does not run a read inside a transaction again: the transaction fails as unavailable', async () => {
    const marker = uniqueName('transaction-probe');
    const transaction = prisma.$transaction((tx) =>
      tx.$queryRawUnsafe(`SELECT /* ${marker} */ 1 AS one FROM pg_sleep(${STATEMENT_SECONDS})`),
    );
    const outcome = transaction.then(
      () => 'answered',
      (error: unknown) => unavailableCode(error),
    );
    await endConnectionRunning(marker);
    expect(await outcome).toBe('DATABASE_UNAVAILABLE');
  });

  it('answers model reads and writes as unavailable while nothing listens at the database address', async () => {
    const nowhere = createPrismaClient(`postgresql://postgres:postgres@127.0.0.1:${await findFreePort()}/hemis`);
    try {
      const read = await nowhere.university.findMany().catch((error: unknown) => error);
      const write = await nowhere.university
        .create({ data: { code: 'x', name: 'x' } })
        .catch((error: unknown) => error);
      const transaction = await nowhere.$transaction((tx) => tx.university.count()).catch((error: unknown) => error);
      expect([read, write, transaction].map(unavailableCode)).toEqual([
        'DATABASE_UNAVAILABLE',
        'DATABASE_UNAVAILABLE',
        'DATABASE_UNAVAILABLE',
      ]);
    } finally {
      await nowhere.$disconnect();
    }
  });
});
