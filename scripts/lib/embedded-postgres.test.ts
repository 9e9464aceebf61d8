import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import {
  findFreePort,
  isRoot,
  isTraversableByOthers,
  reachableDataDir,
  runningPort,
  startEmbeddedPostgres,
} from './embedded-postgres.ts';

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'hemis-reach-'));
fs.chmodSync(scratch, 0o755); // mkdtemp makes it private
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

function folder(name: string, mode: number): string {
  const created = path.join(scratch, name);
  fs.mkdirSync(created, { recursive: true });
  fs.chmodSync(created, mode);
  return created;
}

describe('reaching the data folder as the postgres user', () => {
  it('sees that a folder under a private (700) folder cannot be traversed by others', () => {
    const open = folder('open', 0o755);
    const closed = folder('closed', 0o700);
    expect(isTraversableByOthers(open)).toBe(true);
    expect(isTraversableByOthers(path.join(closed, 'inner'))).toBe(false);
  });

  it('keeps a reachable data folder where it was asked for', () => {
    const requested = path.join(folder('reachable', 0o755), '.data', 'postgres');
    expect(reachableDataDir(requested)).toBe(requested);
  });

  it.runIf(isRoot())('moves an unreachable data folder of root under /var/lib/hemis, the same place every time', () => {
    const requested = path.join(folder('home-like', 0o700), 'checkout', '.data', 'postgres');
    const moved = reachableDataDir(requested);
    expect(moved.startsWith('/var/lib/hemis/data/')).toBe(true);
    expect(reachableDataDir(requested)).toBe(moved);
  });
});

describe('findFreePort', () => {
  it('returns the preferred port when it is free', async () => {
    const port = await findFreePort();
    expect(await findFreePort(port)).toBe(port);
  });
});

describe('a cluster another process already runs', () => {
  it('is used as it is, and stopping the second handle leaves it running for its owner', async () => {
    const owner = await startEmbeddedPostgres({ dataDir: path.join(folder('running', 0o755), 'pg'), ephemeral: true });
    try {
      const second = await startEmbeddedPostgres({ dataDir: owner.dataDir });
      expect(second.port).toBe(owner.port);
      await second.stop();
      const client = new pg.Client({ connectionString: second.adminUrl });
      await client.connect();
      try {
        expect((await client.query('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
      } finally {
        await client.end();
      }
    } finally {
      await owner.stop();
    }
  });

  it('is not assumed from a pid file whose process is gone', () => {
    const stale = folder('stale', 0o755);
    fs.writeFileSync(path.join(stale, 'postmaster.pid'), `${2 ** 22 + 1}\n${stale}\n0\n5999\n`);
    expect(runningPort(stale)).toBeUndefined();
  });
});
