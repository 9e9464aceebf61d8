/**
 * Annual returns in `npm run bench` (issue #31, "Fast at national scale"): the snapshot and
 * validation of one campus (the one with the most students the return counts; target under
 * 10 s), the whole country's snapshots in the background job with its progress, and then (as
 * an endpoint of endpoints.ts, side by side with a bare route) the country's progress screen.
 *
 * The return is the active fiscal year's, opened here when the database has none (census date
 * 60 days into the year, deadline 60 days later). A campus administrator of the largest campus
 * is added as a copy of the demo campus's, since only a campus's own staff take its snapshot.
 * After the country's snapshots, a share of the campuses without errors is moved along the
 * approval (submitted, approved, accepted, returned), so the progress screen counts every state.
 */
import pg from 'pg';
import type { BenchProcess } from './process.ts';
import type { MeasuredEndpoint } from './endpoints.ts';
import { runGeneratorStep } from './generator-step.ts';
import { staffRecordsStep } from '../generate/steps/staff-records.ts';

export const RETURNS_CAMPUS_ADMIN = 'bench-returns-admin@hemis.local';
const DEMO_CAMPUS_ADMIN = 'collegeadmin@hemis.local';
const ONE_CAMPUS_TARGET_MS = 10_000;
const ONE_CAMPUS_RUNS = 3;
const POLL_MS = 1000;

export interface ReturnsBench {
  annualReturnId: number;
  campusId: number;
  students: number;
}

async function withClient<T>(databaseUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** The active fiscal year's return (opened when missing). */
export async function openBenchReturn(client: pg.ClientBase): Promise<number> {
  const { rows } = await client.query<{ id: number }>(
    `INSERT INTO "AnnualReturn" ("fiscalYearId", "censusDate", deadline, "openedById", "updatedAt")
     SELECT y.id, y."startDateAd" + 60, y."startDateAd" + 120, 0, now() FROM "FiscalYear" y WHERE y."activeFiscalYear"
     ON CONFLICT ("fiscalYearId") DO UPDATE SET "fiscalYearId" = EXCLUDED."fiscalYearId"
     RETURNING id`,
  );
  if (!rows[0]) throw new Error('the bench database has no active fiscal year');
  return rows[0].id;
}

/**
 * The return, the campus with the most students it counts, and an administrator of that campus
 * (a copy of the demo campus's administrator, every column but the email and the place).
 */
export async function prepareReturnsBench(databaseUrl: string): Promise<ReturnsBench> {
  await prepareStaffRecords(databaseUrl);
  return withClient(databaseUrl, async (client) => {
    const annualReturnId = await openBenchReturn(client);
    const largest = await client.query<{ campusId: number; universityId: number; students: number }>(
      `SELECT s."campusId", s."universityId", count(*)::int AS students
         FROM "Student" s JOIN "AnnualReturn" a ON a.id = $1 AND s."fiscalYearId" = a."fiscalYearId"
        WHERE s.status = 'active' AND s."isVerified"
        GROUP BY 1, 2 ORDER BY 3 DESC, 1 LIMIT 1`,
      [annualReturnId],
    );
    const campus = largest.rows[0];
    if (!campus) throw new Error('the bench database has no students of the active fiscal year');
    const columns = (
      await client.query<{ column_name: string }>(
        `SELECT column_name FROM information_schema.columns
          WHERE table_schema = current_schema() AND table_name = 'User' AND column_name NOT IN ('id', 'email', 'campusId', 'universityId')`,
      )
    ).rows.map((row) => `"${row.column_name}"`);
    await client.query(
      `INSERT INTO "User" (email, "campusId", "universityId", ${columns.join(', ')})
       SELECT $1, $2, $3, ${columns.join(', ')} FROM "User" WHERE email = $4
       ON CONFLICT (email) DO UPDATE SET "campusId" = EXCLUDED."campusId", "universityId" = EXCLUDED."universityId"`,
      [RETURNS_CAMPUS_ADMIN, campus.campusId, campus.universityId, DEMO_CAMPUS_ADMIN],
    );
    // The campus's return goes back to the campus, so its snapshot can be taken again.
    await client.query(
      `UPDATE "CampusReturn" SET status = 'draft' WHERE "annualReturnId" = $1 AND "campusId" = $2 AND status <> 'accepted'`,
      [annualReturnId, campus.campusId],
    );
    return { annualReturnId, campusId: campus.campusId, students: campus.students };
  });
}

/** A dataset generated before the staff-records step existed gets it once: its teachers have no faculty. */
async function prepareStaffRecords(databaseUrl: string): Promise<void> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  try {
    const { rows } = await pool.query(
      `SELECT 1 FROM "Employee" WHERE "employeeType" = 'Teaching' HAVING count("facultyId") = 0 AND count(*) > 100`,
    );
    if (rows.length > 0) await runGeneratorStep(pool, staffRecordsStep);
  } finally {
    await pool.end();
  }
}

async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const started = performance.now();
  const value = await work();
  return { ms: performance.now() - started, value };
}

async function posted(url: string, token: string): Promise<Response> {
  const response = await fetch(url, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
  return response;
}

/** The largest campus's snapshot taken and refreshed, each timed. */
export async function measureOneCampusSnapshot(
  hemis: BenchProcess,
  token: string,
  bench: ReturnsBench,
  print: (line: string) => void,
) {
  const url = `${hemis.url}/api/AnnualReturn/${bench.annualReturnId}/Campus/${bench.campusId}/Snapshot`;
  const runs: number[] = [];
  let counts = { studentCount: 0, staffCount: 0, errorCount: 0, warningCount: 0 };
  for (let run = 0; run < ONE_CAMPUS_RUNS; run += 1) {
    const { ms, value } = await timed(async () => (await posted(url, token)).json() as Promise<typeof counts>);
    runs.push(ms);
    counts = value;
  }
  const slowest = Math.max(...runs);
  print(
    `annual return: snapshot and validation of the largest campus (${counts.studentCount} students, ${counts.staffCount} staff;` +
      ` ${counts.errorCount} errors, ${counts.warningCount} warnings): ${runs.map((ms) => `${(ms / 1000).toFixed(2)} s`).join(', ')}` +
      ` (target: under ${ONE_CAMPUS_TARGET_MS / 1000} s): ${slowest < ONE_CAMPUS_TARGET_MS ? 'met' : 'MISSED'}`,
  );
}

interface JobAnswer {
  id: string;
  status: string;
  phase: string;
  processed: number;
  total: number;
  message: string | null;
}

/** Every campus's snapshot in the background job, polled for its progress until it ends. */
export async function measureCountrySnapshots(
  hemis: BenchProcess,
  grantsBodyToken: string,
  bench: ReturnsBench,
  print: (line: string) => void,
) {
  const base = `${hemis.url}/api/AnnualReturn/${bench.annualReturnId}/Snapshots`;
  const started = performance.now();
  const job = (await (await posted(base, grantsBodyToken)).json()) as JobAnswer;
  let state = job;
  let lastPrinted = 0;
  while (state.status === 'queued' || state.status === 'running') {
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    const response = await fetch(`${base}/${job.id}`, { headers: { authorization: `Bearer ${grantsBodyToken}` } });
    if (!response.ok) throw new Error(`${base}/${job.id} answered ${response.status}`);
    state = (await response.json()) as JobAnswer;
    const elapsed = (performance.now() - started) / 1000;
    if (elapsed - lastPrinted >= 30) {
      lastPrinted = elapsed;
      print(`  ... ${state.processed} of ${state.total} campuses after ${elapsed.toFixed(0)} s`);
    }
  }
  const seconds = (performance.now() - started) / 1000;
  print(
    `annual return: the country's snapshots in the background: ${state.processed} of ${state.total} campuses in ${seconds.toFixed(0)} s` +
      ` (${(state.processed / Math.max(seconds, 0.001)).toFixed(1)} campuses a second), ${state.status}${state.message ? `: ${state.message}` : ''}`,
  );
}

/**
 * Moves a share of the campuses whose snapshot found no errors along the approval, as a return
 * some weeks before its deadline stands: a fifth submitted, a tenth approved, a tenth accepted,
 * a twentieth returned (by the campus id, so every run picks the same ones); never the campus
 * whose snapshot the bench takes again.
 */
export async function spreadApprovalStates(databaseUrl: string, bench: ReturnsBench): Promise<void> {
  await withClient(databaseUrl, (client) =>
    client.query(
      `UPDATE "CampusReturn" r
          SET status = (CASE WHEN r."campusId" % 20 < 4 THEN 'submitted'
                             WHEN r."campusId" % 20 < 6 THEN 'approved'
                             WHEN r."campusId" % 20 < 8 THEN 'accepted'
                             ELSE 'returned' END)::"CampusReturnStatus",
              "submittedAt" = now()
        WHERE r."annualReturnId" = $1 AND r.status = 'draft' AND r."errorCount" = 0 AND r."campusId" % 20 < 9
          AND r."campusId" <> $2`,
      [bench.annualReturnId, bench.campusId],
    ),
  );
}

const GRANTS_BODY = 'superadmin@hemis.local';
const PAGE_SIZE = 25;
const STATES = ['notStarted', 'withErrors', 'inProgress', 'submitted', 'approved', 'accepted', 'returned'];

/** The country's progress as the bare route counts it: the totals, and the first page of campuses by name. */
async function bareProgress(pool: pg.Pool, annualReturnId: number) {
  const rows = `
    SELECT c.id AS "campusId", c."campusName", c."universityId", u.name AS "universityName",
           p.id AS "provinceId", p.name AS province,
           CASE WHEN r.id IS NULL THEN 'notStarted'
                WHEN r.status = 'draft' AND r."errorCount" > 0 THEN 'withErrors'
                WHEN r.status = 'draft' THEN 'inProgress' ELSE r.status::text END AS state,
           r.id AS "campusReturnId", r."errorCount", r."warningCount", r."unexplainedCount", r."snapshotAt", r."submittedAt"
      FROM "Campus" c JOIN "University" u ON u.id = c."universityId"
      LEFT JOIN "LocalLevel" l ON l.id = c."localLevelId" LEFT JOIN "District" d ON d.id = l."districtId"
      LEFT JOIN "Province" p ON p.id = d."provinceId"
      LEFT JOIN "CampusReturn" r ON r."campusId" = c.id AND r."annualReturnId" = $1
     WHERE c.status OR r.id IS NOT NULL`;
  const counts = STATES.map((state) => `(count(*) FILTER (WHERE state = '${state}'))::int AS "${state}"`).join(', ');
  const [totals, page] = await Promise.all([
    pool.query(`SELECT ${counts}, count(*)::int AS total FROM (${rows}) s`, [annualReturnId]),
    pool.query(
      `SELECT *, count(*) OVER ()::int AS total FROM (${rows}) s ORDER BY "campusName", "campusId" LIMIT ${PAGE_SIZE}`,
      [annualReturnId],
    ),
  ]);
  return {
    totals: totals.rows[0],
    campuses: { data: page.rows, totalCount: page.rows[0]?.total ?? 0 },
  };
}

/** The active year's return. */
async function activeReturnId(pool: pg.Pool): Promise<number> {
  const { rows } = await pool.query<{ id: number }>(
    `SELECT a.id FROM "AnnualReturn" a JOIN "FiscalYear" y ON y.id = a."fiscalYearId" WHERE y."activeFiscalYear"`,
  );
  return rows[0]!.id;
}

/** The country's students by gender and staff as returned, by university, as the bare route counts them. */
async function bareFigures(pool: pg.Pool, annualReturnId: number) {
  const { rows } = await pool.query<Record<string, number | string>>(
    `WITH accepted AS (SELECT r.id, r."universityId" FROM "CampusReturn" r
                        WHERE r."annualReturnId" = $1 AND r.status = 'accepted'),
          students AS (SELECT a."universityId", count(*)::int AS students,
                              count(*) FILTER (WHERE s.gender = 'male')::int AS male,
                              count(*) FILTER (WHERE s.gender = 'female')::int AS female,
                              count(*) FILTER (WHERE s.gender = 'other')::int AS other
                         FROM "ReturnStudent" s JOIN accepted a ON a.id = s."campusReturnId" GROUP BY 1),
          staff AS (SELECT a."universityId", count(*) FILTER (WHERE e."employeeType" = 'Teaching')::int AS teaching,
                           count(*) FILTER (WHERE e."employeeType" <> 'Teaching')::int AS "nonTeaching"
                      FROM "ReturnStaff" e JOIN accepted a ON a.id = e."campusReturnId" GROUP BY 1),
          campuses AS (SELECT c."universityId", count(*)::int AS total, count(a.id)::int AS "in"
                         FROM "Campus" c LEFT JOIN "CampusReturn" r ON r."campusId" = c.id AND r."annualReturnId" = $1
                         LEFT JOIN accepted a ON a.id = r.id WHERE c.status GROUP BY 1)
     SELECT u.id AS "universityId", u.name AS "universityName", c."in" AS "campusesIn", c.total AS "campusesTotal",
            COALESCE(s.students, 0) AS students, COALESCE(s.male, 0) AS male, COALESCE(s.female, 0) AS female,
            COALESCE(s.other, 0) AS other, COALESCE(t.teaching, 0) AS "teachingStaff",
            COALESCE(t."nonTeaching", 0) AS "nonTeachingStaff"
       FROM campuses c JOIN "University" u ON u.id = c."universityId"
       LEFT JOIN students s ON s."universityId" = c."universityId"
       LEFT JOIN staff t ON t."universityId" = c."universityId"
      ORDER BY u.name`,
    [annualReturnId],
  );
  return {
    campusesIn: rows.reduce((sum, row) => sum + Number(row.campusesIn), 0),
    students: { total: rows.reduce((sum, row) => sum + Number(row.students), 0) },
    byUniversity: rows,
  };
}

/** The first page of 25 of the largest campus's returned students, by row number. */
async function bareReturnStudents(pool: pg.Pool, campusReturnId: number) {
  const { rows } = await pool.query(
    `SELECT l."rowNo", l."studentId", l."externalRef", l.name, l."registrationNo", p."programName" AS program,
            l.gender::text AS gender, l.period, count(*) OVER ()::int AS total
       FROM "ReturnStudent" l LEFT JOIN "Program" p ON p.id = l."programId"
      WHERE l."campusReturnId" = $1 ORDER BY l."rowNo" LIMIT ${PAGE_SIZE}`,
    [campusReturnId],
  );
  return { data: rows.map(({ total: _total, ...row }) => row as Record<string, unknown>) };
}

export const ANNUAL_RETURN_ENDPOINTS: MeasuredEndpoint[] = [
  {
    name: 'annual return progress (AnnualReturn/{id}/Progress), country',
    path: `/api/AnnualReturn/{annualReturnId}/Progress?page=1&pageSize=${PAGE_SIZE}`,
    signedInAs: GRANTS_BODY,
    scale: 'country',
    prepare: async (pool) => {
      const client = await pool.connect();
      try {
        await openBenchReturn(client);
      } finally {
        client.release();
      }
    },
    params: async (pool) => ({ annualReturnId: await activeReturnId(pool) }),
    answerKey: (answer) => {
      const progress = answer as { totals: Record<string, number>; campuses: { data: Record<string, unknown>[] } };
      return [
        [...STATES, 'total'].map((state) => progress.totals[state]).join('|'),
        ...progress.campuses.data.map((campus) => `${String(campus.campusId)}|${String(campus.state)}`),
      ];
    },
    bare: (pool, _user, params) => bareProgress(pool, Number(params.annualReturnId)),
  },
  {
    name: 'annual return figures as returned (AnnualReturn/{id}/Figures), country',
    path: '/api/AnnualReturn/{annualReturnId}/Figures',
    signedInAs: GRANTS_BODY,
    scale: 'country',
    params: async (pool) => ({ annualReturnId: await activeReturnId(pool) }),
    answerKey: (answer) => {
      const figures = answer as {
        campusesIn: number;
        students: { total: number };
        byUniversity: Record<string, unknown>[];
      };
      return [
        `${figures.campusesIn}|${figures.students.total}`,
        ...figures.byUniversity.map((row) => [row.universityId, row.campusesIn, row.students].map(Number).join('|')),
      ];
    },
    bare: (pool, _user, params) => bareFigures(pool, Number(params.annualReturnId)),
  },
  {
    name: 'annual return students of the largest campus (CampusReturn/{id}/Students), campus',
    path: `/api/CampusReturn/{campusReturnId}/Students?page=1&pageSize=${PAGE_SIZE}`,
    signedInAs: GRANTS_BODY,
    scale: 'campus',
    params: async (pool) => {
      const { rows } = await pool.query<{ id: number }>(
        `SELECT r.id FROM "CampusReturn" r WHERE r."annualReturnId" = $1 ORDER BY r."studentCount" DESC, r.id LIMIT 1`,
        [await activeReturnId(pool)],
      );
      if (!rows[0]) throw new Error('the bench database has no campus return: run the annual return bench first');
      return { campusReturnId: rows[0].id };
    },
    answerKey: (answer) => (answer as { data: unknown[] }).data.map((row) => JSON.stringify(row)),
    bare: (pool, _user, params) => bareReturnStudents(pool, Number(params.campusReturnId)),
  },
];
