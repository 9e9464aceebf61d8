/**
 * Reports read from a streaming replica (docs/decisions/0037-reports-read-replica.md). The test
 * runs its own primary and standby PostgreSQL in a temporary folder, with the embedded
 * PostgreSQL's programs: the standby starts from a copy of the primary's files taken while the
 * primary was stopped, and streams from it (standby.signal, primary_conninfo). Pausing the
 * standby's replay shows which database a report read: the replica keeps the figure from before
 * a write that the primary already has.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createDatabaseIfMissing } from '../../../scripts/lib/database.ts';
import {
  embeddedPostgresBinDir,
  findFreePort,
  reachableDataDir,
  startEmbeddedPostgres,
  type EmbeddedPostgresHandle,
} from '../../../scripts/lib/embedded-postgres.ts';
import { migrationsDir } from '../../../scripts/lib/paths.ts';
import { testConfig } from '../../../tests/support/app.ts';
import { factoriesFor, uniqueName } from '../../../tests/support/factories.ts';
import { buildApp } from '../app.ts';
import { applyMigrations } from './migrations.ts';
import { REPLICA_LAG_HEADER } from './reports-database.ts';

/** Reports read the primary once the replica is further behind than this. */
const MAX_LAG_SECONDS = 4;
/** The replica's lag is measured this often here (a few seconds in production). */
const LAG_CHECK_MS = 100;
const WAIT_MS = 20_000;
const CAMPUS_COUNTS = '/api/Dashboard/GetNoOfCollgeForUniAndAdmin';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let folder: string;
/** The clusters' folders, where the postgres user reaches them (outside `folder`, as root, if it cannot). */
const clusterDirs: string[] = [];
let primary: EmbeddedPostgresHandle | undefined;
let standby: ChildProcess | undefined;
let primaryAdmin: pg.Client | undefined;
let replicaAdmin: pg.Client | undefined;
let app: FastifyInstance | undefined;
let authorization: string;
let make: ReturnType<typeof factoriesFor>;
const logLines: Record<string, unknown>[] = [];

/** Stops the standby: a fast shutdown, as an operator's would be (SIGINT, as for the primary). */
async function stopStandby(): Promise<void> {
  const running = standby;
  standby = undefined;
  if (!running || running.exitCode !== null) return;
  const exited = new Promise((resolve) => running.once('exit', resolve));
  running.kill('SIGINT');
  await exited;
}

async function withClient(url: string, work: (client: pg.Client) => Promise<void>): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}

/** Polls until the server on `url` answers as a standby; fails with its log if it stops first. */
async function standbyReady(url: string, server: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + WAIT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The standby stopped:\n${log()}`);
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      const { rows } = await client.query<{ standby: boolean }>('SELECT pg_is_in_recovery() AS standby');
      if (rows[0]?.standby) return;
    } catch {
      // starting: not yet accepting connections
    } finally {
      await client.end().catch(() => undefined);
    }
    await sleep(100);
  }
  throw new Error(`The standby did not start:\n${log()}`);
}

/**
 * A standby of the stopped primary in `dataDir`: its files copied as they are, told to stream from
 * the primary once it runs again, started by the same user as the primary.
 */
async function startStandby(primaryServer: EmbeddedPostgresHandle, dataDir: string) {
  fs.mkdirSync(path.dirname(dataDir), { recursive: true });
  execFileSync('cp', ['-a', primaryServer.dataDir, dataDir]);
  const { uid, gid } = fs.statSync(primaryServer.dataDir);
  const admin = new URL(primaryServer.adminUrl);
  fs.writeFileSync(path.join(dataDir, 'standby.signal'), '');
  fs.appendFileSync(
    path.join(dataDir, 'postgresql.auto.conf'),
    `primary_conninfo = 'host=127.0.0.1 port=${primaryServer.port} user=${admin.username} password=${decodeURIComponent(admin.password)}'\n`,
  );
  for (const file of ['standby.signal', 'postgresql.auto.conf']) fs.chownSync(path.join(dataDir, file), uid, gid);
  await primaryServer.start();
  const port = await findFreePort();
  let log = '';
  const server = spawn(
    path.join(embeddedPostgresBinDir(), 'postgres'),
    ['-D', dataDir, '-p', String(port), '-c', 'listen_addresses=127.0.0.1', '-c', 'fsync=off'],
    { stdio: ['ignore', 'ignore', 'pipe'], ...(process.getuid?.() === 0 ? { uid, gid } : {}) },
  );
  server.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  standby = server;
  const url = new URL(primaryServer.urlFor('hemis'));
  url.port = String(port);
  await standbyReady(url.toString(), server, () => log);
  return url.toString();
}

/** Waits until the standby has replayed all the primary has written so far. */
async function replicaCaughtUp(): Promise<void> {
  const { rows } = await primaryAdmin!.query<{ lsn: string }>('SELECT pg_current_wal_lsn()::text AS lsn');
  const deadline = Date.now() + WAIT_MS;
  while (Date.now() < deadline) {
    const replayed = await replicaAdmin!.query<{ done: boolean }>(
      'SELECT pg_last_wal_replay_lsn() >= $1::pg_lsn AS done',
      [rows[0]!.lsn],
    );
    if (replayed.rows[0]?.done) return;
    await sleep(50);
  }
  throw new Error('The replica did not catch up');
}

/**
 * Pauses the standby's replay just after it replayed a transaction, so that its lag counts from
 * now, and returns when it did.
 */
async function pauseReplay(): Promise<number> {
  await make.createUniversity();
  await replicaCaughtUp();
  await replicaAdmin!.query('SELECT pg_wal_replay_pause()');
  return Date.now();
}

const resumeReplay = () => replicaAdmin!.query('SELECT pg_wal_replay_resume()');

/** The campuses the report counts, and how far behind it says the replica was. */
async function campusCount(): Promise<{ total: number; lagSeconds: number }> {
  const response = await app!.inject({ method: 'GET', url: CAMPUS_COUNTS, headers: { authorization } });
  expect(response.statusCode).toBe(200);
  return {
    total: (response.json() as { total: number }).total,
    lagSeconds: Number(response.headers[REPLICA_LAG_HEADER]),
  };
}

/** Asks `read` until `wanted` holds of its answer, and returns that answer. */
async function until<T>(read: () => Promise<T>, wanted: (value: T) => boolean, what: string): Promise<T> {
  const deadline = Date.now() + WAIT_MS;
  let last: T | undefined;
  while (Date.now() < deadline) {
    last = await read();
    if (wanted(last)) return last;
    await sleep(LAG_CHECK_MS / 2);
  }
  throw new Error(`${what}: never; last ${JSON.stringify(last)}`);
}

/** The log lines that say where reports read. */
const switches = () => logLines.filter((line) => line.reportsDatabase !== undefined).map((line) => String(line.msg));

beforeAll(async () => {
  folder = fs.mkdtempSync(path.join(inject('testDatabase').scratchDir, 'replica-'));
  fs.chmodSync(folder, 0o755); // as root, the postgres user must reach the clusters' files
  primary = await startEmbeddedPostgres({ dataDir: path.join(folder, 'primary') });
  const replicaDir = reachableDataDir(path.join(folder, 'replica'));
  clusterDirs.push(primary.dataDir, replicaDir);
  await createDatabaseIfMissing(primary.adminUrl, 'hemis');
  // A test's cluster, as the harness's own: nothing is worth waiting for the disk.
  await withClient(primary.adminUrl, (client) => client.query('ALTER SYSTEM SET fsync = off').then(() => undefined));
  await primary.stop();
  const replicaUrl = await startStandby(primary, replicaDir);
  const primaryUrl = primary.urlFor('hemis');
  await applyMigrations(primaryUrl, migrationsDir);
  primaryAdmin = new pg.Client({ connectionString: primaryUrl });
  replicaAdmin = new pg.Client({ connectionString: replicaUrl });
  // The last test stops the replica under this connection: its end is expected.
  replicaAdmin.on('error', () => undefined);
  await Promise.all([primaryAdmin.connect(), replicaAdmin.connect()]);

  const config = testConfig({
    DATABASE_URL: primaryUrl,
    REPORTS_DATABASE_URL: replicaUrl,
    REPORTS_MAX_LAG_SECONDS: String(MAX_LAG_SECONDS),
    DATA_DIR: path.join(folder, 'data'),
    LOG_LEVEL: 'info',
  });
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n')) if (line.trim()) logLines.push(JSON.parse(line));
      done();
    },
  });
  app = await buildApp({ ...config, reports: { ...config.reports, lagCheckMs: LAG_CHECK_MS } }, { logStream });
  make = factoriesFor(app.prisma);
  const province = await app.prisma.province.create({ data: { id: 1, name: 'Koshi', reportKey: 'koshi' } });
  const district = await app.prisma.district.create({
    data: { provinceId: province.id, name: uniqueName('District'), ecologicalBelt: 'Tarai' },
  });
  await app.prisma.localLevel.create({
    data: { districtId: district.id, name: uniqueName('Municipality'), type: 'Municipality', numberOfWards: 9 },
  });
  await make.createCampus();
  const admin = await make.createUser({ role: 'SuperAdmin' });
  authorization = `Bearer ${await app.openSession(admin.id, { method: 'password', ip: '127.0.0.1' })}`;
  await replicaCaughtUp();
}, 90_000);

afterAll(async () => {
  // Each step runs whatever the one before it did, so no server outlives a failed test.
  const steps = [
    () => app?.close(),
    () => primaryAdmin?.end(),
    () => replicaAdmin?.end(),
    stopStandby,
    () => primary?.stop(),
  ];
  for (const step of steps) await Promise.resolve(step()).catch(() => undefined);
  for (const dir of [...clusterDirs, folder]) if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

describe('reports read from a streaming replica', () => {
  it('shows, while the replica replays nothing, the figure from before a write and how far behind it is; once it replays, the new figure', async () => {
    const before = await until(campusCount, (count) => count.total === 1 && count.lagSeconds === 0, 'caught up');
    await pauseReplay();
    await make.createCampus();
    expect(await app!.prisma.campus.count()).toBe(2);

    const behind = await until(campusCount, (count) => count.lagSeconds >= 1, 'the replica behind');
    expect(behind.total).toBe(before.total);
    expect(behind.lagSeconds).toBeLessThanOrEqual(MAX_LAG_SECONDS);

    await resumeReplay();
    await until(campusCount, (count) => count.total === 2 && count.lagSeconds === 0, 'the new figure, caught up');
    // Read from the replica all along: the reads never went to the primary.
    expect(switches()).toEqual(['Reports read from the replica']);
  });

  it('keeps a report’s count and issues its printed copy on the primary while reading the replica', async () => {
    const kept = await app!.inject({
      method: 'GET',
      url: '/api/Dashboard/college/GenerateStudentByProgramProvinceReport',
      headers: { authorization },
    });
    expect(kept.statusCode).toBe(200);
    expect(kept.headers['x-figures-as-of']).toBeDefined();
    const printed = await app!.inject({
      method: 'GET',
      url: '/api/Dashboard/college/GenerateStudentByProgramProvinceReport?format=pdf',
      headers: { authorization },
    });
    expect(printed.statusCode).toBe(200);
    expect(printed.headers[REPLICA_LAG_HEADER]).toBeDefined();
    expect(await app!.prisma.reportSnapshot.count()).toBeGreaterThan(0);
  });

  it('reads the primary while the replica is further behind than REPORTS_MAX_LAG_SECONDS, saying so once in the log', async () => {
    const pausedAt = await pauseReplay();
    await make.createCampus();

    const fromPrimary = await until(campusCount, (count) => count.total === 3, 'the figure from the primary');
    // The lag counts from the last transaction replayed, a moment before the pause.
    expect(Date.now() - pausedAt).toBeGreaterThan((MAX_LAG_SECONDS - 1) * 1000);
    expect(fromPrimary.lagSeconds).toBe(0);
    await campusCount();
    expect(switches()).toEqual([
      'Reports read from the replica',
      `Reports read from the primary: the replica is more than ${MAX_LAG_SECONDS} seconds behind`,
    ]);

    await resumeReplay();
    const switchesAfterReading = async () => {
      await campusCount();
      return switches().length;
    };
    await until(switchesAfterReading, (count) => count === 3, 'the replica used again');
    expect(switches()[2]).toBe('Reports read from the replica again');
  });

  it('reads the primary once the replica stops, and the report still answers, saying so once in the log', async () => {
    await until(campusCount, (count) => count.total === 3 && count.lagSeconds === 0, 'caught up');
    // A write the stopped replica never sees: only the primary can count it.
    await pauseReplay();
    await make.createCampus();
    await stopStandby();

    const fromPrimary = await campusCount();
    expect(fromPrimary).toEqual({ total: 4, lagSeconds: 0 });
    expect(await campusCount()).toEqual({ total: 4, lagSeconds: 0 });
    expect(switches().slice(3)).toEqual(['Reports read from the primary: the replica cannot be reached']);
  });
});
