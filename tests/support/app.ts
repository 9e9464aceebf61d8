/**
 * Builds the real HEMIS app for HTTP tests, on this worker's database, with its own
 * temporary data folder. `api` sends requests through supertest.
 *
 * When HEMIS_TEST_SERVER_PROCESSES asks for several (the server-two-processes project), the
 * requests go instead through a round-robin address to that many real server processes on
 * the same database and data folder, started with the same configuration; the in-process
 * app stays for what tests reach directly (prisma, signSessionToken, jwt).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import supertest from 'supertest';
import { inject } from 'vitest';
import type {} from './database-urls.ts'; // the typing of inject('testDatabase')
import { buildApp } from '../../server/src/app.ts';
import { loadConfig, type Config } from '../../server/src/config.ts';
import type { Clock } from '../../server/src/lib/clock.ts';
import { startServerProcesses } from './server-processes.ts';

import { TEST_JWT_SECRET } from './constants.ts';

export { TEST_JWT_SECRET };

export function testDatabaseUrl(): string {
  const url = process.env.HEMIS_TEST_DATABASE_URL;
  if (!url) throw new Error('HEMIS_TEST_DATABASE_URL is missing: run tests through vitest (npm test)');
  return url;
}

/** The environment of a test app: this worker's database and a fresh data folder. */
export function testEnv(overrides: Record<string, string> = {}): Record<string, string> {
  const dataDir = fs.mkdtempSync(path.join(inject('testDatabase').scratchDir, 'data-'));
  return {
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: testDatabaseUrl(),
    JWT_SECRET: TEST_JWT_SECRET,
    DATA_DIR: dataDir,
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    PUBLIC_URL: 'http://hemis.test',
    ...overrides,
  };
}

export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig(testEnv(overrides));
}

/** How many server processes answer the tests' requests (1: the in-process app). */
export function serverProcessCount(): number {
  return Number(process.env.HEMIS_TEST_SERVER_PROCESSES ?? '1');
}

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  api: supertest.Agent;
  /** What supertest sends to: the in-process server, or the round-robin address. */
  target: Server | string;
  /** Waits until every email queued by the requests so far is sent. */
  drainMail(): Promise<void>;
  close(): Promise<void>;
}

/**
 * `prepare` runs before the app is ready, for tests that add routes of their own: those
 * routes exist only in this process, so such apps always answer in-process. `inProcess`
 * names why a test needs this process to answer (state only it holds).
 *
 * `clock` is the time the app runs on (lib/clock.ts): a HEMIS_CLOCK setting
 * ('2026-11-26T06:00:00Z' stands still, '+10y' runs), which every server process is started
 * with too; or a clock object the test moves (tests/support/clock.ts), which exists only in
 * this process, so such apps answer in-process.
 */
export async function createTestApp(
  options: {
    config?: Record<string, string>;
    clock?: string | Clock;
    prepare?: (app: FastifyInstance) => void | Promise<void>;
    inProcess?: string;
  } = {},
): Promise<TestApp> {
  const { clock } = options;
  const env = testEnv({ ...options.config, ...(typeof clock === 'string' ? { HEMIS_CLOCK: clock } : {}) });
  const config = typeof clock === 'object' ? { ...loadConfig(env), clock } : loadConfig(env);
  const app = await buildApp(config);
  await options.prepare?.(app);
  await app.ready();
  const processes = options.prepare || options.inProcess || typeof clock === 'object' ? 1 : serverProcessCount();
  if (processes === 1) {
    return {
      app,
      config,
      api: supertest.agent(app.server),
      target: app.server,
      drainMail: () => app.mailer.drain(),
      close: () => app.close(),
    };
  }
  const cluster = await startServerProcesses(env, processes);
  return {
    app,
    config,
    api: supertest.agent(cluster.url),
    target: cluster.url,
    drainMail: cluster.drainMail,
    close: async () => {
      try {
        await cluster.stop();
      } finally {
        await app.close();
      }
    },
  };
}
