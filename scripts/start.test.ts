import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { createEmptyDatabase, query } from '../tests/support/databases.ts';
import { repoRoot } from './lib/paths.ts';
import { BUILT_START_ARGS, buildServerIfStale } from './lib/server-build.ts';
import { DEMO_USERS } from '../prisma/seed/seed.ts';

/** Runs what `npm start` runs, the built server, on an empty database and returns the URL it prints. */
function startHemis(env: Record<string, string>) {
  const child = spawn(process.execPath, [...BUILT_START_ARGS], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /HEMIS is running at (http:\/\/\S+)/.exec(output);
      if (match) resolve(match[1]!);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => reject(new Error(`start exited with ${code}:\n${output}`)));
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { child, url, exited, output: () => output };
}

describe('npm start', () => {
  beforeAll(() => buildServerIfStale(() => undefined), 60_000);

  it('runs the build with plain node, after building what is stale', () => {
    const { scripts } = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(scripts.start).toBe(`tsx scripts/build.ts --if-stale && node ${BUILT_START_ARGS.join(' ')}`);
  });

  it('runs in the Docker image with the same node arguments', () => {
    const dockerfile = fs.readFileSync(path.join(repoRoot, 'Dockerfile'), 'utf8');
    expect(dockerfile).toContain(`CMD ["${['node', ...BUILT_START_ARGS].join('", "')}"]`);
  });

  it('migrates and seeds an empty database for the day HEMIS_CLOCK sets, serves HEMIS, and stops cleanly on SIGTERM', async () => {
    const databaseUrl = await createEmptyDatabase('start');
    const dataDir = fs.mkdtempSync(path.join(inject('testDatabase').scratchDir, 'start-'));
    const hemis = startHemis({
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      // As README runs it: a local install, which keeps its own signing key.
      NODE_ENV: '',
      JWT_SECRET: '',
      // A demo run years on: its fiscal years reach that day, not the machine's.
      HEMIS_CLOCK: '2031-01-15T06:00:00Z',
    });
    const url = await hemis.url;
    const ready = await fetch(`${url}/api/ready`);
    expect(ready.status).toBe(200);
    expect(hemis.output()).toContain('collegeadmin@hemis.local');
    const [users] = await query<{ count: number }>(databaseUrl, 'SELECT count(*)::int AS count FROM "User"');
    expect(users?.count).toBe(DEMO_USERS.length);
    const [latest] = await query<{ covers: boolean }>(
      databaseUrl,
      `SELECT "startDateAd" <= '2031-01-15' AND "endDateAd" >= '2031-01-15' AS covers
         FROM "FiscalYear" ORDER BY "startDateAd" DESC LIMIT 1`,
    );
    expect(latest?.covers).toBe(true);
    expect(fs.existsSync(path.join(dataDir, 'uploads', 'campus-66-logo.png'))).toBe(true);
    expect(fs.readFileSync(path.join(dataDir, 'jwt-secret'), 'utf8').length).toBeGreaterThanOrEqual(32);

    hemis.child.kill('SIGTERM');
    expect(await hemis.exited).toBe(0);
  }, 60_000);

  it('refuses to seed a production database without DEMO_PASSWORD', async () => {
    const databaseUrl = await createEmptyDatabase('start_production');
    const dataDir = fs.mkdtempSync(path.join(inject('testDatabase').scratchDir, 'start-'));
    const hemis = startHemis({
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      PORT: '0',
      NODE_ENV: 'production',
      JWT_SECRET: 'p'.repeat(40),
      ESEWA_MERCHANT_CODE: 'MERCHANT',
      ESEWA_SECRET_KEY: 'merchant secret',
      ESEWA_FORM_URL: 'https://epay.example.org/api/epay/main/v2/form',
      ESEWA_STATUS_URL: 'https://epay.example.org/api/epay/transaction/status/',
      DEMO_PASSWORD: '',
    });
    await expect(hemis.url).rejects.toThrow(/set DEMO_PASSWORD/);
    expect(await hemis.exited).toBe(1);
  }, 60_000);
});
