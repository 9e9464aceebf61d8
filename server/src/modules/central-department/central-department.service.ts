/**
 * Central departments (organization-management/central-departments): a university's own
 * teaching departments, which are not campuses. Read by the staff of the university and of
 * its campuses and by the grants body; kept by the university and the grants body.
 */
import {
  DEFAULT_PAGE_SIZE,
  REGISTRY_MESSAGES,
  type CentralDepartment,
  type CentralDepartmentListQueryParsed,
  type CreateCentralDepartmentBodyParsed,
  type Page,
  type UpdateCentralDepartmentBodyParsed,
} from '@hemis/contracts';
import type { Db, Prisma } from '../../db/prisma.ts';
import type { ReadContext, WriteContext } from '../../lib/context.ts';
import { universityOwner } from '../../lib/ownership.ts';
import { toPage } from '../../lib/pagination.ts';
import { createRecord, findRecord, modelStore, updateRecord } from '../../lib/records.ts';
import { scopeWhere } from '../../lib/scope.ts';
import { containsText } from '../../lib/text-match.ts';

const INCLUDE = { university: { select: { name: true } } } as const satisfies Prisma.CentralDepartmentInclude;
type Row = Prisma.CentralDepartmentGetPayload<{ include: typeof INCLUDE }>;

const SCOPE = { universityField: 'universityId' } as const;

const store = modelStore((db: Db) => db.centralDepartment, {
  entity: 'CentralDepartment',
  conflictMessage: REGISTRY_MESSAGES.centralDepartmentExists,
  readScope: SCOPE,
  include: INCLUDE,
  orderBy: { name: 'asc' },
});

function toCentralDepartment(row: Row): CentralDepartment {
  return {
    id: row.id,
    universityId: row.universityId,
    universityName: row.university.name,
    name: row.name,
    code: row.code,
    headName: row.headName,
    phone: row.phone,
    email: row.email,
    establishedYear: row.establishedYear,
    remarks: row.remarks,
    status: row.status,
  };
}

function orderOf(query: CentralDepartmentListQueryParsed): Prisma.CentralDepartmentOrderByWithRelationInput[] {
  const order = query.sortOrder ?? 'asc';
  const byColumn = {
    name: { name: order },
    universityName: { university: { name: order } },
    establishedYear: { establishedYear: { sort: order, nulls: 'last' } },
  } satisfies Record<
    NonNullable<CentralDepartmentListQueryParsed['sortBy']>,
    Prisma.CentralDepartmentOrderByWithRelationInput
  >;
  return [byColumn[query.sortBy ?? 'name'], { name: 'asc' }, { id: 'asc' }];
}

/** GET /CentralDepartment: a page of the departments in scope. */
export async function listCentralDepartments(
  context: ReadContext,
  query: CentralDepartmentListQueryParsed,
): Promise<Page<CentralDepartment>> {
  const page = query.page ?? query.pageNumber ?? 1;
  const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
  const contains = query.search ? containsText(query.search) : undefined;
  const where = scopeWhere<Prisma.CentralDepartmentWhereInput>(context.scope, SCOPE, {
    ...(query.universityId ? { universityId: query.universityId } : {}),
    ...(contains ? { OR: [{ name: contains }, { code: contains }, { headName: contains }] } : {}),
  });
  const [rows, total] = await Promise.all([
    context.prisma.centralDepartment.findMany({
      where,
      include: INCLUDE,
      orderBy: orderOf(query),
      skip: (page - 1) * pageSize,
      take: pageSize,
    }),
    context.prisma.centralDepartment.count({ where }),
  ]);
  return toPage(rows.map(toCentralDepartment), total, { page, pageSize, skip: 0, take: pageSize });
}

export async function getCentralDepartment(context: ReadContext, id: number): Promise<CentralDepartment> {
  return toCentralDepartment(await findRecord(context, store, id));
}

/** The grants body names the university; a university writes for itself. */
export async function createCentralDepartment(
  context: WriteContext,
  body: CreateCentralDepartmentBodyParsed,
): Promise<CentralDepartment> {
  const { universityId: requested, ...fields } = body;
  const { universityId } = await universityOwner(context.prisma, context.scope, requested);
  return toCentralDepartment(await createRecord(context, store, { ...fields, universityId }));
}

export async function updateCentralDepartment(
  context: WriteContext,
  id: number,
  body: UpdateCentralDepartmentBodyParsed,
): Promise<CentralDepartment> {
  return toCentralDepartment(await updateRecord(context, store, id, body));
}
