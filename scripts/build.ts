/**
 * `npm run build`: the web app and the server, built ahead of time. `npm start` runs it with
 * --if-stale first, so a build is made only when it is missing or older than its sources.
 */
import { buildServer, buildServerIfStale } from './lib/server-build.ts';
import { buildWeb, buildWebIfStale } from './lib/web-build.ts';

const log = (line: string) => console.log(`[hemis] ${line}`);

if (process.argv.includes('--if-stale')) {
  buildWebIfStale(log);
  await buildServerIfStale(log);
} else {
  buildWeb();
  await buildServer();
}
