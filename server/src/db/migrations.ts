/**
 * Applies the SQL migrations in prisma/migrations without the Prisma CLI's native engine,
 * recording them in Prisma's own `_prisma_migrations` table so that the real CLI agrees
 * about the state wherever it can run (docs/decisions/0002-offline-migrations.md).
 */
import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';

/** The advisory lock key Prisma Migrate takes, so our runner and the CLI exclude each other too. */
const PRISMA_MIGRATE_LOCK_KEY = 72707369;

const CREATE_MIGRATIONS_TABLE = `
CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
  "id"                  VARCHAR(36) PRIMARY KEY NOT NULL,
  "checksum"            VARCHAR(64) NOT NULL,
  "finished_at"         TIMESTAMPTZ,
  "migration_name"      VARCHAR(255) NOT NULL,
  "logs"                TEXT,
  "rolled_back_at"      TIMESTAMPTZ,
  "started_at"          TIMESTAMPTZ NOT NULL DEFAULT now(),
  "applied_steps_count" INTEGER NOT NULL DEFAULT 0
)`;

export interface MigrationFile {
  name: string;
  sql: string;
  checksum: string;
}

export interface MigrationStatus {
  applied: string[];
  pending: string[];
  failed: string[];
}

export class MigrationError extends Error {}

export function readMigrations(migrationsDir: string): MigrationFile[] {
  if (!fs.existsSync(migrationsDir)) return [];
  return fs
    .readdirSync(migrationsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(migrationsDir, entry.name, 'migration.sql')))
    .map((entry) => entry.name)
    .sort()
    .map((name) => {
      const sql = fs.readFileSync(path.join(migrationsDir, name, 'migration.sql'), 'utf8');
      return { name, sql, checksum: createHash('sha256').update(sql).digest('hex') };
    });
}

interface AppliedRow {
  migration_name: string;
  checksum: string;
  finished_at: Date | null;
  rolled_back_at: Date | null;
}

async function readApplied(client: pg.ClientBase): Promise<AppliedRow[]> {
  const exists = await client.query<{ present: boolean }>(
    `SELECT to_regclass('"_prisma_migrations"') IS NOT NULL AS present`,
  );
  if (!exists.rows[0]?.present) return [];
  const { rows } = await client.query<AppliedRow>(
    `SELECT migration_name, checksum, finished_at, rolled_back_at FROM "_prisma_migrations" ORDER BY started_at`,
  );
  return rows;
}

function summarise(migrations: MigrationFile[], rows: AppliedRow[]): MigrationStatus {
  const live = rows.filter((row) => row.rolled_back_at === null);
  const applied = new Set(live.filter((row) => row.finished_at !== null).map((row) => row.migration_name));
  const failed = live.filter((row) => row.finished_at === null).map((row) => row.migration_name);
  return {
    applied: migrations.filter((migration) => applied.has(migration.name)).map((migration) => migration.name),
    pending: migrations.filter((migration) => !applied.has(migration.name)).map((migration) => migration.name),
    failed,
  };
}

export async function migrationStatus(client: pg.ClientBase, migrationsDir: string): Promise<MigrationStatus> {
  return summarise(readMigrations(migrationsDir), await readApplied(client));
}

/**
 * Applies every pending migration in name order, each in its own transaction, under
 * Prisma's advisory lock. A failed migration is recorded as Prisma records one (no
 * finished_at, the error in logs) and blocks later runs until it is resolved.
 * `only` limits the run to some migrations (a restore first builds the schema its backup
 * was taken with).
 */
export async function applyMigrations(
  connectionString: string,
  migrationsDir: string,
  log: (line: string) => void = () => undefined,
  only: (name: string) => boolean = () => true,
): Promise<string[]> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [PRISMA_MIGRATE_LOCK_KEY]);
    await client.query(CREATE_MIGRATIONS_TABLE);
    const migrations = readMigrations(migrationsDir);
    const rows = await readApplied(client);
    const status = summarise(migrations, rows);
    if (status.failed.length > 0) {
      throw new MigrationError(
        `Migration ${status.failed.join(', ')} failed earlier and must be resolved first ` +
          `(fix the database by hand and mark it rolled back, or run npm run db:reset on a disposable database).`,
      );
    }
    for (const row of rows) {
      const file = migrations.find((migration) => migration.name === row.migration_name);
      if (file && row.finished_at && file.checksum !== row.checksum) {
        log(`warning: migration ${row.migration_name} was changed after it was applied`);
      }
    }
    const appliedNow: string[] = [];
    for (const migration of migrations.filter(
      (candidate) => status.pending.includes(candidate.name) && only(candidate.name),
    )) {
      const id = randomUUID();
      const startedAt = new Date();
      try {
        await client.query('BEGIN');
        await client.query(migration.sql);
        await client.query(
          `INSERT INTO "_prisma_migrations" (id, checksum, finished_at, migration_name, started_at, applied_steps_count)
           VALUES ($1, $2, now(), $3, $4, 1)`,
          [id, migration.checksum, migration.name, startedAt],
        );
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK');
        const message = error instanceof Error ? error.message : String(error);
        await client.query(
          `INSERT INTO "_prisma_migrations" (id, checksum, migration_name, logs, started_at, applied_steps_count)
           VALUES ($1, $2, $3, $4, $5, 0)`,
          [id, migration.checksum, migration.name, message, startedAt],
        );
        throw new MigrationError(`Migration ${migration.name} failed: ${message}`);
      }
      log(`applied migration ${migration.name}`);
      appliedNow.push(migration.name);
    }
    return appliedNow;
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [PRISMA_MIGRATE_LOCK_KEY]).catch(() => undefined);
    await client.end();
  }
}
