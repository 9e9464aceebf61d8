import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { createEmptyDatabase } from '../../tests/support/databases.ts';
import { isEmptyMigration, migrationTimestamp, writeMigration } from './migration-writer.ts';

const HEADER = `datasource db {\n  provider = "postgresql"\n}\n`;
const WITH_FACULTY = `${HEADER}\nmodel Faculty {\n  id   Int    @id\n  name String @unique\n}\n`;
const WITH_LEVEL = `${WITH_FACULTY}\nmodel Level {\n  id   Int    @id\n  code String\n}\n`;

describe('npm run db:migration', () => {
  it('writes the first migration from nothing, then only what changed, then nothing', async () => {
    const folder = fs.mkdtempSync(path.join(inject('testDatabase').scratchDir, 'writer-'));
    const schemaFile = path.join(folder, 'schema.prisma');
    const migrationsFolder = path.join(folder, 'migrations');
    const connectionString = await createEmptyDatabase('writer');
    const write = (name: string, now: Date) =>
      writeMigration({ name, connectionString, now, schemaFile, migrationsFolder });

    fs.writeFileSync(schemaFile, WITH_FACULTY);
    const first = await write('init', new Date('2026-01-02T03:04:05Z'));
    expect(first.written && path.basename(first.directory)).toBe('20260102030405_init');
    expect(first.written && first.sql).toContain('CREATE TABLE "Faculty"');

    fs.writeFileSync(schemaFile, WITH_LEVEL);
    const second = await write('add_level', new Date('2026-01-03T00:00:00Z'));
    expect(second.written && second.sql).toContain('CREATE TABLE "Level"');
    expect(second.written && second.sql).not.toContain('CREATE TABLE "Faculty"');
    expect(fs.readFileSync(path.join(migrationsFolder, 'migrated-schema.prisma'), 'utf8')).toBe(WITH_LEVEL);
    expect(fs.readFileSync(path.join(migrationsFolder, 'migration_lock.toml'), 'utf8')).toContain(
      'provider = "postgresql"',
    );

    expect(await write('nothing', new Date('2026-01-04T00:00:00Z'))).toEqual({ written: false });
    expect(fs.readdirSync(migrationsFolder).filter((entry) => !entry.includes('.'))).toHaveLength(2);
  });

  it('refuses a name that is not snake_case', async () => {
    await expect(writeMigration({ name: 'Add Level', connectionString: 'postgresql://unused' })).rejects.toThrow(
      /lower-case letters/,
    );
  });

  it('treats a script of comments only as empty', () => {
    expect(isEmptyMigration('-- This is an empty migration.\n\n')).toBe(true);
    expect(isEmptyMigration('-- AddColumn\nALTER TABLE "A" ADD COLUMN "b" INT;')).toBe(false);
  });

  it('names migrations by UTC time to the second', () => {
    expect(migrationTimestamp(new Date('2026-11-21T05:27:43.999Z'))).toBe('20261121052743');
  });
});
