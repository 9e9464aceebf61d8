/**
 * One test command for the whole repository: a project per part, and e2e for browser
 * journeys against the real built app (tests/e2e). Server tests go
 * through HTTP against a real PostgreSQL: the global setup migrates and seeds a template
 * database once, and each worker clones its own (tests/support).
 */
import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

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
 * the other, and one module of the ordinary record cycle. The other modules keep nothing in a
 * process, so a second run of theirs tells nothing new (docs/decisions/0011).
 */
const TWO_PROCESS_TESTS = [
  'server/src/plugins/**/*.test.ts',
  'server/src/modules/auth/**/*.test.ts',
  'server/src/modules/user-admin/**/*.test.ts',
  'server/src/modules/student-import/**/*.test.ts',
  'server/src/modules/registry-import/**/*.test.ts',
  'server/src/modules/alumni/**/*.test.ts',
  'server/src/modules/graduation/**/*.test.ts',
  'server/src/modules/character-certificate/**/*.test.ts',
  'server/src/modules/faculty/**/*.test.ts',
  'server/src/modules/lookups/**/*.test.ts',
  'server/src/modules/settings/**/*.test.ts',
  'server/src/modules/health/**/*.test.ts',
];

export default defineConfig({
  test: {
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
          // every role, minutes of requests, runs once (module grants heard are user-admin's tests).
          exclude: [...configDefaults.exclude, 'server/src/plugins/access-matrix.test.ts'],
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
          // Every journey fails on a Content-Security-Policy violation.
          setupFiles: ['tests/e2e/support/policy-guard.ts'],
          // One server and one database for the run: browser journeys go one file at a time.
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
