/**
 * `npm run bench`: the speed and size targets, measured here rather than in timed tests.
 * - the JavaScript the first page loads, gzipped (target: at most 250 KB); the login page is
 *   part of the entry (the web's route map loads it eagerly), so this is the login page's first load;
 * - API latency of /api/health and /api/ready over real HTTP on loopback, against a
 *   migrated embedded PostgreSQL (bounded: a fixed number of sequential requests).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { loadConfig } from '../server/src/config.ts';
import { applyMigrations } from '../server/src/db/migrations.ts';
import { buildApp } from '../server/src/app.ts';
import { startEmbeddedPostgres } from './lib/embedded-postgres.ts';
import { createDatabaseIfMissing } from './lib/database.ts';
import { migrationsDir, webDistDir } from './lib/paths.ts';
import { buildWebIfStale } from './lib/web-build.ts';

const INITIAL_JS_BUDGET_BYTES = 250 * 1024;
const REQUESTS_PER_ROUTE = 300;

function initialJavaScriptBytes(): number {
  const html = fs.readFileSync(path.join(webDistDir, 'index.html'), 'utf8');
  const scripts = [...html.matchAll(/<(?:script[^>]*src|link[^>]*rel="modulepreload"[^>]*href)="([^"]+\.js)"/g)].map(
    (match) => match[1]!,
  );
  return scripts.reduce((total, src) => total + gzipSync(fs.readFileSync(path.join(webDistDir, src))).length, 0);
}

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))]!;
}

async function measureLatency(baseUrl: string, route: string) {
  const timings: number[] = [];
  for (let index = 0; index < REQUESTS_PER_ROUTE; index += 1) {
    const started = performance.now();
    const response = await fetch(`${baseUrl}${route}`);
    await response.arrayBuffer();
    timings.push(performance.now() - started);
  }
  timings.sort((a, b) => a - b);
  return { route, p50: percentile(timings, 0.5), p95: percentile(timings, 0.95), max: timings.at(-1)! };
}

async function main() {
  buildWebIfStale((line) => console.log(line));
  const initialJs = initialJavaScriptBytes();
  const verdict = initialJs <= INITIAL_JS_BUDGET_BYTES ? 'within' : 'OVER';
  console.log(
    `initial JavaScript of the login page (gzipped): ${(initialJs / 1024).toFixed(1)} KB, ${verdict} the 250 KB budget`,
  );

  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'hemis-bench-'));
  fs.chmodSync(scratch, 0o755);
  const database = await startEmbeddedPostgres({ dataDir: path.join(scratch, 'postgres'), ephemeral: true });
  try {
    await createDatabaseIfMissing(database.adminUrl, 'hemis_bench');
    const url = database.urlFor('hemis_bench');
    await applyMigrations(url, migrationsDir);
    const app = await buildApp(
      loadConfig({ DATABASE_URL: url, LOG_LEVEL: 'silent', DATA_DIR: scratch, JWT_SECRET: 'b'.repeat(40) }),
    );
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    const baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    for (const route of ['/api/health', '/api/ready']) {
      const result = await measureLatency(baseUrl, route);
      console.log(
        `${result.route}: p50 ${result.p50.toFixed(2)} ms, p95 ${result.p95.toFixed(2)} ms, max ${result.max.toFixed(2)} ms (${REQUESTS_PER_ROUTE} requests)`,
      );
    }
    await app.close();
  } finally {
    await database.stop();
    fs.rmSync(scratch, { recursive: true, force: true });
  }
  const memory = process.memoryUsage();
  console.log(
    `process memory: rss ${(memory.rss / 1048576).toFixed(0)} MB, heap ${(memory.heapUsed / 1048576).toFixed(0)} MB`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
