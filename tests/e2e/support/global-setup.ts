/**
 * Browser tests drive the real built app served by the real server: once per run, build the
 * web if its sources changed and prepare the seeded template database; each test worker then
 * serves HEMIS over a clone of its own (worker-server.ts).
 */
import type { TestProject } from 'vitest/node';
import { buildWebIfStale } from '../../../scripts/lib/web-build.ts';
import { prepareTestDatabases } from '../../support/global-setup.ts';

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
  project.provide('testDatabase', prepared.context);
  return prepared.teardown;
}
