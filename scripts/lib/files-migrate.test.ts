import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startS3StandIn, type S3StandIn } from '../../tests/support/s3-stand-in.ts';
import { readStoredFile, type FileStore } from '../../server/src/lib/file-store.ts';
import { S3FileStore } from '../../server/src/lib/s3-file-store.ts';
import { describeMigration, migrateFiles } from './files-migrate.ts';

const repoRoot = path.resolve(import.meta.dirname, '..', '..');
const run = promisify(execFile);

/** An upload folder as HEMIS leaves it: logos at the top, personal files under private/. */
function uploadFolder(): string {
  const folder = fs.mkdtempSync(path.join(inject('testDatabase').scratchDir, 'uploads-'));
  const write = (key: string, content: string) => {
    fs.mkdirSync(path.dirname(path.join(folder, key)), { recursive: true });
    fs.writeFileSync(path.join(folder, key), content);
  };
  write('campus-66-logo.png', 'a logo');
  write('private/students/12/photo.jpg', 'a photo');
  write('private/reports/3/signed.pdf', '%PDF-1.4 signed');
  return folder;
}

describe('npm run files:migrate', () => {
  let standIn: S3StandIn;
  let store: FileStore;
  beforeAll(async () => {
    standIn = await startS3StandIn();
    store = new S3FileStore(standIn.settings);
  });
  afterAll(async () => {
    await store.close();
    await standIn.close();
  });

  it('copies every file of the upload folder under the same key and checks each by size and hash', async () => {
    const folder = uploadFolder();
    const summary = await migrateFiles({ uploadDir: folder, store });
    expect(summary).toEqual({ found: 3, copied: 3, alreadyThere: 0, verified: 3, bytes: 28, problems: [] });
    expect((await readStoredFile(store, 'private/students/12/photo.jpg'))?.toString()).toBe('a photo');
    expect(standIn.writes.get('private/reports/3/signed.pdf')).toMatchObject({
      'content-type': 'application/pdf',
      'x-amz-server-side-encryption': 'AES256',
    });
    expect(fs.existsSync(path.join(folder, 'private/students/12/photo.jpg'))).toBe(true);
  });

  it('leaves files already copied as they are when run again, and copies a changed one anew', async () => {
    const folder = uploadFolder();
    await migrateFiles({ uploadDir: folder, store });
    fs.writeFileSync(path.join(folder, 'campus-66-logo.png'), 'a new logo');
    const again = await migrateFiles({ uploadDir: folder, store });
    expect(again).toMatchObject({ found: 3, copied: 1, alreadyThere: 2, verified: 3, problems: [] });
    expect((await readStoredFile(store, 'campus-66-logo.png'))?.toString()).toBe('a new logo');
  });

  it('names each file the store did not keep as written', async () => {
    const folder = uploadFolder();
    await migrateFiles({ uploadDir: folder, store });
    await store.delete('private/students/12/photo.jpg');
    fs.writeFileSync(path.join(folder, 'campus-66-logo.png'), 'not what the bucket holds');
    // A store that answers every write as done and keeps none of them.
    const forgetful: FileStore = {
      location: store.location,
      put: async () => {},
      get: (key) => store.get(key),
      stat: (key) => store.stat(key),
      delete: (key) => store.delete(key),
      close: () => {},
    };
    const summary = await migrateFiles({ uploadDir: folder, store: forgetful });
    expect(summary.verified).toBe(1);
    expect(summary.problems).toEqual([
      { key: 'campus-66-logo.png', problem: '6 bytes in the store, 25 in the folder' },
      { key: 'private/students/12/photo.jpg', problem: 'missing from the store after copying' },
    ]);
    expect(describeMigration(summary, folder, store.location)).toEqual([
      `3 files in ${folder}: 2 copied to ${store.location} (0.0 MB), 1 already there; 1 verified by size and SHA-256, 2 failed`,
      '  failed: campus-66-logo.png: 6 bytes in the store, 25 in the folder',
      '  failed: private/students/12/photo.jpg: missing from the store after copying',
    ]);
  });

  it('runs as the npm script against the configured bucket and prints its summary', async () => {
    const folder = uploadFolder();
    const { stdout } = await run(path.join(repoRoot, 'node_modules/.bin/tsx'), ['scripts/files-migrate.ts'], {
      cwd: repoRoot,
      env: { ...process.env, ...standIn.env, UPLOAD_DIR: folder },
    });
    expect(stdout).toContain(`3 files in ${folder}:`);
    expect(stdout).toContain('3 verified by size and SHA-256, 0 failed');
  });

  it('stops with a clear message when no bucket is configured', async () => {
    const refused = await run(path.join(repoRoot, 'node_modules/.bin/tsx'), ['scripts/files-migrate.ts'], {
      cwd: repoRoot,
      env: { ...process.env, S3_BUCKET: '', UPLOAD_DIR: uploadFolder() },
    }).catch((error: { code: number; stderr: string }) => error);
    expect(refused).toMatchObject({ code: 2, stderr: expect.stringContaining('No bucket is configured') });
  });
});
