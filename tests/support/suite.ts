/**
 * The set-up most HTTP test files share: `const { test, make } = useTestApp()` builds the app
 * before the file's tests and closes it after them, and gives the factories on its database.
 * Both objects are filled in by the time the file's hooks and tests run (hooks run in the
 * order they are declared, so a file's own `beforeAll` after this call may use them).
 */
import { afterAll, beforeAll } from 'vitest';
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
  afterAll(() => test.close());
  return { test, make };
}
