/**
 * The progress of an annual return (issue #31): every active campus of the reader's scope
 * (the grants body: the country; a university: its campuses; a campus: itself) with where its
 * return stands, counted in total, by university and by province, and the campuses themselves
 * as a page filtered and sorted in the database. The counts are one aggregate statement
 * (grouping sets) and the page another, whatever the number of campuses.
 *
 * A campus's state: notStarted without a snapshot; withErrors or inProgress while its return is
 * a draft (with or without errors); else its status. A campus no longer active still counts
 * when it has a return for the year.
 */
import {
  RETURN_PROGRESS_STATES,
  RETURN_MESSAGES as M,
  type AnnualReturn,
  type ReturnProgress,
  type ReturnProgressCampus,
  type ReturnProgressQuery,
  type ReturnProgressState,
  type ReturnStateCounts,
  type Scope,
} from '@hemis/contracts';
import type { Db } from '../../db/prisma.ts';
import { Prisma } from '../../generated/prisma/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ReadContext } from '../../lib/context.ts';
import { countedPage, pageRequest } from '../../lib/pagination.ts';
import { scopeSql } from '../../lib/scope.ts';
import { containsPattern } from '../../lib/text-match.ts';

/** The name a province-less campus (no local level recorded) is counted under. */
export const NO_PROVINCE = 'Province not recorded';

/** A campus's state as SQL over its return `r` (null when it has none). */
export const STATE_SQL = Prisma.sql`CASE
    WHEN r.id IS NULL THEN 'notStarted'
    WHEN r.status = 'draft' AND r."errorCount" > 0 THEN 'withErrors'
    WHEN r.status = 'draft' THEN 'inProgress'
    ELSE r.status::text END`;

/** Which campuses a return counts (c: Campus, r: its CampusReturn of the year): the scope's active ones, and any with a return. */
const countedCampuses = (scope: Scope) =>
  Prisma.sql`(c.status OR r.id IS NOT NULL)
    AND ${scopeSql(scope, { campus: Prisma.sql`c.id`, university: Prisma.sql`c."universityId"` })}`;

/** The counts by state of a row set with a `state` column, as SQL select items. */
const stateCountColumns = Prisma.join(
  RETURN_PROGRESS_STATES.map(
    (state) => Prisma.sql`(count(*) FILTER (WHERE state = ${state}))::int AS ${Prisma.raw(`"${state}"`)}`,
  ),
  ', ',
);

type CountsRow = Record<ReturnProgressState, number> & { total: number };

const countsOf = (row: CountsRow | undefined): ReturnStateCounts => {
  const counts = Object.fromEntries(RETURN_PROGRESS_STATES.map((state) => [state, row?.[state] ?? 0])) as Record<
    ReturnProgressState,
    number
  >;
  return { ...counts, total: row?.total ?? 0 };
};

/** Each return's counts by state at the scope, in one statement. */
export async function progressCountsByReturn(
  db: Db,
  scope: Scope,
  annualReturnIds: readonly number[],
): Promise<Map<number, ReturnStateCounts>> {
  if (annualReturnIds.length === 0) return new Map();
  const rows = await db.$queryRaw<(CountsRow & { annualReturnId: number })[]>`
    SELECT s."annualReturnId", ${stateCountColumns}, count(*)::int AS total
      FROM (SELECT a.id AS "annualReturnId", ${STATE_SQL} AS state
              FROM "AnnualReturn" a
             CROSS JOIN "Campus" c
              LEFT JOIN "CampusReturn" r ON r."campusId" = c.id AND r."annualReturnId" = a.id
             WHERE a.id = ANY(${[...annualReturnIds]}::int[]) AND ${countedCampuses(scope)}) s
     GROUP BY s."annualReturnId"`;
  return new Map(annualReturnIds.map((id) => [id, countsOf(rows.find((row) => row.annualReturnId === id))] as const));
}

/** An annual return as its screens name it, without its progress. */
export type AnnualReturnHead = Omit<AnnualReturn, 'progress'>;

const dayText = (day: Date) => day.toISOString().slice(0, 10);

export const ANNUAL_RETURN_SELECT = {
  id: true,
  fiscalYearId: true,
  censusDate: true,
  deadline: true,
  createdAt: true,
  fiscalYear: { select: { yearNepali: true, startDateAd: true, endDateAd: true } },
} as const satisfies Prisma.AnnualReturnSelect;
export type AnnualReturnRow = Prisma.AnnualReturnGetPayload<{ select: typeof ANNUAL_RETURN_SELECT }>;

export const annualReturnHead = (row: AnnualReturnRow): AnnualReturnHead => ({
  id: row.id,
  fiscalYearId: row.fiscalYearId,
  fiscalYear: row.fiscalYear.yearNepali,
  censusDate: dayText(row.censusDate),
  deadline: dayText(row.deadline),
  createdAt: row.createdAt.toISOString(),
});

/** An annual return by id, or 404 (returns are national: every reader of the module sees them). */
export async function findAnnualReturn(db: Db, id: number): Promise<AnnualReturnRow> {
  const row = await db.annualReturn.findUnique({ where: { id }, select: ANNUAL_RETURN_SELECT });
  if (!row) throw new AppError('NOT_FOUND', M.noSuchReturn);
  return row;
}

interface CampusRow {
  campusId: number;
  campusName: string;
  universityId: number;
  universityName: string;
  province: string | null;
  state: ReturnProgressState;
  campusReturnId: number | null;
  errorCount: number;
  warningCount: number;
  unexplainedCount: number;
  snapshotAt: string | null;
  submittedAt: string | null;
  total: number;
}

const isoMoment = (column: Prisma.Sql) => Prisma.sql`to_char(${column}, 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const STATE_ORDER = Prisma.sql`array_position(${[...RETURN_PROGRESS_STATES]}::text[], s.state)`;

const CAMPUS_ORDER: Record<NonNullable<ReturnProgressQuery['sortBy']>, (direction: Prisma.Sql) => Prisma.Sql> = {
  campusName: (direction) => Prisma.sql`s."campusName" ${direction}, s."campusId" ${direction}`,
  universityName: (direction) =>
    Prisma.sql`s."universityName" ${direction}, s."campusName" ${direction}, s."campusId" ${direction}`,
  state: (direction) => Prisma.sql`${STATE_ORDER} ${direction}, s."campusName" ${direction}, s."campusId" ${direction}`,
  errorCount: (direction) =>
    Prisma.sql`s."errorCount" ${direction}, s."campusName" ${direction}, s."campusId" ${direction}`,
  submittedAt: (direction) =>
    Prisma.sql`s."submittedAt" ${direction} NULLS LAST, s."campusName" ${direction}, s."campusId" ${direction}`,
};

/**
 * GET AnnualReturn/{id}/Progress: the counts of the reader's scope (in total, by university, by
 * province) and one page of its campuses, filtered by university, province, state and name.
 * The filters choose the campuses listed; the counts are always the whole scope's.
 */
export async function returnProgress(
  context: ReadContext,
  annualReturnId: number,
  query: ReturnProgressQuery,
): Promise<ReturnProgress> {
  const db = context.prisma;
  const annualReturn = await findAnnualReturn(db, annualReturnId);
  const withJoins = Prisma.sql`
    SELECT c.id AS "campusId", c."campusName", c."universityId", u.name AS "universityName",
           p.id AS "provinceId", p.name AS province, ${STATE_SQL} AS state,
           r.id AS "campusReturnId", COALESCE(r."errorCount", 0) AS "errorCount",
           COALESCE(r."warningCount", 0) AS "warningCount", COALESCE(r."unexplainedCount", 0) AS "unexplainedCount",
           r."snapshotAt", r."submittedAt"
      FROM "Campus" c
      JOIN "University" u ON u.id = c."universityId"
      LEFT JOIN "LocalLevel" l ON l.id = c."localLevelId"
      LEFT JOIN "District" d ON d.id = l."districtId"
      LEFT JOIN "Province" p ON p.id = d."provinceId"
      LEFT JOIN "CampusReturn" r ON r."campusId" = c.id AND r."annualReturnId" = ${annualReturnId}::int
     WHERE ${countedCampuses(context.scope)}`;

  const grouped = await db.$queryRaw<
    (CountsRow & {
      byUniversity: boolean;
      byProvince: boolean;
      universityId: number | null;
      universityName: string | null;
      provinceId: number | null;
      province: string | null;
    })[]
  >`
    SELECT GROUPING(s."universityId", s."universityName") = 0 AS "byUniversity",
           GROUPING(s."provinceId", s.province) = 0 AS "byProvince",
           s."universityId", s."universityName", s."provinceId", s.province,
           ${stateCountColumns}, count(*)::int AS total
      FROM (${withJoins}) s
     GROUP BY GROUPING SETS ((), (s."universityId", s."universityName"), (s."provinceId", s.province))`;

  const totals = countsOf(grouped.find((row) => !row.byUniversity && !row.byProvince));
  const byUniversity = grouped
    .filter((row) => row.byUniversity)
    .map((row) => ({ universityId: row.universityId!, universityName: row.universityName ?? '', ...countsOf(row) }))
    .sort((a, b) => a.universityName.localeCompare(b.universityName) || a.universityId - b.universityId);
  const byProvince = grouped
    .filter((row) => row.byProvince)
    .map((row) => ({ provinceId: row.provinceId, province: row.province ?? NO_PROVINCE, ...countsOf(row) }))
    .sort((a, b) => (a.provinceId ?? Number.MAX_SAFE_INTEGER) - (b.provinceId ?? Number.MAX_SAFE_INTEGER));

  const conditions: Prisma.Sql[] = [Prisma.sql`TRUE`];
  if (query.universityId) conditions.push(Prisma.sql`s."universityId" = ${query.universityId}::int`);
  if (query.provinceId) conditions.push(Prisma.sql`s."provinceId" = ${query.provinceId}::int`);
  if (query.state) conditions.push(Prisma.sql`s.state = ${query.state}`);
  const search = query.search?.trim();
  if (search) conditions.push(Prisma.sql`s."campusName" ILIKE ${containsPattern(search)}`);
  const where = Prisma.join(conditions, ' AND ');
  const direction = Prisma.raw(query.sortOrder === 'desc' ? 'DESC' : 'ASC');
  const order = CAMPUS_ORDER[query.sortBy ?? 'campusName'](direction);
  const request = pageRequest(query) ?? pageRequest({ page: 1 })!;
  const page = (window: Prisma.Sql) => Prisma.sql`
    WITH s AS (${withJoins})
    SELECT s."campusId", s."campusName", s."universityId", s."universityName", s.province, s.state,
           s."campusReturnId", s."errorCount", s."warningCount", s."unexplainedCount",
           ${isoMoment(Prisma.sql`s."snapshotAt"`)} AS "snapshotAt", ${isoMoment(Prisma.sql`s."submittedAt"`)} AS "submittedAt",
           (SELECT count(*)::int FROM s WHERE ${where}) AS total
      FROM s
     WHERE ${where}
     ORDER BY ${order}
     ${window}`;
  const rows = await db.$queryRaw<CampusRow[]>(page(Prisma.sql`LIMIT ${request.take} OFFSET ${request.skip}`));
  const counted = await countedPage(rows, request, async () => {
    const [first] = await db.$queryRaw<CampusRow[]>(page(Prisma.sql`LIMIT 1`));
    return first?.total ?? 0;
  });
  return {
    annualReturn: annualReturnHead(annualReturn),
    totals,
    byUniversity,
    byProvince,
    campuses: { ...counted, data: counted.data.map(({ total: _total, ...campus }): ReturnProgressCampus => campus) },
  };
}
