/**
 * Universities (api-contract 5.2): the list the clients pick from, one university (its logo
 * without a token), and the register form of the grants body.
 */
import {
  can,
  DEFAULT_PAGE_SIZE,
  SETUP_MESSAGES,
  type UniversityListItem,
  type UniversityListPage,
  type UniversityListQueryParsed,
  type CreateUniversityBodyParsed,
  type University,
  type UniversityHeader,
  type UpdateUniversityBodyParsed,
} from '@hemis/contracts';
import type { Db, Prisma } from '../../db/prisma.ts';
import type { ReadContext, WriteContext } from '../../lib/context.ts';
import { toPage } from '../../lib/pagination.ts';
import { createRecord, listRecords, modelStore, updateRecord } from '../../lib/records.ts';
import { foundOrNotFound, scopeWhere } from '../../lib/scope.ts';
import { withSavedImage } from '../../lib/storage.ts';
import { localLevelIdOf } from '../address/address.service.ts';
import { containsText } from '../../lib/text-match.ts';
import type { FileStore } from '../../lib/file-store.ts';

const UNIVERSITY_INCLUDE = {
  localLevel: { select: { name: true, district: { select: { name: true, province: { select: { name: true } } } } } },
} as const satisfies Prisma.UniversityInclude;
type UniversityRow = Prisma.UniversityGetPayload<{ include: typeof UNIVERSITY_INCLUDE }>;

/** A campus user sees its campus's university; a university user its own; the grants body all. */
const UNIVERSITY_SCOPE = { universityField: 'id' } as const;

const universityStore = modelStore((db: Db) => db.university, {
  entity: 'University',
  conflictMessage: SETUP_MESSAGES.universityExists,
  readScope: UNIVERSITY_SCOPE,
  include: UNIVERSITY_INCLUDE,
  orderBy: { name: 'asc' },
});

function toUniversity(row: UniversityRow): University {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    nameNepali: row.nameNepali,
    type: row.type,
    establishedYear: row.establishedYear,
    logo: row.logo,
    website: row.website,
    email: row.email,
    phone: row.phone,
    localLevelId: row.localLevelId,
    province: row.localLevel?.district.province.name ?? null,
    district: row.localLevel?.district.name ?? null,
    localLevel: row.localLevel?.name ?? null,
    status: row.status,
  };
}

export async function listUniversities(context: ReadContext): Promise<{ id: number; name: string; code: string }[]> {
  const rows = await listRecords(context, universityStore);
  return rows.map((row) => ({ id: row.id, name: row.name, code: row.code }));
}

function universityOrder(query: UniversityListQueryParsed): Prisma.UniversityOrderByWithRelationInput[] {
  const order = query.sortOrder ?? 'asc';
  const byColumn: Record<
    NonNullable<UniversityListQueryParsed['sortBy']>,
    Prisma.UniversityOrderByWithRelationInput
  > = {
    name: { name: order },
    code: { code: order },
    type: { type: order },
    establishedYear: { establishedYear: { sort: order, nulls: 'last' } },
    campusCount: { campuses: { _count: order } },
  };
  return [byColumn[query.sortBy ?? 'name'], { name: 'asc' }, { id: 'asc' }];
}

/** GET /University (university-list): a page of the universities in scope, with their campus counts. */
export async function listUniversityPage(
  context: ReadContext,
  query: UniversityListQueryParsed,
): Promise<UniversityListPage> {
  const page = query.page ?? query.pageNumber ?? 1;
  const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
  const contains = query.search ? containsText(query.search) : undefined;
  const where = scopeWhere<Prisma.UniversityWhereInput>(context.scope, UNIVERSITY_SCOPE, {
    ...(contains ? { OR: [{ name: contains }, { code: contains }] } : {}),
    ...(query.type ? { type: query.type } : {}),
  });
  const [rows, total] = await Promise.all([
    context.prisma.university.findMany({
      where,
      include: { ...UNIVERSITY_INCLUDE, _count: { select: { campuses: true } } },
      orderBy: universityOrder(query),
      skip: (page - 1) * pageSize,
      take: pageSize,
    }),
    context.prisma.university.count({ where }),
  ]);
  const data: UniversityListItem[] = rows.map((row) => ({
    ...toUniversity(row),
    shortName: row.code,
    campusCount: row._count.campuses,
  }));
  return toPage(data, total, { page, pageSize, skip: 0, take: pageSize });
}

/**
 * GET /University/{id}: the logo and name to anyone (the forgot-password page reads it
 * without a token); the full record to staff whose scope holds the university.
 */
export async function getUniversity(context: ReadContext, id: number): Promise<University | UniversityHeader> {
  if (context.actor && can(context.actor.role, 'university:read')) {
    const row = await universityStore.findFirst(
      context.prisma,
      scopeWhere<Prisma.UniversityWhereInput>(context.scope, UNIVERSITY_SCOPE, { id }),
    );
    if (row) return toUniversity(row);
  }
  const university = foundOrNotFound(
    await context.prisma.university.findUnique({ where: { id }, select: { id: true, name: true, logo: true } }),
    'University',
  );
  return university;
}

async function universityColumns(db: Db, body: UpdateUniversityBodyParsed) {
  const { logo: _logo, district: _district, localLevel: _localLevel, localLevelId: _id, ...columns } = body;
  const localLevelId = await localLevelIdOf(db, body);
  return { ...columns, ...(localLevelId !== undefined ? { localLevelId } : {}) };
}

const LOGO_PREFIX = 'university-logo';

export async function createUniversity(
  context: WriteContext,
  fileStore: FileStore,
  body: CreateUniversityBodyParsed,
): Promise<University> {
  const columns = await universityColumns(context.prisma, body);
  const row = await withSavedImage(fileStore, body.logo, LOGO_PREFIX, (logo) =>
    createRecord(context, universityStore, { ...columns, code: body.code, name: body.name, ...(logo ? { logo } : {}) }),
  );
  return toUniversity(row);
}

export async function updateUniversity(
  context: WriteContext,
  fileStore: FileStore,
  id: number,
  body: UpdateUniversityBodyParsed,
): Promise<University> {
  const columns = await universityColumns(context.prisma, body);
  const row = await withSavedImage(fileStore, body.logo, LOGO_PREFIX, (logo) =>
    updateRecord(context, universityStore, id, { ...columns, ...(logo ? { logo } : {}) }),
  );
  return toUniversity(row);
}
