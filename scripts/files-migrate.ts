/**
 * `npm run files:migrate`: copies the local upload folder (UPLOAD_DIR, or .data/uploads) into
 * the bucket S3_* configure, checks every file by size and SHA-256, and prints a summary. Exits
 * 1 when a file failed, 2 when no bucket is configured. The folder is left as it was.
 */
import { loadObjectStore, resolveStoragePaths } from '../server/src/config.ts';
import { S3FileStore } from '../server/src/lib/s3-file-store.ts';
import { describeMigration, migrateFiles } from './lib/files-migrate.ts';

async function main(): Promise<number> {
  const settings = loadObjectStore();
  if (!settings) {
    console.error('No bucket is configured: set S3_BUCKET (and S3_ENDPOINT, keys ...) as in .env.example');
    return 2;
  }
  const { uploadDir } = resolveStoragePaths();
  const store = new S3FileStore(settings);
  try {
    const log = (line: string) => console.log(line);
    const summary = await migrateFiles({ uploadDir, store, log });
    for (const line of describeMigration(summary, uploadDir, store.location)) log(line);
    return summary.problems.length === 0 ? 0 : 1;
  } finally {
    await store.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
