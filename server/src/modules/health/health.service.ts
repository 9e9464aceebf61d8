import fs from 'node:fs';
import type { PrismaClient } from '../../db/prisma.ts';
import { readMigrations } from '../../db/migrations.ts';

export interface Readiness {
  status: 'ready' | 'not-ready';
  database: 'up' | 'down';
  pendingMigrations: string[];
  failedMigrations: string[];
}

export async function checkReadiness(prisma: PrismaClient, migrationsDir: string): Promise<Readiness> {
  const expected = readMigrations(migrationsDir).map((migration) => migration.name);
  try {
    const rows = fs.existsSync(migrationsDir)
      ? await prisma.$queryRaw<{ migration_name: string; finished_at: Date | null }[]>`
          SELECT migration_name, finished_at FROM "_prisma_migrations" WHERE rolled_back_at IS NULL`
      : [];
    const finished = new Set(rows.filter((row) => row.finished_at).map((row) => row.migration_name));
    const pendingMigrations = expected.filter((name) => !finished.has(name));
    const failedMigrations = rows.filter((row) => !row.finished_at).map((row) => row.migration_name);
    const ready = pendingMigrations.length === 0 && failedMigrations.length === 0;
    return { status: ready ? 'ready' : 'not-ready', database: 'up', pendingMigrations, failedMigrations };
  } catch (error) {
    const missingTable = error instanceof Error && /_prisma_migrations/.test(error.message);
    return {
      status: 'not-ready',
      database: missingTable ? 'up' : 'down',
      pendingMigrations: missingTable ? expected : [],
      failedMigrations: [],
    };
  }
}
