/**
 * Where uploaded and generated files live (logos, personal files, signed reports, evidence):
 * one interface over the local upload folder or an S3-compatible bucket, chosen by the
 * configuration (docs/decisions/0036-object-storage.md). Keys are relative paths with `/`
 * (`campus-logo-<uuid>.png`, `private/students/12/<uuid>.pdf`), the same in both places, so
 * `npm run files:migrate` copies the folder into the bucket as it is.
 */
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/** A stored file's bytes, read as they are sent. */
export interface StoredStream {
  stream: Readable;
  size: number;
}

export interface FileStore {
  /** Where the files are, for log lines and summaries (never a credential). */
  readonly location: string;
  /** Writes a file, replacing one stored under the same key. */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The file as a stream, or undefined when there is none. */
  get(key: string): Promise<StoredStream | undefined>;
  /** The file's size, or undefined when there is none. */
  stat(key: string): Promise<{ size: number } | undefined>;
  /** Removes a file; a missing one is fine (a retried cleanup). */
  delete(key: string): Promise<void>;
  /** Lets go of connections when the app closes. */
  close(): void | Promise<void>;
}

/** A key is a relative path of plain segments: no `..`, no `.`, no empty or backslashed segment. */
export function checkedKey(key: string): string {
  const segments = key.split('/');
  const plain = segments.every((segment) => segment !== '' && segment !== '.' && segment !== '..');
  if (!plain || key.includes('\\') || key.includes('\0')) throw new Error(`Not a storage key: ${key}`);
  return key;
}

/** Reads a whole stored file (images a PDF prints); undefined when there is none. */
export async function readStoredFile(store: FileStore, key: string): Promise<Buffer | undefined> {
  const file = await store.get(key);
  if (!file) return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of file.stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/** The upload folder on this machine's disk. */
export class LocalFileStore implements FileStore {
  readonly location: string;

  constructor(readonly root: string) {
    this.location = path.resolve(root);
  }

  private pathOf(key: string): string {
    return path.join(this.location, ...checkedKey(key).split('/'));
  }

  async put(key: string, bytes: Uint8Array): Promise<void> {
    const target = this.pathOf(key);
    await fs.mkdir(path.dirname(target), { recursive: true });
    // Written aside and renamed, so a reader never sees half a file.
    const partial = `${target}.${process.pid}.part`;
    await fs.writeFile(partial, bytes);
    await fs.rename(partial, target);
  }

  async get(key: string): Promise<StoredStream | undefined> {
    const target = this.pathOf(key);
    const found = await this.stat(key);
    return found && { stream: createReadStream(target), size: found.size };
  }

  async stat(key: string): Promise<{ size: number } | undefined> {
    try {
      const stats = await fs.stat(this.pathOf(key));
      return stats.isFile() ? { size: stats.size } : undefined;
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await fs.rm(this.pathOf(key), { force: true });
  }

  close(): void {}
}
