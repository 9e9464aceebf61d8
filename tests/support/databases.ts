/** Scratch databases for tests that need an empty one of their own (migrations, seed). */
import pg from 'pg';
import { inject } from 'vitest';
import { databaseUrlFor } from './database-urls.ts';

let counter = 0;

export async function withAdminClient<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: inject('testDatabase').adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Creates an empty database named after the run (teardown drops it) and returns its URL. */
export async function createEmptyDatabase(label: string): Promise<string> {
  const { adminUrl, prefix } = inject('testDatabase');
  counter += 1;
  const name = `${prefix}_${label}_${process.env.VITEST_POOL_ID ?? '1'}_${counter}`;
  await withAdminClient((client) => client.query(`CREATE DATABASE "${name}"`));
  return databaseUrlFor(adminUrl, name);
}

export async function query<T extends pg.QueryResultRow>(
  url: string,
  sql: string,
  values: unknown[] = [],
): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql, values)).rows;
  } finally {
    await client.end();
  }
}
