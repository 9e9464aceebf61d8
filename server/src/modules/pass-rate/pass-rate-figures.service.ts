/**
 * Pass rates of board exams per program (api-contract 5.8 and 5.16): appeared and passed by
 * gender (Dashboard/GetPassRateByProgram) and in each of the last five fiscal years
 * (PassRateCalculation/GetPassRateCalculation), by the exam's fiscal year. Each is one aggregate
 * over BoardExamTally (one row per campus, program and fiscal year, kept exact by triggers on the
 * results), at the caller's scope and the reports' filters, so the country's figures read a few
 * thousand rows whatever the number of results.
 */
import {
  applicableId,
  passPercentage,
  type PassRateByProgram,
  type PassRateOfFiscalYears,
  type ReportQuery,
} from '@hemis/contracts';
import { Prisma } from '../../generated/prisma/client.ts';
import { todayInNepal } from '../../lib/clock.ts';
import type { ReadContext } from '../../lib/context.ts';
import { placeConditions, programConditions } from '../dashboard/dashboard.service.ts';

/** The tally rows (x) of the scope and filters. */
function counted(context: ReadContext, query: ReportQuery, fiscalYears?: readonly number[]): Prisma.Sql {
  const conditions = placeConditions(context, query, 'x');
  const ofPrograms = programConditions(query, 'p');
  if (ofPrograms.length)
    conditions.push(
      Prisma.sql`x."programId" IN (SELECT p.id FROM "Program" p WHERE ${Prisma.join(ofPrograms, ' AND ')})`,
    );
  const fiscalYearId = applicableId(query.fiscalYearId);
  if (fiscalYears) conditions.push(Prisma.sql`x."fiscalYearId" IN (${Prisma.join(fiscalYears)})`);
  else if (fiscalYearId) conditions.push(Prisma.sql`x."fiscalYearId" = ${fiscalYearId}`);
  return Prisma.join(conditions, ' AND ');
}

const sum = (column: string) => Prisma.raw(`COALESCE(sum(x."${column}"), 0)::int`);

// Each figure is summed per program (and year) first, then named: the country's tally rows,
// joined with their program, level and faculty and grouped by those names, were sorted on disk
// and took eight times as long.

/** Dashboard/GetPassRateByProgram: each program with board-exam results, appeared and passed by gender. */
export async function passRateByProgram(context: ReadContext, query: ReportQuery): Promise<PassRateByProgram> {
  const rows = await context.prisma.$queryRaw<Omit<PassRateByProgram['programs'][number], 'passPercentage'>[]>`
    SELECT l."levelName" AS level, f."facultyName" AS faculty, p."programName",
           c."appearedMale", c."appearedFemale", c."appearedOthers", c."totalAppeared",
           c."passedMale", c."passedFemale", c."passedOthers", c."totalPassed"
      FROM (SELECT x."programId",
                   ${sum('appearedMale')} AS "appearedMale", ${sum('appearedFemale')} AS "appearedFemale",
                   ${sum('appearedOther')} AS "appearedOthers", ${sum('appeared')} AS "totalAppeared",
                   ${sum('passedMale')} AS "passedMale", ${sum('passedFemale')} AS "passedFemale",
                   ${sum('passedOther')} AS "passedOthers", ${sum('passed')} AS "totalPassed"
              FROM "BoardExamTally" x
             WHERE ${counted(context, query)}
             GROUP BY x."programId"
            HAVING sum(x."appeared") > 0) c
      JOIN "Program" p ON p.id = c."programId"
      JOIN "Level" l ON l.id = p."levelId"
      JOIN "Faculty" f ON f.id = p."facultyId"
     ORDER BY 1, 2, 3, p.id`;
  return passRatesOf(rows);
}

/** Programs' appeared and passed counts with their pass percentage. */
export const passRatesOf = (
  rows: readonly Omit<PassRateByProgram['programs'][number], 'passPercentage'>[],
): PassRateByProgram => ({
  programs: rows.map((row) => ({ ...row, passPercentage: passPercentage(row.totalAppeared, row.totalPassed) })),
});

const FISCAL_YEARS_SHOWN = 5;

/**
 * PassRateCalculation/GetPassRateCalculation: per program, appeared, passed and pass rate of each
 * of the last five fiscal years begun by today (oldest first, zeros for a year without results),
 * as the five-year graduation and dropout tables count theirs (lib/fiscal-year-counts.ts).
 */
export async function passRateOfFiscalYears(
  context: ReadContext,
  query: ReportQuery,
): Promise<PassRateOfFiscalYears[]> {
  const years = (
    await context.prisma.$queryRaw<{ id: number; yearNepali: string }[]>`
      SELECT id, "yearNepali" FROM "FiscalYear" WHERE "startDateAd" <= ${todayInNepal(context.clock)}::date
      ORDER BY "startDateAd" DESC LIMIT ${FISCAL_YEARS_SHOWN}`
  ).reverse();
  if (years.length === 0) return [];
  const rows = await context.prisma.$queryRaw<
    {
      programId: number;
      programName: string;
      level: string;
      faculty: string;
      fiscalYearId: number;
      appeared: number;
      passed: number;
    }[]
  >`
    SELECT c."programId", p."programName", l."levelName" AS level, f."facultyName" AS faculty, c."fiscalYearId",
           c.appeared, c.passed
      FROM (SELECT x."programId", x."fiscalYearId", ${sum('appeared')} AS appeared, ${sum('passed')} AS passed
              FROM "BoardExamTally" x
             WHERE ${counted(
               context,
               query,
               years.map((year) => year.id),
             )}
             GROUP BY x."programId", x."fiscalYearId"
            HAVING sum(x."appeared") > 0) c
      JOIN "Program" p ON p.id = c."programId"
      JOIN "Level" l ON l.id = p."levelId"
      JOIN "Faculty" f ON f.id = p."facultyId"
     ORDER BY p."programName", l."levelName", f."facultyName", p.id`;
  const programs = new Map<
    number,
    { programName: string; level: string; faculty: string; counts: Map<number, { appeared: number; passed: number }> }
  >();
  for (const row of rows) {
    const program = programs.get(row.programId) ?? { ...row, counts: new Map() };
    program.counts.set(row.fiscalYearId, { appeared: row.appeared, passed: row.passed });
    programs.set(row.programId, program);
  }
  return [...programs.values()].map(({ programName, level, faculty, counts }) => ({
    programName,
    level,
    faculty,
    fiscalData: years.map((year) => {
      const { appeared, passed } = counts.get(year.id) ?? { appeared: 0, passed: 0 };
      return { year: year.yearNepali, appeared, passed, passPercentage: passPercentage(appeared, passed) };
    }),
  }));
}
