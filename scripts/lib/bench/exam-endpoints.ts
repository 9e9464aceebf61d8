/**
 * The exam module's entries of `npm run bench` (issue: examinations and results, "Fast at
 * national scale"): the marks grid of a paper read and saved 60 rows at a time, and a page of
 * entered marks, each beside a bare route answering the same rows. The report cards are
 * measured with the printed documents (documents.ts); the pass rates are report routes.
 */
import type pg from 'pg';
import { internalExamsStep } from '../generate/steps/internal-exams.ts';
import { campusOf } from './accounts.ts';
import { runGeneratorStep } from './generator-step.ts';
import type { MeasuredEndpoint, PathParams } from './endpoints.ts';

const COLLEGE_ADMIN = 'collegeadmin@hemis.local';
const GRID_ROWS = 60;
const MARKS_PAGE_SIZE = 25;

/**
 * The demo data holds no exams: the national dataset's exam step gives every campus its
 * internal exams, papers and marks once, as the generator would.
 */
async function prepareExams(pool: pg.Pool, signedInAs: string): Promise<void> {
  const campusId = await campusOf(pool, signedInAs);
  const { rows } = await pool.query(`SELECT 1 FROM "ExamSitting" WHERE "campusId" = $1 LIMIT 1`, [campusId]);
  if (rows.length > 0) return;
  await runGeneratorStep(pool, internalExamsStep);
}

/**
 * The campus's theory paper of an exam not yet published with the most students present, and the first 60 who
 * appeared with the marks the save sends (the same marks every time, within the full marks).
 */
async function gridParams(pool: pg.Pool, signedInAs: string): Promise<PathParams> {
  const { rows } = await pool.query<{ routineId: number; studentIds: number[]; full: string }>(
    `SELECT r.id AS "routineId", r."theoreticalFullMarks" AS full,
            (SELECT array_agg("studentId" ORDER BY "studentId") FROM (
               SELECT "studentId" FROM "ExamSitting" WHERE "routineId" = r.id AND appeared
                ORDER BY "studentId" LIMIT ${GRID_ROWS}) x) AS "studentIds"
       FROM "ExamRoutine" r JOIN "ExamSchedule" e ON e.id = r."examScheduleId"
      WHERE r."campusId" = $1 AND NOT r."isPractical" AND e."resultsPublishedAt" IS NULL
      ORDER BY (SELECT count(*) FROM "ExamSitting" t WHERE t."routineId" = r.id AND t.appeared) DESC, r.id
      LIMIT 1`,
    [await campusOf(pool, signedInAs)],
  );
  const paper = rows[0];
  if (!paper?.studentIds?.length) throw new Error('the bench database has no exam papers on the demo campus');
  const full = Number(paper.full);
  return {
    routineId: paper.routineId,
    studentIds: paper.studentIds.join(','),
    marks: paper.studentIds.map((_, index) => Math.min(full, 30 + (index % 60))).join(','),
  };
}

const numbers = (text: string | number | undefined) =>
  String(text ?? '')
    .split(',')
    .map(Number);

/** The rows of a grid save, as the marks-entry screen sends them. */
function gridRows(params: PathParams) {
  const marks = numbers(params.marks);
  return numbers(params.studentIds).map((studentID, index) => ({
    subjectExamScheduleId: Number(params.routineId),
    studentID,
    theoreticalMarks: marks[index]!,
    remarks: null,
  }));
}

const studentIdsOf = (answer: unknown) =>
  ((answer as { studentExamRecords?: { studentId: number }[] }[])[0]?.studentExamRecords ?? []).map(
    (row) => row.studentId,
  );

export const EXAM_ENDPOINTS: MeasuredEndpoint[] = [
  {
    name: 'marks grid of a paper, 60 rows',
    path: `/api/ExamAppearManagement/by-subjectexamschedule?subjectExamScheduleId={routineId}&studentPage=1&studentPageSize=${GRID_ROWS}`,
    signedInAs: COLLEGE_ADMIN,
    prepare: prepareExams,
    params: gridParams,
    answerKey: studentIdsOf,
    async bare(pool, user, params) {
      const { rows } = await pool.query<Record<string, unknown> & { total: string; paper: Record<string, unknown> }>(
        `WITH paper AS (
           SELECT r.id, x."subjectName", r."theoreticalFullMarks", r."theoreticalPassMarks", r."practicalFullMarks",
                  r."practicalPassMarks", e."campusId", e."programId", e."batchId", e.semester, e.year
             FROM "ExamRoutine" r JOIN "ExamSchedule" e ON e.id = r."examScheduleId"
             JOIN "Subject" x ON x.id = r."subjectId"
            WHERE r.id = $1 AND r."campusId" = $2
         )
         SELECT s.id AS "studentId", upper(concat_ws(' ', s."firstName", s."middleName", s."lastName")) AS name,
                s."firstName", s."middleName", s."lastName", s."rollNoManual" AS "rollNo", t.appeared AS "doesAppear",
                t."appearanceRemarks" AS remarks, t."theoreticalMarks"::float8 AS "theoreticalMarks",
                t."practicalMarks"::float8 AS "practicalMarks", COALESCE(t.version, 0) AS version,
                count(*) OVER () AS total, to_jsonb(p) AS paper
           FROM paper p
           JOIN "Student" s ON s."campusId" = p."campusId" AND s."programId" = p."programId"
                AND s."admissionYearId" = p."batchId" AND s.semester IS NOT DISTINCT FROM p.semester
                AND s.year IS NOT DISTINCT FROM p.year AND s.status = 'active' AND s."isVerified"
                AND NOT EXISTS (SELECT 1 FROM "Dropout" d WHERE d."studentId" = s.id)
           LEFT JOIN "ExamSitting" t ON t."routineId" = p.id AND t."studentId" = s.id
          ORDER BY s."rollNoManual" NULLS LAST, s.id
          LIMIT ${GRID_ROWS}`,
        [params.routineId, user.campusId],
      );
      const paper = rows[0]?.paper ?? {};
      return [
        {
          subjectExamScheduleId: paper.id,
          subjectName: paper.subjectName,
          theoreticalFullMarks: Number(paper.theoreticalFullMarks ?? 0),
          theoreticalPassMarks: Number(paper.theoreticalPassMarks ?? 0),
          practicalFullMark: Number(paper.practicalFullMarks ?? 0),
          practicalPassMark: Number(paper.practicalPassMarks ?? 0),
          studentTotalRecords: Number(rows[0]?.total ?? 0),
          studentExamRecords: rows.map(({ total: _total, paper: _paper, ...row }) => row),
        },
      ];
    },
  },
  {
    name: 'marks grid save of 60 rows',
    path: '/api/MarksEntry',
    signedInAs: COLLEGE_ADMIN,
    prepare: prepareExams,
    params: gridParams,
    body: gridRows,
    answerKey: (answer) => ((answer as { rows?: { studentID: number }[] }).rows ?? []).map((row) => row.studentID),
    async bare(pool, user, params) {
      const rows = gridRows(params);
      const { rows: saved } = await pool.query<{ studentID: number; version: number }>(
        `UPDATE "ExamSitting" t
            SET "theoreticalMarks" = v.marks, "marksRemarks" = NULL, "marksEnteredAt" = now(),
                "marksEnteredById" = $4, version = t.version + 1, "updatedAt" = now()
           FROM unnest($2::int[], $3::numeric[]) AS v("studentId", marks), "ExamRoutine" r
          WHERE r.id = $1 AND r."campusId" = $5 AND t."routineId" = r.id AND t."studentId" = v."studentId"
            AND t.appeared AND v.marks BETWEEN 0 AND r."theoreticalFullMarks"
      RETURNING t."studentId" AS "studentID", t.version`,
        [
          params.routineId,
          rows.map((row) => row.studentID),
          rows.map((row) => row.theoreticalMarks),
          user.id,
          user.campusId,
        ],
      );
      const versionOf = new Map(saved.map((row) => [row.studentID, row.version]));
      return {
        message: 'Marks saved',
        saved: saved.length,
        rows: rows.map((row) => ({
          subjectExamScheduleId: row.subjectExamScheduleId,
          studentID: row.studentID,
          version: versionOf.get(row.studentID),
        })),
      };
    },
  },
  {
    name: 'entered marks page of 25',
    path: `/api/MarksEntry/FilterByExam?subjectExamScheduleId={routineId}&page=1&pageSize=${MARKS_PAGE_SIZE}`,
    signedInAs: COLLEGE_ADMIN,
    prepare: prepareExams,
    params: gridParams,
    async bare(pool, user, params) {
      const { rows } = await pool.query<Record<string, unknown> & { total: string }>(
        `SELECT t."studentId" AS id, t."routineId" AS "subjectExamScheduleId", t."studentId" AS "studentID",
                s."firstName", s."middleName", s."lastName", s."rollNoManual" AS "rollNo", x."subjectName",
                e."examName", p."programName", p."programType", e.semester, e.year,
                r."theoreticalFullMarks"::float8 AS "theoriticalFullMark",
                r."theoreticalPassMarks"::float8 AS "theoriticalPassMark", t."theoreticalMarks"::float8 AS "theoreticalMarks",
                COALESCE(r."practicalFullMarks", 0)::float8 AS "practicalFullMark",
                COALESCE(r."practicalPassMarks", 0)::float8 AS "practicalPassMark",
                t."practicalMarks"::float8 AS "practicalMarks",
                (t."theoreticalMarks" + COALESCE(t."practicalMarks", 0))::float8 AS "achieveScored",
                CASE WHEN t."theoreticalMarks" IS NULL THEN NULL
                     WHEN t."theoreticalMarks" >= r."theoreticalPassMarks"
                      AND (NOT r."isPractical" OR t."practicalMarks" >= r."practicalPassMarks") THEN 'PASS'
                     ELSE 'FAIL' END AS remarks,
                t.version, count(*) OVER () AS total
           FROM "ExamSitting" t
           JOIN "ExamRoutine" r ON r.id = t."routineId"
           JOIN "ExamSchedule" e ON e.id = r."examScheduleId"
           JOIN "Program" p ON p.id = e."programId"
           JOIN "Subject" x ON x.id = r."subjectId"
           JOIN "Student" s ON s.id = t."studentId"
          WHERE t."routineId" = $1 AND t.appeared AND t."campusId" = $2
          ORDER BY s."rollNoManual" NULLS LAST, t."studentId"
          LIMIT ${MARKS_PAGE_SIZE}`,
        [params.routineId, user.campusId],
      );
      const total = Number(rows[0]?.total ?? 0);
      return {
        data: rows.map(({ total: _total, ...row }) => row),
        totalRecords: total,
        totalCount: total,
        totalPages: Math.ceil(total / MARKS_PAGE_SIZE),
        page: 1,
        pageSize: MARKS_PAGE_SIZE,
      };
    },
  },
];
