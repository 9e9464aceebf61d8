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
  type CampusListQuerySchema,
  type CampusCountQuerySchema,
  type CampusMarker,
  type CampusType,
  type CampusTypeCounts,
} from '@hemis/contracts';
import type { z } from 'zod';
import type { Prisma } from '../../db/prisma.ts';
import type { ReadContext } from '../../lib/context.ts';
import { toPage } from '../../lib/pagination.ts';
import { scopeWhere } from '../../lib/scope.ts';

type CampusListQuery = z.output<typeof CampusListQuerySchema>;
type CampusCountQuery = z.output<typeof CampusCountQuerySchema>;

const CAMPUS_SCOPE = { campusField: 'id', universityField: 'universityId' } as const;

const LIST_INCLUDE = {
  university: { select: { name: true } },
  localLevel: { select: { name: true, district: { select: { name: true, province: { select: { name: true } } } } } },
} as const satisfies Prisma.CampusInclude;
type CampusListRow = Prisma.CampusGetPayload<{ include: typeof LIST_INCLUDE }>;

const insensitive = (value: string) => ({ equals: value, mode: 'insensitive' as const });

/** The address filters: a province and a district by name, as Address/GetAll gives them. */
function addressWhere(query: { province?: string; district?: string }): Prisma.CampusWhereInput {
  if (!query.province && !query.district) return {};
  return {
    localLevel: {
      district: {
        ...(query.district ? { name: insensitive(query.district) } : {}),
        ...(query.province ? { province: { name: insensitive(query.province) } } : {}),
      },
    },
  };
}

function searchWhere(search: string | undefined): Prisma.CampusWhereInput {
  if (!search) return {};
  const contains = { contains: search, mode: 'insensitive' as const };
  return { OR: [{ campusName: contains }, { code: contains }, { shortName: contains }] };
}

function orderOf(query: CampusListQuery): Prisma.CampusOrderByWithRelationInput[] {
  const order = query.sortOrder ?? 'asc';
  const byColumn: Record<NonNullable<CampusListQuery['sortBy']>, Prisma.CampusOrderByWithRelationInput> = {
    campusName: { campusName: order },
    code: { code: { sort: order, nulls: 'last' } },
    campusType: { campusType: order },
    universityName: { university: { name: order } },
    province: { localLevel: { district: { province: { name: order } } } },
    district: { localLevel: { district: { name: order } } },
    yearOfEstd: { yearOfEstd: { sort: order, nulls: 'last' } },
  };
  // The id last, so that rows with equal keys keep their places from page to page.
  return [byColumn[query.sortBy ?? 'campusName'], { campusName: 'asc' }, { id: 'asc' }];
}

function toListItem(campus: CampusListRow): CampusListItem {
  return {
    id: campus.id,
    campusName: campus.campusName,
    campusType: campus.campusType,
    code: campus.code,
    shortName: campus.shortName,
    universityId: campus.universityId,
    universityName: campus.university.name,
    province: campus.localLevel?.district.province.name ?? null,
    district: campus.localLevel?.district.name ?? null,
    localLevel: campus.localLevel?.name ?? null,
    wardNo: campus.wardNo,
    locality: campus.locality,
    yearOfEstd: campus.yearOfEstd,
    dateOfEstd: campus.dateOfEstdBs,
    phoneNo: campus.phoneNo,
    email: campus.email,
    url: campus.url,
    principalName: campus.principalName,
    logo: campus.logo,
    latitude: campus.latitude === null ? null : Number(campus.latitude),
    longitude: campus.longitude === null ? null : Number(campus.longitude),
    status: campus.status,
  };
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
 * each type match every filter but the type.
 */
export async function listCampusPage(context: ReadContext, query: CampusListQuery): Promise<CampusListPage> {
  const page = query.page ?? query.pageNumber ?? 1;
  const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
  const withoutType = scopeWhere<Prisma.CampusWhereInput>(context.scope, CAMPUS_SCOPE, {
    AND: [
      query.universityId ? { universityId: query.universityId } : {},
      addressWhere(query),
      searchWhere(query.search),
    ],
  });
  const where: Prisma.CampusWhereInput = query.campusType
    ? { AND: [withoutType, { campusType: query.campusType }] }
    : withoutType;
  const [rows, total, byType] = await Promise.all([
    context.prisma.campus.findMany({
      where,
      include: LIST_INCLUDE,
      orderBy: orderOf(query),
      skip: (page - 1) * pageSize,
      take: pageSize,
    }),
    context.prisma.campus.count({ where }),
    context.prisma.campus.groupBy({ by: ['campusType'], where: withoutType, _count: { _all: true } }),
  ]);
  const countsByType = emptyCounts();
  for (const group of byType) addCount(countsByType, group.campusType, group._count._all);
  return {
    ...toPage(rows.map(toListItem), total, { page, pageSize, skip: 0, take: pageSize }),
    countsByType,
  };
}

/**
 * GET /Campus/CountByTypeAndUniversity (/number-campustype): for every university in scope,
 * its campuses of each type, and the totals.
 */
export async function countCampusesByTypeAndUniversity(
  context: ReadContext,
  query: CampusCountQuery,
): Promise<CampusCountsByUniversity> {
  const [universities, groups] = await Promise.all([
    context.prisma.university.findMany({
      where: scopeWhere<Prisma.UniversityWhereInput>(context.scope, { universityField: 'id' }),
      select: { id: true, name: true, code: true },
      orderBy: { name: 'asc' },
    }),
    context.prisma.campus.groupBy({
      by: ['universityId', 'campusType'],
      where: scopeWhere<Prisma.CampusWhereInput>(context.scope, CAMPUS_SCOPE, addressWhere(query)),
      _count: { _all: true },
    }),
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
    addCount(row, group.campusType, group._count._all);
    addCount(totals, group.campusType, group._count._all);
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
