/**
 * The campus registry's reads (issue: organisation registry): the campus lists by type with
 * their counts, campuses by type and university (/number-campustype) and the map's markers.
 * Every query is limited by the scope helper; paging, sorting and filtering happen in the
 * database.
 */
import {
  DEFAULT_PAGE_SIZE,
  type CampusCountsByUniversity,
  type CampusListItem,
  type CampusListPage,
  type CampusListQueryParsed,
  type CampusCountQueryParsed,
  type CampusMarker,
  type CampusType,
  type CampusTypeCounts,
  type Scope,
} from '@hemis/contracts';
import { Prisma } from '../../generated/prisma/client.ts';
import type { ReadContext } from '../../lib/context.ts';
import { toPage } from '../../lib/pagination.ts';
import { scopeSql, scopeWhere } from '../../lib/scope.ts';
import { containsPattern, likeLiteral } from '../../lib/text-match.ts';

const CAMPUS_SCOPE = { campusField: 'id', universityField: 'universityId' } as const;

/** The campuses' address joins, for the filters and columns that name a place. */
const CAMPUS_PLACES = Prisma.sql`"Campus" c
  LEFT JOIN "LocalLevel" l ON l.id = c."localLevelId"
  LEFT JOIN "District" d ON d.id = l."districtId"
  LEFT JOIN "Province" p ON p.id = d."provinceId"`;

/**
 * The campuses in scope that match the filters but the type, over CAMPUS_PLACES: a university,
 * a province and a district by name (as Address/GetAll gives them), and a search of names and
 * codes.
 */
function matchingCampuses(
  scope: Scope,
  query: { universityId?: number; province?: string; district?: string; search?: string },
): Prisma.Sql {
  const conditions = [scopeSql(scope, { campus: Prisma.sql`c.id`, university: Prisma.sql`c."universityId"` })];
  if (query.universityId) conditions.push(Prisma.sql`c."universityId" = ${query.universityId}`);
  if (query.district) conditions.push(Prisma.sql`d.name ILIKE ${likeLiteral(query.district)}`);
  if (query.province) conditions.push(Prisma.sql`p.name ILIKE ${likeLiteral(query.province)}`);
  if (query.search) {
    const pattern = containsPattern(query.search);
    conditions.push(
      Prisma.sql`(c."campusName" ILIKE ${pattern} OR c.code ILIKE ${pattern} OR c."shortName" ILIKE ${pattern})`,
    );
  }
  return Prisma.join(conditions, ' AND ');
}

/** The columns a caller may sort the campus list by (CAMPUS_SORT_COLUMNS), as SQL over `matched`. */
const SORT_COLUMNS: Record<NonNullable<CampusListQueryParsed['sortBy']>, { column: Prisma.Sql; nullsLast?: true }> = {
  campusName: { column: Prisma.sql`m."campusName"` },
  code: { column: Prisma.sql`m.code`, nullsLast: true },
  // The enum's own order (constituent, community, private), as the tabs show the types.
  campusType: { column: Prisma.sql`m."typeOrder"` },
  universityName: { column: Prisma.sql`m."universityName"` },
  province: { column: Prisma.sql`m.province` },
  district: { column: Prisma.sql`m.district` },
  yearOfEstd: { column: Prisma.sql`m."yearOfEstd"`, nullsLast: true },
};

function orderOf(query: CampusListQueryParsed): Prisma.Sql {
  const { column, nullsLast } = SORT_COLUMNS[query.sortBy ?? 'campusName'];
  const order = Prisma.raw(query.sortOrder === 'desc' ? 'DESC' : 'ASC');
  // The id last, so that rows with equal keys keep their places from page to page.
  return Prisma.sql`${column} ${order}${nullsLast ? Prisma.raw(' NULLS LAST') : Prisma.empty}, m."campusName" ASC, m.id ASC`;
}

type CampusTypeGroup = { campusType: CampusType; count: number };

function countsOf(groups: CampusTypeGroup[]): CampusTypeCounts {
  const counts = emptyCounts();
  for (const group of groups) addCount(counts, group.campusType, group.count);
  return counts;
}

function emptyCounts(): CampusTypeCounts {
  return { constituent: 0, community: 0, private: 0, total: 0 };
}

function addCount(counts: CampusTypeCounts, type: CampusType, count: number) {
  counts[type] += count;
  counts.total += count;
}

/**
 * GET /Campus: one page of the campuses in scope that match the filters, and how many of
 * each type match every filter but the type. One statement reads the page and the counts
 * (docs/decisions/0008); a page past the end has no row to carry them, and counts apart.
 */
export async function listCampusPage(context: ReadContext, query: CampusListQueryParsed): Promise<CampusListPage> {
  const page = query.page ?? query.pageNumber ?? 1;
  const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
  const where = matchingCampuses(context.scope, query);
  const ofType = query.campusType ? Prisma.sql`m."campusType"::text = ${query.campusType}` : Prisma.sql`TRUE`;
  // NOT MATERIALIZED: read twice, `matched` would otherwise be built whole, every column of
  // every campus; inlined, the page takes its 25 by a top-N sort and the counts need no columns.
  const rows = await context.prisma.$queryRaw<
    (CampusListItem & { typeOrder: unknown; countsByType: CampusTypeGroup[] })[]
  >`
    WITH matched AS NOT MATERIALIZED (
      SELECT c.id, c."campusName", c."campusType"::text AS "campusType", c."campusType" AS "typeOrder", c.code,
             c."shortName", c."universityId", u.name AS "universityName", p.name AS province, d.name AS district,
             l.name AS "localLevel", c."wardNo", c.locality, c."yearOfEstd", c."dateOfEstdBs" AS "dateOfEstd",
             c."phoneNo", c.email, c.url, c."principalName", c.logo, c.latitude::float8 AS latitude,
             c.longitude::float8 AS longitude, c.status
        FROM ${CAMPUS_PLACES}
        JOIN "University" u ON u.id = c."universityId"
       WHERE ${where}
    )
    SELECT m.*,
           (SELECT json_agg(json_build_object('campusType', t."campusType", 'count', t.count))
              FROM (SELECT "campusType", count(*)::int AS count FROM matched GROUP BY 1) t) AS "countsByType"
      FROM matched m
     WHERE ${ofType}
     ORDER BY ${orderOf(query)}
     LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`;
  const countsByType = countsOf(
    rows[0]
      ? rows[0].countsByType
      : await context.prisma.$queryRaw<CampusTypeGroup[]>`
          SELECT c."campusType"::text AS "campusType", count(*)::int AS count
            FROM ${CAMPUS_PLACES} WHERE ${where} GROUP BY 1`,
  );
  // The counts by type already hold the total: of one type when the list is filtered by it.
  const total = query.campusType ? countsByType[query.campusType] : countsByType.total;
  const data = rows.map(({ countsByType: _counts, typeOrder: _order, ...campus }) => campus);
  return { ...toPage(data, total, { page, pageSize, skip: 0, take: pageSize }), countsByType };
}

/**
 * GET /Campus/CountByTypeAndUniversity (/number-campustype): for every university in scope,
 * its campuses of each type, and the totals.
 */
export async function countCampusesByTypeAndUniversity(
  context: ReadContext,
  query: CampusCountQueryParsed,
): Promise<CampusCountsByUniversity> {
  const [universities, groups] = await Promise.all([
    context.prisma.university.findMany({
      where: scopeWhere<Prisma.UniversityWhereInput>(context.scope, { universityField: 'id' }),
      select: { id: true, name: true, code: true },
      orderBy: { name: 'asc' },
    }),
    context.prisma.$queryRaw<(CampusTypeGroup & { universityId: number })[]>`
      SELECT c."universityId", c."campusType"::text AS "campusType", count(*)::int AS count
        FROM ${CAMPUS_PLACES} WHERE ${matchingCampuses(context.scope, query)} GROUP BY 1, 2`,
  ]);
  const totals = emptyCounts();
  const rows = universities.map((university) => ({
    universityId: university.id,
    universityName: university.name,
    universityCode: university.code,
    ...emptyCounts(),
  }));
  const rowOf = new Map(rows.map((row) => [row.universityId, row]));
  for (const group of groups) {
    const row = rowOf.get(group.universityId);
    if (!row) continue;
    addCount(row, group.campusType, group.count);
    addCount(totals, group.campusType, group.count);
  }
  return { rows, totals };
}

/** GET /Campus/Locations: the campuses in scope that are placed on the map. */
export async function listCampusMarkers(context: ReadContext): Promise<CampusMarker[]> {
  const campuses = await context.prisma.campus.findMany({
    where: scopeWhere<Prisma.CampusWhereInput>(context.scope, CAMPUS_SCOPE, {
      latitude: { not: null },
      longitude: { not: null },
    }),
    select: {
      id: true,
      campusName: true,
      campusType: true,
      latitude: true,
      longitude: true,
      university: { select: { name: true } },
      localLevel: { select: { district: { select: { name: true } } } },
    },
    orderBy: { campusName: 'asc' },
  });
  return campuses.map((campus) => ({
    id: campus.id,
    campusName: campus.campusName,
    campusType: campus.campusType,
    universityName: campus.university.name,
    district: campus.localLevel?.district.name ?? null,
    latitude: Number(campus.latitude),
    longitude: Number(campus.longitude),
  }));
}
