/**
 * Step "graduations": the graduates of the last five fiscal years, whose cohorts finished before
 * the students now enrolled. Each campus program graduates about seven in ten of a year's intake
 * (its active students over the program's years) each year, with the university's numbers, a
 * division and a GPA, recorded as the campus records its former students (no enrolled record).
 */
import { person } from '../people.ts';
import { insertRows } from '../sql.ts';
import { count, type GenerateStep } from '../step.ts';

const GRADUATING_SHARE = 0.7;
const YEARS = 5;

export const graduationsStep: GenerateStep = {
  name: 'graduations',
  async run({ client, random }) {
    const { rows: cohorts } = await client.query<{
      campusId: number;
      universityId: number;
      programId: number;
      duration: number;
      students: number;
    }>(
      `SELECT s."campusId", s."universityId", s."programId", p.duration, count(*)::int AS students
         FROM "Student" s JOIN "Program" p ON p.id = s."programId"
        WHERE s.email IS NULL OR s.email NOT LIKE '%hemis.local'
        GROUP BY s."campusId", s."universityId", s."programId", p.duration
        ORDER BY s."campusId", s."programId"`,
    );
    const { rows: years } = await client.query<{ id: number; start: Date }>(
      `SELECT id, "startDateAd" AS start FROM "FiscalYear" WHERE "startDateAd" <= CURRENT_DATE
        ORDER BY "startDateAd" DESC LIMIT ${YEARS}`,
    );
    const rows = [];
    for (const cohort of cohorts) {
      const perYear = (cohort.students / Math.max(1, cohort.duration)) * GRADUATING_SHARE;
      for (const year of years) {
        const graduates = Math.round(perYear * (0.8 + random.next() * 0.4));
        const passedYear = year.start.getUTCFullYear();
        for (let index = 0; index < graduates; index += 1) {
          const who = person(random);
          const name = [who.name.first, who.name.middle, who.name.last].filter(Boolean).join(' ').toUpperCase();
          rows.push([
            cohort.campusId,
            cohort.universityId,
            cohort.programId,
            year.id,
            'old',
            'graduated',
            name,
            who.name.nepali,
            who.gender,
            who.ethnicity,
            passedYear - cohort.duration,
            passedYear,
            (2 + random.next() * 2).toFixed(2),
            ['Distinction', 'First', 'Second'][Math.floor(random.next() * 3)],
            name.toLowerCase(),
            new Date(),
          ]);
        }
      }
    }
    await insertRows(
      client,
      'GraduationApplication',
      [
        'campusId',
        'universityId',
        'programId',
        'fiscalYearId',
        'studentType',
        'status',
        'applicantNameEng',
        'applicantNameNep',
        'gender',
        'ethnicity',
        'enrolledYear',
        'passedYear',
        'gpa',
        'division',
        'searchName',
        'updatedAt',
      ],
      rows,
    );
    return `${count(rows.length)} graduations added`;
  },
};
