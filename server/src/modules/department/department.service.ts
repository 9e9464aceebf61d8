/**
 * A campus's teaching departments and non-teaching sections (api-contract 5.4,
 * Management/*). Both belong to the caller's campus: a sent campus is never read. A name is
 * unique within a campus whatever its case ("Accounts" and "accounts" are one section);
 * the database's constraint is exact, so the service checks the case first.
 */
import {
  EMPLOYEE_MESSAGES,
  type Department,
  type DepartmentBodyParsed,
  type Section,
  type SectionBodyParsed,
  type SectionListQueryParsed,
  type UpdateDepartmentBodyParsed,
  type UpdateSectionBodyParsed,
} from '@hemis/contracts';
import type { Db, Prisma } from '../../db/prisma.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ReadContext, WriteContext } from '../../lib/context.ts';
import { CAMPUS_RECORD_SCOPE, campusOwner } from '../../lib/ownership.ts';
import { createRecord, findWritableRecord, listRecords, updateRecord, modelStore } from '../../lib/records.ts';
import { sameText } from '../../lib/text-match.ts';

type DepartmentRow = Prisma.DepartmentGetPayload<object>;
type SectionRow = Prisma.SectionGetPayload<object>;

const departmentStore = modelStore((db: Db) => db.department, {
  entity: 'Department',
  conflictMessage: EMPLOYEE_MESSAGES.departmentExists,
  readScope: CAMPUS_RECORD_SCOPE,
  orderBy: [{ campusId: 'asc' }, { departmentName: 'asc' }],
});

const sectionStore = modelStore((db: Db) => db.section, {
  entity: 'Section',
  conflictMessage: EMPLOYEE_MESSAGES.sectionExists,
  readScope: CAMPUS_RECORD_SCOPE,
  orderBy: [{ campusId: 'asc' }, { index: { sort: 'asc', nulls: 'last' } }, { sectionName: 'asc' }],
});

const toDepartment = ({ id, campusId, departmentName, status, remarks }: DepartmentRow): Department => ({
  id,
  campusId,
  departmentName,
  status,
  remarks,
});

const toSection = ({ id, campusId, sectionName, index, status, remarks, sectionType }: SectionRow): Section => ({
  id,
  campusId,
  sectionName,
  index,
  status,
  remarks,
  sectionType,
});

/** One rule for both tables: another row of the campus with the same name, in any case, is a duplicate. */
async function assertNameFree(found: Promise<{ id: number } | null>, message: string): Promise<void> {
  if (await found) throw AppError.conflict(message);
}

function sameName(name: string) {
  return sameText(name) satisfies Prisma.StringFilter;
}

const otherThan = (exceptId?: number) => (exceptId ? { id: { not: exceptId } } : {});

// ---- Departments ---------------------------------------------------------------------------

/** A campus user's own departments; the grants body and universities those of one campus of their scope. */
export async function listDepartments(context: ReadContext, campusId?: number): Promise<Department[]> {
  if (context.scope.kind !== 'campus' && !campusId) return [];
  return (
    await listRecords<DepartmentRow, Prisma.DepartmentWhereInput>(
      context,
      departmentStore,
      campusId ? { campusId } : {},
    )
  ).map(toDepartment);
}

export async function getDepartment(context: ReadContext, id: number): Promise<Department> {
  const [row] = await listRecords<DepartmentRow, Prisma.DepartmentWhereInput>(context, departmentStore, { id });
  if (!row) throw AppError.notFound('Department');
  return toDepartment(row);
}

export async function createDepartment(context: WriteContext, body: DepartmentBodyParsed): Promise<Department> {
  const owner = await campusOwner(context.prisma, context.scope);
  await assertNameFree(
    context.prisma.department.findFirst({
      where: { campusId: owner.campusId, departmentName: sameName(body.departmentName) },
      select: { id: true },
    }),
    EMPLOYEE_MESSAGES.departmentExists,
  );
  const created = await createRecord(context, departmentStore, {
    campusId: owner.campusId,
    departmentName: body.departmentName,
    status: body.status ?? true,
    remarks: body.remarks ?? null,
  });
  return toDepartment(created);
}

export async function updateDepartment(
  context: WriteContext,
  id: number,
  body: UpdateDepartmentBodyParsed,
): Promise<Department> {
  const current = await findWritableRecord(context, departmentStore, id);
  if (body.departmentName !== undefined) {
    await assertNameFree(
      context.prisma.department.findFirst({
        where: { campusId: current.campusId, departmentName: sameName(body.departmentName), ...otherThan(id) },
        select: { id: true },
      }),
      EMPLOYEE_MESSAGES.departmentExists,
    );
  }
  const updated = await updateRecord(context, departmentStore, id, {
    departmentName: body.departmentName,
    status: body.status,
    remarks: body.remarks,
  });
  return toDepartment(updated);
}

// ---- Sections ------------------------------------------------------------------------------

export async function listSections(
  context: ReadContext,
  { campusId, sectionType, exceptSectionType }: SectionListQueryParsed,
): Promise<Section[]> {
  if (context.scope.kind !== 'campus' && !campusId) return [];
  const where: Prisma.SectionWhereInput = {
    ...(campusId ? { campusId } : {}),
    ...(sectionType === undefined ? {} : { sectionType: sameText(sectionType) }),
    ...(exceptSectionType === undefined ? {} : { NOT: { sectionType: sameText(exceptSectionType) } }),
  };
  return (await listRecords<SectionRow, Prisma.SectionWhereInput>(context, sectionStore, where)).map(toSection);
}

export async function createSection(context: WriteContext, body: SectionBodyParsed): Promise<Section> {
  const owner = await campusOwner(context.prisma, context.scope);
  await assertNameFree(
    context.prisma.section.findFirst({
      where: { campusId: owner.campusId, sectionName: sameName(body.sectionName) },
      select: { id: true },
    }),
    EMPLOYEE_MESSAGES.sectionExists,
  );
  const created = await createRecord(context, sectionStore, {
    campusId: owner.campusId,
    sectionName: body.sectionName,
    sectionType: body.sectionType,
    index: body.index ?? null,
    status: body.status ?? true,
    remarks: body.remarks ?? null,
  });
  return toSection(created);
}

export async function updateSection(
  context: WriteContext,
  id: number,
  body: UpdateSectionBodyParsed,
): Promise<Section> {
  const current = await findWritableRecord(context, sectionStore, id);
  if (body.sectionName !== undefined) {
    await assertNameFree(
      context.prisma.section.findFirst({
        where: { campusId: current.campusId, sectionName: sameName(body.sectionName), ...otherThan(id) },
        select: { id: true },
      }),
      EMPLOYEE_MESSAGES.sectionExists,
    );
  }
  const updated = await updateRecord(context, sectionStore, id, {
    sectionName: body.sectionName,
    sectionType: body.sectionType,
    index: body.index,
    status: body.status,
    remarks: body.remarks,
  });
  return toSection(updated);
}
