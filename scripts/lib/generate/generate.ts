/**
 * `npm run db:generate`: a national-scale database for measuring, on top of the demo seed.
 * The target is migrated and seeded first (created when missing); then every step of
 * steps.ts adds its records in its own transaction, and the tables are vacuumed and analysed, so
 * that the planner knows their sizes and, as in a database autovacuum keeps, index-only scans
 * need not visit the table. A database that already holds students other than the demo
 * ones is refused unless `reset` asks to empty it first.
 */
import pg from 'pg';
import { applyMigrations } from '../../../server/src/db/migrations.ts';
import { DEMO_STUDENT_EMAIL_SUFFIX, seedDatabase } from '../../../prisma/seed/seed.ts';
import { createDatabaseIfMissing, resetSchema } from '../database.ts';
import { migrationsDir } from '../paths.ts';
import { Random } from './random.ts';
import { count, type GenerateSizes, type GenerateStep } from './step.ts';
import { GENERATE_STEPS } from './steps.ts';

export interface GenerateOptions extends GenerateSizes {
  databaseUrl: string;
  /** Empty the database first (drop every table), then migrate and seed. */
  reset?: boolean;
  log?: (line: string) => void;
  /** The day the seed's current fiscal year and batches are computed for. */
  today?: Date;
  steps?: readonly GenerateStep[];
}

export class GenerateRefusal extends Error {}

const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);

/** The same server's maintenance database, from which a missing target is created. */
function adminUrlOf(url: string): { adminUrl: string; name: string } {
  const parsed = new URL(url);
  const name = decodeURIComponent(parsed.pathname.replace(/^\//, ''));
  if (!name) throw new GenerateRefusal(`name the database in the URL: ${url}`);
  parsed.pathname = '/postgres';
  return { adminUrl: parsed.toString(), name };
}

async function studentsBeyondTheDemo(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM "Student" WHERE email IS NULL OR email NOT LIKE $1`,
      [`%${DEMO_STUDENT_EMAIL_SUFFIX}`],
    );
    return rows[0]!.count;
  } finally {
    await client.end();
  }
}

export async function generateNationalData(options: GenerateOptions): Promise<{ seconds: number }> {
  const log = options.log ?? (() => undefined);
  const started = performance.now();
  const { adminUrl, name } = adminUrlOf(options.databaseUrl);
  await createDatabaseIfMissing(adminUrl, name);
  if (options.reset) {
    await resetSchema(options.databaseUrl);
    log(`emptied ${name}`);
  }
  await applyMigrations(options.databaseUrl, migrationsDir, log);
  await seedDatabase(options.databaseUrl, { today: options.today });
  log('the demo seed is in place');
  const already = await studentsBeyondTheDemo(options.databaseUrl);
  if (already > 0) {
    throw new GenerateRefusal(
      `${name} already holds ${count(already)} students beyond the demo ones: add --reset to empty it first`,
    );
  }

  const random = new Random(options.seed);
  const client = new pg.Client({ connectionString: options.databaseUrl });
  await client.connect();
  try {
    for (const step of options.steps ?? GENERATE_STEPS) {
      const stepStarted = performance.now();
      await client.query('BEGIN');
      try {
        const summary = await step.run({ client, random: random.fork(step.name), sizes: options, log });
        await client.query('COMMIT');
        log(`${step.name}: ${summary} (${seconds(stepStarted)} s)`);
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      }
    }
    const vacuumed = performance.now();
    await client.query('VACUUM (ANALYZE)');
    log(`vacuumed and analysed the tables (${seconds(vacuumed)} s)`);
  } finally {
    await client.end();
  }
  return { seconds: Number(seconds(started)) };
}
