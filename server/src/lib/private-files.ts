/**
 * Private files: students' and employees' photos, identity scans, signatures and documents
 * (issue: students, "personal data stays private"). They live under `private/` in the file
 * store (lib/file-store.ts: the upload folder, or the bucket), which the public /uploads route
 * never serves (plugins/uploads.ts); they are read only through authenticated routes that
 * apply the record's scope, streamed by the server (never a bucket's address), and sent with
 * `nosniff`, no caching, and a download disposition for anything that is not an image.
 *
 * The type is read from the file's first bytes, never from its name or the browser's claim.
 */
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { FastifyReply } from 'fastify';
import type { UploadedFile } from '@hemis/contracts';
import { AppError } from './app-error.ts';
import { checkedKey, readStoredFile, type FileStore } from './file-store.ts';

/** The folder of the file store that is never served by the public route. */
export const PRIVATE_FOLDER = 'private';

/** A scanned document or photo may be up to 5 MB (issue: employees, "5 MB each, checked by content"). */
export const PRIVATE_FILE_MAX_BYTES = 5 * 1024 * 1024;

interface FileFormat {
  extension: string;
  contentType: string;
  image: boolean;
  matches(bytes: Uint8Array): boolean;
}

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  signature.every((byte, index) => bytes[offset + index] === byte);
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

const FORMATS: FileFormat[] = [
  {
    extension: 'png',
    contentType: 'image/png',
    image: true,
    matches: (bytes) => startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  },
  {
    extension: 'jpg',
    contentType: 'image/jpeg',
    image: true,
    matches: (bytes) => startsWith(bytes, [0xff, 0xd8, 0xff]),
  },
  {
    extension: 'webp',
    contentType: 'image/webp',
    image: true,
    matches: (bytes) => startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8),
  },
  {
    extension: 'pdf',
    contentType: 'application/pdf',
    image: false,
    matches: (bytes) => startsWith(bytes, ascii('%PDF-')),
  },
];

export const PRIVATE_FILE_FORMAT_MESSAGE = 'The file must be a PNG, JPEG or WebP image or a PDF document';
export const PRIVATE_FILE_SIZE_MESSAGE = `The file must not be larger than ${PRIVATE_FILE_MAX_BYTES / (1024 * 1024)} MB`;

export type PrivateFileKind = 'image' | 'document';

/** What a record keeps of a stored file. */
export interface StoredFile {
  storageKey: string;
  fileName: string;
  contentType: string;
  size: number;
}

async function bytesOf(file: UploadedFile): Promise<Uint8Array> {
  return file instanceof Uint8Array ? file : new Uint8Array(await file.arrayBuffer());
}

/** The format of a file's bytes: 415 for an unknown format (or a PDF where an image is asked), 413 above the limit. */
export function checkPrivateFile(bytes: Uint8Array, kind: PrivateFileKind = 'document'): FileFormat {
  if (bytes.byteLength > PRIVATE_FILE_MAX_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', PRIVATE_FILE_SIZE_MESSAGE);
  const format = FORMATS.find((candidate) => candidate.matches(bytes));
  if (!format || (kind === 'image' && !format.image)) {
    throw new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      kind === 'image' ? 'The file must be a PNG, JPEG or WebP image' : PRIVATE_FILE_FORMAT_MESSAGE,
    );
  }
  return format;
}

/** Where a record's file is in the file store; a key that would leave the private folder is refused. */
function storeKeyOf(storageKey: string): string {
  return `${PRIVATE_FOLDER}/${checkedKey(storageKey)}`;
}

/**
 * Checks and stores a file under `folder` (for example `students/12`) with a generated
 * name; `label` names the download (`citizenshipFront`).
 */
export async function savePrivateFile(
  fileStore: FileStore,
  file: UploadedFile,
  folder: string,
  label: string,
  kind: PrivateFileKind = 'document',
): Promise<StoredFile> {
  const bytes = await bytesOf(file);
  const format = checkPrivateFile(bytes, kind);
  const storageKey = path.posix.join(folder, `${randomUUID()}.${format.extension}`);
  await fileStore.put(storeKeyOf(storageKey), bytes, format.contentType);
  return {
    storageKey,
    fileName: `${label}.${format.extension}`,
    contentType: format.contentType,
    size: bytes.byteLength,
  };
}

/** The bytes of a stored file, for documents the server prints; undefined when it is gone. */
export async function readPrivateFile(fileStore: FileStore, storageKey: string): Promise<Buffer | undefined> {
  return readStoredFile(fileStore, storeKeyOf(storageKey));
}

/** Removes stored files; missing ones are fine (a retried cleanup). */
export async function removePrivateFiles(fileStore: FileStore, storageKeys: Iterable<string>): Promise<void> {
  for (const key of storageKeys) await fileStore.delete(storeKeyOf(key));
}

/**
 * Saves the files (all or none) and runs the write that records them; when the write
 * fails, the saved files are removed again, so a refused request leaves nothing behind.
 */
export async function withSavedPrivateFiles<T>(
  fileStore: FileStore,
  files: ReadonlyArray<{ file: UploadedFile; folder: string; label: string; kind?: PrivateFileKind }>,
  write: (stored: StoredFile[]) => Promise<T>,
): Promise<T> {
  const stored: StoredFile[] = [];
  try {
    for (const entry of files)
      stored.push(await savePrivateFile(fileStore, entry.file, entry.folder, entry.label, entry.kind));
    return await write(stored);
  } catch (error) {
    await removePrivateFiles(
      fileStore,
      stored.map((file) => file.storageKey),
    );
    throw error;
  }
}

/**
 * Saves the files and runs the write that records them in place of the stored files they
 * replace, which are removed once the write is done: the record never names a removed file.
 */
export async function withReplacedPrivateFiles<T>(
  fileStore: FileStore,
  files: Parameters<typeof withSavedPrivateFiles>[1],
  replaced: readonly { storageKey: string }[],
  write: (stored: StoredFile[]) => Promise<T>,
): Promise<T> {
  const written = await withSavedPrivateFiles(fileStore, files, write);
  await removePrivateFiles(
    fileStore,
    replaced.map((file) => file.storageKey),
  );
  return written;
}

/** The file rows of a record's uploads: each upload's kind, where it was stored and who sent it. */
export function uploadedFileRows<Kind extends string>(
  uploads: readonly { kind: Kind }[],
  stored: StoredFile[],
  uploadedById: number,
) {
  return uploads.map((upload, index) => ({ kind: upload.kind, ...stored[index]!, uploadedById }));
}

/**
 * The nested write that puts each file row in place of the record's file of its kind;
 * `kindKey` names that file by the record's one-file-a-kind key.
 */
export function filesInPlaceByKind<Row extends { kind: string }, Key>(
  rows: Row[],
  kindKey: (kind: Row['kind']) => Key,
) {
  return { upsert: rows.map((file) => ({ where: kindKey(file.kind), create: file, update: file })) };
}

/**
 * Sends a stored file: its own type, never sniffed, never cached by shared caches, shown
 * inline only when it is an image, downloaded otherwise. 404 when the file is gone.
 */
export async function sendPrivateFile(
  reply: FastifyReply,
  fileStore: FileStore,
  file: StoredFile,
): Promise<FastifyReply> {
  const stored = await fileStore.get(storeKeyOf(file.storageKey));
  if (!stored) throw AppError.notFound('File');
  const disposition = file.contentType.startsWith('image/') ? 'inline' : 'attachment';
  const safeName = file.fileName.replace(/[^\w.-]/g, '_');
  return reply
    .header('Content-Type', file.contentType)
    .header('X-Content-Type-Options', 'nosniff')
    .header('Cache-Control', 'private, no-store')
    .header('Content-Disposition', `${disposition}; filename="${safeName}"`)
    .header('Content-Length', stored.size)
    .send(stored.stream);
}
