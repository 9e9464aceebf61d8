/**
 * Every POST, PUT, PATCH and DELETE operation of the OpenAPI document, called as a role the
 * route admits, with bodies no form sends: JSON null, arrays, texts, numbers, nested and
 * unknown fields, every field of the body as a prototype-less-looking object, a nested array,
 * a huge number, a boolean, a 100 kB text, an empty text, a file; as JSON, multipart and
 * URL-encoded; path parameters generated too. No answer may be a 5xx, and a refused request
 * may write no row (docs/decisions/0022).
 *
 * "No row written" is counted by the database itself: for the walk, every table of the worker's
 * database gets a row trigger that adds one per row inserted, updated or deleted to a counter
 * per table, inside the writing transaction (so a rolled-back write counts nothing). The
 * counters are read after each request; the audit entry of a refused sign-in, password change
 * or reset is counted apart and allowed. A request the route accepts (2xx) may write, as a
 * valid body should: some generated bodies are valid (every field of an all-optional update
 * left empty), and nothing tells them apart from outside but the answer. So the walk asserts
 * "no row written" for every refused request (4xx), and "no 5xx" for all.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '@hemis/contracts';
import { createTestApp, type TestApp } from '../../tests/support/app.ts';
import { factoriesFor } from '../../tests/support/factories.ts';
import {
  caller,
  checkedWithReplaySeed,
  describeCall,
  FILE,
  fillPath,
  operationsOf,
  roleMayCall,
  sendBody,
  type Callers,
  type Encoding,
  type Operation,
} from '../../tests/support/route-walk.ts';

/** The role a write route is walked as: the narrowest that may call it, so scope checks run too. */
const ROLE_PREFERENCE: readonly Role[] = [
  'CollegeAdmin',
  'UniAdmin',
  'UgcAdmin',
  'Admin',
  'SuperAdmin',
  'CollegeUser',
  'Student',
];

/** Random requests per route besides the hand-picked shapes: few, so the walk stays within a minute on busy cores. */
const RANDOM_RUNS = 1;
/** About a minute on two cores shared with the rest of the suite; the limit is there to catch a hang. */
const WALK_TIMEOUT_MS = 180_000;
const HUGE = 100_000;

let test: TestApp;
const callers: Callers = new Map();
let ownIds: Record<string, number>;

const COUNTER_TABLE = 'walk_row_writes';
/** The counter of audit entries recording a refused attempt, the one write a refusal may make. */
const REFUSED_ATTEMPT = 'refused attempt (audit)';

/**
 * Tables of the app whose rows the walk counts. Not UserSession: each caller's agent opens its
 * session as the request begins (tests/support/session.ts), and a session's last use is written
 * in the background.
 */
async function appTables(): Promise<string[]> {
  const rows = await test.app.prisma.$queryRawUnsafe<{ name: string }[]>(
    `SELECT tablename AS name FROM pg_tables WHERE schemaname = current_schema()
       AND tablename NOT IN ('_prisma_migrations', '${COUNTER_TABLE}', 'UserSession')`,
  );
  return rows.map((row) => row.name);
}

async function countWrites() {
  await test.app.prisma.$executeRawUnsafe(
    `CREATE TABLE "${COUNTER_TABLE}" ("table" text PRIMARY KEY, "rows" bigint NOT NULL)`,
  );
  await test.app.prisma.$executeRawUnsafe(`
    CREATE FUNCTION "${COUNTER_TABLE}_count"() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO "${COUNTER_TABLE}" AS counter VALUES (TG_TABLE_NAME, 1)
        ON CONFLICT ("table") DO UPDATE SET "rows" = counter."rows" + 1;
      RETURN NULL;
    END $$`);
  // A refused sign-in, password change or reset is audited on purpose, for whoever looks into an
  // attack on an account: such an entry is counted apart, so the walk allows it and nothing else.
  await test.app.prisma.$executeRawUnsafe(`
    CREATE FUNCTION "${COUNTER_TABLE}_count_audit"() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE counted text := CASE WHEN TG_OP = 'INSERT' AND NEW.action LIKE '%-failed'
                                 THEN '${REFUSED_ATTEMPT}' ELSE TG_TABLE_NAME END;
    BEGIN
      INSERT INTO "${COUNTER_TABLE}" AS counter VALUES (counted, 1)
        ON CONFLICT ("table") DO UPDATE SET "rows" = counter."rows" + 1;
      RETURN NULL;
    END $$`);
  for (const table of await appTables()) {
    const counter = table === 'AuditLog' ? `${COUNTER_TABLE}_count_audit` : `${COUNTER_TABLE}_count`;
    await test.app.prisma.$executeRawUnsafe(
      `CREATE TRIGGER "${COUNTER_TABLE}" AFTER INSERT OR UPDATE OR DELETE ON "${table}"
         FOR EACH ROW EXECUTE FUNCTION "${counter}"()`,
    );
  }
}

async function stopCountingWrites() {
  for (const table of await appTables()) {
    await test.app.prisma.$executeRawUnsafe(`DROP TRIGGER IF EXISTS "${COUNTER_TABLE}" ON "${table}"`);
  }
  await test.app.prisma.$executeRawUnsafe(`DROP TABLE IF EXISTS "${COUNTER_TABLE}"`);
  await test.app.prisma.$executeRawUnsafe(`DROP FUNCTION IF EXISTS "${COUNTER_TABLE}_count"()`);
  await test.app.prisma.$executeRawUnsafe(`DROP FUNCTION IF EXISTS "${COUNTER_TABLE}_count_audit"()`);
}

/** Rows written so far, per table. */
async function rowsWritten(): Promise<Map<string, number>> {
  const rows = await test.app.prisma.$queryRawUnsafe<{ table: string; rows: bigint }[]>(
    `SELECT "table", "rows" FROM "${COUNTER_TABLE}"`,
  );
  return new Map(rows.map((row) => [row.table, Number(row.rows)]));
}

/**
 * An accepted import goes on writing its job's progress after the answer: the walk waits for
 * every job to finish before it counts the next request's rows.
 */
async function jobsSettled() {
  for (let attempt = 0; attempt < 400; attempt += 1) {
    const running = await test.app.prisma.job.count({ where: { status: { in: ['queued', 'running'] } } });
    if (running === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('background jobs did not finish within 20 seconds');
}

/** Tables a refused request wrote to, leaving out the audit entry of a refused attempt. */
function writtenSince(before: Map<string, number>, after: Map<string, number>): string[] {
  return [...after]
    .filter(([table, rows]) => table !== REFUSED_ATTEMPT && rows !== (before.get(table) ?? 0))
    .map(([table]) => table);
}

beforeAll(async () => {
  test = await createTestApp({ inProcess: 'the walk counts rows written through this process’s database triggers' });
  const make = factoriesFor(test.app.prisma);
  const campus = await make.createCampus();
  const program = await make.createProgram({ universityId: campus.universityId, runByCampusId: campus.id });
  const studentUser = await make.createUser({ role: 'Student', campusId: campus.id });
  const student = await make.createStudent({ campusId: campus.id, programId: program.id, userId: studentUser.id });
  const employee = await make.createEmployee({ campusId: campus.id });
  for (const role of ROLE_PREFERENCE) {
    if (role === 'Student') callers.set(role, studentUser);
    else callers.set(role, await make.createUser({ role, campusId: campus.id, universityId: campus.universityId }));
  }
  ownIds = {
    campus: campus.id,
    university: campus.universityId,
    program: program.id,
    student: student.id,
    employee: employee.id,
  };
  await countWrites();
}, 120_000);

afterAll(async () => {
  if (!test) return;
  await stopCountingWrites();
  await test.close();
});

/** An id of the caller's own records for a path parameter, guessed from its name, so the body is what is refused. */
function ownIdFor(name: string): string {
  const key = Object.keys(ownIds).find((kind) => name.toLowerCase().includes(kind)) ?? 'student';
  return String(ownIds[key]);
}

function everyField(operation: Operation, value: unknown): Record<string, unknown> {
  const fields = operation.bodyFields.length ? operation.bodyFields : ['value'];
  return Object.fromEntries(fields.map((field) => [field, value]));
}

/** The hand-picked shapes, each in one encoding. */
function handPickedBodies(operation: Operation): [Encoding, unknown][] {
  const [firstField = 'value'] = operation.bodyFields;
  return [
    ['json', null],
    ['json', [1, 'two', { three: [] }]],
    ['json', 'x'.repeat(HUGE)],
    ['json', { unknownField: { nested: [{ deeper: null }] } }],
    ['json', { [firstField]: 'x'.repeat(HUGE) }],
    ['json', everyField(operation, { toString: 1 })],
    ['json', everyField(operation, [[{}]])],
    ['json', everyField(operation, 1e21)],
    ['multipart', everyField(operation, { toString: 1 })],
    ['multipart', everyField(operation, FILE)],
    ['multipart', everyField(operation, '')],
    ['urlencoded', everyField(operation, ['a', 'b'])],
  ];
}

const pathValue = fc.oneof(
  fc.integer({ min: -1_000_000, max: 2_000_000_000 }).map(String),
  fc.constantFrom('9'.repeat(30), '1e400', 'abc', '-0', '0x10', ' 7', '..', '%', 'null', ''),
  fc.string({ maxLength: 20 }),
);

const hostileJson: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.constantFrom({ toString: 1 }, [[{ valueOf: 'x' }]], 'x'.repeat(HUGE), Number.MAX_VALUE, ''),
);

function randomBody(operation: Operation): fc.Arbitrary<unknown> {
  const keys = fc.constantFrom(...operation.bodyFields, 'unknownField', 'toString');
  return fc.oneof(hostileJson, fc.dictionary(keys, hostileJson, { maxKeys: 6 }));
}

describe('every write route on generated input', () => {
  it(
    'answers no 5xx, and a refused request writes no row',
    async () => {
      const operations = operationsOf(test.app).filter(
        (operation) => operation.method !== 'GET' && operation.url.includes(process.env.HEMIS_WALK_ONLY ?? ''),
      );
      if (!process.env.HEMIS_WALK_ONLY) expect(operations.length).toBeGreaterThan(50);
      const failures: string[] = [];
      for (const operation of operations) {
        const role =
          operation.access === 'public'
            ? undefined
            : ROLE_PREFERENCE.find((candidate) => roleMayCall(operation.access, candidate));
        const ownPath = Object.fromEntries(operation.pathNames.map((name) => [name, ownIdFor(name)]));
        const paths = fc.record(Object.fromEntries(operation.pathNames.map((name) => [name, pathValue])));
        const property = fc.asyncProperty(
          paths,
          fc.constantFrom<Encoding>('json', 'multipart', 'urlencoded'),
          randomBody(operation),
          async (pathValues: Record<string, string>, encoding: Encoding, body: unknown) => {
            const path = fillPath(operation.url, pathValues);
            const before = await rowsWritten();
            const request = caller(test, callers, role)[operation.method.toLowerCase() as 'post'](path);
            const response = await sendBody(request, encoding, body);
            const call = describeCall(operation.method, path, role, { encoding, body });
            if (response.status >= 500) {
              throw new Error(`${call} answered ${response.status}: ${JSON.stringify(response.body)}`);
            }
            if (response.status < 400) return jobsSettled();
            const written = writtenSince(before, await rowsWritten());
            if (written.length) {
              throw new Error(`${call} answered ${response.status} yet wrote rows of ${written.join(', ')}`);
            }
          },
        );
        const examples = handPickedBodies(operation).map(
          ([encoding, body]): [Record<string, string>, Encoding, unknown] => [ownPath, encoding, body],
        );
        // The examples count among the runs.
        const failure = await checkedWithReplaySeed(property, examples.length + RANDOM_RUNS, examples);
        if (failure) failures.push(failure);
      }
      expect(failures, failures.join('\n')).toEqual([]);
    },
    WALK_TIMEOUT_MS,
  );
});
