/**
 * The staff reports of api-contract 5.7. Each is one aggregate query in the database over the
 * active employees (employeeStatus) in the caller's scope (scopeSql), optionally one campus
 * of it (and, for the summary report's tables, the campuses of a type or a province): counted
 * by gender and joining type with FILTER, grouped by what the report lists.
 */
import {
  GENDERS,
  JOINING_TYPES,
  type DashboardQuery,
  type StaffDetailRow,
  type StaffSummaryRow,
} from '@hemis/contracts';
import { Prisma } from '../../generated/prisma/client.ts';
import type { ReadContext } from '../../lib/context.ts';
import { placeConditions } from '../dashboard/dashboard.service.ts';

type Staff = 'teaching' | 'nonTeaching' | 'all';

/** The employees a report counts: active, in scope, of the campus (or campuses) asked for, teaching or not. */
export function countedEmployees(
  context: ReadContext,
  filters: number | undefined | DashboardQuery,
  staff: Staff,
): Prisma.Sql {
  const place = typeof filters === 'object' ? filters : { campusId: filters };
  const conditions = [...placeConditions(context, place, 'e'), Prisma.sql`e."employeeStatus"`];
  if (staff === 'teaching') conditions.push(Prisma.sql`e."employeeType" = 'Teaching'`);
  if (staff === 'nonTeaching') conditions.push(Prisma.sql`e."employeeType" <> 'Teaching'`);
  return Prisma.join(conditions, ' AND ');
}

const capitalized = (word: string) => `${word[0]!.toUpperCase()}${word.slice(1)}`;

/** count(*) FILTER columns for every gender, and for every joining type by gender with its total. */
const GENDER_COUNTS = Prisma.raw(
  GENDERS.map((gender) => `count(*) FILTER (WHERE e.gender = '${gender}')::int AS "${gender}"`).join(', '),
);
const MATRIX_COUNTS = Prisma.raw(
  JOINING_TYPES.flatMap((joining) => [
    ...GENDERS.map(
      (gender) =>
        `count(*) FILTER (WHERE e."joiningType" = '${joining}' AND e.gender = '${gender}')::int AS "${joining}${capitalized(gender)}"`,
    ),
    `count(*) FILTER (WHERE e."joiningType" = '${joining}')::int AS "${joining}Total"`,
  ]).join(', '),
);

/** The post of an employee: the national position's name, or the free-text post of non-teaching staff. */
const POST = Prisma.sql`COALESCE(p."postName", NULLIF(e.position, ''), 'Not given')`;
const FROM = Prisma.sql`FROM "Employee" e LEFT JOIN "EmployeePosition" p ON p.id = e."employeePositionId"`;

/** Post (or ethnicity) × joining type × gender, with the totals (api-contract 8.2: staff summaries). */
export async function staffSummary(
  context: ReadContext,
  campusId: number | undefined,
  staff: Staff,
  by: 'position' | 'ethnicity',
): Promise<StaffSummaryRow[]> {
  const key = by === 'position' ? POST : Prisma.sql`COALESCE(NULLIF(e.ethnicity, ''), 'Not given')`;
  return context.prisma.$queryRaw<StaffSummaryRow[]>`
    SELECT ${key} AS ${Prisma.raw(`"${by}"`)}, ${GENDER_COUNTS}, ${MATRIX_COUNTS}, count(*)::int AS "grandTotal"
    ${FROM}
    WHERE ${countedEmployees(context, campusId, staff)}
    GROUP BY 1 ORDER BY 1`;
}

/**
 * Staff by post as returned: the same counts over the staff rows of annual-return snapshots
 * (ReturnStaff, whose post was read when the snapshot was taken), of the returns `returns` selects.
 */
export function returnedStaffSummary(
  context: Pick<ReadContext, 'prisma'>,
  returns: Prisma.Sql,
  staff: Exclude<Staff, 'all'>,
): Promise<StaffSummaryRow[]> {
  const kind =
    staff === 'teaching' ? Prisma.sql`e."employeeType" = 'Teaching'` : Prisma.sql`e."employeeType" <> 'Teaching'`;
  return context.prisma.$queryRaw<StaffSummaryRow[]>`
    SELECT COALESCE(NULLIF(e.position, ''), 'Not given') AS "position", ${GENDER_COUNTS}, ${MATRIX_COUNTS},
           count(*)::int AS "grandTotal"
      FROM "ReturnStaff" e
     WHERE e."campusReturnId" IN (${returns}) AND ${kind}
     GROUP BY 1 ORDER BY 1`;
}

/** Employee/GetJoiningTypeByEmployeeType: every kind of employee by joining type (dashboard pies). */
export async function joiningTypeByEmployeeType(context: ReadContext, campusId: number | undefined) {
  const rows = await context.prisma.$queryRaw<
    {
      title: 'Teaching' | 'Administrative' | 'Technical' | 'Other';
      permanent: number;
      temporary: number;
      contract: number;
      partTime: number;
    }[]
  >`
    SELECT e."employeeType"::text AS title,
      ${Prisma.raw(JOINING_TYPES.map((joining) => `count(*) FILTER (WHERE e."joiningType" = '${joining}')::int AS "${joining}"`).join(', '))}
    FROM "Employee" e
    WHERE ${countedEmployees(context, campusId, 'all')}
    GROUP BY 1`;
  const byTitle = new Map(rows.map((row) => [row.title, row]));
  return (['Teaching', 'Technical', 'Administrative', 'Other'] as const).map(
    (title) => byTitle.get(title) ?? { title, permanent: 0, temporary: 0, contract: 0, partTime: 0 },
  );
}

/** Employee/Report/EmployeeType: teaching and non-teaching staff by gender (dashboard cards). */
export async function employeeTypeCounts(context: ReadContext, campusId: number | undefined) {
  const rows = await context.prisma.$queryRaw<
    { type: 'Teaching' | 'Nonteaching'; male: number; female: number; other: number; totalEmployees: number }[]
  >`
    SELECT CASE WHEN e."employeeType" = 'Teaching' THEN 'Teaching' ELSE 'Nonteaching' END AS type,
      ${GENDER_COUNTS}, count(*)::int AS "totalEmployees"
    FROM "Employee" e
    WHERE ${countedEmployees(context, campusId, 'all')}
    GROUP BY 1`;
  const byType = new Map(rows.map((row) => [row.type, row]));
  return (['Teaching', 'Nonteaching'] as const).map(
    (type) => byType.get(type) ?? { type, male: 0, female: 0, other: 0, totalEmployees: 0 },
  );
}

/** Employee/Report/GetTeachingEmployeeByGender: teachers by post and gender (fact sheet, summary report). */
export function teachingByGender(context: ReadContext, filters: DashboardQuery) {
  return context.prisma.$queryRaw<{ position: string; male: number; female: number; other: number; total: number }[]>`
    SELECT ${POST} AS position, ${GENDER_COUNTS}, count(*)::int AS total
    ${FROM}
    WHERE ${countedEmployees(context, filters, 'teaching')}
    GROUP BY 1 ORDER BY 1`;
}

/** Employee/Report/GetNonTeachingStaffPositionSummary: non-teaching staff by post (fact sheet, summary report). */
export async function nonTeachingPositionSummary(context: ReadContext, filters: DashboardQuery) {
  const rows = await context.prisma.$queryRaw<
    { positionName: string; male: number; female: number; other: number; grandTotal: number }[]
  >`
    SELECT ${POST} AS "positionName", ${GENDER_COUNTS}, count(*)::int AS "grandTotal"
    ${FROM}
    WHERE ${countedEmployees(context, filters, 'nonTeaching')}
    GROUP BY 1 ORDER BY 1`;
  return rows.map(({ positionName, ...counts }) => ({ post: { positionName }, ...counts }));
}

/** Employee/Report/GetNonEmployeeBySection: non-teaching staff by section (summary report). */
export function nonTeachingBySection(context: ReadContext, campusId: number | undefined) {
  return context.prisma.$queryRaw<
    { sectionName: string; male: number; female: number; other: number; total: number }[]
  >`
    SELECT COALESCE(s."sectionName", 'No section') AS "sectionName", ${GENDER_COUNTS}, count(*)::int AS total
    FROM "Employee" e LEFT JOIN "Section" s ON s.id = e."sectionId"
    WHERE ${countedEmployees(context, campusId, 'nonTeaching')}
    GROUP BY 1 ORDER BY 1`;
}

/** Employee/Report/Teaching and NonTeaching: one row per employee with the home address. */
export function staffDetails(context: ReadContext, campusId: number | undefined, staff: 'teaching' | 'nonTeaching') {
  return context.prisma.$queryRaw<StaffDetailRow[]>`
    SELECT e.id,
      concat_ws(' ', e.salutation, e."firstName", e."middleName", e."lastName") AS "fullName",
      e."dateOfBirthBs" AS "doB", e."phoneNumber" AS phone, e.gender::text AS gender, e.email,
      ${POST} AS post, e."joiningType"::text AS "joiningType",
      pr.name AS province, d.name AS district, l.name AS "localLevel", a."wardNo" AS ward,
      e."citizenshipNo" AS "citizenNo", e."employeeType"::text AS "employeeType", c."campusName"
    ${FROM}
    LEFT JOIN "EmployeeAddress" a ON a."employeeId" = e.id AND a.kind = 'permanent'
    LEFT JOIN "Province" pr ON pr.id = a."provinceId"
    LEFT JOIN "District" d ON d.id = a."districtId"
    LEFT JOIN "LocalLevel" l ON l.id = a."localLevelId"
    LEFT JOIN "Campus" c ON c.id = e."campusId"
    WHERE ${countedEmployees(context, campusId, staff)}
    ORDER BY e."firstName", e."lastName", e.id`;
}
