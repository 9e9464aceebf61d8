/** Uploaded files (logos) are served by file name under /uploads (spec section 7). */
export function uploadUrl(fileName: string | null | undefined): string | undefined {
  return fileName ? `/uploads/${encodeURIComponent(fileName)}` : undefined;
}
