/**
 * The set-up most HTTP test files share: `const { test, make } = useTestApp()` builds the app
 * before the file's tests and closes it after them, and gives the factories on its database.
 * Both objects are filled in by the time the file's hooks and tests run (hooks run in the
 * order they are declared, so a file's own `beforeAll` after this call may use them). Every
 * test starts with no report count kept.
 */
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { Db } from '../../server/src/db/prisma.ts';
import { SNAPSHOT_MAX_AGE_SECONDS } from '../../server/src/lib/report-snapshots.ts';
import { createTestApp, type TestApp } from './app.ts';
import { factoriesFor } from './factories.ts';
import { startTestSmtpServer, type TestSmtpServer } from './smtp.ts';

export type Factories = ReturnType<typeof factoriesFor>;

type TestAppOptions = Parameters<typeof createTestApp>[0];

/** `options` may be given when the file's hooks have run (a server the app talks to started first). */
export function useTestApp(options: TestAppOptions | (() => TestAppOptions) = {}): { test: TestApp; make: Factories } {
  const test = {} as TestApp;
  const make = {} as Factories;
  beforeAll(async () => {
    Object.assign(test, await createTestApp(typeof options === 'function' ? options() : options));
    Object.assign(make, factoriesFor(test.app.prisma));
  });
  // Beyond a campus some reports answer from a count kept for minutes (report-snapshots.ts). A
  // test compares with the rows as they are now, so none may read a count that an earlier test,
  // of its file or of another file on the same worker database, left behind.
  beforeEach(async () => {
    await test.app.prisma.$executeRaw`DELETE FROM "ReportSnapshot"`;
  });
  afterAll(() => test.close());
  return { test, make };
}

/**
 * useTestApp with the app's email sent to a loopback SMTP server the file reads
 * (tests/support/smtp.ts). The server is closed after the app, so mail sent until then arrives.
 */
export function useTestAppWithSmtp(config: Record<string, string> = {}): {
  test: TestApp;
  make: Factories;
  smtp: TestSmtpServer;
} {
  const smtp = {} as TestSmtpServer;
  beforeAll(async () => {
    Object.assign(smtp, await startTestSmtpServer());
  });
  // After-all hooks run last first: this one, declared before the app's, runs after it.
  afterAll(() => smtp.close());
  const app = useTestApp(() => ({ config: { ...config, SMTP_HOST: '127.0.0.1', SMTP_PORT: String(smtp.port) } }));
  return { ...app, smtp };
}

/** Makes every report count kept so far too old to serve, so the next read counts again. */
export async function outdateKeptCounts(prisma: Db): Promise<void> {
  await prisma.$executeRaw`
    UPDATE "ReportSnapshot" SET "computedAt" = "computedAt" - make_interval(secs => ${SNAPSHOT_MAX_AGE_SECONDS + 1})`;
}
