/** Images documents print: a campus's logo from the public upload folder (PNG or JPEG only). */
import { readFile } from 'node:fs/promises';
import path from 'node:path';

export async function campusLogo(uploadDir: string, logo: string | null): Promise<Buffer | null> {
  if (!logo || !/\.(png|jpe?g)$/i.test(logo)) return null;
  try {
    return await readFile(path.join(uploadDir, path.basename(logo)));
  } catch {
    return null;
  }
}
