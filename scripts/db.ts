/**
 * Database commands: `npm run db:migration -- <name>`, `db:migrate`, `db:seed`, `db:reset`.
 * They work on DATABASE_URL when set, otherwise on the embedded PostgreSQL in ./.data/.
 */
import readline from 'node:readline/promises';
import pg from 'pg';
import { applyMigrations } from '../server/src/db/migrations.ts';
import { openDatabase } from './lib/database.ts';
import { writeMigration } from './lib/migration-writer.ts';
import { migrationsDir } from './lib/paths.ts';
import { seedDatabase } from '../prisma/seed/seed.ts';
import { resolveStoragePaths } from '../server/src/config.ts';

const [command, ...args] = process.argv.slice(2);
const log = (line: string) => console.log(line);

async function confirmReset(url: string): Promise<boolean> {
  if (args.includes('--yes')) return true;
  if (!process.stdin.isTTY) {
    console.error('db:reset deletes every table and its data. Run it with --yes to confirm: npm run db:reset -- --yes');
    return false;
  }
  const prompt = readline.createInterface({ input: process.stdin, output: process.stdout });
  const answer = await prompt.question(
    `Delete all data in ${url.replace(/:[^:@/]*@/, ':***@')}? Type "reset" to confirm: `,
  );
  prompt.close();
  return answer.trim() === 'reset';
}

async function resetSchema(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('DROP SCHEMA IF EXISTS public CASCADE');
    await client.query('CREATE SCHEMA public');
  } finally {
    await client.end();
  }
}

async function main(): Promise<number> {
  const usage = 'usage: tsx scripts/db.ts <migration NAME | migrate | seed | reset [--yes]>';
  if (!command || !['migration', 'migrate', 'seed', 'reset'].includes(command)) {
    console.error(usage);
    return 2;
  }
  if (command === 'migration' && !args[0]) {
    console.error('Name the migration: npm run db:migration -- add_student_table');
    return 2;
  }
  const database = await openDatabase();
  try {
    switch (command) {
      case 'migration': {
        const result = await writeMigration({ name: args[0]!, connectionString: database.url });
        log(result.written ? `wrote ${result.directory}/migration.sql` : 'schema.prisma has no changes to migrate');
        break;
      }
      case 'migrate': {
        const applied = await applyMigrations(database.url, migrationsDir, log);
        if (applied.length === 0) log('database is up to date');
        break;
      }
      case 'seed':
        await seedDatabase(database.url, { log, uploadDir: resolveStoragePaths().uploadDir });
        break;
      case 'reset':
        if (!(await confirmReset(database.url))) return 1;
        await resetSchema(database.url);
        await applyMigrations(database.url, migrationsDir, log);
        await seedDatabase(database.url, { log, uploadDir: resolveStoragePaths().uploadDir });
        break;
    }
    return 0;
  } finally {
    await database.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
