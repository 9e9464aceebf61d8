/**
 * Browser tests drive the real built app served by the real server: once per run, build the
 * web if its sources changed, clone a database from the seeded template, and serve HEMIS
 * on a free loopback port, on a clock that starts at the day the template was seeded for.
 * Tests reach it through inject('e2e').
 */
import fs from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildApp } from '../../../server/src/app.ts';
import { loadConfig } from '../../../server/src/config.ts';
import { findFreePort } from '../../../scripts/lib/embedded-postgres.ts';
import { buildWebIfStale } from '../../../scripts/lib/web-build.ts';
import { cloneTemplate, prepareTestDatabases } from '../../support/global-setup.ts';
import { runningClock } from '../../support/clock.ts';
import { TEMPLATE_SEEDED_ON, TEST_JWT_SECRET } from '../../support/constants.ts';
import type { E2eContext } from './context.ts';

export default async function setup(project: TestProject) {
  // Vitest runs with NODE_ENV=test, which would make Vite build React's development bundle;
  // the app under test (and the dist npm start serves afterwards) is the production build.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    buildWebIfStale((line) => console.log(line));
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
  const prepared = await prepareTestDatabases();
  const databaseUrl = await cloneTemplate(prepared.context, 'e2e');
  const port = await findFreePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = path.join(prepared.context.scratchDir, 'e2e-data');
  fs.mkdirSync(dataDir, { recursive: true });
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: baseUrl,
    DATABASE_URL: databaseUrl,
    JWT_SECRET: TEST_JWT_SECRET,
    DATA_DIR: dataDir,
    UPLOAD_DIR: path.join(prepared.context.scratchDir, 'uploads'),
    // Footer values the browser must read from the server at run time (not from the build).
    SUPPORT_PHONE: '+977-1-5555555',
    SUPPORT_EMAIL: 'help@hemis.test',
    DEVELOPER_CREDIT: 'HEMIS Test Office',
  });
  // The journeys live on the day their data was seeded for, whatever the machine's date
  // (the browser's clock starts there too: support/browser.ts).
  const app = await buildApp({ ...config, clock: runningClock(TEMPLATE_SEEDED_ON) });
  await app.listen({ host: config.host, port: config.port });

  const context: E2eContext = { baseUrl, databaseUrl, outboxDir: config.outboxDir };
  project.provide('e2e', context);
  return async () => {
    await app.close();
    await prepared.teardown();
  };
}
