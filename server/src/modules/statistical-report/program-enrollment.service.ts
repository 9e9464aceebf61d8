/**
 * Sections 1 and 2 of the statistical report (api-contract 5.16: Dashboard/GetAnnualProgramReport
 * and GetSemesterProgramReport): the students the dashboard counts (active, verified, at the
 * caller's scope and optional filters, a fiscal year being the students' own fiscal year) in
 * the programs of one system, per program by current period of study and gender. One
 * aggregate over the students' rows (the tallies keep no period); only its few rows per program
 * are shaped here.
 */
import {
  ENROLLMENT_SYSTEMS,
  GENDERS,
  type DashboardQuery,
  type EnrollmentSystem,
  type GenderCounts,
  type ProgramEnrollmentRow,
} from '@hemis/contracts';
import { Prisma } from '../../generated/prisma/client.ts';
import type { ReadContext } from '../../lib/context.ts';
import { countedStudents } from '../dashboard/dashboard.service.ts';

/** count(*) FILTER columns of a student (s) by gender, and the total. */
export const GENDER_COUNTS = Prisma.raw(
  [
    ...GENDERS.map((gender) => `count(*) FILTER (WHERE s.gender = '${gender}')::int AS "${gender}"`),
    'count(*)::int AS total',
  ].join(', '),
);

/** The student's current period: a year of an annual program, a semester of a semester program. */
export const PERIOD: Record<EnrollmentSystem, Prisma.Sql> = {
  annual: Prisma.sql`s.year::text`,
  semester: Prisma.sql`s.semester::text`,
};

export interface PeriodCount extends GenderCounts {
  programId: number;
  level: string;
  faculty: string;
  program: string;
  period: string | null;
}

/** The snapshots (report-snapshots.ts) the counts are kept in when read for more than one campus. */
export const ENROLLMENT_SNAPSHOTS: Record<EnrollmentSystem, string> = {
  annual: 'annual-program-enrollment',
  semester: 'semester-program-enrollment',
};

const NONE: GenderCounts = { male: 0, female: 0, other: 0, total: 0 };

const plus = (a: GenderCounts, b: GenderCounts): GenderCounts => ({
  male: a.male + b.male,
  female: a.female + b.female,
  other: a.other + b.other,
  total: a.total + b.total,
});

/** The programs of one system with their students by period, ordered by level, faculty and program. */
export async function programEnrollment(
  context: ReadContext,
  query: DashboardQuery,
  system: EnrollmentSystem,
): Promise<ProgramEnrollmentRow[]> {
  const counts = await context.prisma.$queryRaw<PeriodCount[]>`
    SELECT p.id AS "programId", l."levelName" AS level, f."facultyName" AS faculty, p."programName" AS program,
           ${PERIOD[system]} AS period, ${GENDER_COUNTS}
      FROM "Student" s
      JOIN "Program" p ON p.id = s."programId"
      JOIN "Level" l ON l.id = p."levelId"
      JOIN "Faculty" f ON f.id = p."facultyId"
     WHERE ${countedStudents(context, query)} AND p."programType" = ${system}::"ProgramType"
     GROUP BY l."levelName", f."facultyName", p.id, p."programName", 5
     ORDER BY 2, 3, 4, 1`;
  return enrollmentRows(system, counts);
}

/** Counts per program and period (ordered by level, faculty and program) shaped as the report's rows. */
export function enrollmentRows(system: EnrollmentSystem, counts: readonly PeriodCount[]): ProgramEnrollmentRow[] {
  const { periods, key } = ENROLLMENT_SYSTEMS[system];
  const programs = new Map<number, ProgramEnrollmentRow & Record<string, unknown>>();
  for (const { programId, level, faculty, program, period, ...gender } of counts) {
    let row = programs.get(programId);
    if (!row) {
      row = {
        level,
        faculty,
        program,
        ...NONE,
        notRecorded: NONE,
        [key]: Object.fromEntries(periods.map((name) => [name, NONE])),
      } as ProgramEnrollmentRow & Record<string, unknown>;
      programs.set(programId, row);
    }
    if (period === null) row.notRecorded = gender;
    else (row[key] as Record<string, GenderCounts>)[period] = gender;
    Object.assign(row, plus(row, gender));
  }
  return [...programs.values()];
}
