/**
 * Figures "as returned" (issue #31): read from the accepted returns of a fiscal year only,
 * never from the registers, so they do not change under the reader. Enrolment and staff are
 * counted from the snapshots' lists (ReturnStudent, ReturnStaff); pass rates, research and
 * finance are added up in the database from each snapshot's figures; infrastructure totals,
 * a few per campus, are added up here. Each answer says how many campuses of the subject are
 * in (accepted) out of all its active campuses.
 */
import {
  RETURN_MESSAGES as M,
  type EnrollmentSystem,
  type FinanceSummaryKind,
  type InfrastructureTotals,
  type ReturnedFigures,
  type ReturnedFiguresQuery,
} from '@hemis/contracts';
import { Prisma } from '../../generated/prisma/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ReadContext } from '../../lib/context.ts';
import { reportSubject } from '../../lib/report-subject.ts';
import { scopeSql } from '../../lib/scope.ts';
import { placeConditions } from '../dashboard/dashboard.service.ts';
import { returnedStaffSummary } from '../employee-report/employee-report.service.ts';
import { sumOfInfrastructureTotals } from '../infrastructure/infrastructure-summary.service.ts';
import { passRatesOf } from '../pass-rate/pass-rate-figures.service.ts';
import { enrollmentRows, GENDER_COUNTS, type PeriodCount } from '../statistical-report/program-enrollment.service.ts';
import { financeSummaryOf, researchSummaryOf } from '../statistical-report/research-finance-summary.service.ts';

/** The accepted campus returns of a fiscal year within the subject's scope: a subquery of their ids. */
export function acceptedReturns(subject: ReadContext, fiscalYearId: number): Prisma.Sql {
  return Prisma.sql`
    SELECT r.id FROM "CampusReturn" r JOIN "AnnualReturn" a ON a.id = r."annualReturnId"
     WHERE a."fiscalYearId" = ${fiscalYearId} AND r.status = 'accepted'
       AND ${Prisma.join(placeConditions(subject, {}, 'r'), ' AND ')}`;
}

/** How many of the subject's active campuses are in (accepted), out of all of them. */
export async function campusesIn(subject: ReadContext, fiscalYearId: number) {
  const [row] = await subject.prisma.$queryRaw<{ campusesIn: number; campusesTotal: number }[]>`
    SELECT (SELECT count(*)::int FROM (${acceptedReturns(subject, fiscalYearId)}) accepted) AS "campusesIn",
           (SELECT count(*)::int FROM "Campus" c
             WHERE c.status AND ${scopeSql(subject.scope, { campus: Prisma.sql`c.id`, university: Prisma.sql`c."universityId"` })}) AS "campusesTotal"`;
  return row!;
}

/** Sections 1 and 2: the students of the accepted snapshots in one system's programs, by period and gender. */
export async function returnedEnrollment(subject: ReadContext, fiscalYearId: number, system: EnrollmentSystem) {
  const counts = await subject.prisma.$queryRaw<PeriodCount[]>`
    SELECT p.id AS "programId", l."levelName" AS level, f."facultyName" AS faculty, p."programName" AS program,
           s.period, ${GENDER_COUNTS}
      FROM "ReturnStudent" s
      JOIN "Program" p ON p.id = s."programId"
      JOIN "Level" l ON l.id = p."levelId"
      JOIN "Faculty" f ON f.id = p."facultyId"
     WHERE s."campusReturnId" IN (${acceptedReturns(subject, fiscalYearId)}) AND p."programType" = ${system}::"ProgramType"
     GROUP BY l."levelName", f."facultyName", p.id, p."programName", 5
     ORDER BY 2, 3, 4, 1`;
  return enrollmentRows(system, counts);
}

/** Section 3: each program's appeared and passed students, added up over the accepted snapshots. */
export async function returnedPassRates(subject: ReadContext, fiscalYearId: number) {
  const columns = [
    'appearedMale',
    'appearedFemale',
    'appearedOthers',
    'totalAppeared',
    'passedMale',
    'passedFemale',
    'passedOthers',
    'totalPassed',
  ] as const;
  const sums = Prisma.raw(columns.map((column) => `sum((x->>'${column}')::int)::int AS "${column}"`).join(', '));
  const rows = await subject.prisma.$queryRaw<Parameters<typeof passRatesOf>[0][number][]>`
    SELECT x->>'level' AS level, x->>'faculty' AS faculty, x->>'programName' AS "programName", ${sums}
      FROM "CampusReturn" r, jsonb_array_elements(r.figures->'passRates'->'programs') x
     WHERE r.id IN (${acceptedReturns(subject, fiscalYearId)})
     GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`;
  return passRatesOf(rows);
}

/** Section 5: research by activity type, added up exactly. */
export async function returnedResearch(subject: ReadContext, fiscalYearId: number) {
  const rows = await subject.prisma.$queryRaw<
    { activityType: string; count: number; published: number; fundedAmount: Prisma.Decimal }[]
  >`
    SELECT x->>'activityType' AS "activityType", sum((x->>'count')::int)::int AS count,
           sum((x->>'published')::int)::int AS published, sum((x->>'fundedAmount')::numeric) AS "fundedAmount"
      FROM "CampusReturn" r, jsonb_array_elements(r.figures->'research'->'activities') x
     WHERE r.id IN (${acceptedReturns(subject, fiscalYearId)})
     GROUP BY 1`;
  return researchSummaryOf(rows);
}

/** Section 7: income and expenditure by kind and head, added up exactly. */
export async function returnedFinance(subject: ReadContext, fiscalYearId: number) {
  const rows = await subject.prisma.$queryRaw<
    { kind: FinanceSummaryKind; headCode: number; headName: string; entries: number; amount: Prisma.Decimal }[]
  >`
    SELECT k->>'kind' AS kind, (h->>'headCode')::int AS "headCode", min(h->>'headName') AS "headName",
           sum((h->>'entries')::int)::int AS entries, sum((h->>'amount')::numeric) AS amount
      FROM "CampusReturn" r, jsonb_array_elements(r.figures->'finance'->'kinds') k, jsonb_array_elements(k->'heads') h
     WHERE r.id IN (${acceptedReturns(subject, fiscalYearId)})
     GROUP BY 1, 2 ORDER BY 2`;
  return financeSummaryOf(rows);
}

/** Section 6: the infrastructure registers as each accepted snapshot found them. */
export async function returnedInfrastructure(subject: ReadContext, fiscalYearId: number) {
  const rows = await subject.prisma.$queryRaw<{ totals: InfrastructureTotals }[]>`
    SELECT r.figures->'infrastructure' AS totals FROM "CampusReturn" r
     WHERE r.id IN (${acceptedReturns(subject, fiscalYearId)})`;
  return sumOfInfrastructureTotals(rows.map((row) => row.totals));
}

/** Section 4: teaching and non-teaching staff by post. */
export const returnedStaff = (subject: ReadContext, fiscalYearId: number, staff: 'teaching' | 'nonTeaching') =>
  returnedStaffSummary(subject, acceptedReturns(subject, fiscalYearId), staff);

/** AnnualReturn/{id}/Figures: students and staff as returned, in all and by university, at the reader's scope or one university or campus in it. */
export async function returnedFigures(
  reader: ReadContext,
  annualReturnId: number,
  place: ReturnedFiguresQuery = {},
): Promise<ReturnedFigures> {
  const context = await reportSubject(reader, place);
  const annualReturn = await context.prisma.annualReturn.findUnique({
    where: { id: annualReturnId },
    select: { id: true, fiscalYearId: true, fiscalYear: { select: { yearNepali: true } } },
  });
  if (!annualReturn) throw new AppError('NOT_FOUND', M.noSuchReturn);
  const campusScope = scopeSql(context.scope, { campus: Prisma.sql`c.id`, university: Prisma.sql`c."universityId"` });
  const byUniversity = await context.prisma.$queryRaw<
    (ReturnedFigures['byUniversity'][number] & { male: number; female: number; other: number })[]
  >`
    WITH accepted AS (${acceptedReturns(context, annualReturn.fiscalYearId)}),
    students AS (
      SELECT r."universityId",
             count(*) FILTER (WHERE s.gender = 'male')::int AS male,
             count(*) FILTER (WHERE s.gender = 'female')::int AS female,
             count(*) FILTER (WHERE s.gender = 'other')::int AS other,
             count(*)::int AS total
        FROM "ReturnStudent" s JOIN "CampusReturn" r ON r.id = s."campusReturnId"
       WHERE s."campusReturnId" IN (SELECT id FROM accepted) GROUP BY 1),
    staff AS (
      SELECT r."universityId",
             count(*) FILTER (WHERE e."employeeType" = 'Teaching')::int AS teaching,
             count(*) FILTER (WHERE e."employeeType" <> 'Teaching')::int AS "nonTeaching"
        FROM "ReturnStaff" e JOIN "CampusReturn" r ON r.id = e."campusReturnId"
       WHERE e."campusReturnId" IN (SELECT id FROM accepted) GROUP BY 1),
    campuses AS (
      SELECT c."universityId", count(*)::int AS total,
             count(r.id)::int AS "in"
        FROM "Campus" c LEFT JOIN "CampusReturn" r ON r."campusId" = c.id AND r.id IN (SELECT id FROM accepted)
       WHERE c.status AND ${campusScope} GROUP BY 1)
    SELECT u.id AS "universityId", u.name AS "universityName", c."in" AS "campusesIn", c.total AS "campusesTotal",
           COALESCE(s.total, 0) AS students, COALESCE(s.male, 0) AS male, COALESCE(s.female, 0) AS female,
           COALESCE(s.other, 0) AS other, COALESCE(t.teaching, 0) AS "teachingStaff",
           COALESCE(t."nonTeaching", 0) AS "nonTeachingStaff"
      FROM campuses c JOIN "University" u ON u.id = c."universityId"
      LEFT JOIN students s ON s."universityId" = c."universityId"
      LEFT JOIN staff t ON t."universityId" = c."universityId"
     ORDER BY u.name`;
  const sum = (pick: (row: (typeof byUniversity)[number]) => number) =>
    byUniversity.reduce((total, row) => total + pick(row), 0);
  return {
    annualReturnId: annualReturn.id,
    fiscalYear: annualReturn.fiscalYear.yearNepali,
    campusesIn: sum((row) => row.campusesIn),
    campusesTotal: sum((row) => row.campusesTotal),
    students: {
      male: sum((row) => row.male),
      female: sum((row) => row.female),
      other: sum((row) => row.other),
      total: sum((row) => row.students),
    },
    teachingStaff: sum((row) => row.teachingStaff),
    nonTeachingStaff: sum((row) => row.nonTeachingStaff),
    byUniversity: byUniversity.map((row) => ({
      universityId: row.universityId,
      universityName: row.universityName,
      campusesIn: row.campusesIn,
      campusesTotal: row.campusesTotal,
      students: row.students,
      teachingStaff: row.teachingStaff,
      nonTeachingStaff: row.nonTeachingStaff,
    })),
  };
}
