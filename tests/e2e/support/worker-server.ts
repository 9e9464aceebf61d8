/**
 * A setup file of the e2e project: each test worker serves HEMIS on a loopback port of its own,
 * over a database of its own cloned from the run's seeded template, on a clock that starts at
 * the day the template was seeded for. Journeys of different workers then run side by side
 * without seeing each other's data, and those of one worker run one after another, as a server
 * test worker's files do (tests/support/worker-database.ts). Tests reach it through e2e().
 */
import fs from 'node:fs';
import path from 'node:path';
import { inject } from 'vitest';
import { buildApp } from '../../../server/src/app.ts';
import { loadConfig } from '../../../server/src/config.ts';
import { findFreePort } from '../../../scripts/lib/embedded-postgres.ts';
import { startEsewaStandIn } from '../../../scripts/lib/esewa-stand-in.ts';
import { cloneTemplate } from '../../support/global-setup.ts';
import { runningClock } from '../../support/clock.ts';
import { TEMPLATE_SEEDED_ON, TEST_JWT_SECRET } from '../../support/constants.ts';
import type { E2eContext } from './context.ts';

const STARTED = Symbol.for('hemis.e2e.workerServer');
type WithServer = typeof globalThis & { [STARTED]?: Promise<E2eContext> };

async function startWorkerServer(): Promise<E2eContext> {
  const databases = inject('testDatabase');
  const worker = `e2e_w${process.env.VITEST_POOL_ID ?? '1'}`;
  const databaseUrl = await cloneTemplate(databases, worker);
  const port = await findFreePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const workerDir = path.join(databases.scratchDir, worker);
  fs.mkdirSync(path.join(workerDir, 'data'), { recursive: true });
  // Payments go to a stand-in gateway where the journey presses Pay or Cancel.
  const gateway = await startEsewaStandIn({ host: '127.0.0.1' });
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: baseUrl,
    DATABASE_URL: databaseUrl,
    JWT_SECRET: TEST_JWT_SECRET,
    DATA_DIR: path.join(workerDir, 'data'),
    // The seeded records' files are in the run's folder; uploads get names of their own there.
    UPLOAD_DIR: path.join(databases.scratchDir, 'uploads'),
    // Footer values the browser must read from the server at run time (not from the build).
    SUPPORT_PHONE: '+977-1-5555555',
    SUPPORT_EMAIL: 'help@hemis.test',
    DEVELOPER_CREDIT: 'HEMIS Test Office',
    ESEWA_FORM_URL: gateway.formUrl,
    ESEWA_STATUS_URL: gateway.statusUrl,
    // Single sign-on journeys sign in at a provider the test starts on a loopback http address.
    SSO_ALLOW_HTTP_ISSUERS: 'true',
  });
  // The journeys live on the day their data was seeded for, whatever the machine's date
  // (the browser's clock starts there too: browser.ts).
  const clock = runningClock(TEMPLATE_SEEDED_ON);
  const app = await buildApp({ ...config, clock });
  await app.listen({ host: config.host, port: config.port });
  return { baseUrl, databaseUrl, outboxDir: config.outboxDir, gateway, clock };
}

// Setup files run before every file of the worker; the server starts with the first of them.
const shared = globalThis as WithServer;
const context = await (shared[STARTED] ??= startWorkerServer());

/** The HEMIS this worker's journeys drive: its address, database and outbox. */
export function e2e(): E2eContext {
  return context;
}
