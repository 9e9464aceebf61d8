import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import tar from 'tar-stream';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { cloneTemplate } from '../../tests/support/global-setup.ts';
import { createEmptyDatabase, query } from '../../tests/support/databases.ts';
import { applyMigrations, readMigrations } from '../../server/src/db/migrations.ts';
import { BackupError, loadOrder, restoreBackup, writeBackup } from './backup.ts';
import { migrationsDir, repoRoot } from './paths.ts';

let counter = 0;
function scratchFolder(label: string): string {
  counter += 1;
  const folder = path.join(inject('testDatabase').scratchDir, `${label}-${process.pid}-${counter}`);
  fs.mkdirSync(folder, { recursive: true });
  return folder;
}

/** A copy of the demo data, with one record changed and a sequence moved past its table's rows. */
async function changedDemoDatabase(): Promise<string> {
  counter += 1;
  const url = await cloneTemplate(inject('testDatabase'), `backup_${process.env.VITEST_POOL_ID ?? '1'}_${counter}`);
  // Text COPY must carry tabs, new lines, backslashes and any script through unchanged.
  await query(
    url,
    `UPDATE "Faculty" SET "facultyName" = 'Changed Faculty', detail = $1 WHERE id = (SELECT min(id) FROM "Faculty")`,
    ['line one\nline\ttwo \\ back ✓ नेपाल'],
  );
  await query(url, `INSERT INTO "University" (code, name, "updatedAt") VALUES ('GONE', 'Gone University', now())`);
  await query(url, `DELETE FROM "University" WHERE code = 'GONE'`);
  return url;
}

/** Uploads as HEMIS keeps them, one in a sub-folder. */
function uploadsWithFiles(): string {
  const folder = scratchFolder('uploads');
  fs.writeFileSync(path.join(folder, 'campus-66-logo.png'), randomBytes(70_000));
  fs.mkdirSync(path.join(folder, 'documents'));
  fs.writeFileSync(path.join(folder, 'documents', 'notice.pdf'), randomBytes(1_000));
  return folder;
}

async function tablesOf(url: string): Promise<string[]> {
  const rows = await query<{ name: string }>(
    url,
    `SELECT relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = 'public' AND c.relkind = 'r' AND relname <> '_prisma_migrations' ORDER BY relname`,
  );
  return rows.map((row) => row.name);
}

/** Every table's rows, every sequence's position and the applied migrations, comparable with toEqual. */
async function contentsOf(url: string) {
  const tables: Record<string, string[]> = {};
  for (const table of await tablesOf(url)) {
    const rows = await query<{ row: string }>(url, `SELECT t::text AS row FROM "${table}" t ORDER BY 1`);
    tables[table] = rows.map((row) => row.row);
  }
  const sequences = await query(url, `SELECT sequencename, last_value FROM pg_sequences ORDER BY sequencename`);
  const migrations = await query(
    url,
    `SELECT migration_name, checksum FROM _prisma_migrations WHERE finished_at IS NOT NULL ORDER BY 1`,
  );
  return { tables, sequences, migrations };
}

function filesOf(folder: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const entry of fs.readdirSync(folder, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    files[path.relative(folder, file)] = createHash('sha256').update(fs.readFileSync(file)).digest('hex');
  }
  return files;
}

async function entryNames(file: string): Promise<string[]> {
  const extract = tar.extract();
  fs.createReadStream(file)
    .pipe(zlib.createGunzip())
    .pipe(extract as unknown as NodeJS.WritableStream);
  const names: string[] = [];
  for await (const entry of extract) {
    names.push(entry.header.name);
    entry.resume();
  }
  return names;
}

/** Runs `npm run db:<command>`'s script as npm would, without a terminal. */
function runDb(args: string[], env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/db.ts', ...args], {
      cwd: repoRoot,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => resolve({ code, output }));
  });
}

describe('npm run db:backup and db:restore', () => {
  let source: string;
  let sourceData: string;
  let backupFolder: string;
  beforeAll(async () => {
    source = await changedDemoDatabase();
    sourceData = scratchFolder('source-data');
    fs.renameSync(uploadsWithFiles(), path.join(sourceData, 'uploads'));
    backupFolder = scratchFolder('backups');
  });

  it('brings a fresh install to exactly the backed-up state: every row, sequence, migration and uploaded file', async () => {
    const backedUp = await runDb(['backup', backupFolder], { DATABASE_URL: source, DATA_DIR: sourceData });
    expect(backedUp.output).toMatch(/wrote .*hemis-\d{8}T\d{6}Z\.tar\.gz/);
    expect(backedUp.code).toBe(0);
    const [file] = fs.readdirSync(backupFolder).map((name) => path.join(backupFolder, name));
    expect((fs.statSync(file!).mode & 0o777).toString(8)).toBe('600');

    const target = await createEmptyDatabase('restore');
    const targetData = scratchFolder('target-data');
    fs.mkdirSync(path.join(targetData, 'uploads'));
    fs.writeFileSync(path.join(targetData, 'uploads', 'left-over.png'), 'not in the backup');
    const restored = await runDb(['restore', file!, '--yes'], { DATABASE_URL: target, DATA_DIR: targetData });
    expect(restored.code, restored.output).toBe(0);

    expect(await contentsOf(target)).toEqual(await contentsOf(source));
    expect(filesOf(path.join(targetData, 'uploads'))).toEqual(filesOf(path.join(sourceData, 'uploads')));
    const [changed] = await query<{ detail: string }>(
      target,
      `SELECT detail FROM "Faculty" WHERE "facultyName" = 'Changed Faculty'`,
    );
    expect(changed?.detail).toBe('line one\nline\ttwo \\ back ✓ नेपाल');
  }, 120_000);

  it('refuses to restore without --yes when no one can be asked, and changes nothing', async () => {
    const file = path.join(backupFolder, 'refused.tar.gz');
    await writeBackup({ databaseUrl: source, uploadDir: path.join(sourceData, 'uploads'), file });
    const target = await changedDemoDatabase();
    await query(target, `UPDATE "Faculty" SET "facultyName" = 'Kept' WHERE "facultyName" = 'Changed Faculty'`);
    const before = await contentsOf(target);

    const refused = await runDb(['restore', file], { DATABASE_URL: target, DATA_DIR: scratchFolder('refused-data') });
    expect(refused.code).toBe(1);
    expect(refused.output).toContain('--yes');
    expect(await contentsOf(target)).toEqual(before);
  }, 60_000);
});

describe('backup files', () => {
  it('carry a large table in several pieces and join them again on restore', async () => {
    const source = await changedDemoDatabase();
    const uploads = uploadsWithFiles();
    const file = path.join(scratchFolder('pieces'), 'small-pieces.tar.gz');
    await writeBackup({ databaseUrl: source, uploadDir: uploads, file, chunkBytes: 4096 });
    const names = await entryNames(file);
    expect(names[0]).toBe('hemis-backup.json');
    expect(names.filter((name) => name.startsWith('tables/LocalLevel/')).length).toBeGreaterThan(1);
    expect(names).toEqual(expect.arrayContaining(['uploads/campus-66-logo.png', 'uploads/documents/notice.pdf']));

    const target = await createEmptyDatabase('pieces');
    const targetUploads = scratchFolder('pieces-uploads');
    expect(await restoreBackup({ databaseUrl: target, uploadDir: targetUploads, file, migrationsDir })).toBe(true);
    expect(await contentsOf(target)).toEqual(await contentsOf(source));
    expect(filesOf(targetUploads)).toEqual(filesOf(uploads));
  }, 120_000);

  it('from an older HEMIS are restored with the schema they were taken with, then migrated like any upgrade', async () => {
    const [first, ...later] = readMigrations(migrationsDir).map((migration) => migration.name);
    const old = await createEmptyDatabase('older');
    await applyMigrations(old, migrationsDir, undefined, (name) => name === first);
    await query(old, `INSERT INTO "University" (code, name, "updatedAt") VALUES ('OLD', 'Old University', now())`);
    const file = path.join(scratchFolder('older'), 'older.tar.gz');
    await writeBackup({ databaseUrl: old, uploadDir: scratchFolder('older-uploads'), file });

    const target = await createEmptyDatabase('older-target');
    await restoreBackup({ databaseUrl: target, uploadDir: scratchFolder('older-target-uploads'), file, migrationsDir });
    const applied = await query<{ name: string }>(
      target,
      'SELECT migration_name AS name FROM _prisma_migrations WHERE finished_at IS NOT NULL ORDER BY 1',
    );
    expect(applied.map((row) => row.name)).toEqual([first, ...later]);
    expect(await query(target, `SELECT name FROM "University"`)).toEqual([{ name: 'Old University' }]);
  }, 60_000);

  it('are refused when they carry a migration this install does not have, before anything is changed', async () => {
    const source = await changedDemoDatabase();
    await query(
      source,
      `INSERT INTO _prisma_migrations (id, checksum, finished_at, migration_name, started_at, applied_steps_count)
       VALUES ('future', 'x', now(), '29991231000000_from_the_future', now(), 1)`,
    );
    const file = path.join(scratchFolder('future'), 'future.tar.gz');
    await writeBackup({ databaseUrl: source, uploadDir: scratchFolder('no-uploads'), file });
    const target = await changedDemoDatabase();
    const before = await contentsOf(target);
    let asked = false;
    const restoring = restoreBackup({
      databaseUrl: target,
      uploadDir: scratchFolder('future-uploads'),
      file,
      migrationsDir,
      confirm: async () => (asked = true),
    });
    await expect(restoring).rejects.toThrow(BackupError);
    await expect(restoring).rejects.toThrow(/29991231000000_from_the_future/);
    expect(asked).toBe(false);
    expect(await contentsOf(target)).toEqual(before);
  }, 60_000);
});

describe('loadOrder', () => {
  it('puts every table after the tables it refers to, ignoring references to itself', () => {
    const order = loadOrder(
      ['Campus', 'University', 'User', 'Province'],
      [
        { from: 'User', to: 'Campus' },
        { from: 'Campus', to: 'University' },
        { from: 'User', to: 'User' },
      ],
    );
    expect(order.indexOf('University')).toBeLessThan(order.indexOf('Campus'));
    expect(order.indexOf('Campus')).toBeLessThan(order.indexOf('User'));
    expect([...order].sort()).toEqual(['Campus', 'Province', 'University', 'User']);
  });

  it('refuses tables that refer to each other in a cycle, naming it', () => {
    expect(() =>
      loadOrder(
        ['A', 'B'],
        [
          { from: 'A', to: 'B' },
          { from: 'B', to: 'A' },
        ],
      ),
    ).toThrow(/A -> B -> A/);
  });
});
