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

export type Factories = ReturnType<typeof factoriesFor>;

export function useTestApp(options: Parameters<typeof createTestApp>[0] = {}): { test: TestApp; make: Factories } {
  const test = {} as TestApp;
  const make = {} as Factories;
  beforeAll(async () => {
    Object.assign(test, await createTestApp(options));
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

/** Makes every report count kept so far too old to serve, so the next read counts again. */
export async function outdateKeptCounts(prisma: Db): Promise<void> {
  await prisma.$executeRaw`
    UPDATE "ReportSnapshot" SET "computedAt" = "computedAt" - make_interval(secs => ${SNAPSHOT_MAX_AGE_SECONDS + 1})`;
}
