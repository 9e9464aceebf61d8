/**
 * The endpoints `npm run bench` measures side by side: each HEMIS route with the bare
 * Fastify + pg route that does the same work by hand (the token check, the user lookup a
 * session needs, and one SQL statement answering the same rows). A module that adds a list
 * or a report adds its entry here (issue: the request path at the platform's speed).
 */
import type pg from 'pg';
import { Days } from '../generate/people.ts';
import { campusOf } from './accounts.ts';
import { EXAM_ENDPOINTS } from './exam-endpoints.ts';
import { QAA_ENDPOINTS } from './qaa-endpoints.ts';
import { ACCOUNTS_ENDPOINTS } from './accounts-endpoints.ts';
import { ANNUAL_RETURN_ENDPOINTS } from './annual-returns.ts';
import { RECEIPT_ENDPOINTS } from './receipt-endpoints.ts';
import { REGISTER_ENDPOINTS } from './register-endpoints.ts';
import {
  ACADEMIC_YEARS,
  EDG_ETHNIC_GROUPS,
  GENDERS,
  JOINING_TYPES,
  PROVINCE_KEYS,
  REPORT_ETHNIC_GROUPS,
  TOTAL_ROW_LABEL,
  UNKNOWN_DISTRICT,
} from '@hemis/contracts';

/** The signed-in user as the bare routes look it up, as HEMIS's session check does. */
export interface BareUser {
  id: number;
  role: string;
  universityId: number | null;
  campusId: number | null;
  status: string;
  passwordChangedAt: Date | null;
}

/** Values an endpoint's path names in braces (`{batchId}`), read from the bench database. */
export type PathParams = Record<string, string | number>;

export interface MeasuredEndpoint {
  name: string;
  /** The HEMIS path, with its query string; `{name}` stands for a value of `params`. */
  path: string;
  /** Whose session loads it: a demo account's email. */
  signedInAs: string;
  /**
   * Values the path needs that depend on the data (a campus's largest batch and program),
   * read once, after every setup, and given to both sides.
   */
  params?(pool: pg.Pool, signedInAs: string): Promise<PathParams>;
  /**
   * Adds rows the endpoint needs that the database lacks (the demo data has no dropouts, a
   * generated national dataset has them), before anything is measured.
   */
  prepare?(pool: pg.Pool, signedInAs: string): Promise<void>;
  /** A write: the JSON body both sides are POSTed (a GET when absent). */
  body?(params: PathParams): unknown;
  /** What must be the same in both answers (default: the ids of the rows a list answers). */
  answerKey?(answer: unknown): unknown[];
  /** What the bare route answers for the same request. */
  bare(pool: pg.Pool, user: BareUser, params: PathParams): Promise<unknown>;
  /**
   * A report read at this scope: also measured at 8 concurrent requests for its p95 (targets:
   * 50 ms for a campus, 300 ms for a university or the country; scripts/lib/bench/reports.ts).
   */
  scale?: ReportScale;
}

export type ReportScale = 'campus' | 'university' | 'country';
export const REPORT_SCALES: readonly ReportScale[] = ['campus', 'university', 'country'];

/** The path with the params put in. */
export function pathWith(endpoint: MeasuredEndpoint, params: PathParams): string {
  return endpoint.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(params[name])));
}

const COLLEGE_ADMIN = 'collegeadmin@hemis.local';
const GRANTS_BODY = 'superadmin@hemis.local';
const UNIVERSITY_ADMIN = 'uniadmin@hemis.local';
/** Who reads a report at each scale. */
export const READER: Record<ReportScale, string> = {
  campus: COLLEGE_ADMIN,
  university: UNIVERSITY_ADMIN,
  country: GRANTS_BODY,
};
const CAMPUS_PAGE_SIZE = 25;
const FILTERABLE_PAGE_SIZE = 25;
const SUBJECT_PAGE_SIZE = 25;
const STUDENT_PAGE_SIZE = 25;
const DROPOUT_PAGE_SIZE = 25;
const GRADUATE_PAGE_SIZE = 25;
const SCHOLAR_PAGE_SIZE = 25;

/**
 * One page of a campus's active, verified students as Student/GetAllStudentPaginated answers
 * it (newest first, with every list field and the total), under extra conditions.
 */
async function bareStudentPage(pool: pg.Pool, campusId: number | null, condition: string, values: unknown[]) {
  const { rows } = await pool.query<Record<string, unknown> & { total: string; fullName: string }>(
    `SELECT s.id, upper(s."firstName") AS "firstName", upper(s."middleName") AS "middleName",
            upper(s."lastName") AS "lastName",
            upper(concat_ws(' ', s."firstName", s."middleName", s."lastName")) AS "fullName",
            s.gender, s."doBBS", s.ethnicity, s."admissionYearId", b."batchNepali" AS "admissionYear",
            b."batchNepali" AS "batchNameNepali", s."fiscalYearId", f."yearNepali" AS "fiscalYear", s.year, s.semester,
            p."programType", s."rollNoManual", s."universityRegdNo", s."symbolNo", s."phoneNumber", s.email,
            s."levelId", l."levelName", s."facultyId", fa."facultyName", s."programId", p."programName",
            p."shortName" AS "programShortName", s."majorSubjectId", m."majorSubjectName",
            x."sectionSymbol" AS section, s."sectionId", s."isVerified", s."isTransferredIn", s."transferredFrom",
            s."transferredDate", s."campusId", c."campusName" AS "collegeName", count(*) OVER () AS total
       FROM "Student" s
       JOIN "Campus" c ON c.id = s."campusId"
       JOIN "Batch" b ON b.id = s."admissionYearId"
       JOIN "FiscalYear" f ON f.id = s."fiscalYearId"
       JOIN "Level" l ON l.id = s."levelId"
       JOIN "Faculty" fa ON fa.id = s."facultyId"
       JOIN "Program" p ON p.id = s."programId"
       LEFT JOIN "MajorSubject" m ON m.id = s."majorSubjectId"
       LEFT JOIN "SectionForStudent" x ON x.id = s."sectionId"
      WHERE s."campusId" = $1 AND s.status = 'active' AND s."isVerified" AND ${condition}
      ORDER BY s.id DESC
      LIMIT ${STUDENT_PAGE_SIZE}`,
    [campusId, ...values],
  );
  const total = Number(rows[0]?.total ?? 0);
  return {
    students: rows.map(({ total: _total, ...row }) => row),
    totalPages: Math.ceil(total / STUDENT_PAGE_SIZE),
    totalRecords: total,
    totalCount: total,
    page: 1,
    pageSize: STUDENT_PAGE_SIZE,
  };
}

/**
 * The teaching staff summary (post × joining type × gender with totals) as
 * Employee/Report/GetTeachingStaffByPostSummary answers it, for one campus or the country.
 */
async function bareTeachingSummary(pool: pg.Pool, campusId: number | null) {
  const capitalized = (word: string) => `${word[0]!.toUpperCase()}${word.slice(1)}`;
  const counts = [
    ...GENDERS.map((gender) => `count(*) FILTER (WHERE e.gender = '${gender}')::int AS "${gender}"`),
    ...JOINING_TYPES.flatMap((joining) => [
      ...GENDERS.map(
        (gender) =>
          `count(*) FILTER (WHERE e."joiningType" = '${joining}' AND e.gender = '${gender}')::int AS "${joining}${capitalized(gender)}"`,
      ),
      `count(*) FILTER (WHERE e."joiningType" = '${joining}')::int AS "${joining}Total"`,
    ]),
  ].join(', ');
  const { rows } = await pool.query(
    `SELECT COALESCE(p."postName", NULLIF(e.position, ''), 'Not given') AS position, ${counts}, count(*)::int AS "grandTotal"
       FROM "Employee" e LEFT JOIN "EmployeePosition" p ON p.id = e."employeePositionId"
      WHERE e."employeeStatus" AND e."employeeType" = 'Teaching' AND ($1::int IS NULL OR e."campusId" = $1)
      GROUP BY 1 ORDER BY 1`,
    [campusId],
  );
  return rows;
}

/** Gives `count` of the campus's active students what `give` inserts, once: the demo data has none. */
async function forSomeStudents(
  pool: pg.Pool,
  signedInAs: string,
  table: 'Dropout' | 'Scholarship',
  give: (student: { id: number; universityId: number }, campusId: number, index: number) => Promise<void>,
) {
  const campusId = await campusOf(pool, signedInAs);
  const { rows: existing } = await pool.query(`SELECT 1 FROM "${table}" WHERE "campusId" = $1 LIMIT 1`, [campusId]);
  if (existing.length > 0) return;
  const { rows: students } = await pool.query<{ id: number; universityId: number }>(
    `SELECT id, "universityId" FROM "Student" WHERE "campusId" = $1 AND status = 'active' ORDER BY id LIMIT 40`,
    [campusId],
  );
  for (const [index, student] of students.entries()) await give(student, campusId, index);
}

/** The sums of a tally's gender counts, as HEMIS names them. */
const TALLY_GENDER_SUMS = `${[...GENDERS, 'total'].map((column) => `COALESCE(sum(s."${column}"), 0)::int AS "${column}"`).join(', ')}`;

/** The reader's scope as a condition on the rows aliased s, with the value it names. */
function scopeOf(scale: ReportScale, user: BareUser): [string, unknown[]] {
  if (scale === 'campus') return ['s."campusId" = $1', [user.campusId]];
  if (scale === 'university') return ['s."universityId" = $1', [user.universityId]];
  return ['$1::int IS NULL', [null]];
}

/** Students by program as the dashboard counts them (active, verified, from the tally), at a scale. */
async function bareStudentsByProgram(pool: pg.Pool, scale: ReportScale, user: BareUser) {
  const [scope, values] = scopeOf(scale, user);
  // Keys in the order HEMIS's response schema writes them.
  const { rows } = await pool.query(
    `SELECT ${TALLY_GENDER_SUMS}, x."programName" AS title
       FROM "StudentTally" s JOIN "Program" x ON x.id = s."programId"
      WHERE ${scope} AND s.status = 'active' AND s."isVerified"
      GROUP BY x."programName" HAVING sum(s.total) > 0 ORDER BY total DESC, title`,
    values,
  );
  return rows;
}

/** The dashboard's trend at a scale: five fiscal years of enrolments and graduations by gender. */
async function bareTrend(pool: pg.Pool, scale: ReportScale, user: BareUser) {
  const [scope, values] = scopeOf(scale, user);
  const counts = TALLY_GENDER_SUMS;
  const { rows } = await pool.query(
    `WITH years AS (
       SELECT id, "yearNepali", "startDateAd" FROM "FiscalYear" WHERE "startDateAd" <= now() ORDER BY "startDateAd" DESC LIMIT 5
     ), enrolled AS (
       SELECT s."fiscalYearId", ${counts} FROM "StudentTally" s
        WHERE ${scope} AND s."isVerified" AND s."fiscalYearId" IN (SELECT id FROM years) GROUP BY 1
     ), graduated AS (
       SELECT s."fiscalYearId", ${counts} FROM "GraduationTally" s
        WHERE ${scope} AND s.status = 'graduated' AND s."fiscalYearId" IN (SELECT id FROM years) GROUP BY 1
     )
     SELECT y.id AS "fiscalYearId", y."yearNepali" AS "fiscalYear",
            COALESCE(e.male, 0) AS "maleStudents", COALESCE(e.female, 0) AS "femaleStudents",
            COALESCE(e.other, 0) AS "otherStudents", COALESCE(e.total, 0) AS "totalStudents",
            COALESCE(g.male, 0) AS "maleGraduates", COALESCE(g.female, 0) AS "femaleGraduates",
            COALESCE(g.other, 0) AS "otherGraduates", COALESCE(g.total, 0) AS "totalGraduates"
       FROM years y LEFT JOIN enrolled e ON e."fiscalYearId" = y.id LEFT JOIN graduated g ON g."fiscalYearId" = y.id
      ORDER BY y."startDateAd"`,
    values,
  );
  return rows;
}

/** Graduates per program by gender and national ethnic group, from the graduation tally, at a scale. */
async function bareGraduatesByProgram(pool: pg.Pool, scale: ReportScale, user: BareUser) {
  const [scope, values] = scopeOf(scale, user);
  const sum = (column: string) => `COALESCE(sum(s."${column}"), 0)::int`;
  const { rows } = await pool.query(
    `SELECT l."levelName" AS level, f."facultyName" AS faculty, p."programName" AS program,
            ${sum('male')} AS male, ${sum('female')} AS female, ${sum('other')} AS others, ${sum('total')} AS total,
            json_build_object(${REPORT_ETHNIC_GROUPS.map((group) => `'${group}', ${sum(group)}`).join(', ')}) AS "ethinicGroup"
       FROM "GraduationTally" s JOIN "Program" p ON p.id = s."programId"
       JOIN "Level" l ON l.id = p."levelId" JOIN "Faculty" f ON f.id = p."facultyId"
      WHERE ${scope} AND s.status = 'graduated'
      GROUP BY l."levelName", f."facultyName", p.id, p."programName" HAVING sum(s.total) > 0
      ORDER BY 1, 2, 3, p.id`,
    values,
  );
  return rows;
}

/** Students of each home province by program, summed from the home tally (students by program and home). */
async function bareStudentsByProvince(pool: pg.Pool, scale: ReportScale, user: BareUser) {
  const [scope, values] = scopeOf(scale, user);
  const { rows } = await pool.query(
    `SELECT p."programName" AS "universityName", p."programName" AS program,
            ${PROVINCE_KEYS.map((key) => `COALESCE(sum(s.total) FILTER (WHERE r."reportKey" = '${key}'), 0)::int AS "${key}"`).join(', ')},
            sum(s.total)::int AS total
       FROM "StudentHomeTally" s JOIN "Program" p ON p.id = s."programId"
       JOIN "Province" r ON r.id = s."provinceId"
      WHERE ${scope} AND s.status = 'active' AND s."isVerified"
      GROUP BY p.id, p."programName" HAVING sum(s.total) > 0 ORDER BY p."programName", p.id`,
    values,
  );
  return rows;
}

/**
 * Section 1 of the statistical report: the country's annual programs by current year and
 * gender, counted from the students' rows (the tallies keep no year), reshaped to a row per program.
 */
async function bareAnnualProgramReport(pool: pg.Pool, fiscalYearId: number) {
  const { rows } = await pool.query<{ programId: number; period: string | null } & Record<string, number | string>>(
    `SELECT p.id AS "programId", l."levelName" AS level, f."facultyName" AS faculty, p."programName" AS program,
            s.year::text AS period,
            ${GENDERS.map((gender) => `count(*) FILTER (WHERE s.gender = '${gender}')::int AS "${gender}"`).join(', ')},
            count(*)::int AS total
       FROM "Student" s JOIN "Program" p ON p.id = s."programId"
       JOIN "Level" l ON l.id = p."levelId" JOIN "Faculty" f ON f.id = p."facultyId"
      WHERE s.status = 'active' AND s."isVerified" AND s."fiscalYearId" = $1 AND p."programType" = 'annual'
      GROUP BY l."levelName", f."facultyName", p.id, p."programName", 5
      ORDER BY 2, 3, 4, 1`,
    [fiscalYearId],
  );
  type Counts = { male: number; female: number; other: number; total: number };
  const zero = (): Counts => ({ male: 0, female: 0, other: 0, total: 0 });
  // In the order HEMIS's response schema writes the keys: totals, names, then the periods.
  const programs = new Map<
    number,
    Counts & { level: unknown; faculty: unknown; program: unknown; notRecorded: Counts; years: Record<string, Counts> }
  >();
  for (const { programId, level, faculty, program, period, ...counted } of rows) {
    const counts = counted as unknown as Counts;
    const row = programs.get(programId) ?? {
      ...zero(),
      level,
      faculty,
      program,
      notRecorded: zero(),
      years: Object.fromEntries(ACADEMIC_YEARS.map((year) => [year, zero()])),
    };
    if (period === null) row.notRecorded = counts;
    else row.years[period] = counts;
    for (const key of ['male', 'female', 'other', 'total'] as const) row[key] += counts[key];
    programs.set(programId, row);
  }
  return [...programs.values()];
}

/**
 * Students by campus and program as Dashboard/GetStudentsFilterableReport answers them: the
 * student tally summed by campus and program, named and ordered; every row, or a page of 25.
 */
async function bareFilterableReport(pool: pg.Pool, scale: ReportScale, user: BareUser, paged: boolean) {
  const [scope, values] = scopeOf(scale, user);
  const sum = (column: string) => `COALESCE(sum(s."${column}"), 0)::int`;
  const { rows } = await pool.query<Record<string, unknown> & { rowCount: number; campusId: number | null }>(
    `WITH counted AS (
       SELECT s."campusId", s."programId", ${sum('male')} AS male, ${sum('female')} AS female, ${sum('other')} AS others,
              ${sum('total')} AS total,
              json_build_object(${REPORT_ETHNIC_GROUPS.map((group) => `'${group}', ${sum(group)}`).join(', ')}) AS "ethinicGroup"
         FROM "StudentTally" s
        WHERE ${scope} AND s.status = 'active' AND s."isVerified"
        GROUP BY s."campusId", s."programId" HAVING sum(s.total) > 0
     )
     SELECT (SELECT count(*)::int FROM counted) AS "rowCount", r.*
       FROM (VALUES (1)) AS one (n)
       LEFT JOIN LATERAL (
         SELECT k."campusId", k."programId", u.name AS "universityName", pr.name AS province, d.name AS district,
                ll.name AS "localLevel", c."campusName" AS campus, f."facultyName" AS faculty, l."levelName" AS level,
                p."programName" AS program, k.male, k.female, k.others, k.total, c."campusType"::text AS "campusType",
                u.type::text AS "universityType", k."ethinicGroup"
           FROM counted k
           JOIN "Campus" c ON c.id = k."campusId"
           JOIN "University" u ON u.id = c."universityId"
           LEFT JOIN "LocalLevel" ll ON ll.id = c."localLevelId"
           LEFT JOIN "District" d ON d.id = ll."districtId"
           LEFT JOIN "Province" pr ON pr.id = d."provinceId"
           JOIN "Program" p ON p.id = k."programId"
           JOIN "Level" l ON l.id = p."levelId"
           JOIN "Faculty" f ON f.id = p."facultyId"
          ORDER BY u.name, c."campusName", l."levelName", f."facultyName", p."programName", c.id, p.id
          ${paged ? `LIMIT ${FILTERABLE_PAGE_SIZE}` : ''}
       ) r ON TRUE`,
    values,
  );
  const data = rows.filter((row) => row.campusId !== null).map(({ rowCount: _rowCount, ...row }) => row);
  if (!paged) return data;
  const total = rows[0]?.rowCount ?? 0;
  return {
    data,
    totalRecords: total,
    totalCount: total,
    totalPages: Math.ceil(total / FILTERABLE_PAGE_SIZE),
    page: 1,
    pageSize: FILTERABLE_PAGE_SIZE,
  };
}

/** A report measured at each scale it is read at. */
function atScales(
  name: string,
  path: string,
  bare: (pool: pg.Pool, scale: ReportScale, user: BareUser) => Promise<unknown>,
  scales: readonly ReportScale[] = REPORT_SCALES,
): MeasuredEndpoint[] {
  return scales.map((scale) => ({
    name: `${name}, ${scale}`,
    path,
    signedInAs: READER[scale],
    scale,
    bare: (pool, user) => bare(pool, scale, user),
  }));
}

export const MEASURED_ENDPOINTS: MeasuredEndpoint[] = [
  {
    name: 'faculty list',
    path: '/api/Faculty/GetAllFaculties',
    signedInAs: COLLEGE_ADMIN,
    async bare(pool, user) {
      const { rows } = await pool.query(
        'SELECT * FROM "Faculty" WHERE "universityId" = $1 ORDER BY "facultyName" ASC',
        [user.universityId],
      );
      return rows;
    },
  },
  {
    name: 'subject page of 25',
    path: `/api/Subject/GetAllSubjects?page=1&pageSize=${SUBJECT_PAGE_SIZE}`,
    signedInAs: COLLEGE_ADMIN,
    async bare(pool, user) {
      const { rows } = await pool.query<Record<string, unknown> & { total: string }>(
        `SELECT s.id, s."programId", s."campusId", s."subjectName", s."subjectType", s."shortName", s.code,
                s.semester, s.year, s.alias, s.remarks,
                json_build_object('id', p.id, 'programName', p."programName", 'programType', p."programType") AS program,
                COALESCE((SELECT array_agg(sm."majorSubjectId" ORDER BY sm."majorSubjectId")
                            FROM "SubjectMajor" sm JOIN "MajorSubject" m ON m.id = sm."majorSubjectId"
                           WHERE sm."subjectId" = s.id AND m."campusId" = $2), '{}') AS "majorSubjectIds",
                count(*) OVER () AS total
           FROM "Subject" s JOIN "Program" p ON p.id = s."programId"
          WHERE p."universityId" = $1
          ORDER BY p."programName" ASC, s."subjectName" ASC, s.id ASC
          LIMIT $3`,
        [user.universityId, user.campusId, SUBJECT_PAGE_SIZE],
      );
      const total = Number(rows[0]?.total ?? 0);
      return {
        data: rows.map(({ total: _total, ...row }) => ({ ...row, isRegular: row.subjectType === 'regular' })),
        totalRecords: total,
        totalCount: total,
        totalPages: Math.ceil(total / SUBJECT_PAGE_SIZE),
        page: 1,
        pageSize: SUBJECT_PAGE_SIZE,
      };
    },
  },
  {
    name: 'campus page of 25',
    path: `/api/Campus?page=1&pageSize=${CAMPUS_PAGE_SIZE}`,
    signedInAs: GRANTS_BODY,
    async bare(pool) {
      const [page, byType] = await Promise.all([
        pool.query<Record<string, unknown> & { total: string }>(
          `SELECT c.id, c."campusName", c."campusType", c.code, c."shortName", c."universityId",
                  u.name AS "universityName", p.name AS province, d.name AS district, l.name AS "localLevel",
                  c."wardNo", c.locality, c."yearOfEstd", c."dateOfEstdBs" AS "dateOfEstd", c."phoneNo", c.email,
                  c.url, c."principalName", c.logo, c.latitude::float8 AS latitude,
                  c.longitude::float8 AS longitude, c.status, count(*) OVER () AS total
             FROM "Campus" c
             JOIN "University" u ON u.id = c."universityId"
             LEFT JOIN "LocalLevel" l ON l.id = c."localLevelId"
             LEFT JOIN "District" d ON d.id = l."districtId"
             LEFT JOIN "Province" p ON p.id = d."provinceId"
            ORDER BY c."campusName" ASC, c.id ASC
            LIMIT $1`,
          [CAMPUS_PAGE_SIZE],
        ),
        pool.query<{ campusType: string; count: string }>(
          'SELECT "campusType", count(*) FROM "Campus" GROUP BY "campusType"',
        ),
      ]);
      const total = Number(page.rows[0]?.total ?? 0);
      const countsByType: Record<string, number> = { constituent: 0, community: 0, private: 0, total: 0 };
      for (const group of byType.rows) {
        countsByType[group.campusType] = Number(group.count);
        countsByType.total! += Number(group.count);
      }
      return {
        data: page.rows.map(({ total: _total, ...row }) => row),
        totalRecords: total,
        totalCount: total,
        totalPages: Math.ceil(total / CAMPUS_PAGE_SIZE),
        page: 1,
        pageSize: CAMPUS_PAGE_SIZE,
        countsByType,
      };
    },
  },
  {
    name: 'verified students 25',
    path: `/api/Student/GetAllStudentPaginated?isVerified=true&batchId={batchId}&programId={programId}&page=1&pageSize=${STUDENT_PAGE_SIZE}`,
    signedInAs: COLLEGE_ADMIN,
    /** The campus's largest batch of its largest program: the page a campus opens most. */
    async params(pool, signedInAs) {
      const { rows } = await pool.query<{ batchId: number; programId: number }>(
        `SELECT "admissionYearId" AS "batchId", "programId" FROM "Student"
          WHERE "campusId" = $1 AND status = 'active' AND "isVerified"
          GROUP BY 1, 2 ORDER BY count(*) DESC, 1, 2 LIMIT 1`,
        [await campusOf(pool, signedInAs)],
      );
      if (!rows[0]) throw new Error('the bench database has no verified students on the demo campus');
      return rows[0];
    },
    bare: (pool, user, params) =>
      bareStudentPage(pool, user.campusId, 's."admissionYearId" = $2 AND s."programId" = $3', [
        params.batchId,
        params.programId,
      ]),
  },
  {
    name: 'student name search',
    path: `/api/Student/GetAllStudentPaginated?isVerified=true&name={name}&page=1&pageSize=${STUDENT_PAGE_SIZE}`,
    signedInAs: COLLEGE_ADMIN,
    /** The surname of the campus's newest verified student: a search that finds a family of names. */
    async params(pool, signedInAs) {
      const { rows } = await pool.query<{ name: string }>(
        `SELECT lower("lastName") AS name FROM "Student"
          WHERE "campusId" = $1 AND status = 'active' AND "isVerified" ORDER BY id DESC LIMIT 1`,
        [await campusOf(pool, signedInAs)],
      );
      if (!rows[0]) throw new Error('the bench database has no verified students on the demo campus');
      return rows[0];
    },
    bare: (pool, user, params) =>
      bareStudentPage(pool, user.campusId, `s."searchName" ILIKE '%' || $2 || '%'`, [params.name]),
  },
  {
    name: 'students by district',
    path: '/api/Student/Report/GetStudentByDistrict',
    signedInAs: COLLEGE_ADMIN,
    async bare(pool, user) {
      const { rows } = await pool.query<Record<string, number> & { district: string | null; isTotal: number }>(
        `SELECT d.name AS district, GROUPING(d.name) AS "isTotal", ${TALLY_GENDER_SUMS},
                COALESCE(sum(${EDG_ETHNIC_GROUPS.map((group) => `s."${group}"`).join(' + ')}), 0)::int AS edg,
                ${REPORT_ETHNIC_GROUPS.map((group, index) => `COALESCE(sum(s."${group}"), 0)::int AS g${index}`).join(', ')}
           FROM "StudentHomeTally" s
           LEFT JOIN "District" d ON d.id = s."districtId"
          WHERE s."campusId" = $1 AND s.status = 'active' AND s."isVerified"
          GROUP BY GROUPING SETS ((d.name), ())
         HAVING GROUPING(d.name) = 1 OR sum(s.total) > 0
          ORDER BY GROUPING(d.name), d.name NULLS LAST`,
        [user.campusId],
      );
      return rows.map((row) => ({
        district: row.isTotal ? TOTAL_ROW_LABEL : (row.district ?? UNKNOWN_DISTRICT),
        male: row.male,
        female: row.female,
        other: row.other,
        totalGender: row.total,
        edj: row.edg,
        ethnicGroup: REPORT_ETHNIC_GROUPS.map((name, index) => ({ name, count: row[`g${index}`] })),
      }));
    },
  },
  {
    name: 'staff summary of a campus',
    path: '/api/Employee/Report/GetTeachingStaffByPostSummary',
    signedInAs: COLLEGE_ADMIN,
    bare: (pool, user) => bareTeachingSummary(pool, user.campusId),
  },
  {
    name: 'staff summary of the country',
    path: '/api/Employee/Report/GetTeachingStaffByPostSummary',
    signedInAs: GRANTS_BODY,
    bare: (pool) => bareTeachingSummary(pool, null),
  },
  ...atScales('dashboard students by program', '/api/Student/GetStudentsByProgram', bareStudentsByProgram),
  ...atScales('dashboard trend', '/api/Dashboard/Trend-summary', bareTrend),
  ...atScales('report graduates by program', '/api/Dashboard/College/GetGraduationByGender', bareGraduatesByProgram),
  ...atScales(
    'report students by province',
    '/api/Dashboard/college/GenerateStudentByProgramProvinceReport',
    bareStudentsByProvince,
  ),
  // A campus reads its whole table; the country's summary report reads it a page at a time.
  ...atScales(
    'report students by campus and program',
    '/api/Dashboard/GetStudentsFilterableReport',
    (pool, scale, user) => bareFilterableReport(pool, scale, user, false),
    ['campus'],
  ),
  ...atScales(
    'report students by campus and program, page of 25',
    `/api/Dashboard/GetStudentsFilterableReport?page=1&pageSize=${FILTERABLE_PAGE_SIZE}`,
    (pool, scale, user) => bareFilterableReport(pool, scale, user, true),
    ['country'],
  ),
  {
    name: 'statistical report annual programs, country',
    path: '/api/Dashboard/GetAnnualProgramReport?fiscalyearid={fiscalYearId}',
    signedInAs: GRANTS_BODY,
    scale: 'country',
    /** The report is read for one fiscal year: the active one. */
    async params(pool) {
      const { rows } = await pool.query<{ fiscalYearId: number }>(
        `SELECT id AS "fiscalYearId" FROM "FiscalYear" WHERE "activeFiscalYear" LIMIT 1`,
      );
      if (!rows[0]) throw new Error('the bench database has no active fiscal year');
      return rows[0];
    },
    bare: (pool, _user, params) => bareAnnualProgramReport(pool, Number(params.fiscalYearId)),
  },
  {
    name: 'dropouts page of 25',
    path: `/api/DropOut?page=1&pageSize=${DROPOUT_PAGE_SIZE}`,
    signedInAs: COLLEGE_ADMIN,
    async prepare(pool, signedInAs) {
      // Forty of the campus's active students left, one every 17 days back from today.
      const days = new Days();
      const today = Math.floor(Date.now() / 86_400_000);
      await forSomeStudents(pool, signedInAs, 'Dropout', async (student, campusId, index) => {
        const { ad, bs } = days.of(today - (index + 1) * 17);
        await pool.query(
          `INSERT INTO "Dropout" ("studentId", "campusId", "universityId", reason, "dateOfEntry", "dateOfEntryBs")
           VALUES ($1, $2, $3, 'Went abroad for work', $4, $5)`,
          [student.id, campusId, student.universityId, ad, bs],
        );
        await pool.query(`UPDATE "Student" SET status = 'droppedOut' WHERE id = $1`, [student.id]);
      });
    },
    async bare(pool, user) {
      const { rows } = await pool.query<Record<string, unknown> & { total: string; dateOfEntry: Date }>(
        `SELECT d.id, s.id AS "studentId", upper(concat_ws(' ', s."firstName", s."middleName", s."lastName")) AS "studentName",
                b."batchNepali" AS batch, s."doBBS", d."dateOfEntry", d."dateOfEntryBs", s."rollNoManual", s.year,
                s.semester, l."levelName", p."programName", d.reason, d.remarks, count(*) OVER () AS total
           FROM "Dropout" d
           JOIN "Student" s ON s.id = d."studentId"
           JOIN "Batch" b ON b.id = s."admissionYearId"
           JOIN "Level" l ON l.id = s."levelId"
           JOIN "Program" p ON p.id = s."programId"
          WHERE d."campusId" = $1
          ORDER BY d."dateOfEntry" DESC, d.id DESC
          LIMIT ${DROPOUT_PAGE_SIZE}`,
        [user.campusId],
      );
      const total = Number(rows[0]?.total ?? 0);
      return {
        data: rows.map(({ total: _total, dateOfEntry, ...row }) => ({
          ...row,
          dateOfEntry: dateOfEntry.toISOString().slice(0, 10),
        })),
        totalRecords: total,
        totalCount: total,
        totalPages: Math.ceil(total / DROPOUT_PAGE_SIZE),
        page: 1,
        pageSize: DROPOUT_PAGE_SIZE,
      };
    },
  },
  {
    name: 'graduates page of 25',
    path: `/api/Graduation?page=1&pageSize=${GRADUATE_PAGE_SIZE}`,
    signedInAs: COLLEGE_ADMIN,
    async prepare(pool, signedInAs) {
      // Forty former students of one of the campus's programs, graduated over five years.
      const campusId = await campusOf(pool, signedInAs);
      const { rows: existing } = await pool.query(
        'SELECT 1 FROM "GraduationApplication" WHERE "campusId" = $1 LIMIT 1',
        [campusId],
      );
      if (existing.length > 0) return;
      const { rows: programs } = await pool.query<{ programId: number; universityId: number }>(
        `SELECT cp."programId", c."universityId" FROM "CampusProgram" cp JOIN "Campus" c ON c.id = cp."campusId"
          WHERE cp."campusId" = $1 ORDER BY cp."programId" LIMIT 1`,
        [campusId],
      );
      const { rows: years } = await pool.query<{ id: number }>(
        'SELECT id FROM "FiscalYear" ORDER BY "startDateAd" DESC LIMIT 5',
      );
      const program = programs[0];
      if (!program) return;
      for (let index = 0; index < 40; index += 1) {
        const name = `GRADUATE ${index + 1} OF THE BENCH`;
        await pool.query(
          `INSERT INTO "GraduationApplication" ("campusId", "universityId", "programId", "fiscalYearId", "studentType",
             "applicantNameEng", email, "enrolledYear", "passedYear", division, gpa, "campusRollNo", "searchName", "updatedAt")
           VALUES ($1, $2, $3, $4, 'old', $5, $6, $7, $8, 'First', 3.2, $9, lower($5), now())`,
          [
            campusId,
            program.universityId,
            program.programId,
            years[index % years.length]!.id,
            name,
            `graduate${index + 1}@bench.test`,
            2015 + (index % 5),
            2019 + (index % 5),
            String(index + 1),
          ],
        );
      }
    },
    async bare(pool, user) {
      const file = (kind: string) =>
        `CASE WHEN EXISTS (SELECT 1 FROM "GraduationFile" gf WHERE gf."graduationId" = g.id AND gf.kind = '${kind}')
              THEN '/api/Graduation/' || g.id || '/file/${kind}' END AS "${kind}"`;
      const { rows } = await pool.query<Record<string, unknown> & { total: string }>(
        `SELECT g.id, g."fiscalYearId" AS "fiscalYearID", json_build_object('id', f.id, 'yearNepali', f."yearNepali") AS "fiscalYear",
                g."studentId" AS "studentID", g."studentId", g."campusId", c."campusName", u.name AS "universityName",
                fa."facultyName", l."levelName", p."programType"::text AS "programType", p."programName", p."shortName",
                p."shortName" AS "programShortName", g."programId" AS "programMgmtId", g."applicantNameEng",
                g."applicantNameNep", g."doBNepali", to_char(g."doBEng", 'YYYY-MM-DD') AS "doBEng", g.email,
                g.gender::text AS gender, g.ethnicity AS ethinicity, g."studentAddress", g."contactNo",
                g."universityIssueNo", g."studentRegNo", g."symbolNoUniversity", g."campusRollNo" AS "campusRolNo",
                g."enrolledYear", g."passedYear", g.division, g.gpa::float8 AS gpa, g."fatherName", g."motherName",
                g.remarks, to_char(g."issueDateEng", 'YYYY-MM-DD') AS "issueDateEng", g."issueDateNep",
                g."studentType", g.status, '' AS edj,
                ${['uploadPPSizePhoto', 'uploadSignature', 'uploadReceipt', 'uploadTranscript', 'uploadOtherDoc'].map(file).join(', ')},
                count(*) OVER () AS total
           FROM "GraduationApplication" g
           JOIN "FiscalYear" f ON f.id = g."fiscalYearId"
           JOIN "Campus" c ON c.id = g."campusId"
           JOIN "University" u ON u.id = c."universityId"
           JOIN "Program" p ON p.id = g."programId"
           JOIN "Faculty" fa ON fa.id = p."facultyId"
           JOIN "Level" l ON l.id = p."levelId"
          WHERE g."campusId" = $1 AND g.status = 'graduated'
          ORDER BY g.id DESC
          LIMIT ${GRADUATE_PAGE_SIZE}`,
        [user.campusId],
      );
      const total = Number(rows[0]?.total ?? 0);
      return {
        data: rows.map(({ total: _total, ...row }) => row),
        totalRecords: total,
        totalCount: total,
        totalPages: Math.ceil(total / GRADUATE_PAGE_SIZE),
        page: 1,
        pageSize: GRADUATE_PAGE_SIZE,
      };
    },
  },
  {
    name: 'scholars page of 25',
    path: `/api/Scholarship/filter?page=1&pageSize=${SCHOLAR_PAGE_SIZE}`,
    signedInAs: COLLEGE_ADMIN,
    async prepare(pool, signedInAs) {
      const days = new Days();
      const today = Math.floor(Date.now() / 86_400_000);
      const { rows: years } = await pool.query<{ id: number }>('SELECT id FROM "FiscalYear" WHERE "activeFiscalYear"');
      await forSomeStudents(pool, signedInAs, 'Scholarship', async (student, campusId, index) => {
        const { ad, bs } = days.of(today - index * 5);
        await pool.query(
          `INSERT INTO "Scholarship" ("studentId", "campusId", "universityId", "fiscalYearId", "scholarshipType",
             "scholarshipName", "scholarshipGivenTo", "isAmount", amount, "dateOfEntryBs", "dateOfEntry", "updatedAt")
           VALUES ($1, $2, $3, $4, 'Scholarship', 'Merit scholarship', 'Student Account', true, 10000, $5, $6, now())`,
          [student.id, campusId, student.universityId, years[0]!.id, bs, ad],
        );
      });
    },
    async bare(pool, user) {
      const { rows } = await pool.query<Record<string, unknown> & { total: string }>(
        `SELECT x.id, x."studentId", x."campusId", s."firstName", s."middleName", s."lastName",
                upper(concat_ws(' ', s."firstName", s."middleName", s."lastName")) AS "studentName", s.gender, s."doBBS",
                s.ethnicity, s."rollNoManual", p."programName", l."levelName", s.year, s.semester,
                b."batchNepali" AS "batchNameNepali", b."batchNepali", x."fiscalYearId", f."yearNepali",
                x."scholarshipName", x."scholarshipType", x."providedBy", x."scholarshipGivenTo", x."isAmount",
                x.amount::float8 AS amount, x."scholarshipType" = 'Scholarship' AS "isScholarship",
                x.percentage::float8 AS "scholarshipPercentage", x."dateOfEntryBs" AS "dateOfEntry", x.remarks,
                CASE WHEN x."applicationKey" IS NULL THEN NULL ELSE '/api/Scholarship/' || x.id || '/application' END
                  AS "applicationFile",
                count(*) OVER () AS total
           FROM "Scholarship" x
           JOIN "Student" s ON s.id = x."studentId"
           JOIN "Program" p ON p.id = s."programId"
           JOIN "Level" l ON l.id = s."levelId"
           JOIN "Batch" b ON b.id = s."admissionYearId"
           JOIN "FiscalYear" f ON f.id = x."fiscalYearId"
          WHERE x."campusId" = $1
          ORDER BY x."dateOfEntry" DESC, x.id DESC
          LIMIT ${SCHOLAR_PAGE_SIZE}`,
        [user.campusId],
      );
      const total = Number(rows[0]?.total ?? 0);
      return { totalCount: total, totalRecords: total, scholarships: rows.map(({ total: _total, ...row }) => row) };
    },
  },
  ...EXAM_ENDPOINTS,
  ...RECEIPT_ENDPOINTS,
  ...REGISTER_ENDPOINTS,
  ...QAA_ENDPOINTS,
  ...ACCOUNTS_ENDPOINTS,
  ...ANNUAL_RETURN_ENDPOINTS,
];
