/**
 * Writes a new migration: the SQL between the schema the existing migrations produce
 * (kept as prisma/migrations/migrated-schema.prisma) and the current schema.prisma.
 */
import fs from 'node:fs';
import path from 'node:path';
import { diffSchemas, type DiffSource } from './schema-engine.ts';
import { migratedSchemaPath, migrationsDir, schemaPath } from './paths.ts';

const LOCK_FILE = `# Written by npm run db:migration; kept in Prisma's format so its CLI agrees.\nprovider = "postgresql"\n`;

export function migrationTimestamp(now = new Date()): string {
  return now.toISOString().replace(/[-:T]/g, '').slice(0, 14);
}

/** True when the engine's script changes nothing (it still prints a comment for an empty diff). */
export function isEmptyMigration(sql: string): boolean {
  return sql
    .split('\n')
    .map((line) => line.trim())
    .every((line) => line === '' || line.startsWith('--'));
}

export interface WriteMigrationOptions {
  name: string;
  connectionString: string;
  now?: Date;
  /** Defaults to prisma/schema.prisma and prisma/migrations of this repository. */
  schemaFile?: string;
  migrationsFolder?: string;
}

export async function writeMigration(
  options: WriteMigrationOptions,
): Promise<{ written: false } | { written: true; directory: string; sql: string }> {
  const schemaFile = options.schemaFile ?? schemaPath;
  const migrationsFolder = options.migrationsFolder ?? migrationsDir;
  const snapshotFile = path.join(migrationsFolder, path.basename(migratedSchemaPath));
  if (!/^[a-z0-9_]+$/.test(options.name)) {
    throw new Error('A migration name uses lower-case letters, digits and underscores, e.g. add_student_table');
  }
  const current = fs.readFileSync(schemaFile, 'utf8');
  const from: DiffSource = fs.existsSync(snapshotFile)
    ? { kind: 'schema', path: 'migrated-schema.prisma', content: fs.readFileSync(snapshotFile, 'utf8') }
    : { kind: 'empty' };
  const sql = await diffSchemas({
    connectionString: options.connectionString,
    from,
    to: { kind: 'schema', path: 'schema.prisma', content: current },
  });
  if (isEmptyMigration(sql)) return { written: false };
  const directory = path.join(migrationsFolder, `${migrationTimestamp(options.now)}_${options.name}`);
  fs.mkdirSync(directory, { recursive: true });
  fs.writeFileSync(path.join(directory, 'migration.sql'), sql);
  fs.writeFileSync(snapshotFile, current);
  fs.writeFileSync(path.join(migrationsFolder, 'migration_lock.toml'), LOCK_FILE);
  return { written: true, directory, sql };
}
