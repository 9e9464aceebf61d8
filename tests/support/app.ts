/**
 * Builds the real HEMIS app for HTTP tests, on this worker's database, with its own
 * temporary data folder. `api` sends requests through supertest.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import supertest from 'supertest';
import { inject } from 'vitest';
import type {} from './database-urls.ts'; // the typing of inject('testDatabase')
import { buildApp } from '../../server/src/app.ts';
import { loadConfig, type Config } from '../../server/src/config.ts';

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

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  api: supertest.Agent;
  close(): Promise<void>;
}

/** `prepare` runs before the app is ready, for tests that add routes of their own. */
export async function createTestApp(
  options: { config?: Record<string, string>; prepare?: (app: FastifyInstance) => void | Promise<void> } = {},
): Promise<TestApp> {
  const config = testConfig(options.config);
  const app = await buildApp(config);
  await options.prepare?.(app);
  await app.ready();
  return { app, config, api: supertest.agent(app.server), close: () => app.close() };
}
