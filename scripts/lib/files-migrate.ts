/**
 * Copies a local upload folder into the configured file store (the bucket) under the same keys
 * (`campus-logo-<uuid>.png`, `private/students/12/<uuid>.pdf`), then reads every file back and
 * checks its size and SHA-256 against the original. A file already in the bucket with the same
 * size and hash is left as it is, so the command may be run again after a failure.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FileStore } from '../../server/src/lib/file-store.ts';
import { filesUnder } from './backup.ts';

export interface FileProblem {
  key: string;
  problem: string;
}

export interface MigrationSummary {
  /** Files in the folder. */
  found: number;
  copied: number;
  /** Already in the store with the same size and hash. */
  alreadyThere: number;
  /** Read back from the store with the right size and hash. */
  verified: number;
  bytes: number;
  problems: FileProblem[];
}

const CONTENT_TYPES: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.pdf': 'application/pdf',
};

const contentTypeOf = (key: string) => CONTENT_TYPES[path.extname(key).toLowerCase()] ?? 'application/octet-stream';

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** The size and hash of a stored file, read back whole; undefined when it is not there. */
async function storedDigest(store: FileStore, key: string): Promise<{ size: number; hash: string } | undefined> {
  const file = await store.get(key);
  if (!file) return undefined;
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of file.stream) {
    const bytes = chunk as Uint8Array;
    size += bytes.byteLength;
    hash.update(bytes);
  }
  return { size, hash: hash.digest('hex') };
}

export async function migrateFiles(options: {
  uploadDir: string;
  store: FileStore;
  log?: (line: string) => void;
}): Promise<MigrationSummary> {
  const { uploadDir, store, log = () => {} } = options;
  // The folder's relative paths are the store's keys (lib/file-store.ts).
  const keys = filesUnder(uploadDir);
  const summary: MigrationSummary = {
    found: keys.length,
    copied: 0,
    alreadyThere: 0,
    verified: 0,
    bytes: 0,
    problems: [],
  };
  for (const key of keys) {
    try {
      const bytes = new Uint8Array(fs.readFileSync(path.join(uploadDir, ...key.split('/'))));
      const expected = { size: bytes.byteLength, hash: sha256(bytes) };
      const before = await store.stat(key);
      const present = before?.size === expected.size ? await storedDigest(store, key) : undefined;
      if (present?.hash === expected.hash) {
        summary.alreadyThere += 1;
      } else {
        await store.put(key, bytes, contentTypeOf(key));
        summary.copied += 1;
        summary.bytes += bytes.byteLength;
      }
      const after = await storedDigest(store, key);
      if (!after) summary.problems.push({ key, problem: 'missing from the store after copying' });
      else if (after.size !== expected.size)
        summary.problems.push({ key, problem: `${after.size} bytes in the store, ${expected.size} in the folder` });
      else if (after.hash !== expected.hash)
        summary.problems.push({ key, problem: 'its SHA-256 in the store differs from the folder' });
      else summary.verified += 1;
    } catch (error) {
      summary.problems.push({ key, problem: error instanceof Error ? error.message : String(error) });
    }
    const done = summary.verified + summary.problems.length;
    if (done % 500 === 0) log(`${done} of ${keys.length} files`);
  }
  return summary;
}

/** The summary as printed: one line of counts, then one line per file that failed. */
export function describeMigration(summary: MigrationSummary, from: string, to: string): string[] {
  const megabytes = (summary.bytes / (1024 * 1024)).toFixed(1);
  return [
    `${summary.found} files in ${from}: ${summary.copied} copied to ${to} (${megabytes} MB), ` +
      `${summary.alreadyThere} already there; ${summary.verified} verified by size and SHA-256, ` +
      `${summary.problems.length} failed`,
    ...summary.problems.map((failure) => `  failed: ${failure.key}: ${failure.problem}`),
  ];
}
