import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const schemaPath = path.join(repoRoot, 'prisma', 'schema.prisma');
export const migrationsDir = path.join(repoRoot, 'prisma', 'migrations');
/** The schema the existing migrations produce; `db:migration` diffs the current schema against it. */
export const migratedSchemaPath = path.join(migrationsDir, 'migrated-schema.prisma');
/** Everything HEMIS keeps on disk by default (git-ignored): database, uploads, outbox. */
export const dataDir = path.join(repoRoot, '.data');
export const webDistDir = path.join(repoRoot, 'web', 'dist');
