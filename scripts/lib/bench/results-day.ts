/**
 * Results day in `npm run bench` (issue #34): the morning a university publishes its results,
 * its students sign in and read their results and report cards while campuses keep entering
 * marks and issuing receipts. Every kind of request runs at once against 1, 2 and 4 HEMIS
 * processes on one machine (each kind's connections spread over the processes, as a proxy
 * would), and the table gives each kind's requests per second, p95, p99 and failed answers,
 * the total per core and the most database connections HEMIS held during the run.
 */
import os from 'node:os';
import autocannon from 'autocannon';
import pg from 'pg';
import { hashPassword } from '../../../server/src/lib/passwords.ts';
import type { MeasuredEndpoint, PathParams } from './endpoints.ts';
import { EXAM_ENDPOINTS } from './exam-endpoints.ts';
import type { BenchProcess } from './process.ts';
import { RECEIPT_ENDPOINTS } from './receipt-endpoints.ts';

export const RESULTS_DAY_PROCESS_COUNTS = [1, 2, 4] as const;
const STUDENTS = Number(process.env.BENCH_RESULTS_DAY_STUDENTS ?? 5000);
const SECONDS = Number(process.env.BENCH_RESULTS_DAY_SECONDS ?? 20);
const STUDENT_PASSWORD = 'Results-day-2083';
const STUDENT_EMAIL_DOMAIN = 'results-day.bench';

/** One kind of request of the morning: who sends it, how many at once, and what it sends. */
interface RequestKind {
  name: string;
  connections: number;
  /** The next request of this kind (a different student each time, for the students' kinds). */
  next: () => { method: 'GET' | 'POST'; path: string; headers: Record<string, string>; body?: string };
}

export interface ResultsDayPlan {
  universityName: string;
  students: { email: string; token: string; examScheduleId: number }[];
  marks: { endpoint: MeasuredEndpoint; params: PathParams; token: string };
  receipts: { endpoint: MeasuredEndpoint; params: PathParams; token: string };
}

export interface KindResult {
  name: string;
  requests: number;
  requestsPerSecond: number;
  p95: number;
  p99: number;
  failures: number;
}

export interface ResultsDayRun {
  processes: number;
  kinds: KindResult[];
  totalPerSecond: number;
  perCore: number;
  peakConnections: number;
}

const byName = (entries: MeasuredEndpoint[], name: string) => {
  const endpoint = entries.find((entry) => entry.name.includes(name));
  if (!endpoint) throw new Error(`no bench entry named ${name}`);
  return endpoint;
};

/**
 * The university with the most students who sat its exams publishes them all, except the
 * exams of the campus that keeps entering marks; up to BENCH_RESULTS_DAY_STUDENTS of its
 * students who sat a published exam get an account (one password, hashed as HEMIS hashes it).
 * `tokenFor` opens a session for an account, as the bench opens its readers' sessions.
 */
export async function prepareResultsDay(
  databaseUrl: string,
  tokenFor: (emails: string[]) => Promise<Map<string, string>>,
): Promise<ResultsDayPlan> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  try {
    const marksEndpoint = byName(EXAM_ENDPOINTS, 'marks grid save');
    const receiptEndpoint = byName(RECEIPT_ENDPOINTS, 'issue');
    for (const endpoint of [marksEndpoint, receiptEndpoint]) await endpoint.prepare?.(pool, endpoint.signedInAs);
    const marksParams = await marksEndpoint.params!(pool, marksEndpoint.signedInAs);
    const receiptParams = await receiptEndpoint.params!(pool, receiptEndpoint.signedInAs);
    const { rows: marking } = await pool.query<{ campusId: number }>(
      `SELECT "campusId" FROM "ExamRoutine" WHERE id = $1`,
      [marksParams.routineId],
    );
    const markingCampus = marking[0]!.campusId;

    const { rows: universities } = await pool.query<{ id: number; name: string }>(
      `SELECT u.id, u.name
         FROM "University" u JOIN "Campus" c ON c."universityId" = u.id
         JOIN "ExamSitting" t ON t."campusId" = c.id
        WHERE c.id <> $1
        GROUP BY u.id ORDER BY count(*) DESC LIMIT 1`,
      [markingCampus],
    );
    const university = universities[0];
    if (!university) throw new Error('the bench database has no exams to publish');
    await pool.query(
      `UPDATE "ExamSchedule" e SET "resultsPublishedAt" = now()
         FROM "Campus" c
        WHERE c.id = e."campusId" AND c."universityId" = $1 AND e."campusId" <> $2 AND e."resultsPublishedAt" IS NULL`,
      [university.id, markingCampus],
    );

    const passwordHash = await hashPassword(STUDENT_PASSWORD);
    // Accounts an earlier run made sign in with the password hashed as HEMIS hashes it now.
    await pool.query(`UPDATE "User" SET "passwordHash" = $1 WHERE email LIKE '%@${STUDENT_EMAIL_DOMAIN}'`, [
      passwordHash,
    ]);
    const { rows: students } = await pool.query<{ email: string; examScheduleId: number }>(
      `WITH sat AS (
         SELECT DISTINCT ON (t."studentId") t."studentId", r."examScheduleId"
           FROM "ExamSitting" t
           JOIN "ExamRoutine" r ON r.id = t."routineId"
           JOIN "ExamSchedule" e ON e.id = r."examScheduleId"
           JOIN "Campus" c ON c.id = e."campusId"
          WHERE c."universityId" = $1 AND e."resultsPublishedAt" IS NOT NULL AND t.appeared
          ORDER BY t."studentId", r."examScheduleId"
          LIMIT $2
       ), accounts AS (
         INSERT INTO "User" (email, "passwordHash", role, type, "campusId", "firstName", "lastName", "updatedAt")
         SELECT 'student-' || s.id || '@${STUDENT_EMAIL_DOMAIN}', $3, 'Student', 'college', s."campusId",
                s."firstName", s."lastName", now()
           FROM sat JOIN "Student" s ON s.id = sat."studentId"
          WHERE s."userId" IS NULL
         ON CONFLICT (email) DO UPDATE SET "passwordHash" = EXCLUDED."passwordHash"
         RETURNING id, email
       ), linked AS (
         UPDATE "Student" s SET "userId" = a.id
           FROM accounts a WHERE a.email = 'student-' || s.id || '@${STUDENT_EMAIL_DOMAIN}'
         RETURNING s.id
       )
       SELECT 'student-' || sat."studentId" || '@${STUDENT_EMAIL_DOMAIN}' AS email, sat."examScheduleId"
         FROM sat JOIN "Student" s ON s.id = sat."studentId"
        WHERE s."userId" IS NULL OR s."userId" IN (SELECT id FROM "User" WHERE email LIKE '%@${STUDENT_EMAIL_DOMAIN}')`,
      [university.id, STUDENTS, passwordHash],
    );
    if (students.length === 0) throw new Error(`${university.name} has no student who sat a published exam`);
    const tokens = await tokenFor([
      ...students.map((student) => student.email),
      marksEndpoint.signedInAs,
      receiptEndpoint.signedInAs,
    ]);
    return {
      universityName: university.name,
      students: students.map((student) => ({ ...student, token: tokens.get(student.email)! })),
      marks: { endpoint: marksEndpoint, params: marksParams, token: tokens.get(marksEndpoint.signedInAs)! },
      receipts: { endpoint: receiptEndpoint, params: receiptParams, token: tokens.get(receiptEndpoint.signedInAs)! },
    };
  } finally {
    await pool.end();
  }
}

/** Round-robin over the students, so each request of a students' kind is another student's. */
function rotating<T>(items: T[]): () => T {
  let index = 0;
  return () => items[index++ % items.length]!;
}

const json = { 'content-type': 'application/json' };
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The morning's mix: most connections read results; sign-ins, marks and receipts go on beside them. */
function requestKinds(plan: ResultsDayPlan): RequestKind[] {
  const signer = rotating(plan.students);
  const reader = rotating(plan.students);
  const printer = rotating(plan.students);
  const write = ({ endpoint, params, token }: ResultsDayPlan['marks']) => ({
    method: 'POST' as const,
    path: endpoint.path,
    headers: { ...bearer(token), ...json },
    body: JSON.stringify(endpoint.body!(params)),
  });
  return [
    {
      name: 'student signs in',
      connections: 8,
      next: () => ({
        method: 'POST',
        path: '/api/User/Login',
        headers: json,
        body: JSON.stringify({ email: signer().email, password: STUDENT_PASSWORD }),
      }),
    },
    {
      name: 'student reads results',
      connections: 24,
      next: () => ({ method: 'GET', path: '/api/Student/Me/Results', headers: bearer(reader().token) }),
    },
    {
      name: 'student downloads report card',
      connections: 16,
      next: () => {
        const student = printer();
        return {
          method: 'GET',
          path: `/api/Student/Me/Results/${student.examScheduleId}/pdf`,
          headers: bearer(student.token),
        };
      },
    },
    { name: 'campus saves 60 marks', connections: 4, next: () => write(plan.marks) },
    { name: 'campus issues a receipt', connections: 4, next: () => write(plan.receipts) },
  ];
}

/** One kind's load on one process: every answer's time and status kept, to be merged across processes. */
function loadOne(url: string, kind: RequestKind, connections: number, seconds: number) {
  const times: number[] = [];
  let failures = 0;
  return new Promise<{ times: number[]; failures: number }>((resolve, reject) => {
    const run = autocannon(
      {
        url,
        connections,
        duration: seconds,
        requests: [{ setupRequest: (request) => ({ ...request, ...kind.next() }) }],
      },
      (error, result) =>
        error ? reject(error) : resolve({ times, failures: failures + result.errors + result.timeouts }),
    );
    run.on('response', (_client, status, _bytes, responseTime) => {
      times.push(responseTime);
      if (status >= 400) failures += 1;
    });
  });
}

const percentile = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;

/** The most connections HEMIS holds on its database, sampled every half second while `work` runs. */
async function peakConnections<T>(databaseUrl: string, work: Promise<T>): Promise<{ result: T; peak: number }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  let peak = 0;
  let running = true;
  const sampling = (async () => {
    while (running) {
      const { rows } = await client.query<{ count: string }>(
        `SELECT count(*) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()
            AND backend_type = 'client backend'`,
      );
      peak = Math.max(peak, Number(rows[0]!.count));
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  })();
  try {
    const result = await work;
    return { result, peak };
  } finally {
    running = false;
    await sampling;
    await client.end();
  }
}

/** One kind's answers from every server, merged into one row of the table. */
async function measureKind(servers: BenchProcess[], kind: RequestKind, seconds: number): Promise<KindResult> {
  const share = Math.max(1, Math.round(kind.connections / servers.length));
  const parts = await Promise.all(servers.map((server) => loadOne(server.url, kind, share, seconds)));
  const times = parts.flatMap((part) => part.times).sort((a, b) => a - b);
  return {
    name: kind.name,
    requests: times.length,
    requestsPerSecond: times.length / seconds,
    p95: percentile(times, 0.95),
    p99: percentile(times, 0.99),
    failures: parts.reduce((sum, part) => sum + part.failures, 0),
  };
}

/**
 * Each kind by itself on one process, for half the run's time: what the machine serves of that
 * kind alone, from which the capacity plan adds up the cores a morning's mix needs.
 */
export async function runEachKindAlone(server: BenchProcess, plan: ResultsDayPlan): Promise<KindResult[]> {
  const alone: KindResult[] = [];
  for (const kind of requestKinds(plan)) alone.push(await measureKind([server], kind, SECONDS / 2));
  return alone;
}

/** Every kind at once against `servers`, each kind's connections spread over them. */
export async function runResultsDay(
  servers: BenchProcess[],
  plan: ResultsDayPlan,
  databaseUrl: string,
): Promise<ResultsDayRun> {
  const kinds = requestKinds(plan);
  const { result: loads, peak } = await peakConnections(
    databaseUrl,
    Promise.all(kinds.map((kind) => measureKind(servers, kind, SECONDS))),
  );
  const totalPerSecond = loads.reduce((sum, kind) => sum + kind.requestsPerSecond, 0);
  return {
    processes: servers.length,
    kinds: loads,
    totalPerSecond,
    perCore: totalPerSecond / os.availableParallelism(),
    peakConnections: peak,
  };
}

/** The results-day tables: each kind alone, then one block per number of processes. */
export function describeResultsDay(plan: ResultsDayPlan, runs: ResultsDayRun[], alone: KindResult[]): string[] {
  const widths = [32, 9, 8, 8, 9];
  const row = (cells: string[]) => cells.map((cell, index) => cell.padEnd(widths[index] ?? 0)).join('  ');
  const rows = (kinds: KindResult[]) =>
    kinds.map((kind) =>
      row([
        kind.name,
        kind.requestsPerSecond.toFixed(1),
        kind.p95.toFixed(0),
        kind.p99.toFixed(0),
        `${kind.failures}${kind.failures > 0 ? ' FAILED' : ''}`,
      ]),
    );
  const heading = row(['request', 'req/s', 'p95', 'p99', 'failed']);
  const lines = [
    '',
    `results day: ${plan.universityName} publishes; ${plan.students.length} of its students with accounts` +
      ` on ${os.availableParallelism()} cores (ms for p95 and p99)`,
    `each kind alone on 1 HEMIS process, ${SECONDS / 2} s each (its connections as in the mix)`,
    heading,
    ...rows(alone),
  ];
  for (const run of runs) {
    lines.push(
      `${run.processes} HEMIS process${run.processes === 1 ? '' : 'es'}, every kind at once for ${SECONDS} s:` +
        ` ${run.totalPerSecond.toFixed(0)} requests/s in all, ${run.perCore.toFixed(0)} per core;` +
        ` at most ${run.peakConnections} database connections`,
      heading,
      ...rows(run.kinds),
    );
  }
  const failed = [alone, ...runs.map((run) => run.kinds)].some((kinds) => kinds.some((kind) => kind.failures > 0));
  lines.push(failed ? 'some requests FAILED (target: none)' : 'no request failed (target: none)');
  return lines;
}
