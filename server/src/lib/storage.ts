/**
 * Uploaded images (campus and university logos). The format is read from the file's first
 * bytes, never from its name or the type the browser claims, so a script renamed to .png
 * is refused. Files get generated names at the top of the file store (lib/file-store.ts) and
 * are served at /uploads/<name> (plugins/uploads.ts).
 */
import { randomUUID } from 'node:crypto';
import { IMAGE_UPLOAD_MAX_BYTES, type UploadedFile } from '@hemis/contracts';
import { AppError } from './app-error.ts';
import type { FileStore } from './file-store.ts';

interface ImageFormat {
  extension: string;
  contentType: string;
  matches(bytes: Uint8Array): boolean;
}

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  signature.every((byte, index) => bytes[offset + index] === byte);
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/** PNG, JPEG and WebP (contracts IMAGE_UPLOAD_TYPES), by their magic numbers. */
const IMAGE_FORMATS: ImageFormat[] = [
  {
    extension: 'png',
    contentType: 'image/png',
    matches: (bytes) => startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  },
  { extension: 'jpg', contentType: 'image/jpeg', matches: (bytes) => startsWith(bytes, [0xff, 0xd8, 0xff]) },
  {
    extension: 'webp',
    contentType: 'image/webp',
    matches: (bytes) => startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8),
  },
];

export const IMAGE_FORMAT_MESSAGE = 'The image must be a PNG, JPEG or WebP file';
export const IMAGE_SIZE_MESSAGE = `The image must not be larger than ${IMAGE_UPLOAD_MAX_BYTES / (1024 * 1024)} MB`;

async function bytesOf(file: UploadedFile): Promise<Uint8Array> {
  return file instanceof Uint8Array ? file : new Uint8Array(await file.arrayBuffer());
}

/** The format of an image's bytes, or 415 for anything else and 413 above the size limit. */
export function checkImage(bytes: Uint8Array): ImageFormat {
  if (bytes.byteLength > IMAGE_UPLOAD_MAX_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', IMAGE_SIZE_MESSAGE);
  const format = IMAGE_FORMATS.find((candidate) => candidate.matches(bytes));
  if (!format) throw new AppError('UNSUPPORTED_MEDIA_TYPE', IMAGE_FORMAT_MESSAGE);
  return format;
}

/** Saves an uploaded image under a generated name in the file store and answers that name. */
export async function saveImage(fileStore: FileStore, file: UploadedFile, prefix: string): Promise<string> {
  const bytes = await bytesOf(file);
  const format = checkImage(bytes);
  const name = `${prefix}-${randomUUID()}.${format.extension}`;
  await fileStore.put(name, bytes, format.contentType);
  return name;
}

/**
 * Saves the image (when one came) and runs the write that records its name; when the write
 * fails the saved file is removed again, so a refused request leaves nothing behind.
 */
export async function withSavedImage<T>(
  fileStore: FileStore,
  file: UploadedFile | undefined,
  prefix: string,
  write: (fileName: string | undefined) => Promise<T>,
): Promise<T> {
  const fileName = file ? await saveImage(fileStore, file, prefix) : undefined;
  try {
    return await write(fileName);
  } catch (error) {
    if (fileName) await fileStore.delete(fileName);
    throw error;
  }
}
