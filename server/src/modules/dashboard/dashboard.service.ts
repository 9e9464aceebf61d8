/**
 * The dashboard's figures (api-contract 5.16). Each is one aggregate query in the database over
 * the student and graduation tallies (tallies.ts): the students of the caller's scope
 * (scopeSql) that the enrolment lists show, narrowed by the optional filters, summed by gender
 * and grouped by what the chart shows. The trend counts each fiscal year's enrolments
 * (verified students, whatever became of them since) and graduations.
 */
import {
  ETHNIC_GROUPS,
  NOT_RECORDED_LABEL,
  applicableId,
  type CampusCounts,
  type DashboardQuery,
  type GenderCounts,
  type TitledGenderCounts,
  type TitledTotal,
  type TrendRow,
} from '@hemis/contracts';
import { Prisma } from '../../generated/prisma/client.ts';
import { todayInNepal } from '../../lib/clock.ts';
import type { ReadContext } from '../../lib/context.ts';
import { scopeSql } from '../../lib/scope.ts';
import { tallyEthnicCounts, tallyGenderCounts } from './tallies.ts';

/** The trend's length: the fiscal years the charts show. */
const TREND_YEARS = 5;

const GENDER_COUNTS = tallyGenderCounts('s');

/** Campuses narrowed by type and province, as a condition on a campus id column. */
function campusConditions(query: DashboardQuery, campusColumn: Prisma.Sql): Prisma.Sql[] {
  const conditions: Prisma.Sql[] = [];
  if (query.campusType)
    conditions.push(
      Prisma.sql`${campusColumn} IN (SELECT id FROM "Campus" WHERE "campusType" = ${query.campusType}::"CampusType")`,
    );
  const provinceId = applicableId(query.provinceId);
  if (provinceId)
    conditions.push(Prisma.sql`${campusColumn} IN (
      SELECT c.id FROM "Campus" c JOIN "LocalLevel" ll ON ll.id = c."localLevelId" JOIN "District" d ON d.id = ll."districtId"
       WHERE d."provinceId" = ${provinceId})`);
  return conditions;
}

/** The filters every figure shares: scope, university, campus, campus type and province. */
export function placeConditions(context: ReadContext, query: DashboardQuery, alias: string): Prisma.Sql[] {
  const campus = Prisma.raw(`${alias}."campusId"`);
  const university = Prisma.raw(`${alias}."universityId"`);
  const conditions = [scopeSql(context.scope, { campus, university }), ...campusConditions(query, campus)];
  const universityId = applicableId(query.universityId) ?? applicableId(query.uniId) ?? applicableId(query.university);
  const campusId = applicableId(query.campusId) ?? applicableId(query.collegeId);
  if (universityId) conditions.push(Prisma.sql`${university} = ${universityId}`);
  if (campusId) conditions.push(Prisma.sql`${campus} = ${campusId}`);
  return conditions;
}

/** Faculty, level and program, on a student (s) or on a graduation's program (p). */
export function programConditions(query: DashboardQuery, alias: 's' | 'p'): Prisma.Sql[] {
  const conditions: Prisma.Sql[] = [];
  const column = (name: string) =>
    Prisma.raw(alias === 's' ? `s."${name}"` : name === 'programId' ? 'p.id' : `p."${name}"`);
  for (const [name, value] of [
    ['facultyId', query.facultyId],
    ['levelId', query.levelId],
    ['programId', query.programId],
  ] as const) {
    const id = applicableId(value);
    if (id) conditions.push(Prisma.sql`${column(name)} = ${id}`);
  }
  return conditions;
}

/**
 * The students the figures count: in scope, active and verified, filtered (a fiscal year:
 * enrolled in it). It reads only columns Student and StudentTally share, so it serves both.
 */
export function countedStudents(context: ReadContext, query: DashboardQuery): Prisma.Sql {
  const conditions = [
    ...placeConditions(context, query, 's'),
    ...programConditions(query, 's'),
    Prisma.sql`s.status = 'active' AND s."isVerified"`,
  ];
  const fiscalYearId = applicableId(query.fiscalYearId);
  if (fiscalYearId) conditions.push(Prisma.sql`s."fiscalYearId" = ${fiscalYearId}`);
  return Prisma.join(conditions, ' AND ');
}

/** Student/GetTotalStudents. */
export async function totalStudents(context: ReadContext, query: DashboardQuery): Promise<GenderCounts> {
  const [row] = await context.prisma.$queryRaw<GenderCounts[]>`
    SELECT ${GENDER_COUNTS} FROM "StudentTally" s WHERE ${countedStudents(context, query)}`;
  return row ?? { male: 0, female: 0, other: 0, total: 0 };
}

const BY = {
  faculty: { join: Prisma.sql`JOIN "Faculty" x ON x.id = s."facultyId"`, title: Prisma.sql`x."facultyName"` },
  level: { join: Prisma.sql`JOIN "Level" x ON x.id = s."levelId"`, title: Prisma.sql`x."levelName"` },
  program: { join: Prisma.sql`JOIN "Program" x ON x.id = s."programId"`, title: Prisma.sql`x."programName"` },
} as const;

/** Student/GetStudentsByFacultyForDahsboard, …ByLevelForDahsboard and Student/GetStudentsByProgram, largest first. */
export function studentsBy(
  context: ReadContext,
  query: DashboardQuery,
  by: keyof typeof BY,
): Promise<TitledGenderCounts[]> {
  return context.prisma.$queryRaw<TitledGenderCounts[]>`
    SELECT ${BY[by].title} AS title, ${GENDER_COUNTS}
      FROM "StudentTally" s ${BY[by].join}
     WHERE ${countedStudents(context, query)}
     GROUP BY 1 HAVING sum(s.total) > 0 ORDER BY total DESC, title`;
}

/** Dashboard/GetStudentByEthnicity: every national group (zeros included), then students without one. */
export async function studentsByEthnicity(context: ReadContext, query: DashboardQuery): Promise<TitledTotal[]> {
  // A name outside the national groups (entered before the groups were fixed) counts as Others.
  const [row] = await context.prisma.$queryRaw<Record<(typeof ETHNIC_GROUPS)[number] | 'noEthnicity', number>[]>`
    SELECT ${tallyEthnicCounts('s')} FROM "StudentTally" s WHERE ${countedStudents(context, query)}`;
  return [
    ...ETHNIC_GROUPS.map((title) => ({ title, total: row![title] })),
    { title: NOT_RECORDED_LABEL, total: row!.noEthnicity },
  ];
}

/** Dashboard/Trend-summary: for the last five fiscal years, enrolments and graduations by gender, in one statement. */
export function trendSummary(context: ReadContext, query: DashboardQuery): Promise<TrendRow[]> {
  const enrolled = Prisma.join(
    [...placeConditions(context, query, 's'), ...programConditions(query, 's'), Prisma.sql`s."isVerified"`],
    ' AND ',
  );
  const graduated = Prisma.join(
    [...placeConditions(context, query, 's'), ...programConditions(query, 'p'), Prisma.sql`s.status = 'graduated'`],
    ' AND ',
  );
  return context.prisma.$queryRaw<TrendRow[]>`
    WITH years AS (
      SELECT id, "yearNepali", "startDateAd" FROM "FiscalYear"
       WHERE "startDateAd" <= ${todayInNepal(context.clock)}::date ORDER BY "startDateAd" DESC LIMIT ${TREND_YEARS}
    ), enrolled AS (
      SELECT s."fiscalYearId", ${GENDER_COUNTS}
        FROM "StudentTally" s WHERE ${enrolled} AND s."fiscalYearId" IN (SELECT id FROM years) GROUP BY 1
    ), graduated AS (
      SELECT s."fiscalYearId", ${GENDER_COUNTS}
        FROM "GraduationTally" s JOIN "Program" p ON p.id = s."programId"
       WHERE ${graduated} AND s."fiscalYearId" IN (SELECT id FROM years) GROUP BY 1
    )
    SELECT y.id AS "fiscalYearId", y."yearNepali" AS "fiscalYear",
           COALESCE(e.male, 0) AS "maleStudents", COALESCE(e.female, 0) AS "femaleStudents",
           COALESCE(e.other, 0) AS "otherStudents", COALESCE(e.total, 0) AS "totalStudents",
           COALESCE(g.male, 0) AS "maleGraduates", COALESCE(g.female, 0) AS "femaleGraduates",
           COALESCE(g.other, 0) AS "otherGraduates", COALESCE(g.total, 0) AS "totalGraduates"
      FROM years y
      LEFT JOIN enrolled e ON e."fiscalYearId" = y.id
      LEFT JOIN graduated g ON g."fiscalYearId" = y.id
     ORDER BY y."startDateAd"`;
}

/** Dashboard/GetNoOfCollgeForUniAndAdmin: the campuses of the scope by type. */
export async function campusCounts(context: ReadContext, query: DashboardQuery): Promise<CampusCounts> {
  const campus = Prisma.sql`c.id`;
  const conditions = [
    scopeSql(context.scope, { campus, university: Prisma.sql`c."universityId"` }),
    ...campusConditions(query, campus),
  ];
  const universityId = applicableId(query.universityId) ?? applicableId(query.uniId) ?? applicableId(query.university);
  if (universityId) conditions.push(Prisma.sql`c."universityId" = ${universityId}`);
  const [row] = await context.prisma.$queryRaw<CampusCounts[]>`
    SELECT count(*) FILTER (WHERE c."campusType" = 'constituent')::int AS constituent,
           count(*) FILTER (WHERE c."campusType" = 'community')::int AS community,
           count(*) FILTER (WHERE c."campusType" = 'private')::int AS private,
           count(*)::int AS total
      FROM "Campus" c WHERE ${Prisma.join(conditions, ' AND ')}`;
  return row!;
}
