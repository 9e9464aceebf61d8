/**
 * Gives each test worker its own database, cloned from the run's template, and names it in
 * HEMIS_TEST_DATABASE_URL. Files of one worker run one after another and share it.
 */
import pg from 'pg';
import { inject } from 'vitest';
import { databaseUrlFor } from './database-urls.ts';

const { adminUrl, templateName, prefix } = inject('testDatabase');
const workerDatabase = `${prefix}_w${process.env.VITEST_POOL_ID ?? '1'}`;

if (!process.env.HEMIS_TEST_DATABASE_URL) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [workerDatabase]);
    if (!rowCount) await client.query(`CREATE DATABASE "${workerDatabase}" TEMPLATE "${templateName}"`);
  } finally {
    await client.end();
  }
  process.env.HEMIS_TEST_DATABASE_URL = databaseUrlFor(adminUrl, workerDatabase);
}
