/**
 * The database an operational command works on: DATABASE_URL when set, otherwise the
 * embedded PostgreSQL whose files live in ./.data/postgres.
 */
import path from 'node:path';
import pg from 'pg';
import { dataDir } from './paths.ts';
import { startEmbeddedPostgres } from './embedded-postgres.ts';

export const EMBEDDED_DATABASE_NAME = 'hemis';
/** The embedded server keeps its port between runs when it is free. */
const EMBEDDED_PREFERRED_PORT = 5433;

export interface Database {
  url: string;
  embedded: boolean;
  /** Where the embedded cluster keeps its files. */
  dataDir?: string;
  stop(): Promise<void>;
}

export async function createDatabaseIfMissing(adminUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rowCount) await client.query(`CREATE DATABASE "${name}"`);
  } finally {
    await client.end();
  }
}

/** Drops every table, view and sequence HEMIS has (the public schema) and leaves it empty. */
export async function resetSchema(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('DROP SCHEMA IF EXISTS public CASCADE');
    await client.query('CREATE SCHEMA public');
  } finally {
    await client.end();
  }
}

export async function openDatabase(options: { log?: (line: string) => void } = {}): Promise<Database> {
  const configured = process.env.DATABASE_URL?.trim();
  if (configured) return { url: configured, embedded: false, stop: async () => undefined };
  const server = await startEmbeddedPostgres({
    dataDir: path.join(dataDir, 'postgres'),
    port: EMBEDDED_PREFERRED_PORT,
    log: options.log,
  });
  await createDatabaseIfMissing(server.adminUrl, EMBEDDED_DATABASE_NAME);
  return { url: server.urlFor(EMBEDDED_DATABASE_NAME), embedded: true, dataDir: server.dataDir, stop: server.stop };
}
