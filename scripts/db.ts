/**
 * Database commands: `npm run db:migration -- <name>`, `db:migrate`, `db:seed [-- --national]`, `db:reset`,
 * `db:backup [-- <file or folder>]` and `db:restore -- <file> [--yes]`.
 * They work on DATABASE_URL when set, otherwise on the embedded PostgreSQL in ./.data/.
 */
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline/promises';
import { applyMigrations } from '../server/src/db/migrations.ts';
import { restoreBackup, writeBackup, type BackupManifest } from './lib/backup.ts';
import { openDatabase, resetSchema } from './lib/database.ts';
import { writeMigration } from './lib/migration-writer.ts';
import { migrationsDir } from './lib/paths.ts';
import { seedDatabase } from '../prisma/seed/seed.ts';
import { resolveStoragePaths } from '../server/src/config.ts';

const [command, ...args] = process.argv.slice(2);
const log = (line: string) => console.log(line);

const hidePassword = (url: string) => url.replace(/:[^:@/]*@/, ':***@');

/** Asks on a terminal for `word`; without a terminal, only --yes goes ahead. */
async function confirm(question: string, word: string, refusal: string): Promise<boolean> {
  if (args.includes('--yes')) return true;
  if (!process.stdin.isTTY) {
    console.error(refusal);
    return false;
  }
  const prompt = readline.createInterface({ input: process.stdin, output: process.stdout });
  const answer = await prompt.question(`${question} Type "${word}" to confirm: `);
  prompt.close();
  return answer.trim() === word;
}

function confirmReset(url: string): Promise<boolean> {
  return confirm(
    `Delete all data in ${hidePassword(url)}?`,
    'reset',
    'db:reset deletes every table and its data. Run it with --yes to confirm: npm run db:reset -- --yes',
  );
}

function confirmRestore(url: string, uploadDir: string, manifest: BackupManifest): Promise<boolean> {
  return confirm(
    `Replace all data in ${hidePassword(url)} and every file in ${uploadDir} with the backup taken ${manifest.createdAt}?`,
    'restore',
    'db:restore replaces every table and uploaded file. Run it with --yes to confirm: npm run db:restore -- <file> --yes',
  );
}

/** npm runs scripts from the repository root; a path is meant from where the command was typed. */
const fromCaller = (named: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), named);

/**
 * The file a backup goes to: the one named when it ends in .tar.gz, otherwise a new one in
 * the folder named (created if missing), or in .data/backups, so that a nightly run never
 * overwrites the last.
 */
function backupFile(named: string | undefined): string {
  const name = `hemis-${new Date()
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z')}.tar.gz`;
  if (!named) return path.join(resolveStoragePaths().dataDir, 'backups', name);
  const resolved = fromCaller(named);
  return resolved.endsWith('.tar.gz') ? resolved : path.join(resolved, name);
}

async function main(): Promise<number> {
  const usage =
    'usage: tsx scripts/db.ts <migration NAME | migrate | seed [--national] | reset [--yes] | backup [FILE] | restore FILE [--yes]>';
  if (!command || !['migration', 'migrate', 'seed', 'reset', 'backup', 'restore'].includes(command)) {
    console.error(usage);
    return 2;
  }
  if (command === 'migration' && !args[0]) {
    console.error('Name the migration: npm run db:migration -- add_student_table');
    return 2;
  }
  const named = args.find((arg) => !arg.startsWith('--'));
  const restoreFrom = named === undefined ? undefined : fromCaller(named);
  if (command === 'restore' && (!restoreFrom || !fs.existsSync(restoreFrom))) {
    console.error(restoreFrom ? `No such file: ${restoreFrom}` : 'Name the backup file: npm run db:restore -- <file>');
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
        await seedDatabase(database.url, {
          log,
          uploadDir: resolveStoragePaths().uploadDir,
          national: args.includes('--national'),
        });
        break;
      case 'reset':
        if (!(await confirmReset(database.url))) return 1;
        await resetSchema(database.url);
        await applyMigrations(database.url, migrationsDir, log);
        await seedDatabase(database.url, { log, uploadDir: resolveStoragePaths().uploadDir });
        break;
      case 'backup': {
        const file = backupFile(named);
        const manifest = await writeBackup({
          databaseUrl: database.url,
          uploadDir: resolveStoragePaths().uploadDir,
          file,
        });
        log(`wrote ${file} (${manifest.tables.length} tables, ${fs.statSync(file).size} bytes)`);
        break;
      }
      case 'restore': {
        const { uploadDir } = resolveStoragePaths();
        const restored = await restoreBackup({
          databaseUrl: database.url,
          uploadDir,
          file: restoreFrom!,
          migrationsDir,
          confirm: (manifest) => confirmRestore(database.url, uploadDir, manifest),
          log,
        });
        if (!restored) return 1;
        break;
      }
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
