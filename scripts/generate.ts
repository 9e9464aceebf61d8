/**
 * `npm run db:generate -- [--campuses 1500] [--students 600000] [--employees 40000] [--seed 1] [--database-url URL] [--reset] [--into-demo]`
 *
 * Fills a scratch database with a believable national dataset for measuring (issue: students,
 * "National-scale data for measuring"): campuses of every type under the seeded universities,
 * the programs they run, and students spread over them as Nepal's are. The target is
 * `--database-url`, else DATABASE_URL; it is created when missing. The embedded database
 * `npm start` uses (./.data) is written only with --into-demo.
 */
import { parseArgs } from 'node:util';
import { openDatabase } from './lib/database.ts';
import { GenerateRefusal, generateNationalData } from './lib/generate/generate.ts';

const USAGE =
  'usage: npm run db:generate -- [--campuses N] [--students N] [--employees N] [--seed N] [--database-url URL] [--reset] [--into-demo]';

function whole(name: string, text: string | undefined, fallback: number): number {
  if (text === undefined) return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 0) throw new GenerateRefusal(`--${name} must be a whole number, not ${text}`);
  return value;
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      campuses: { type: 'string' },
      students: { type: 'string' },
      employees: { type: 'string' },
      seed: { type: 'string' },
      'database-url': { type: 'string' },
      reset: { type: 'boolean', default: false },
      'into-demo': { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const sizes = {
    campuses: whole('campuses', values.campuses, 1500),
    students: whole('students', values.students, 600_000),
    ...(values.employees === undefined ? {} : { employees: whole('employees', values.employees, 0) }),
    seed: whole('seed', values.seed, 1),
  };
  const named = values['database-url']?.trim() || process.env.DATABASE_URL?.trim();
  if (!named && !values['into-demo']) {
    throw new GenerateRefusal(
      'name a scratch database with --database-url or DATABASE_URL (created when missing); ' +
        'the demo database of npm start is written only with --into-demo',
    );
  }
  const database = named ? { url: named, stop: async () => undefined } : await openDatabase();
  try {
    const outcome = await generateNationalData({
      ...sizes,
      databaseUrl: database.url,
      reset: values.reset,
      log: (line) => console.log(line),
    });
    console.log(
      `generated ${sizes.students.toLocaleString('en-US')} students over up to ${sizes.campuses.toLocaleString('en-US')} campuses in ${outcome.seconds} s`,
    );
    return 0;
  } finally {
    await database.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof GenerateRefusal || (error instanceof Error && error.name === 'TypeError' && 'code' in error)) {
      console.error(error.message);
      console.error(USAGE);
      process.exit(2);
    }
    console.error(error);
    process.exit(1);
  },
);
