/**
 * Counts per program for each of the last five fiscal years (api-contract 5.6 and 5.9:
 * GetDropoutOfFiscalYear, GetGraduationOfFiscalYear), one aggregate query in the database,
 * within the caller's scope, narrowed by the reports' filters (campus, university, campus type,
 * province, faculty, level, program; a fiscal year is not one, the tables show five). Years
 * without any record count 0, so every program lists the same five years, oldest first.
 * Dropouts are counted by their students' rows, so beyond a campus they are served from a
 * recent count (report-snapshots.ts).
 */
import { z } from 'zod';
import {
  FiscalYearCountsSchema,
  ReportQuerySchema,
  type DashboardQuery,
  type FiscalYearCounts,
  type ReportQuery,
} from '@hemis/contracts';
import { Prisma } from '../generated/prisma/client.ts';
import { placeConditions, programConditions } from '../modules/dashboard/dashboard.service.ts';
import { describeFilters } from '../modules/dashboard/report-filters.ts';
import { todayInNepal } from './clock.ts';
import type { ReadContext } from './context.ts';
import { downloadableReportRoute, type ReportRouteColumn, type ReportRouteDeclaration } from './report-route.ts';

/**
 * The records counted (alias r, with campusId, universityId and fiscalYearId), where their
 * program is and how they add up: dropouts one by one, graduations from their tally.
 */
const COUNTED = {
  Dropout: {
    from: Prisma.sql`"Dropout" r JOIN "Student" s ON s.id = r."studentId"`,
    program: Prisma.sql`s."programId"`,
    only: Prisma.sql`TRUE`,
    count: Prisma.sql`count(*)::int`,
  },
  GraduationApplication: {
    from: Prisma.sql`"GraduationTally" r`,
    program: Prisma.sql`r."programId"`,
    only: Prisma.sql`r.status = 'graduated' AND r.total <> 0`,
    count: Prisma.sql`sum(r.total)::int`,
  },
} as const;
export type CountedTable = keyof typeof COUNTED;

const FISCAL_YEARS_SHOWN = 5;

export async function lastFiveFiscalYearCounts(
  context: ReadContext,
  table: CountedTable,
  filters: DashboardQuery = {},
) {
  const years = (
    await context.prisma.$queryRaw<{ id: number; yearNepali: string }[]>`
      SELECT id, "yearNepali" FROM "FiscalYear" WHERE "startDateAd" <= ${todayInNepal(context.clock)}::date
      ORDER BY "startDateAd" DESC LIMIT ${FISCAL_YEARS_SHOWN}`
  ).reverse();
  if (years.length === 0) return [];
  const ofPrograms = programConditions(filters, 'p');
  const narrowed = Prisma.join(
    [
      ...placeConditions(context, filters, 'r'),
      ...(ofPrograms.length
        ? [
            Prisma.sql`${COUNTED[table].program} IN (SELECT p.id FROM "Program" p WHERE ${Prisma.join(ofPrograms, ' AND ')})`,
          ]
        : []),
    ],
    ' AND ',
  );
  // Counted per program and year first, then named: a university's graduations are thousands
  // of tally rows, each joined with its program, level and faculty and grouped by their names
  // took three times as long.
  const rows = await context.prisma.$queryRaw<
    { programName: string; level: string; faculty: string; fiscalYearId: number; count: number }[]
  >`
    SELECT p."programName", l."levelName" AS level, f."facultyName" AS faculty, c."fiscalYearId",
           sum(c.count)::int AS count
      FROM (SELECT ${COUNTED[table].program} AS "programId", r."fiscalYearId", ${COUNTED[table].count} AS count
              FROM ${COUNTED[table].from}
             WHERE ${narrowed} AND ${COUNTED[table].only}
               AND r."fiscalYearId" IN (${Prisma.join(years.map((year) => year.id))})
             GROUP BY 1, 2) c
      JOIN "Program" p ON p.id = c."programId"
      JOIN "Level" l ON l.id = p."levelId"
      JOIN "Faculty" f ON f.id = p."facultyId"
     GROUP BY p."programName", l."levelName", f."facultyName", c."fiscalYearId"
     ORDER BY p."programName", l."levelName", f."facultyName"`;
  const programs = new Map<
    string,
    { programName: string; level: string; faculty: string; counts: Map<number, number> }
  >();
  for (const row of rows) {
    const key = JSON.stringify([row.programName, row.level, row.faculty]);
    const program = programs.get(key) ?? { ...row, counts: new Map<number, number>() };
    program.counts.set(row.fiscalYearId, row.count);
    programs.set(key, program);
  }
  return [...programs.values()].map(({ programName, level, faculty, counts }) => ({
    programName,
    level,
    faculty,
    fiscalData: years.map((year) => ({ year: year.yearNepali, count: counts.get(year.id) ?? 0 })),
  }));
}

/** The file's columns: the program, then one per fiscal year, named from the answer. */
function fiscalYearColumns(rows: readonly FiscalYearCounts[]): ReportRouteColumn<FiscalYearCounts>[] {
  const years = rows[0]?.fiscalData.map((entry) => entry.year) ?? [];
  return [
    { header: 'Level', value: (row) => row.level, weight: 1.5 },
    { header: 'Faculty', value: (row) => row.faculty, weight: 2 },
    { header: 'Program', value: (row) => row.programName, weight: 2.5 },
    ...years.map((year, index) => ({
      header: year,
      value: (row: FiscalYearCounts) => row.fiscalData[index]?.count ?? 0,
    })),
  ];
}

/** A five-year table's route, filtered as the reports are and downloadable (`?format=`). */
export function fiscalYearCountsRoute(
  options: ReportRouteDeclaration & {
    compute(context: ReadContext, query: ReportQuery): Promise<FiscalYearCounts[]>;
  },
) {
  return downloadableReportRoute({
    ...options,
    query: ReportQuerySchema,
    response: z.array(FiscalYearCountsSchema),
    columns: fiscalYearColumns,
    describe: (db, query) => describeFilters(db, query, { ofFiscalYear: false }),
  });
}
