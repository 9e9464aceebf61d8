/**
 * Backup and restore of a HEMIS installation: the database and the upload folder in one
 * gzip-compressed tar file, written and read as streams over the pg driver, without
 * pg_dump (docs/decisions/0010-database-outages-and-backups.md).
 *
 * The file holds, in this order:
 *   hemis-backup.json            the manifest: format, time, applied migrations, tables and
 *                                their columns in load order, sequence positions
 *   tables/<Table>/<n>.copy      the rows in PostgreSQL's COPY text format, in pieces of at
 *                                most `chunkBytes` (a tar entry states its size up front)
 *   uploads/<path>               every file of the upload folder
 */
import { once } from 'node:events';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { finished, pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import pg from 'pg';
import { from as copyFrom, to as copyTo } from 'pg-copy-streams';
import tar from 'tar-stream';
import { applyMigrations, readMigrations } from '../../server/src/db/migrations.ts';
import { resetSchema } from './database.ts';

const FORMAT = 'hemis-backup';
const FORMAT_VERSION = 1;
const MANIFEST_ENTRY = 'hemis-backup.json';
const TABLES_PREFIX = 'tables/';
const UPLOADS_PREFIX = 'uploads/';
const DEFAULT_CHUNK_BYTES = 8 * 1024 * 1024;
/** Applied by the runner itself, never copied: the restore records its own. */
const MIGRATIONS_TABLE = '_prisma_migrations';

/** Output that reads back the same on any server, whatever its defaults (as pg_dump sets them). */
const PORTABLE_SESSION = [
  "SET client_encoding = 'UTF8'",
  "SET DateStyle = 'ISO'",
  "SET IntervalStyle = 'postgres'",
  "SET TimeZone = 'UTC'",
  'SET extra_float_digits = 3',
  "SET bytea_output = 'hex'",
];

export interface BackupManifest {
  format: typeof FORMAT;
  version: number;
  createdAt: string;
  migrations: { name: string; checksum: string }[];
  /** In load order: every table after the tables it refers to. */
  tables: { name: string; columns: string[] }[];
  /** `lastValue` null: the sequence was never used. */
  sequences: { name: string; lastValue: string | null }[];
}

export class BackupError extends Error {}

const quote = (identifier: string) => `"${identifier.replace(/"/g, '""')}"`;

async function connect(databaseUrl: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  for (const statement of PORTABLE_SESSION) await client.query(statement);
  return client;
}

/** Orders tables so that each comes after the ones its foreign keys point to. */
export function loadOrder(tables: string[], references: { from: string; to: string }[]): string[] {
  const ordered: string[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (table: string, trail: string[]) => {
    if (state.get(table) === 'done') return;
    if (state.get(table) === 'visiting') {
      throw new BackupError(`Tables refer to each other in a cycle: ${[...trail, table].join(' -> ')}`);
    }
    state.set(table, 'visiting');
    for (const reference of references) {
      if (reference.from === table && reference.to !== table) visit(reference.to, [...trail, table]);
    }
    state.set(table, 'done');
    ordered.push(table);
  };
  for (const table of [...tables].sort()) visit(table, []);
  return ordered;
}

async function describeDatabase(client: pg.Client, createdAt: Date): Promise<BackupManifest> {
  const present = await client.query<{ present: boolean }>(
    `SELECT to_regclass('public.${quote(MIGRATIONS_TABLE)}') IS NOT NULL AS present`,
  );
  if (!present.rows[0]?.present) throw new BackupError('The database has no HEMIS tables: nothing to back up.');
  const migrations = await client.query<{ name: string; checksum: string }>(
    `SELECT migration_name AS name, checksum FROM ${quote(MIGRATIONS_TABLE)}
     WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL ORDER BY migration_name`,
  );
  const columns = await client.query<{ table: string; column: string }>(
    `SELECT c.relname AS table, a.attname AS column
     FROM pg_class c
     JOIN pg_namespace n ON n.oid = c.relnamespace
     JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
     WHERE n.nspname = 'public' AND c.relkind = 'r' AND c.relname <> $1
     ORDER BY c.relname, a.attnum`,
    [MIGRATIONS_TABLE],
  );
  const references = await client.query<{ from: string; to: string }>(
    `SELECT source.relname AS from, target.relname AS to
     FROM pg_constraint k
     JOIN pg_class source ON source.oid = k.conrelid
     JOIN pg_class target ON target.oid = k.confrelid
     JOIN pg_namespace n ON n.oid = k.connamespace
     WHERE k.contype = 'f' AND n.nspname = 'public'`,
  );
  const sequences = await client.query<{ name: string; lastValue: string | null }>(
    `SELECT sequencename AS name, last_value::text AS "lastValue" FROM pg_sequences
     WHERE schemaname = 'public' ORDER BY sequencename`,
  );
  const columnsOf = new Map<string, string[]>();
  for (const row of columns.rows) columnsOf.set(row.table, [...(columnsOf.get(row.table) ?? []), row.column]);
  return {
    format: FORMAT,
    version: FORMAT_VERSION,
    createdAt: createdAt.toISOString(),
    migrations: migrations.rows,
    tables: loadOrder([...columnsOf.keys()], references.rows).map((name) => ({ name, columns: columnsOf.get(name)! })),
    sequences: sequences.rows,
  };
}

function addEntry(pack: tar.Pack, name: string, content: Buffer): Promise<void> {
  return new Promise((resolve, reject) =>
    pack.entry({ name, size: content.length, mode: 0o600 }, content, (error) => (error ? reject(error) : resolve())),
  );
}

async function addFile(pack: tar.Pack, name: string, file: string, size: number): Promise<void> {
  let settle: (error?: Error | null) => void = () => undefined;
  const done = new Promise<void>((resolve, reject) => {
    settle = (error) => (error ? reject(error) : resolve());
  });
  const sink = pack.entry({ name, size, mode: 0o600 }, (error) => settle(error));
  for await (const chunk of fs.createReadStream(file)) {
    if (!sink.write(chunk as Buffer)) await once(sink, 'drain');
  }
  sink.end(null);
  await done;
}

/** The table's rows as COPY text, in entries of at most `chunkBytes`, never all in memory. */
async function addTable(
  pack: tar.Pack,
  client: pg.Client,
  table: BackupManifest['tables'][number],
  chunkBytes: number,
) {
  const rows = client.query(copyTo(`COPY ${quote(table.name)} (${table.columns.map(quote).join(', ')}) TO STDOUT`));
  let parts: Buffer[] = [];
  let size = 0;
  let piece = 0;
  const emit = async (content: Buffer) => {
    piece += 1;
    await addEntry(pack, `${TABLES_PREFIX}${table.name}/${String(piece).padStart(6, '0')}.copy`, content);
  };
  for await (const chunk of rows) {
    parts.push(chunk as Buffer);
    size += (chunk as Buffer).length;
    if (size < chunkBytes) continue;
    let joined = Buffer.concat(parts, size);
    while (joined.length >= chunkBytes) {
      await emit(joined.subarray(0, chunkBytes));
      joined = joined.subarray(chunkBytes);
    }
    parts = [joined];
    size = joined.length;
  }
  if (size > 0) await emit(Buffer.concat(parts, size));
}

export function filesUnder(folder: string): string[] {
  if (!fs.existsSync(folder)) return [];
  return fs
    .readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

export interface BackupOptions {
  databaseUrl: string;
  uploadDir: string;
  /** The file to write; it appears only once complete. */
  file: string;
  chunkBytes?: number;
}

/**
 * Writes the backup from one consistent snapshot of the database (a repeatable-read,
 * read-only transaction, as pg_dump takes), then the upload folder.
 */
export async function writeBackup(options: BackupOptions): Promise<BackupManifest> {
  const client = await connect(options.databaseUrl);
  const partial = `${options.file}.partial`;
  fs.mkdirSync(path.dirname(options.file), { recursive: true });
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ, READ ONLY');
    const manifest = await describeDatabase(client, new Date());
    const pack = tar.pack();
    // Database contents include password hashes: only the owner may read the file.
    const written = pipeline(Readable.from(pack), zlib.createGzip(), fs.createWriteStream(partial, { mode: 0o600 }));
    const filled = (async () => {
      await addEntry(pack, MANIFEST_ENTRY, Buffer.from(JSON.stringify(manifest, null, 2)));
      for (const table of manifest.tables) {
        await addTable(pack, client, table, options.chunkBytes ?? DEFAULT_CHUNK_BYTES);
      }
      await client.query('COMMIT');
      for (const relative of filesUnder(options.uploadDir)) {
        const file = path.join(options.uploadDir, relative);
        await addFile(pack, `${UPLOADS_PREFIX}${relative}`, file, fs.statSync(file).size);
      }
      pack.finalize();
    })();
    filled.catch((error: unknown) => pack.destroy(error instanceof Error ? error : new Error(String(error))));
    await Promise.all([filled, written]);
    fs.renameSync(partial, options.file);
    return manifest;
  } catch (error) {
    fs.rmSync(partial, { force: true });
    throw error;
  } finally {
    await client.end();
  }
}

function parseManifest(content: string): BackupManifest {
  let manifest: Partial<BackupManifest>;
  try {
    manifest = JSON.parse(content) as Partial<BackupManifest>;
  } catch {
    throw new BackupError('The backup file is damaged: its manifest is not readable.');
  }
  if (manifest.format !== FORMAT) throw new BackupError('This is not a HEMIS backup file.');
  if (manifest.version !== FORMAT_VERSION) {
    throw new BackupError(`This backup has format version ${manifest.version}; this HEMIS reads ${FORMAT_VERSION}.`);
  }
  return manifest as BackupManifest;
}

/** The backup's migrations must all be this install's own, unchanged. */
function checkMigrations(manifest: BackupManifest, migrationsDir: string): void {
  const installed = new Map(readMigrations(migrationsDir).map((migration) => [migration.name, migration.checksum]));
  const unknown = manifest.migrations.filter((migration) => !installed.has(migration.name));
  if (unknown.length > 0) {
    throw new BackupError(
      `The backup comes from a newer HEMIS: this install does not have the migration(s) ` +
        `${unknown.map((migration) => migration.name).join(', ')}. Install that version (or newer) first.`,
    );
  }
  const changed = manifest.migrations.filter((migration) => installed.get(migration.name) !== migration.checksum);
  if (changed.length > 0) {
    throw new BackupError(
      `The migration(s) ${changed.map((migration) => migration.name).join(', ')} differ between the backup and this install.`,
    );
  }
}

/** An entry name that stays inside the upload folder, or an error. */
function uploadPath(uploadRoot: string, name: string): string {
  const relative = name.slice(UPLOADS_PREFIX.length);
  const target = path.resolve(uploadRoot, relative);
  if (!relative || path.isAbsolute(relative) || !target.startsWith(uploadRoot + path.sep)) {
    throw new BackupError(`The backup file holds an entry outside the upload folder: ${name}`);
  }
  return target;
}

/** Feeds COPY FROM STDIN one table at a time, as the backup's pieces arrive. */
class TableLoader {
  private table: string | undefined;
  private stream: ReturnType<typeof copyFrom> | undefined;
  private failure: Error | undefined;

  constructor(
    private readonly client: pg.Client,
    private readonly manifest: BackupManifest,
  ) {}

  async write(table: string, data: AsyncIterable<unknown>): Promise<void> {
    if (table !== this.table) {
      await this.end();
      const described = this.manifest.tables.find((candidate) => candidate.name === table);
      if (!described)
        throw new BackupError(`The backup file holds rows of a table its manifest does not list: ${table}`);
      this.table = table;
      this.stream = this.client.query(
        copyFrom(`COPY ${quote(table)} (${described.columns.map(quote).join(', ')}) FROM STDIN`),
      );
      this.stream.on('error', (error: Error) => (this.failure = error));
    }
    const stream = this.stream!;
    for await (const chunk of data) {
      if (this.failure) throw this.failure;
      if (!stream.write(chunk as Buffer)) await Promise.race([once(stream, 'drain'), finished(stream)]);
    }
  }

  async end(): Promise<void> {
    const stream = this.stream;
    this.stream = undefined;
    if (!stream) return;
    stream.end();
    await finished(stream);
    if (this.failure) throw this.failure;
  }
}

export interface RestoreOptions {
  databaseUrl: string;
  uploadDir: string;
  file: string;
  migrationsDir: string;
  /** Asked once the backup has been checked, before anything is changed; false stops the restore. */
  confirm?: (manifest: BackupManifest) => Promise<boolean>;
  log?: (line: string) => void;
}

/**
 * Replaces the database and the upload folder with the backup's. The schema is built by
 * this install's own migrations, up to the ones the backup was taken with; the rows are
 * loaded in one transaction; the newer migrations of this install then run as after any
 * upgrade; the upload folder is swapped last, once the database is restored.
 * Resolves false when `confirm` declined.
 */
export async function restoreBackup(options: RestoreOptions): Promise<boolean> {
  const log = options.log ?? (() => undefined);
  const uploadRoot = path.resolve(options.uploadDir);
  const staging = `${uploadRoot}.restoring-${process.pid}`;
  const input = fs.createReadStream(options.file);
  const gunzip = zlib.createGunzip();
  const extract = tar.extract();
  const fail = (error: Error) => extract.destroy(error);
  input.on('error', fail);
  gunzip.on('error', (error) => fail(new BackupError(`The backup file is damaged: ${error.message}`)));
  input.pipe(gunzip).pipe(extract as unknown as NodeJS.WritableStream);

  let client: pg.Client | undefined;
  let manifest: BackupManifest | undefined;
  let rows: TableLoader | undefined;
  try {
    for await (const entry of extract) {
      const { name, type } = entry.header;
      if (!manifest) {
        if (name !== MANIFEST_ENTRY) throw new BackupError('This is not a HEMIS backup file.');
        const chunks: Buffer[] = [];
        for await (const chunk of entry) chunks.push(chunk as Buffer);
        manifest = parseManifest(Buffer.concat(chunks).toString('utf8'));
        checkMigrations(manifest, options.migrationsDir);
        if (options.confirm && !(await options.confirm(manifest))) {
          extract.destroy();
          return false;
        }
        await resetSchema(options.databaseUrl);
        const taken = new Set(manifest.migrations.map((migration) => migration.name));
        await applyMigrations(options.databaseUrl, options.migrationsDir, log, (migration) => taken.has(migration));
        client = await connect(options.databaseUrl);
        await client.query('BEGIN');
        // The rows come back as they were: a trigger that derives rows from others (the student
        // and graduation tallies) must not count the loaded rows a second time.
        await setTriggers(client, manifest, 'DISABLE');
        // Reference rows a migration writes (the standard chart of accounts) are in the backup
        // too, as they were when it was taken: the migrations' copies make way for them.
        if (manifest.tables.length > 0)
          await client.query(`TRUNCATE ${manifest.tables.map((table) => quote(table.name)).join(', ')}`);
        rows = new TableLoader(client, manifest);
        fs.rmSync(staging, { recursive: true, force: true });
        fs.mkdirSync(staging, { recursive: true });
        continue;
      }
      if (type !== 'file') throw new BackupError(`The backup file holds an unexpected entry: ${name}`);
      if (name.startsWith(TABLES_PREFIX)) {
        await rows!.write(name.slice(TABLES_PREFIX.length).split('/')[0]!, entry);
      } else if (name.startsWith(UPLOADS_PREFIX)) {
        await rows!.end();
        const target = uploadPath(staging, name);
        fs.mkdirSync(path.dirname(target), { recursive: true });
        await pipeline(Readable.from(entry), fs.createWriteStream(target));
      } else {
        throw new BackupError(`The backup file holds an unexpected entry: ${name}`);
      }
    }
    if (!manifest || !client || !rows) throw new BackupError('The backup file is empty.');
    await rows.end();
    for (const sequence of manifest.sequences) {
      if (sequence.lastValue !== null) {
        await client.query('SELECT setval($1::regclass, $2::bigint, true)', [quote(sequence.name), sequence.lastValue]);
      }
    }
    await setTriggers(client, manifest, 'ENABLE');
    await client.query('COMMIT');
    log(`restored ${manifest.tables.length} tables from the backup of ${manifest.createdAt}`);
    await applyMigrations(options.databaseUrl, options.migrationsDir, log);
    replaceFolder(uploadRoot, staging);
    log(`restored the upload folder ${uploadRoot}`);
    return true;
  } catch (error) {
    await client?.query('ROLLBACK').catch(() => undefined);
    fs.rmSync(staging, { recursive: true, force: true });
    throw error;
  } finally {
    input.destroy();
    await client?.end();
  }
}

/** Turns the backed-up tables' own triggers off or on, inside the restoring transaction. */
async function setTriggers(client: pg.Client, manifest: BackupManifest, state: 'DISABLE' | 'ENABLE'): Promise<void> {
  for (const table of manifest.tables) await client.query(`ALTER TABLE ${quote(table.name)} ${state} TRIGGER USER`);
}

/** Puts `replacement` where `folder` was, keeping the old one until the new one is in place. */
function replaceFolder(folder: string, replacement: string): void {
  const previous = `${folder}.previous-${process.pid}`;
  if (fs.existsSync(folder)) fs.renameSync(folder, previous);
  fs.renameSync(replacement, folder);
  fs.rmSync(previous, { recursive: true, force: true });
}
