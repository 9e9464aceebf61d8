/**
 * One test command for the whole repository: a project per part, and e2e for browser
 * journeys against the real built app (tests/e2e). Server tests go
 * through HTTP against a real PostgreSQL: the global setup migrates and seeds a template
 * database once, and each worker clones its own (tests/support).
 */
import os from 'node:os';
import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

/**
 * Test files run in two workers at least: vitest's default of one fewer than the cores leaves a
 * 2-core machine one worker, and the HTTP tests and journeys spend much of their time waiting
 * on PostgreSQL, the server or the browser, so a second worker fills the other core. Each
 * worker has its own database (and, for journeys, its own server), so workers never meet.
 */
const WORKERS = Math.max(2, os.availableParallelism() - 1);

const serverTests: TestProjectInlineConfiguration['test'] = {
  environment: 'node',
  globalSetup: ['tests/support/global-setup.ts'],
  setupFiles: ['tests/support/worker-database.ts'],
  pool: 'forks',
  // A worker loads the server's modules once for all its files instead of once per file: every
  // file builds its own app and data, and nothing a test relies on lives at module level.
  isolate: false,
  testTimeout: 30_000,
  hookTimeout: 120_000,
};

/**
 * The HTTP tests that run again against two server processes: those of what a process keeps
 * or hears (sessions and the users' copies, module grants, sign-in limits, jobs picked up by
 * either process, the guard and the plugins), of files written by one process and read by
 * the other (graduations), and one module of the ordinary record cycle (faculties). The other
 * modules keep nothing in a process, so a second run of theirs tells nothing new
 * (docs/decisions/0011).
 */
const TWO_PROCESS_TESTS = [
  'server/src/plugins/**/*.test.ts',
  'server/src/modules/auth/**/*.test.ts',
  'server/src/modules/single-sign-on/**/*.test.ts',
  'server/src/modules/user-admin/**/*.test.ts',
  'server/src/modules/student-import/**/*.test.ts',
  'server/src/modules/registry-import/**/*.test.ts',
  'server/src/modules/alumni/**/*.test.ts',
  'server/src/modules/graduation/**/*.test.ts',
  'server/src/modules/faculty/**/*.test.ts',
  'server/src/modules/settings/**/*.test.ts',
  'server/src/modules/health/**/*.test.ts',
];

export default defineConfig({
  test: {
    maxWorkers: WORKERS,
    projects: [
      {
        test: {
          name: 'contracts',
          include: ['contracts/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          // The web's logic without a browser: session transitions, menus, form rules.
          name: 'web',
          include: ['web/src/**/*.test.{ts,tsx}'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          include: [
            'server/src/**/*.test.ts',
            'scripts/**/*.test.ts',
            'prisma/**/*.test.ts',
            'tests/support/**/*.test.ts',
          ],
          ...serverTests,
        },
      },
      {
        test: {
          // The HTTP tests again, answered by two server processes on one database behind a
          // round-robin address (tests/support/app.ts, docs/decisions/0011).
          name: 'server-two-processes',
          include: TWO_PROCESS_TESTS,
          // The permission table is the same in every process: the matrix of every route against
          // every role, minutes of requests, runs once (module grants heard are user-admin's tests);
          // so does the import of ten thousand rows, whose jobs the ordinary import tests already
          // see picked up by either process.
          exclude: [
            ...configDefaults.exclude,
            'server/src/plugins/access-matrix.test.ts',
            'server/src/modules/student-import/student-import-volume.test.ts',
            // Reset links and their limits live in PostgreSQL like the sign-in limits, whose
            // tests already run against both processes.
            'server/src/modules/auth/password-reset.test.ts',
          ],
          env: { HEMIS_TEST_SERVER_PROCESSES: '2' },
          ...serverTests,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/e2e/support/global-setup.ts'],
          // Every journey fails on a Content-Security-Policy violation; each worker serves HEMIS
          // over a database of its own, started with its first journey.
          setupFiles: ['tests/e2e/support/policy-guard.ts', 'tests/e2e/support/worker-server.ts'],
          // The worker's server outlives each file: its journeys share it, one after another.
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
