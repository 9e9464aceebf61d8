/** Files that cross the API whole: an uploaded file read within its limit, a generated file sent as a download. */
import type { FastifyReply } from 'fastify';
import type { UploadedFile } from '@hemis/contracts';
import { AppError } from './app-error.ts';

/** The uploaded file's bytes; 413 when it is larger than the route accepts. */
export async function uploadedBytes(file: UploadedFile, maxBytes: number): Promise<Uint8Array> {
  const bytes = file instanceof Uint8Array ? file : new Uint8Array(await file.arrayBuffer());
  if (bytes.byteLength > maxBytes) {
    throw new AppError('PAYLOAD_TOO_LARGE', `The file must be at most ${maxBytes / 1024 / 1024} MB`);
  }
  return bytes;
}

export interface Download {
  /** Its content type. */
  type: string;
  name: string;
  bytes: Uint8Array;
}

/** Sends a generated file (a template, an export) to be saved under its name. */
export function sendDownload(reply: FastifyReply, download: Download): FastifyReply {
  return reply
    .header('Content-Type', download.type)
    .header('Content-Disposition', `attachment; filename="${download.name}"`)
    .send(download.bytes);
}
