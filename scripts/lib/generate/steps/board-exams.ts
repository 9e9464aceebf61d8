/**
 * Step "board exams": the university (board) exams of the last two fiscal years and who appeared
 * in and passed them (issue: examinations and results, pass-rate management). Each campus holds
 * one Regular board exam a year for every program, batch and semester or year its active students
 * are in; every student of the group appears, and between seventy and eighty-five in a hundred
 * pass (the exam's own rate, drawn from its id). About two results a student: 1.2 million at the
 * national size, the rows the pass-rate figures are measured over.
 *
 * The rows are made inside PostgreSQL by set-based INSERT ... SELECT, their "random" parts from
 * hashes of the ids, so the same students give the same results. BoardExamTally's triggers count
 * each statement's results as it is written.
 */
import { Days } from '../people.ts';
import { count, type GenerateStep } from '../step.ts';

const FISCAL_YEARS = 2;
/** The board exam starts this many days into its fiscal year and lasts two weeks. */
const EXAM_OFFSET_DAYS = 270;
const EXAM_DAYS = 14;

const slashed = (bs: string) => bs.replaceAll('-', '/');

export const boardExamsStep: GenerateStep = {
  name: 'board exams',
  async run({ client }) {
    const { rows: years } = await client.query<{ id: number; yearNepali: string; start: Date }>(
      `SELECT id, "yearNepali", "startDateAd" AS start FROM "FiscalYear" WHERE "startDateAd" <= CURRENT_DATE
        ORDER BY "startDateAd" DESC LIMIT ${FISCAL_YEARS}`,
    );
    const days = new Days();
    let schedules = 0;
    let results = 0;
    for (const fiscalYear of years) {
      const first = Math.floor(fiscalYear.start.getTime() / 86_400_000) + EXAM_OFFSET_DAYS;
      const from = days.of(first);
      const to = days.of(first + EXAM_DAYS - 1);
      const inserted = await client.query(
        `INSERT INTO "ExamSchedule" ("campusId", "universityId", "fiscalYearId", "batchId", "programId", "examType",
                "boardSitting", "examName", "dateFrom", "dateTo", "dateFromNepali", "dateToNepali", semester, year,
                "updatedAt")
         SELECT g."campusId", g."universityId", $1, g."admissionYearId", g."programId", 'external', 'Regular',
                p."shortName" || '-' || b."batchNepali" || '-' || coalesce(g.semester::text, g.year::text) ||
                  '-Board Exam-Regular-' || $2,
                $3::date, $4::date, $5, $6, g.semester, g.year, now()
           FROM (SELECT DISTINCT "campusId", "universityId", "programId", "admissionYearId", semester, year
                   FROM "Student" WHERE status = 'active') g
           JOIN "Program" p ON p.id = g."programId"
           JOIN "Batch" b ON b.id = g."admissionYearId"`,
        [fiscalYear.id, fiscalYear.yearNepali, from.ad, to.ad, slashed(from.bs), slashed(to.bs)],
      );
      schedules += inserted.rowCount ?? 0;

      // Every active student of the exam's group appears; the exam passes 70-85 % of them.
      const written = await client.query(
        `INSERT INTO "BoardExamResult" ("examScheduleId", "studentId", "campusId", appeared, passed, "updatedAt")
         SELECT e.id, s.id, e."campusId", true,
                abs(hashtext(e.id || ':' || s.id)) % 100 < 70 + abs(hashtext('rate:' || e.id)) % 16, now()
           FROM "ExamSchedule" e
           JOIN "Student" s ON s."campusId" = e."campusId" AND s."programId" = e."programId"
                AND s."admissionYearId" = e."batchId" AND s.status = 'active'
                AND s.semester IS NOT DISTINCT FROM e.semester AND s.year IS NOT DISTINCT FROM e.year
          WHERE e."fiscalYearId" = $1 AND e."examType" = 'external'`,
        [fiscalYear.id],
      );
      results += written.rowCount ?? 0;
    }
    return `${count(schedules)} board exams with ${count(results)} appeared students added`;
  },
};
