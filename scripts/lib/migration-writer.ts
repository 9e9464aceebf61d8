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

export async function writeMigration(options: {
  name: string;
  connectionString: string;
  now?: Date;
}): Promise<{ written: false } | { written: true; directory: string; sql: string }> {
  if (!/^[a-z0-9_]+$/.test(options.name)) {
    throw new Error('A migration name uses lower-case letters, digits and underscores, e.g. add_student_table');
  }
  const current = fs.readFileSync(schemaPath, 'utf8');
  const from: DiffSource = fs.existsSync(migratedSchemaPath)
    ? { kind: 'schema', path: 'migrated-schema.prisma', content: fs.readFileSync(migratedSchemaPath, 'utf8') }
    : { kind: 'empty' };
  const sql = await diffSchemas({
    connectionString: options.connectionString,
    from,
    to: { kind: 'schema', path: 'schema.prisma', content: current },
  });
  if (isEmptyMigration(sql)) return { written: false };
  const directory = path.join(migrationsDir, `${migrationTimestamp(options.now)}_${options.name}`);
  fs.mkdirSync(directory, { recursive: true });
  fs.writeFileSync(path.join(directory, 'migration.sql'), sql);
  fs.writeFileSync(migratedSchemaPath, current);
  fs.writeFileSync(path.join(migrationsDir, 'migration_lock.toml'), LOCK_FILE);
  return { written: true, directory, sql };
}
