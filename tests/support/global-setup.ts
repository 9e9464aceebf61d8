/**
 * Once per test run: a PostgreSQL server (DATABASE_URL's, or an embedded one in a temporary
 * folder), and a template database migrated and seeded once. Each worker clones its own
 * database from the template (worker-database.ts); everything is dropped at the end.
 */
import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { applyMigrations } from '../../server/src/db/migrations.ts';
import { seedDatabase } from '../../prisma/seed/seed.ts';
import { TEMPLATE_SEEDED_ON } from './constants.ts';
import { startEmbeddedPostgres } from '../../scripts/lib/embedded-postgres.ts';
import { migrationsDir } from '../../scripts/lib/paths.ts';
import { databaseUrlFor, type TestDatabaseContext } from './database-urls.ts';

async function adminQuery(adminUrl: string, sql: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await client.query<{ datname: string }>(sql);
  } finally {
    await client.end();
  }
}

export interface PreparedDatabases {
  context: TestDatabaseContext;
  teardown(): Promise<void>;
}

/** Starts (or reaches) the server and builds the run's migrated and seeded template database. */
export async function prepareTestDatabases(): Promise<PreparedDatabases> {
  const configured = process.env.DATABASE_URL?.trim();
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'hemis-test-'));
  fs.chmodSync(scratch, 0o755); // as root, the postgres user must reach the embedded cluster's files
  const embedded = configured
    ? undefined
    : await startEmbeddedPostgres({ dataDir: path.join(scratch, 'postgres'), ephemeral: true });
  const adminUrl = configured ? databaseUrlFor(configured, 'postgres') : embedded!.adminUrl;
  const runId = `${Date.now().toString(36)}_${process.pid}`;
  const prefix = `hemis_test_${runId}`;
  const templateName = `${prefix}_template`;

  await adminQuery(adminUrl, `CREATE DATABASE "${templateName}"`);
  const templateUrl = databaseUrlFor(adminUrl, templateName);
  await applyMigrations(templateUrl, migrationsDir);
  await seedDatabase(templateUrl, { uploadDir: path.join(scratch, 'uploads'), today: TEMPLATE_SEEDED_ON });

  return {
    context: { adminUrl, templateName, prefix, scratchDir: scratch },
    teardown: async () => {
      const { rows } = await adminQuery(adminUrl, `SELECT datname FROM pg_database WHERE datname LIKE '${prefix}%'`);
      for (const { datname } of rows) await adminQuery(adminUrl, `DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
      await embedded?.stop();
      fs.rmSync(scratch, { recursive: true, force: true });
    },
  };
}

/** Creates a database for this run, cloned from the template, and returns its URL. */
export async function cloneTemplate(context: TestDatabaseContext, suffix: string): Promise<string> {
  const name = `${context.prefix}_${suffix}`;
  await adminQuery(context.adminUrl, `CREATE DATABASE "${name}" TEMPLATE "${context.templateName}"`);
  return databaseUrlFor(context.adminUrl, name);
}

export default async function setup(project: TestProject) {
  const prepared = await prepareTestDatabases();
  project.provide('testDatabase', prepared.context);
  return prepared.teardown;
}
