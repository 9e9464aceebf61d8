import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { diffSchemas } from '../../../scripts/lib/schema-engine.ts';
import { migratedSchemaPath, migrationsDir, schemaPath } from '../../../scripts/lib/paths.ts';
import { readCatalogue } from '../../../tests/support/catalogue.ts';
import { createEmptyDatabase, query } from '../../../tests/support/databases.ts';
import { applyMigrations, MigrationError, migrationStatus, readMigrations } from './migrations.ts';
import pg from 'pg';

function scratchMigrations(files: Record<string, string>): string {
  const folder = fs.mkdtempSync(path.join(inject('testDatabase').scratchDir, 'migrations-'));
  for (const [name, sql] of Object.entries(files)) {
    fs.mkdirSync(path.join(folder, name));
    fs.writeFileSync(path.join(folder, name, 'migration.sql'), sql);
  }
  return folder;
}

/**
 * Rules of the database that schema.prisma has no words for, written by their migrations alone:
 * a partial unique index (one open QAA cycle a campus) and CHECK constraints (a QAA cycle never
 * stands at Deferred; an award has its dates). Each must exist in the migrated database.
 */
const MIGRATION_ONLY_RULES = {
  indexes: [
    'QaaCycle_one_open_cycle_per_campus',
    'AccountSubGroup_code_per_chart',
    'AccountLedger_code_per_chart',
    'BudgetLine_one_per_holder',
    'VoucherLine_posted_by_ledger',
  ],
  constraints: [
    'QaaCycle_stage_not_deferred',
    'QaaCycle_award_dates',
    'BudgetLine_amount_not_negative',
    'BudgetLine_campus_in_university',
    'VoucherLine_debit_or_credit',
    'Voucher_approved_numbered',
    'Voucher_amount_positive',
    'Voucher_balances',
    'VoucherLine_balances',
  ],
};

function withoutMigrationOnlyRules(catalogue: Awaited<ReturnType<typeof readCatalogue>>) {
  const indexNames = catalogue.indexes.map((index) => (index as { indexname: string }).indexname);
  const constraintNames = catalogue.constraints.map((constraint) => (constraint as { conname: string }).conname);
  expect(indexNames).toEqual(expect.arrayContaining(MIGRATION_ONLY_RULES.indexes));
  expect(constraintNames).toEqual(expect.arrayContaining(MIGRATION_ONLY_RULES.constraints));
  return {
    ...catalogue,
    indexes: catalogue.indexes.filter(
      (index) => !MIGRATION_ONLY_RULES.indexes.includes((index as { indexname: string }).indexname),
    ),
    constraints: catalogue.constraints.filter(
      (constraint) => !MIGRATION_ONLY_RULES.constraints.includes((constraint as { conname: string }).conname),
    ),
  };
}

describe('the migrations in prisma/migrations', () => {
  it('carry every change of schema.prisma (run npm run db:migration if this fails)', () => {
    expect(fs.readFileSync(migratedSchemaPath, 'utf8')).toBe(fs.readFileSync(schemaPath, 'utf8'));
  });

  it('turn an empty database into exactly the database schema.prisma describes', async () => {
    const migrated = await createEmptyDatabase('migrated');
    await applyMigrations(migrated, migrationsDir);

    const described = await createEmptyDatabase('described');
    const sql = await diffSchemas({
      connectionString: described,
      from: { kind: 'empty' },
      to: { kind: 'schema', path: 'schema.prisma', content: fs.readFileSync(schemaPath, 'utf8') },
    });
    await query(described, sql);

    const [migratedCatalogue, expected] = await Promise.all([readCatalogue(migrated), readCatalogue(described)]);
    // The rules schema.prisma cannot state are in the migrated database, and nothing else differs.
    const actual = withoutMigrationOnlyRules(migratedCatalogue);
    expect(actual.columns.length).toBeGreaterThan(100);
    expect(actual).toEqual(expected);
  });
});

describe('applyMigrations', () => {
  it('records each migration in Prisma’s table with its checksum and finish time', async () => {
    const url = await createEmptyDatabase('record');
    const applied = await applyMigrations(url, migrationsDir);
    expect(applied).toEqual(readMigrations(migrationsDir).map((migration) => migration.name));
    const rows = await query<{
      migration_name: string;
      checksum: string;
      finished_at: Date | null;
      applied_steps_count: number;
    }>(url, 'SELECT migration_name, checksum, finished_at, applied_steps_count FROM "_prisma_migrations"');
    expect(rows).toHaveLength(applied.length);
    for (const row of rows) {
      expect(row.checksum).toBe(readMigrations(migrationsDir).find((m) => m.name === row.migration_name)?.checksum);
      expect(row.finished_at).toBeInstanceOf(Date);
      expect(row.applied_steps_count).toBe(1);
    }
  });

  it('applies nothing the second time', async () => {
    const url = await createEmptyDatabase('twice');
    await applyMigrations(url, migrationsDir);
    expect(await applyMigrations(url, migrationsDir)).toEqual([]);
  });

  it('lets two starting servers race without applying a migration twice', async () => {
    const url = await createEmptyDatabase('race');
    const folder = scratchMigrations({
      '20000101000000_first': 'CREATE TABLE first_table (id int primary key);',
      '20000101000001_second': 'SELECT pg_sleep(0.2); CREATE TABLE second_table (id int primary key);',
    });
    const [one, two] = await Promise.all([applyMigrations(url, folder), applyMigrations(url, folder)]);
    expect([...one, ...two].sort()).toEqual(['20000101000000_first', '20000101000001_second']);
    const rows = await query(url, 'SELECT migration_name FROM "_prisma_migrations"');
    expect(rows).toHaveLength(2);
  });

  it('rolls a failing migration back, records the failure and refuses to go on until it is resolved', async () => {
    const url = await createEmptyDatabase('failure');
    const folder = scratchMigrations({
      '20000101000000_good': 'CREATE TABLE kept (id int primary key);',
      '20000101000001_bad': 'CREATE TABLE half_done (id int primary key); SELECT * FROM missing_table;',
    });
    await expect(applyMigrations(url, folder)).rejects.toThrow(MigrationError);
    const tables = await query<{ table_name: string }>(
      url,
      `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY 1`,
    );
    expect(tables.map((table) => table.table_name)).toEqual(['_prisma_migrations', 'kept']);

    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const status = await migrationStatus(client, folder);
    await client.end();
    expect(status).toEqual({
      applied: ['20000101000000_good'],
      pending: ['20000101000001_bad'],
      failed: ['20000101000001_bad'],
    });
    await expect(applyMigrations(url, folder)).rejects.toThrow(/failed earlier and must be resolved/);
  });
});
