/**
 * Step "internal exams": the campus examinations of the last two fiscal years, with their papers,
 * attendance and marks (issue: examinations and results, "Fast at national scale"). Each campus
 * holds one internal exam a year for every program, batch and semester or year its active
 * students are in; each exam has a paper for every subject of that period (five subjects a
 * period are added to programs that have none), and every student of the group sits each paper:
 * about nineteen in twenty appear, and their marks spread around sixty per cent. The earlier
 * year's results are published; the latest year's are still drafts.
 *
 * Several million marks rows are written, so the rows are made inside PostgreSQL by set-based
 * INSERT ... SELECT; their "random" parts come from hashes of the ids, so the same students give
 * the same marks.
 */
import { Days } from '../people.ts';
import { count, type GenerateStep } from '../step.ts';

const FISCAL_YEARS = 2;
const SUBJECTS_A_PERIOD = 5;
/** The exam starts this many days into its fiscal year, one paper a day. */
const EXAM_OFFSET_DAYS = 150;

const SEMESTERS = ['First', 'Second', 'Third', 'Fourth', 'Fifth', 'Sixth', 'Seventh', 'Eighth'];
const YEARS = ['First', 'Second', 'Third', 'Fourth'];

const slashed = (bs: string) => bs.replaceAll('-', '/');

export const internalExamsStep: GenerateStep = {
  name: 'internal exams',
  async run({ client }) {
    // Subjects for every period of the programs students are in, where the program has none.
    const periods = [
      ...SEMESTERS.map((name, index) => `('semester', '${name}', NULL, ${index})`),
      ...YEARS.map((name, index) => `('annual', NULL, '${name}', ${index})`),
    ].join(', ');
    await client.query(
      `INSERT INTO "Subject" ("programId", "subjectName", "subjectType", "shortName", code, semester, year, "updatedAt")
       SELECT p.id, 'Paper ' || n || ' of ' || coalesce(period.semester, period.year) || ' ' ||
              CASE WHEN p."programType" = 'semester' THEN 'semester' ELSE 'year' END,
              'regular', 'P' || n, 'G' || period.position || '-' || n,
              period.semester::"Semester", period.year::"AcademicYear", now()
         FROM "Program" p
         JOIN (VALUES ${periods}) AS period(kind, semester, year, position) ON period.kind = p."programType"::text
         CROSS JOIN generate_series(1, ${SUBJECTS_A_PERIOD}) AS n
        WHERE EXISTS (SELECT 1 FROM "Student" s WHERE s."programId" = p.id)
          AND NOT EXISTS (
            SELECT 1 FROM "Subject" x
             WHERE x."programId" = p.id
               AND x.semester IS NOT DISTINCT FROM period.semester::"Semester"
               AND x.year IS NOT DISTINCT FROM period.year::"AcademicYear")
       ON CONFLICT DO NOTHING`,
    );

    const { rows: years } = await client.query<{ id: number; yearNepali: string; start: Date }>(
      `SELECT id, "yearNepali", "startDateAd" AS start FROM "FiscalYear" WHERE "startDateAd" <= CURRENT_DATE
        ORDER BY "startDateAd" DESC LIMIT ${FISCAL_YEARS}`,
    );
    const days = new Days();
    let schedules = 0;
    let papers = 0;
    let sittings = 0;
    for (const fiscalYear of years) {
      const first = Math.floor(fiscalYear.start.getTime() / 86_400_000) + EXAM_OFFSET_DAYS;
      const examDays = Array.from({ length: 10 }, (_, index) => days.of(first + index));
      const from = examDays[0]!;
      const to = examDays[examDays.length - 1]!;

      const inserted = await client.query(
        `INSERT INTO "ExamSchedule" ("campusId", "universityId", "fiscalYearId", "batchId", "programId", "examType",
                "examName", "dateFrom", "dateTo", "dateFromNepali", "dateToNepali", semester, year,
                "resultsPublishedAt", "updatedAt")
         SELECT g."campusId", g."universityId", $1, g."admissionYearId", g."programId", 'internal',
                p."shortName" || '-' || b."batchNepali" || '-' || coalesce(g.semester::text, g.year::text) ||
                  '-Internal Exam-' || $2,
                $3::date, $4::date, $5, $6, g.semester, g.year, CASE WHEN $7 THEN $4::date + 20 END, now()
           FROM (SELECT DISTINCT "campusId", "universityId", "programId", "admissionYearId", semester, year
                   FROM "Student" WHERE status = 'active') g
           JOIN "Program" p ON p.id = g."programId"
           JOIN "Batch" b ON b.id = g."admissionYearId"`,
        [
          fiscalYear.id,
          fiscalYear.yearNepali,
          from.ad,
          to.ad,
          slashed(from.bs),
          slashed(to.bs),
          fiscalYear !== years[0],
        ],
      );
      schedules += inserted.rowCount ?? 0;

      // One paper a subject of the exam's period, one a day; a fifth of the papers have a practical part.
      const dayList = examDays.map((day, index) => `(${index}, '${day.ad}'::date, '${slashed(day.bs)}')`).join(', ');
      const routines = await client.query(
        `INSERT INTO "ExamRoutine" ("examScheduleId", "campusId", "universityId", "subjectId", "isTheoretical",
                "isPractical", "examDate", "examDateNepali", "examTime", "theoreticalFullMarks",
                "theoreticalPassMarks", "practicalFullMarks", "practicalPassMarks", "updatedAt")
         SELECT e.id, e."campusId", e."universityId", x.id, true, x.practical, d.ad, d.bs, '10:00',
                CASE WHEN x.practical THEN 75 ELSE 100 END, CASE WHEN x.practical THEN 30 ELSE 40 END,
                CASE WHEN x.practical THEN 25 END, CASE WHEN x.practical THEN 10 END, now()
           FROM "ExamSchedule" e
           JOIN LATERAL (
             SELECT s.id, (row_number() OVER (ORDER BY s.code) - 1)::int AS position, s.id % 5 = 0 AS practical
               FROM "Subject" s
              WHERE s."programId" = e."programId"
                AND s.semester IS NOT DISTINCT FROM e.semester AND s.year IS NOT DISTINCT FROM e.year
              ORDER BY s.code LIMIT 10) x ON true
           JOIN (VALUES ${dayList}) AS d(position, ad, bs) ON d.position = x.position
          WHERE e."fiscalYearId" = $1 AND e."examType" = 'internal'`,
        [fiscalYear.id],
      );
      papers += routines.rowCount ?? 0;

      // Every active student of the exam's group sits each paper; marks come from hashes of the ids.
      const sat = await client.query(
        `INSERT INTO "ExamSitting" ("routineId", "studentId", "campusId", appeared, "theoreticalMarks",
                "practicalMarks", "marksEnteredAt", version, "updatedAt")
         SELECT r.id, s.id, s."campusId", h.draw % 20 <> 0,
                CASE WHEN h.draw % 20 <> 0 THEN round(r."theoreticalFullMarks" * (0.25 + (h.draw % 700) / 1000.0)) END,
                CASE WHEN h.draw % 20 <> 0 AND r."isPractical"
                     THEN round(r."practicalFullMarks" * (0.5 + (h.draw % 450) / 1000.0)) END,
                e."dateTo" + 10, 1, now()
           FROM "ExamSchedule" e
           JOIN "ExamRoutine" r ON r."examScheduleId" = e.id
           JOIN "Student" s ON s."campusId" = e."campusId" AND s."programId" = e."programId"
                AND s."admissionYearId" = e."batchId" AND s.status = 'active'
                AND s.semester IS NOT DISTINCT FROM e.semester AND s.year IS NOT DISTINCT FROM e.year
           CROSS JOIN LATERAL (SELECT abs(hashtext(r.id || ':' || s.id)) AS draw) h
          WHERE e."fiscalYearId" = $1 AND e."examType" = 'internal'`,
        [fiscalYear.id],
      );
      sittings += sat.rowCount ?? 0;
    }
    return `${count(schedules)} internal exams with ${count(papers)} papers and ${count(sittings)} marks rows added`;
  },
};
