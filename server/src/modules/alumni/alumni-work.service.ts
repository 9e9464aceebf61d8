/**
 * AlumniEmployee (api-contract 5.9): where an alumnus worked or works. The alumnus keeps their
 * own entries; campus staff read their alumni's entries within scope (the alumni list, the
 * summary). Nobody else's entries are reachable from an alumnus's session.
 */
import type { AlumniWorkFormParsed, AlumniWorkQueryParsed } from '@hemis/contracts';
import type { Db, Prisma } from '../../db/prisma.ts';
import type { ReadContext, WriteContext } from '../../lib/context.ts';
import { CAMPUS_AND_UNIVERSITY_SCOPE } from '../../lib/ownership.ts';
import { auditWrite, inTransaction } from '../../lib/records.ts';
import { foundOrNotFound, scopeWhere } from '../../lib/scope.ts';
import { ownGraduation } from './alumni.service.ts';

const ENTITY = 'AlumniWork';
const INCLUDE = {
  graduation: { select: { applicantNameEng: true, programId: true, enrolledYear: true } },
} as const satisfies Prisma.AlumniWorkInclude;
type Row = Prisma.AlumniWorkGetPayload<{ include: typeof INCLUDE }>;

const day = (date: Date | null) => (date ? date.toISOString().slice(0, 10) : null);

async function answer(db: Db, rows: Row[]) {
  const programs = await db.program.findMany({
    where: { id: { in: [...new Set(rows.map((row) => row.graduation.programId))] } },
    select: { id: true, programName: true },
  });
  const programName = new Map(programs.map((program) => [program.id, program.programName]));
  return rows.map((row) => ({
    id: row.id,
    graduationApplicationId: row.graduationId,
    applicantNameEng: row.graduation.applicantNameEng,
    programName: programName.get(row.graduation.programId) ?? '',
    enrolledYear: row.graduation.enrolledYear,
    organizationName: row.organizationName,
    designation: row.designation,
    employmentType: row.employmentType,
    organizationAddress: row.organizationAddress,
    startDate: day(row.startDate)!,
    endDate: day(row.endDate),
    isCurrent: row.isCurrent,
    remarks: row.remarks,
  }));
}

/** The entries the caller may read: an alumnus's own, or those of the staff member's scope. */
async function readableWhere(context: ReadContext, where: Prisma.AlumniWorkWhereInput) {
  if (context.actor?.role === 'Student') {
    const own = await ownGraduation(context);
    return { AND: [where, { graduationId: own.id }] };
  }
  return scopeWhere<Prisma.AlumniWorkWhereInput>(context.scope, CAMPUS_AND_UNIVERSITY_SCOPE, where);
}

/** GET AlumniEmployee (also ByGraduationApplication): newest first, filtered by program, campus, enrolled year or graduation. */
export async function listWork(context: ReadContext, query: AlumniWorkQueryParsed) {
  const where = await readableWhere(context, {
    ...(query.campusId ? { campusId: query.campusId } : {}),
    ...(query.graduationApplicationId ? { graduationId: query.graduationApplicationId } : {}),
    ...(query.programId || query.enrollmentYear
      ? {
          graduation: {
            ...(query.programId ? { programId: query.programId } : {}),
            ...(query.enrollmentYear ? { enrolledYear: query.enrollmentYear } : {}),
          },
        }
      : {}),
  });
  const rows = await context.prisma.alumniWork.findMany({
    where,
    include: INCLUDE,
    orderBy: [{ isCurrent: 'desc' }, { startDate: 'desc' }, { id: 'desc' }],
    take: 1000,
  });
  return answer(context.prisma, rows);
}

async function findWork(context: ReadContext, id: number) {
  return foundOrNotFound(
    await context.prisma.alumniWork.findFirst({ where: await readableWhere(context, { id }), include: INCLUDE }),
    'Work entry',
  );
}

export async function getWork(context: ReadContext, id: number) {
  const [work] = await answer(context.prisma, [await findWork(context, id)]);
  return work!;
}

function fields(body: AlumniWorkFormParsed) {
  return {
    organizationName: body.organizationName,
    designation: body.designation,
    employmentType: body.employmentType ?? null,
    organizationAddress: body.organizationAddress ?? null,
    startDate: new Date(`${body.startDate.ad}T00:00:00Z`),
    endDate: body.isCurrent || !body.endDate ? null : new Date(`${body.endDate.ad}T00:00:00Z`),
    isCurrent: body.isCurrent ?? !body.endDate,
    remarks: body.remarks ?? null,
  };
}

/** AlumniEmployee/Create: an entry of the signed-in alumnus. */
export async function createWork(context: WriteContext, body: AlumniWorkFormParsed) {
  const own = await ownGraduation(context);
  const created = await inTransaction(context.prisma, async (db) => {
    const row = await db.alumniWork.create({
      data: { ...fields(body), graduationId: own.id, campusId: own.campusId, universityId: own.universityId },
      include: INCLUDE,
    });
    await auditWrite(db, context, 'create', ENTITY, row.id, {
      organizationName: row.organizationName,
      designation: row.designation,
    });
    return row;
  });
  const [work] = await answer(context.prisma, [created]);
  return work!;
}

/** AlumniEmployee/Update/{id}: only the alumnus's own entry (404 otherwise). */
export async function updateWork(context: WriteContext, id: number, body: AlumniWorkFormParsed) {
  const before = await findWork(context, id);
  const updated = await inTransaction(context.prisma, async (db) => {
    const row = await db.alumniWork.update({ where: { id: before.id }, data: fields(body), include: INCLUDE });
    await auditWrite(db, context, 'update', ENTITY, row.id, {
      organizationName: { from: before.organizationName, to: row.organizationName },
      designation: { from: before.designation, to: row.designation },
    });
    return row;
  });
  const [work] = await answer(context.prisma, [updated]);
  return work!;
}

/** AlumniEmployee/Delete/{id}: only the alumnus's own entry. */
export async function deleteWork(context: WriteContext, id: number) {
  const before = await findWork(context, id);
  await inTransaction(context.prisma, async (db) => {
    await db.alumniWork.delete({ where: { id: before.id } });
    await auditWrite(db, context, 'delete', ENTITY, before.id, { organizationName: before.organizationName });
  });
  return { message: 'Deleted' };
}
