/**
 * Every GET operation of the OpenAPI document, called as every role and anonymously, asking
 * for another university's campus: the scope parameters the clients send (collegeId,
 * cOllegeId, CollegeId, campusId, universityId, uniId ...) and the path ids name that
 * campus's records, its university, student, employee and program. Whatever the route makes
 * of such a request (an empty list, 403, 404), it is never a 5xx. Random requests besides
 * put generated values (huge and negative numbers, texts) in the same places
 * (docs/decisions/0022).
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES, type Role } from '@hemis/contracts';
import { createTestApp, type TestApp } from '../../tests/support/app.ts';
import { factoriesFor } from '../../tests/support/factories.ts';
import {
  ALL_CALLERS,
  caller,
  checkedWithReplaySeed,
  describeCall,
  fillPath,
  listening,
  operationsOf,
  type Callers,
  type Operation,
} from '../../tests/support/route-walk.ts';

/** Random requests per route besides one per caller. */
const RANDOM_RUNS = 1;
/** About a minute on two cores shared with the rest of the suite; the limit is there to catch a hang. */
const WALK_TIMEOUT_MS = 180_000;

/** The spellings of the scope parameters the existing clients send (api-contract 4.1). */
const SCOPE_SPELLINGS = [
  { campus: 'collegeId', university: 'universityId' },
  { campus: 'cOllegeId', university: 'uniId' },
  { campus: 'CollegeId', university: 'UniversityId' },
  { campus: 'campusId', university: 'universityID' },
];

let test: TestApp;
const callers: Callers = new Map();
/** Records of another university's campus, by the kind a parameter's name suggests. */
let foreignIds: Record<string, number>;

beforeAll(async () => {
  test = await listening(await createTestApp());
  const make = factoriesFor(test.app.prisma);
  const own = await make.createCampus();
  for (const role of ROLES) {
    callers.set(role, await make.createUser({ role, campusId: own.id, universityId: own.universityId }));
  }
  const foreign = await make.createCampus();
  const program = await make.createProgram({ universityId: foreign.universityId, runByCampusId: foreign.id });
  const student = await make.createStudent({ campusId: foreign.id, programId: program.id });
  const employee = await make.createEmployee({ campusId: foreign.id });
  foreignIds = {
    campus: foreign.id,
    college: foreign.id,
    university: foreign.universityId,
    uni: foreign.universityId,
    program: program.id,
    faculty: program.facultyId,
    level: program.levelId,
    student: student.id,
    employee: employee.id,
  };
}, 120_000);

afterAll(() => test?.close());

/** The foreign record a parameter's name points to; a bare `id` gets the student's. */
function foreignIdFor(name: string): string {
  const kind = Object.keys(foreignIds).find((candidate) => name.toLowerCase().includes(candidate)) ?? 'student';
  return String(foreignIds[kind]);
}

/** The route's own id-like query parameters and the clients' scope parameters, all naming the other campus. */
function foreignQuery(operation: Operation, spelling: (typeof SCOPE_SPELLINGS)[number]): Record<string, string> {
  const own = operation.queryNames.filter((name) => /id$/i.test(name));
  return {
    ...Object.fromEntries(own.map((name) => [name, foreignIdFor(name)])),
    [spelling.campus]: String(foreignIds.campus),
    [spelling.university]: String(foreignIds.university),
  };
}

const generatedValue = fc.oneof(
  fc.integer({ min: -1_000_000, max: 2_000_000_000 }).map(String),
  fc.constantFrom('9'.repeat(30), '1e400', 'abc', '', ' ', '-1', '0', '%', 'null'),
  fc.string({ maxLength: 20 }),
);

async function call(operation: Operation, role: Role | undefined, pathValues: Record<string, string>, query: object) {
  const path = fillPath(operation.url, pathValues);
  const response = await caller(test, callers, role).get(path).query(query);
  if (response.status >= 500) {
    const body = typeof response.body === 'object' ? JSON.stringify(response.body) : '';
    throw new Error(
      `${describeCall('GET', path, role)} ?${new URLSearchParams({ ...query }).toString()} answered ${response.status} ${body}`,
    );
  }
}

describe('every read route as every role, asking for another campus', () => {
  it(
    'answers no 5xx',
    async () => {
      const operations = operationsOf(test.app).filter(
        (operation) => operation.method === 'GET' && operation.url.includes(process.env.HEMIS_WALK_ONLY ?? ''),
      );
      if (!process.env.HEMIS_WALK_ONLY) expect(operations.length).toBeGreaterThan(100);
      const failures: string[] = [];
      for (const operation of operations) {
        const foreignPath = Object.fromEntries(operation.pathNames.map((name) => [name, foreignIdFor(name)]));
        // One request per caller, all at once: a route's answers do not depend on each other.
        const answers = await Promise.allSettled(
          ALL_CALLERS.map((role, index) =>
            call(
              operation,
              role,
              foreignPath,
              foreignQuery(operation, SCOPE_SPELLINGS[index % SCOPE_SPELLINGS.length]!),
            ),
          ),
        );
        for (const answer of answers) if (answer.status === 'rejected') failures.push(String(answer.reason));

        const property = fc.asyncProperty(
          fc.constantFrom(...ALL_CALLERS),
          fc.record(Object.fromEntries(operation.pathNames.map((name) => [name, generatedValue]))),
          fc.dictionary(
            fc.constantFrom(...operation.queryNames, ...SCOPE_SPELLINGS.flatMap((spelling) => Object.values(spelling))),
            generatedValue,
            { maxKeys: 4 },
          ),
          (role, pathValues: Record<string, string>, query) => call(operation, role, pathValues, query),
        );
        const failure = await checkedWithReplaySeed(property, RANDOM_RUNS);
        if (failure) failures.push(failure);
      }
      expect(failures, failures.join('\n')).toEqual([]);
    },
    WALK_TIMEOUT_MS,
  );
});
