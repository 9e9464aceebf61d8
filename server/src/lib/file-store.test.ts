import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { startS3StandIn, type S3StandIn } from '../../../tests/support/s3-stand-in.ts';
import { LocalFileStore, readStoredFile, type FileStore } from './file-store.ts';
import { S3FileStore } from './s3-file-store.ts';

interface BackEnd {
  store: FileStore;
  close(): Promise<void>;
}

async function localFolder(): Promise<BackEnd> {
  const root = fs.mkdtempSync(path.join(inject('testDatabase').scratchDir, 'files-'));
  return { store: new LocalFileStore(root), close: async () => {} };
}

async function standInBucket(): Promise<BackEnd> {
  const standIn = await startS3StandIn();
  const store = new S3FileStore(standIn.settings);
  return {
    store,
    close: async () => {
      await store.close();
      await standIn.close();
    },
  };
}

const bytes = (text: string) => new Uint8Array(Buffer.from(text));

describe.each([
  { where: 'in the upload folder', start: localFolder },
  { where: 'in an S3-compatible bucket', start: standInBucket },
])('files $where', ({ start }) => {
  let backEnd: BackEnd;
  let store: FileStore;
  beforeAll(async () => {
    backEnd = await start();
    store = backEnd.store;
  });
  afterAll(() => backEnd.close());

  it('gives back the bytes put under a key, as a stream with their size', async () => {
    await store.put('private/students/7/scan.pdf', bytes('%PDF-1.7 scan'), 'application/pdf');
    const file = await store.get('private/students/7/scan.pdf');
    expect(file?.size).toBe(13);
    const chunks: Buffer[] = [];
    for await (const chunk of file!.stream) chunks.push(Buffer.from(chunk as Uint8Array));
    expect(Buffer.concat(chunks).toString()).toBe('%PDF-1.7 scan');
    expect(await store.stat('private/students/7/scan.pdf')).toEqual({ size: 13 });
  });

  it('replaces a file put again under the same key', async () => {
    await store.put('campus-logo-1.png', bytes('first'), 'image/png');
    await store.put('campus-logo-1.png', bytes('second, longer'), 'image/png');
    expect((await readStoredFile(store, 'campus-logo-1.png'))?.toString()).toBe('second, longer');
  });

  it('answers nothing for a key never written', async () => {
    expect(await store.get('private/nobody.pdf')).toBeUndefined();
    expect(await store.stat('private/nobody.pdf')).toBeUndefined();
    expect(await readStoredFile(store, 'nobody.png')).toBeUndefined();
  });

  it('forgets a deleted file, and deleting a missing one is fine', async () => {
    await store.put('private/employees/3/photo.jpg', bytes('jpeg'), 'image/jpeg');
    await store.delete('private/employees/3/photo.jpg');
    expect(await store.stat('private/employees/3/photo.jpg')).toBeUndefined();
    await expect(store.delete('private/employees/3/photo.jpg')).resolves.toBeUndefined();
  });

  it('keeps files with the same name in different folders apart', async () => {
    await store.put('private/students/1/a.pdf', bytes('one'), 'application/pdf');
    await store.put('private/students/2/a.pdf', bytes('two'), 'application/pdf');
    expect((await readStoredFile(store, 'private/students/1/a.pdf'))?.toString()).toBe('one');
    expect((await readStoredFile(store, 'private/students/2/a.pdf'))?.toString()).toBe('two');
  });

  it('refuses a key that climbs out of its folder or is not a plain path', async () => {
    for (const key of ['../outside.png', 'private/../../outside.png', '/absolute.png', 'a//b.png', 'a\\b.png', '']) {
      await expect(store.put(key, bytes('x'), 'image/png'), key).rejects.toThrow(/Not a storage key/);
      await expect(store.get(key), key).rejects.toThrow(/Not a storage key/);
    }
  });
});

describe('files in an S3-compatible bucket', () => {
  let standIn: S3StandIn;
  beforeAll(async () => {
    standIn = await startS3StandIn();
  });
  afterAll(() => standIn.close());

  it('are written with server-side encryption and their type', async () => {
    const store = new S3FileStore(standIn.settings);
    await store.put('private/signed/1.pdf', bytes('%PDF-1.7'), 'application/pdf');
    await store.close();
    expect(standIn.writes.get('private/signed/1.pdf')).toMatchObject({
      'x-amz-server-side-encryption': 'AES256',
      'content-type': 'application/pdf',
    });
  });

  it('leave the encryption to the bucket when none is configured', async () => {
    const store = new S3FileStore({ ...standIn.settings, serverSideEncryption: undefined });
    await store.put('plain.png', bytes('png'), 'image/png');
    await store.close();
    expect(standIn.writes.get('plain.png')).not.toHaveProperty('x-amz-server-side-encryption');
  });

  it('are refused with the store’s error for keys it does not know', async () => {
    const store = new S3FileStore({
      ...standIn.settings,
      credentials: { accessKeyId: 'UNKNOWN', secretAccessKey: 'UNKNOWN' },
    });
    await expect(store.put('refused.png', bytes('png'), 'image/png')).rejects.toThrow();
    await store.close();
  });
});
