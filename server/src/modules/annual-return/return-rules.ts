/**
 * The validation of a campus's annual return (issue #31): a table of rules, each one query in
 * the database over the snapshot's rows (ReturnStudent, ReturnStaff, CampusReturn.figures) or,
 * for marks and last year's enrolment, over the registers of the campus. Errors block
 * submission; each warning needs a written explanation, which is kept for as long as the
 * warning is found again with the same rule and subject.
 */
import type { FindingSeverity } from '@hemis/contracts';
import type { Db } from '../../db/prisma.ts';
import { Prisma } from '../../generated/prisma/client.ts';

/** At most this many rows of each list are named by a finding; rowCount says how many there are. */
export const FINDING_ROWS_SHOWN = 50;

/** A mark above its paper's full marks: the paper (ExamRoutine) and the student who sat it. */
export interface MarkRow {
  routineId: number;
  studentId: number;
}

/** The rows behind a finding, as ReturnFinding.rows keeps them. */
export interface FindingRows {
  /** ReturnStudent.rowNo */
  students?: number[];
  /** ReturnStaff.rowNo */
  staff?: number[];
  /** Program ids. */
  programs?: number[];
  marks?: MarkRow[];
}

export interface RuleFinding {
  /** What the finding is about within its rule, stable across refreshes ("program:12", "campus"). */
  subject: string;
  message: string;
  rows: FindingRows;
  /** How many rows are behind it (rows names at most FINDING_ROWS_SHOWN of each list). */
  rowCount: number;
}

/** Last year's enrolment of the campus against the snapshot's, and what explains a fall. */
export interface EnrolmentChange {
  /** The fiscal year before the return's; null when HEMIS has none. */
  previousFiscalYear: string | null;
  fiscalYear: string;
  /** Last year's count: the campus's return of that year, else the live count; null without a previous year. */
  lastYear: number | null;
  lastYearFrom: 'return' | 'registers' | null;
  thisYear: number;
  dropouts: number;
  graduations: number;
}

/** What every rule reads about the snapshot it validates. */
export interface RuleContext {
  campusReturnId: number;
  campusId: number;
  universityId: number;
  fiscalYearId: number;
  /** Read once for the two rules that compare with last year. */
  enrolment(): Promise<EnrolmentChange>;
}

export interface ReturnRule {
  key: string;
  severity: FindingSeverity;
  title: string;
  check(db: Db, context: RuleContext): Promise<RuleFinding[]>;
  /** The web screen that fixes a program the rule names, when HEMIS has one. */
  programFixAt?: (programId: number) => string | null;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** Row numbers of a list as SQL: the first FINDING_ROWS_SHOWN in order. */
const firstRows = (column: Prisma.Sql) =>
  Prisma.sql`(array_agg(${column} ORDER BY ${column}))[1:${FINDING_ROWS_SHOWN}]`;

/** Student rows of the snapshot that match a condition (alias r), as one finding. */
async function studentsWhere(
  db: Db,
  context: RuleContext,
  condition: Prisma.Sql,
): Promise<{ count: number; rows: number[] }> {
  const [row] = await db.$queryRaw<{ count: number; rows: number[] | null }[]>`
    SELECT count(*)::int AS count, ${firstRows(Prisma.sql`r."rowNo"`)} AS rows
      FROM "ReturnStudent" r WHERE r."campusReturnId" = ${context.campusReturnId} AND ${condition}`;
  return { count: row?.count ?? 0, rows: row?.rows ?? [] };
}

/**
 * Student rows sharing a number (the column, compared without case or spaces), one finding per
 * number shared, named after the first of its rows.
 */
function duplicatesOf(db: Db, context: RuleContext, column: 'citizenshipNo' | 'registrationNo') {
  const value = Prisma.raw(`lower(regexp_replace(r."${column}", '\\s', '', 'g'))`);
  return db.$queryRaw<{ value: string; shown: string; first: number; count: number; rows: number[] }[]>`
    SELECT ${value} AS value, min(btrim(r.${Prisma.raw(`"${column}"`)})) AS shown, min(r."rowNo")::int AS first,
           count(*)::int AS count,
           ${firstRows(Prisma.sql`r."rowNo"`)} AS rows
      FROM "ReturnStudent" r
     WHERE r."campusReturnId" = ${context.campusReturnId} AND ${value} <> ''
     GROUP BY 1 HAVING count(*) > 1
     ORDER BY first`;
}

const rowList = (rows: readonly number[], count: number) =>
  rows.length < count ? `${rows.join(', ')} …` : rows.join(', ');

/** An error rule: the student rows that lack what `missing` finds, as one finding. */
function studentsWithout<const Key extends string>(key: Key, title: string, what: string, missing: Prisma.Sql) {
  return {
    key,
    severity: 'error',
    title,
    async check(db: Db, context: RuleContext) {
      const { count, rows } = await studentsWhere(db, context, missing);
      return count
        ? [
            {
              subject: 'students',
              message: `${plural(count, 'student has', 'students have')} no ${what}`,
              rows: { students: rows },
              rowCount: count,
            },
          ]
        : [];
    },
  } as const;
}

/** The rules, in the order findings are shown: errors first, then warnings. */
export const RETURN_RULES = [
  studentsWithout('student-without-program', 'A student without program', 'program', Prisma.sql`r."programId" IS NULL`),
  studentsWithout('student-without-gender', 'A student without gender', 'gender', Prisma.sql`r.gender IS NULL`),
  {
    key: 'program-without-teaching-staff',
    severity: 'error',
    title: 'A program with students but no teaching staff',
    programFixAt: () => '/employee-management/employee-register?employeeType=teaching',
    async check(db, context) {
      const programs = await db.$queryRaw<
        { programId: number; programName: string; facultyName: string; count: number; rows: number[] }[]
      >`
        SELECT p.id AS "programId", p."programName", f."facultyName", count(*)::int AS count,
               ${firstRows(Prisma.sql`r."rowNo"`)} AS rows
          FROM "ReturnStudent" r
          JOIN "Program" p ON p.id = r."programId"
          JOIN "Faculty" f ON f.id = p."facultyId"
         WHERE r."campusReturnId" = ${context.campusReturnId}
           AND NOT EXISTS (SELECT 1 FROM "ReturnStaff" t
                            WHERE t."campusReturnId" = ${context.campusReturnId}
                              AND t."employeeType" = 'Teaching' AND t."facultyId" = p."facultyId")
         GROUP BY p.id, p."programName", f."facultyName"
         ORDER BY p."programName", p.id`;
      return programs.map((program) => ({
        subject: `program:${program.programId}`,
        message:
          `${program.programName} has ${plural(program.count, 'student', 'students')} but no teaching staff ` +
          `of its faculty (${program.facultyName}) at the campus`,
        rows: { programs: [program.programId], students: program.rows },
        rowCount: program.count,
      }));
    },
  },
  {
    key: 'marks-above-full-marks',
    severity: 'error',
    title: 'Marks above full marks',
    async check(db, context) {
      const papers = await db.$queryRaw<
        { routineId: number; subjectName: string; examName: string; count: number; students: number[] }[]
      >`
        SELECT x.id AS "routineId", sub."subjectName", es."examName", count(*)::int AS count,
               ${firstRows(Prisma.sql`m."studentId"`)} AS students
          FROM "ExamSchedule" es
          JOIN "ExamRoutine" x ON x."examScheduleId" = es.id
          JOIN "ExamSitting" m ON m."routineId" = x.id
          JOIN "Subject" sub ON sub.id = x."subjectId"
         WHERE es."campusId" = ${context.campusId} AND es."fiscalYearId" = ${context.fiscalYearId}
           AND (m."theoreticalMarks" > x."theoreticalFullMarks" OR m."practicalMarks" > x."practicalFullMarks")
         GROUP BY x.id, sub."subjectName", es."examName"
         ORDER BY es."examName", sub."subjectName", x.id`;
      return papers.map((paper) => ({
        subject: `paper:${paper.routineId}`,
        message: `${plural(paper.count, 'mark', 'marks')} of ${paper.subjectName} (${paper.examName}) ${paper.count === 1 ? 'is' : 'are'} above the full marks`,
        rows: { marks: paper.students.map((studentId) => ({ routineId: paper.routineId, studentId })) },
        rowCount: paper.count,
      }));
    },
  },
  {
    key: 'duplicate-citizenship-no',
    severity: 'error',
    title: 'A citizenship number on two or more students',
    async check(db, context) {
      // The number itself is personal: the message names the rows, never the number.
      const shared = await duplicatesOf(db, context, 'citizenshipNo');
      return shared.map((group) => ({
        subject: `citizenship:row-${group.first}`,
        message: `The same citizenship number is on ${group.count} student rows (${rowList(group.rows, group.count)})`,
        rows: { students: group.rows },
        rowCount: group.count,
      }));
    },
  },
  {
    key: 'duplicate-registration-no',
    severity: 'error',
    title: 'A registration number on two or more students',
    async check(db, context) {
      const shared = await duplicatesOf(db, context, 'registrationNo');
      return shared.map((group) => ({
        subject: `registration:${group.value}`,
        message: `Registration number ${group.shown} is on ${group.count} student rows (${rowList(group.rows, group.count)})`,
        rows: { students: group.rows },
        rowCount: group.count,
      }));
    },
  },
  {
    key: 'enrolment-fell-by-half',
    severity: 'error',
    title: 'Enrolment fell by more than half from last year, unexplained',
    async check(_db, context) {
      const change = await context.enrolment();
      if (!fellByHalfUnexplained(change)) return [];
      const last = change.lastYear!;
      const fall = last - change.thisYear;
      return [
        {
          subject: 'campus',
          message:
            `Enrolment fell from ${last} last year (${change.previousFiscalYear}) to ${change.thisYear}, by ` +
            `${percentOf(fall, last)}%, and the ${plural(change.dropouts, 'dropout', 'dropouts')} and ` +
            `${plural(change.graduations, 'graduation', 'graduations')} recorded in ${change.fiscalYear} ` +
            `do not explain a fall of ${fall}`,
          rows: {},
          rowCount: 0,
        },
      ];
    },
  },
  {
    key: 'pass-rate-above-99',
    severity: 'warning',
    title: 'A pass rate above 99%',
    programFixAt: () => null,
    async check(db, context) {
      const programs = await db.$queryRaw<
        { programId: number | null; programName: string; appeared: number; passed: number }[]
      >`
        SELECT p.id AS "programId", e->>'programName' AS "programName",
               (e->>'totalAppeared')::int AS appeared, (e->>'totalPassed')::int AS passed
          FROM "CampusReturn" c
         CROSS JOIN LATERAL jsonb_array_elements(COALESCE(c.figures #> '{passRates,programs}', '[]'::jsonb)) e
          LEFT JOIN "Program" p ON p."universityId" = c."universityId" AND p."programName" = e->>'programName'
         WHERE c.id = ${context.campusReturnId}
           AND (e->>'totalAppeared')::int > 0
           AND (e->>'totalPassed')::int * 100 > 99 * (e->>'totalAppeared')::int
         ORDER BY 2, 1`;
      return programs.map((program) => ({
        subject: `program:${program.programId ?? program.programName}`,
        message:
          `${program.programName}: ${program.passed} of ${program.appeared} passed the board exams ` +
          `(${percentOf(program.passed, program.appeared)}%), a pass rate above 99%`,
        rows: program.programId ? { programs: [program.programId] } : {},
        rowCount: program.programId ? 1 : 0,
      }));
    },
  },
  {
    key: 'enrolment-changed-30',
    severity: 'warning',
    title: 'Enrolment changed by more than 30% from last year',
    async check(_db, context) {
      const change = await context.enrolment();
      const last = change.lastYear;
      if (last === null || last === 0 || fellByHalfUnexplained(change)) return [];
      const difference = change.thisYear - last;
      if (Math.abs(difference) * 10 <= last * 3) return [];
      return [
        {
          subject: 'campus',
          message:
            `Enrolment ${difference > 0 ? 'rose' : 'fell'} from ${last} last year (${change.previousFiscalYear}) ` +
            `to ${change.thisYear}, by ${percentOf(Math.abs(difference), last)}%: more than 30%`,
          rows: {},
          rowCount: 0,
        },
      ];
    },
  },
  {
    key: 'staff-without-qualification',
    severity: 'warning',
    title: 'Staff with no qualification recorded',
    async check(db, context) {
      const [row] = await db.$queryRaw<{ count: number; rows: number[] | null }[]>`
        SELECT count(*)::int AS count, ${firstRows(Prisma.sql`t."rowNo"`)} AS rows
          FROM "ReturnStaff" t WHERE t."campusReturnId" = ${context.campusReturnId} AND t.qualifications = 0`;
      const count = row?.count ?? 0;
      return count
        ? [
            {
              subject: 'staff',
              message: `${plural(count, 'member of staff has', 'members of staff have')} no qualification recorded`,
              rows: { staff: row?.rows ?? [] },
              rowCount: count,
            },
          ]
        : [];
    },
  },
] as const satisfies readonly ReturnRule[];

export type ReturnRuleKey = (typeof RETURN_RULES)[number]['key'];

/** A percentage of a whole, to one decimal place. */
function percentOf(part: number, whole: number): string {
  return (Math.round((part / whole) * 1000) / 10).toString();
}

/**
 * Enrolment fell by more than half from last year, and the dropouts and graduations recorded
 * for the campus in the return's fiscal year are fewer than the students lost.
 */
export function fellByHalfUnexplained(change: EnrolmentChange): boolean {
  const last = change.lastYear;
  if (last === null || last === 0 || change.thisYear * 2 >= last) return false;
  return change.dropouts + change.graduations < last - change.thisYear;
}

/**
 * Last year's enrolment of the campus and what explains a change: the fiscal year before the
 * return's (the latest that starts before it); its count from the campus's return of that year
 * when it has one, else the students the statistical report counts for that year (active,
 * verified, of that fiscal year); the dropouts of the campus dated in the return's fiscal year
 * and its graduations recorded in it.
 */
export async function enrolmentChange(
  db: Db,
  place: { campusReturnId: number; campusId: number; fiscalYearId: number },
): Promise<EnrolmentChange> {
  const [row] = await db.$queryRaw<EnrolmentChange[]>`
    WITH this_year AS (SELECT id, "yearNepali", "startDateAd" FROM "FiscalYear" WHERE id = ${place.fiscalYearId}),
    last_year AS (
      SELECT f.id, f."yearNepali" FROM "FiscalYear" f, this_year t
       WHERE f."startDateAd" < t."startDateAd" ORDER BY f."startDateAd" DESC LIMIT 1
    ), returned AS (
      SELECT c."studentCount" FROM "CampusReturn" c JOIN "AnnualReturn" a ON a.id = c."annualReturnId"
       WHERE a."fiscalYearId" = (SELECT id FROM last_year) AND c."campusId" = ${place.campusId}
    )
    SELECT (SELECT "yearNepali" FROM this_year) AS "fiscalYear",
           (SELECT "yearNepali" FROM last_year) AS "previousFiscalYear",
           CASE WHEN NOT EXISTS (SELECT 1 FROM last_year) THEN NULL
                WHEN EXISTS (SELECT 1 FROM returned) THEN 'return' ELSE 'registers' END AS "lastYearFrom",
           CASE WHEN NOT EXISTS (SELECT 1 FROM last_year) THEN NULL
                WHEN EXISTS (SELECT 1 FROM returned) THEN (SELECT "studentCount" FROM returned)
                ELSE (SELECT count(*)::int FROM "Student" s
                       WHERE s."campusId" = ${place.campusId} AND s.status = 'active' AND s."isVerified"
                         AND s."fiscalYearId" = (SELECT id FROM last_year)) END AS "lastYear",
           (SELECT count(*)::int FROM "ReturnStudent" r WHERE r."campusReturnId" = ${place.campusReturnId}) AS "thisYear",
           (SELECT count(*)::int FROM "Dropout" d WHERE d."campusId" = ${place.campusId}
                AND d."fiscalYearId" = ${place.fiscalYearId}) AS dropouts,
           (SELECT count(*)::int FROM "GraduationApplication" g WHERE g."campusId" = ${place.campusId}
                AND g."fiscalYearId" = ${place.fiscalYearId} AND g.status = 'graduated') AS graduations`;
  return row!;
}

/** What validation found, with the rule's key and severity. */
export interface RuledFinding extends RuleFinding {
  rule: string;
  severity: FindingSeverity;
}

/** Runs every rule of the table on the snapshot, one after another (they may share a transaction). */
export async function validateSnapshot(db: Db, context: RuleContext): Promise<RuledFinding[]> {
  const findings: RuledFinding[] = [];
  for (const rule of RETURN_RULES as readonly ReturnRule[])
    for (const finding of await rule.check(db, context))
      findings.push({ rule: rule.key, severity: rule.severity, ...finding });
  return findings;
}

/** The context rules read, with last year's enrolment read at most once. */
export function ruleContext(db: Db, place: Omit<RuleContext, 'enrolment'>): RuleContext {
  let change: Promise<EnrolmentChange> | undefined;
  return { ...place, enrolment: () => (change ??= enrolmentChange(db, place)) };
}

/** A rule of the table by key. */
export function returnRule(key: string): ReturnRule | undefined {
  return (RETURN_RULES as readonly ReturnRule[]).find((rule) => rule.key === key);
}
