/**
 * The QAA reports (issue: accredited institutions by province and by university, and the
 * accreditation expiry report) and the dashboard's list of campuses whose accreditation expires
 * soon. Each is one statement over the campuses in the QAA programme and each campus's latest
 * award (qaa-status.ts), counted in the database at the reader's scope, so the country's 1,500
 * campuses cost a few grouped rows, never their records.
 *
 * As of today in Nepal: a campus is accredited while its latest award is in force (first
 * accreditations and re-accreditations alike, those expiring included), expiring while in force
 * and ending within QAA_EXPIRING_WITHIN_DAYS days, expired once its latest award has ended. A
 * campus refused, never awarded or still in its first cycle counts nowhere. The fiscal year
 * filter keeps the campuses whose latest award was made in that fiscal year.
 */
import {
  NOT_RECORDED_LABEL,
  QAA_CAMPUS_TYPES,
  QAA_EXPIRING_WITHIN_DAYS,
  type QaaExpiring,
  type QaaExpiryReportRow,
  type QaaProvinceReportRow,
  type QaaReportQuery,
  type QaaUniversityReportRow,
} from '@hemis/contracts';
import { Prisma } from '../../generated/prisma/client.ts';
import { todayInNepal } from '../../lib/clock.ts';
import type { ReadContext } from '../../lib/context.ts';
import { reportSubject } from '../../lib/report-subject.ts';
import { scopeSql } from '../../lib/scope.ts';
import { latestAwardSql, qaaStatusSql } from './qaa-status.ts';

/** How many campuses the dashboard's list of expiring accreditations shows, soonest first. */
export const QAA_EXPIRING_LIST_LIMIT = 50;

const IN_FORCE = Prisma.sql`k.status IN ('Accredited', 'Re-accredited')`;

/**
 * The campuses `k` of the reader's scope (narrowed to the university asked for) in the QAA
 * programme that hold or held an award, with their type, province and status as of today,
 * under the report's filters, as a CTE named `k`.
 */
async function awardedCampuses(context: ReadContext, query: QaaReportQuery) {
  const subject = await reportSubject(context, { universityId: query.universityId });
  const today = todayInNepal(context.clock);
  const filters = [
    scopeSql(subject.scope, { campus: Prisma.sql`qc."campusId"`, university: Prisma.sql`c."universityId"` }),
    query.campusType ? Prisma.sql`c."campusType"::text = ${query.campusType}` : null,
    query.provinceId ? Prisma.sql`d."provinceId" = ${query.provinceId}` : null,
    query.fiscalYearId ? Prisma.sql`award."fiscalYearId" = ${query.fiscalYearId}` : null,
  ].filter((filter): filter is Prisma.Sql => filter !== null);
  const cte = Prisma.sql`k AS (
    SELECT qc."campusId" AS id, c."universityId", c."campusType"::text AS "campusType", d."provinceId",
           award."validUntilAd", ${qaaStatusSql(Prisma.sql`award`, today)} AS status
      FROM "QaaCampus" qc
      JOIN "Campus" c ON c.id = qc."campusId"
      LEFT JOIN "LocalLevel" ll ON ll.id = c."localLevelId"
      LEFT JOIN "District" d ON d.id = ll."districtId"
      JOIN LATERAL (${latestAwardSql(Prisma.sql`qc."campusId"`)}) award ON true
     WHERE ${Prisma.join(filters, ' AND ')})`;
  return { cte, today, prisma: subject.prisma };
}

/** Accredited campuses of each type and in all, over the rows `k` of a group. */
const ACCREDITED_BY_TYPE = Prisma.sql`${Prisma.join(
  QAA_CAMPUS_TYPES.map(
    (type) =>
      Prisma.sql`count(k.id) FILTER (WHERE ${IN_FORCE} AND k."campusType" = ${type})::int AS ${Prisma.raw(`"${type}"`)}`,
  ),
  ', ',
)}, count(k.id) FILTER (WHERE ${IN_FORCE})::int AS total`;

/** Qaa/Report/Province: accredited campuses of each province by campus type; every province, then those with none recorded. */
export async function qaaProvinceReport(context: ReadContext, query: QaaReportQuery): Promise<QaaProvinceReportRow[]> {
  const { cte, prisma } = await awardedCampuses(context, query);
  const province = query.provinceId ? Prisma.sql`WHERE p.id = ${query.provinceId}` : Prisma.empty;
  return prisma.$queryRaw<QaaProvinceReportRow[]>`
    WITH ${cte}
    SELECT "provinceId", province, constituent, community, private, total FROM (
      SELECT p.id AS "provinceId", p.name AS province, ${ACCREDITED_BY_TYPE}, 0 AS position
        FROM "Province" p LEFT JOIN k ON k."provinceId" = p.id
        ${province}
       GROUP BY p.id
      UNION ALL
      SELECT NULL::int, ${NOT_RECORDED_LABEL}::text, ${ACCREDITED_BY_TYPE}, 1
        FROM k WHERE k."provinceId" IS NULL
      HAVING count(k.id) FILTER (WHERE ${IN_FORCE}) > 0
    ) grouped
    ORDER BY position, "provinceId"`;
}

/** Qaa/Report/Campus: accredited campuses of each university by campus type; the universities with any. */
export async function qaaUniversityReport(
  context: ReadContext,
  query: QaaReportQuery,
): Promise<QaaUniversityReportRow[]> {
  const { cte, prisma } = await awardedCampuses(context, query);
  return prisma.$queryRaw<QaaUniversityReportRow[]>`
    WITH ${cte}
    SELECT u.id AS "universityId", u.name AS university, ${ACCREDITED_BY_TYPE}
      FROM k JOIN "University" u ON u.id = k."universityId"
     GROUP BY u.id
    HAVING count(k.id) FILTER (WHERE ${IN_FORCE}) > 0
     ORDER BY u.name, u.id`;
}

/**
 * Qaa/Report/Expiry: for each university with an award, of each campus type and in all, the
 * campuses accredited, expiring within QAA_EXPIRING_WITHIN_DAYS days (counted among the
 * accredited too) and expired.
 */
export async function qaaExpiryReport(context: ReadContext, query: QaaReportQuery): Promise<QaaExpiryReportRow[]> {
  const { cte, today, prisma } = await awardedCampuses(context, query);
  const expiring = Prisma.sql`${IN_FORCE} AND k."validUntilAd" <= ${today}::date + ${QAA_EXPIRING_WITHIN_DAYS}::int`;
  const counts = (of: Prisma.Sql) => Prisma.sql`json_build_object(
      'accredited', count(k.id) FILTER (WHERE ${IN_FORCE} AND ${of}),
      'expiring', count(k.id) FILTER (WHERE ${expiring} AND ${of}),
      'expired', count(k.id) FILTER (WHERE k.status = 'Expired' AND ${of}))`;
  return prisma.$queryRaw<QaaExpiryReportRow[]>`
    WITH ${cte}
    SELECT u.id AS "universityId", u.name AS university,
           ${Prisma.join(
             QAA_CAMPUS_TYPES.map(
               (type) => Prisma.sql`${counts(Prisma.sql`k."campusType" = ${type}`)} AS ${Prisma.raw(`"${type}"`)}`,
             ),
             ', ',
           )},
           ${counts(Prisma.sql`TRUE`)} AS total
      FROM k JOIN "University" u ON u.id = k."universityId"
     GROUP BY u.id
     ORDER BY u.name, u.id`;
}

/**
 * Qaa/Expiring: the campuses of the reader's scope whose award in force ends within
 * QAA_EXPIRING_WITHIN_DAYS days, soonest first, at most QAA_EXPIRING_LIST_LIMIT of them.
 */
export async function qaaExpiringCampuses(context: ReadContext): Promise<QaaExpiring> {
  const today = todayInNepal(context.clock);
  // The awards ending within the window (an index range), kept when each is its campus's latest.
  return context.prisma.$queryRaw<QaaExpiring>`
    SELECT qc."campusId", c."campusName", u.name AS "universityName",
           to_char(award."validUntilAd", 'YYYY-MM-DD') AS "validUntilAd",
           COALESCE(award."validUntilBs", '') AS "validUntilBs",
           (award."validUntilAd" - ${today}::date)::int AS "daysToExpiry"
      FROM "QaaCycle" soon
      JOIN "QaaCampus" qc ON qc."campusId" = soon."campusId"
      JOIN "Campus" c ON c.id = qc."campusId"
      JOIN "University" u ON u.id = c."universityId"
      JOIN LATERAL (${latestAwardSql(Prisma.sql`qc."campusId"`)}) award ON award."cycleId" = soon.id
     WHERE soon.stage = 'Awarded'
       AND soon."validUntilAd" BETWEEN ${today}::date AND ${today}::date + ${QAA_EXPIRING_WITHIN_DAYS}::int
       AND ${scopeSql(context.scope, { campus: Prisma.sql`qc."campusId"`, university: Prisma.sql`c."universityId"` })}
     ORDER BY award."validUntilAd", c."campusName", qc."campusId"
     LIMIT ${QAA_EXPIRING_LIST_LIMIT}`;
}
