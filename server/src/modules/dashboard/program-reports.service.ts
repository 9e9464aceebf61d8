/**
 * The program reports of api-contract 5.16 and spec section 7: graduates by gender and by
 * ethnic group, and the dropout report. One aggregate each, one row per program (with its level
 * and faculty), counted by gender and by national ethnic group, at the caller's scope and the
 * dashboard's optional filters. Graduates are summed from the graduation tally (tallies.ts);
 * dropouts, a few percent of the students, are counted from their rows (for more than one campus,
 * served from a recent count: report-snapshots.ts).
 */
import { ETHNIC_GROUPS, applicableId, type DashboardQuery, type ProgramReportRow } from '@hemis/contracts';
import { Prisma } from '../../generated/prisma/client.ts';
import type { ReadContext } from '../../lib/context.ts';
import { placeConditions, programConditions } from './dashboard.service.ts';
import { inEthnicGroup, rowGenderCounts } from '../../lib/row-counts.ts';
import { tallyEthnicObject, tallyGenderCounts } from './tallies.ts';

/** Gender and ethnic-group counts of the rows aliased `x` (a dropout's student). */
const COUNTS = Prisma.sql`
  ${rowGenderCounts('x', 'others')},
  json_build_object(${Prisma.join(
    ETHNIC_GROUPS.map(
      (group) => Prisma.sql`${group}::text, (count(*) FILTER (WHERE ${inEthnicGroup('x', group)}))::int`,
    ),
  )}) AS "ethinicGroup"`;

const PROGRAM = Prisma.sql`
  JOIN "Program" p ON p.id = x."programId"
  JOIN "Level" l ON l.id = p."levelId"
  JOIN "Faculty" f ON f.id = p."facultyId"`;

/** One row per program; `having` drops the programs whose tally rows add up to nobody. */
const grouped = (having: Prisma.Sql = Prisma.empty) =>
  Prisma.sql`GROUP BY l."levelName", f."facultyName", p.id, p."programName" ${having} ORDER BY 1, 2, 3, p.id`;

const fiscalYear = (query: DashboardQuery, column: Prisma.Sql) => {
  const id = applicableId(query.fiscalYearId);
  return id ? [Prisma.sql`${column} = ${id}`] : [];
};

/** Dashboard/College/GetGraduationByGender and …ByEthnicity: graduates per program (one answer serves both). */
export function graduatesByProgram(context: ReadContext, query: DashboardQuery): Promise<ProgramReportRow[]> {
  const conditions = [
    ...placeConditions(context, query, 'x'),
    ...programConditions(query, 'p'),
    ...fiscalYear(query, Prisma.sql`x."fiscalYearId"`),
    Prisma.sql`x.status = 'graduated'`,
  ];
  return context.prisma.$queryRaw<ProgramReportRow[]>`
    SELECT l."levelName" AS level, f."facultyName" AS faculty, p."programName" AS program,
           ${tallyGenderCounts('x', 'others')}, ${tallyEthnicObject('x')} AS "ethinicGroup"
      FROM "GraduationTally" x ${PROGRAM}
     WHERE ${Prisma.join(conditions, ' AND ')}
     ${grouped(Prisma.sql`HAVING sum(x.total) > 0`)}`;
}

/** Dashboard/GetStudentsDropOutReport: dropouts per program, by the dropout's fiscal year. */
export function dropoutsByProgram(context: ReadContext, query: DashboardQuery): Promise<ProgramReportRow[]> {
  const conditions = [
    ...placeConditions(context, query, 'd'),
    ...programConditions(query, 'p'),
    ...fiscalYear(query, Prisma.sql`d."fiscalYearId"`),
  ];
  return context.prisma.$queryRaw<ProgramReportRow[]>`
    SELECT l."levelName" AS level, f."facultyName" AS faculty, p."programName" AS program, ${COUNTS}
      FROM "Dropout" d JOIN "Student" x ON x.id = d."studentId" ${PROGRAM}
     WHERE ${Prisma.join(conditions, ' AND ')}
     ${grouped()}`;
}
