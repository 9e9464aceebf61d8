/**
 * The database restarting under load. The test runs its own PostgreSQL, in a temporary
 * folder, so that stopping it disturbs no other test; every request goes to loopback.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createDatabaseIfMissing } from '../../../scripts/lib/database.ts';
import { startEmbeddedPostgres, type EmbeddedPostgresHandle } from '../../../scripts/lib/embedded-postgres.ts';
import { migrationsDir } from '../../../scripts/lib/paths.ts';
import { testConfig } from '../../../tests/support/app.ts';
import { factoriesFor, uniqueName } from '../../../tests/support/factories.ts';
import { buildApp } from '../app.ts';
import { applyMigrations } from './migrations.ts';

/** Parallel clients: as many as the measured read load that once answered 500s. */
const CLIENTS = 8;
/** How long the database stays down: long enough that requests arrive while it is. */
const DOWN_MS = 600;
/** Successes wanted before the restart and again after it. */
const SUCCESSES_AROUND_RESTART = 40;
/** Bounds on the loops, whatever happens. */
const MAX_REQUESTS = 4_000;
const DEADLINE_MS = 30_000;
/** Clients wait a little after a failure rather than spin against a stopped database. */
const PAUSE_AFTER_FAILURE_MS = 20;

interface Outcome {
  status: number;
  after: 'before' | 'during' | 'after';
  code?: string;
  retryAfter?: string | null;
  id?: number;
  name?: string;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let database: EmbeddedPostgresHandle;
let databaseUrl: string;
let folder: string;
let app: FastifyInstance;
let baseUrl: string;
let authorization: string;
let universityId: number;

beforeAll(async () => {
  folder = fs.mkdtempSync(path.join(inject('testDatabase').scratchDir, 'restart-'));
  fs.chmodSync(folder, 0o755); // as root, the postgres user must reach the cluster's files
  // Not ephemeral: an ephemeral cluster deletes its files when it stops.
  database = await startEmbeddedPostgres({ dataDir: path.join(folder, 'postgres') });
  await createDatabaseIfMissing(database.adminUrl, 'hemis');
  databaseUrl = database.urlFor('hemis');
  await applyMigrations(databaseUrl, migrationsDir);
  app = await buildApp(testConfig({ DATABASE_URL: databaseUrl, DATA_DIR: path.join(folder, 'data') }));
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const make = factoriesFor(app.prisma);
  universityId = (await make.createUniversity()).id;
  const admin = await make.createUser({ role: 'UniAdmin', universityId });
  authorization = `Bearer ${await app.openSession(admin.id, { method: 'password', ip: '127.0.0.1' })}`;
});

afterAll(async () => {
  await app?.close();
  await database?.stop();
  fs.rmSync(folder, { recursive: true, force: true });
});

/**
 * Runs `request` from CLIENTS parallel loops while the database is stopped for DOWN_MS and
 * started again, and returns every answer, labelled by when it was asked.
 */
async function underRestart(request: () => Promise<Omit<Outcome, 'after'>>): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  let phase: Outcome['after'] = 'before';
  let stop = false;
  const deadline = Date.now() + DEADLINE_MS;
  const successes = (when: Outcome['after']) =>
    outcomes.filter((outcome) => outcome.after === when && outcome.status < 300).length;

  const client = async () => {
    while (!stop && outcomes.length < MAX_REQUESTS && Date.now() < deadline) {
      const asked = phase;
      const outcome = await request();
      outcomes.push({ ...outcome, after: asked });
      if (outcome.status >= 300) await sleep(PAUSE_AFTER_FAILURE_MS);
    }
  };
  const clients = Promise.all(Array.from({ length: CLIENTS }, client));

  while (successes('before') < SUCCESSES_AROUND_RESTART && Date.now() < deadline) await sleep(10);
  phase = 'during';
  await database.stop();
  await sleep(DOWN_MS);
  await database.start();
  phase = 'after';
  while (successes('after') < SUCCESSES_AROUND_RESTART && Date.now() < deadline) await sleep(10);
  stop = true;
  await clients;
  return outcomes;
}

async function answer(response: Response): Promise<Omit<Outcome, 'after'>> {
  const body = (await response.json()) as { code?: string; id?: number; facultyName?: string };
  return {
    status: response.status,
    code: body.code,
    retryAfter: response.headers.get('retry-after'),
    id: body.id,
    name: body.facultyName,
  };
}

function statusesOf(outcomes: Outcome[]): number[] {
  return [...new Set(outcomes.map((outcome) => outcome.status))].sort();
}

describe('the database restarting', () => {
  it('loses no acknowledged create: every 201 is in the database afterwards, and every other answer is a 503 with Retry-After', async () => {
    const outcomes = await underRestart(async () =>
      answer(
        await fetch(`${baseUrl}/api/Faculty`, {
          method: 'POST',
          headers: { authorization, 'content-type': 'application/json' },
          body: JSON.stringify({ facultyName: uniqueName('Restart'), facultyType: 'general', shortName: 'RS' }),
        }),
      ),
    );

    expect(statusesOf(outcomes)).toEqual([201, 503]);
    const refused = outcomes.filter((outcome) => outcome.status === 503);
    expect(refused.every((outcome) => outcome.code === 'DATABASE_UNAVAILABLE' && outcome.retryAfter === '5')).toBe(
      true,
    );
    expect(outcomes.filter((outcome) => outcome.after === 'after' && outcome.status === 201).length).toBeGreaterThan(0);

    const acknowledged = outcomes.filter((outcome) => outcome.status === 201);
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ id: number; facultyName: string }>(
        'SELECT id, "facultyName" FROM "Faculty" WHERE "universityId" = $1',
        [universityId],
      );
      const stored = new Map(rows.map((row) => [row.id, row.facultyName]));
      const lost = acknowledged.filter((outcome) => stored.get(outcome.id!) !== outcome.name);
      expect(lost).toEqual([]);
    } finally {
      await client.end();
    }
  }, 60_000);

  it('answers reads during a restart with their data or a 503, never a 500', async () => {
    const outcomes = await underRestart(async () =>
      answer(await fetch(`${baseUrl}/api/Faculty/GetAllFaculties`, { headers: { authorization } })),
    );
    expect(statusesOf(outcomes)).toEqual(expect.arrayContaining([200]));
    expect(statusesOf(outcomes).filter((status) => status !== 200 && status !== 503)).toEqual([]);
  }, 60_000);

  it('reports the database down on /api/ready while it is stopped, and ready once it is back', async () => {
    await database.stop();
    try {
      const down = await fetch(`${baseUrl}/api/ready`);
      expect(down.status).toBe(503);
      expect(await down.json()).toMatchObject({ status: 'not-ready', database: 'down' });
    } finally {
      await database.start();
    }
    const back = await fetch(`${baseUrl}/api/ready`);
    expect(back.status).toBe(200);
    expect(await back.json()).toMatchObject({ status: 'ready', database: 'up' });
  });
});
