/** Images documents print: a campus's logo from the file store's public logos (PNG or JPEG only). */
import path from 'node:path';
import { readStoredFile, type FileStore } from '../file-store.ts';

export async function campusLogo(fileStore: FileStore, logo: string | null): Promise<Buffer | null> {
  if (!logo || !/\.(png|jpe?g)$/i.test(logo)) return null;
  return (await readStoredFile(fileStore, path.posix.basename(logo)).catch(() => undefined)) ?? null;
}
