/**
 * Major subjects (api-contract 5.3): the groups a campus offers within a program of its
 * university. They belong to the campus: its staff read and change them; the university
 * reads those of its campuses.
 */
import {
  SETUP_MESSAGES,
  type CreateMajorSubjectBodyParsed,
  type MajorSubject,
  type ProgramWithMajorSubjects,
  type UpdateMajorSubjectBodyParsed,
} from '@hemis/contracts';
import type { Db, Prisma } from '../../db/prisma.ts';
import type { ReadContext, WriteContext } from '../../lib/context.ts';
import { CAMPUS_RECORD_SCOPE, campusOwner } from '../../lib/ownership.ts';
import {
  createRecord,
  findRecord,
  findWritableRecord,
  listRecords,
  modelStore,
  updateRecord,
} from '../../lib/records.ts';
import { foundOrNotFound, scopeWhere } from '../../lib/scope.ts';

const MAJOR_INCLUDE = {
  program: { select: { programName: true } },
  campus: { select: { campusName: true, universityId: true } },
} as const satisfies Prisma.MajorSubjectInclude;
type MajorRow = Prisma.MajorSubjectGetPayload<{ include: typeof MAJOR_INCLUDE }>;

export const majorSubjectStore = modelStore((db: Db) => db.majorSubject, {
  entity: 'MajorSubject',
  conflictMessage: SETUP_MESSAGES.majorSubjectExists,
  readScope: CAMPUS_RECORD_SCOPE,
  include: MAJOR_INCLUDE,
  orderBy: [{ program: { programName: 'asc' } }, { majorSubjectName: 'asc' }],
});

function toMajorSubject(row: MajorRow): MajorSubject {
  return {
    id: row.id,
    campusId: row.campusId,
    campusName: row.campus.campusName,
    programMgmtId: row.programId,
    programName: row.program.programName,
    majorSubjectName: row.majorSubjectName,
    remarks: row.remarks,
    status: row.status,
  };
}

/** A major is offered within a program of the campus's own university. */
async function assertProgramOf(db: Db, universityId: number, programId: number | undefined) {
  if (programId === undefined) return;
  foundOrNotFound(
    await db.program.findFirst({ where: { id: programId, universityId }, select: { id: true } }),
    'Program',
  );
}

export async function listMajorSubjects(context: ReadContext, programId?: number): Promise<MajorSubject[]> {
  const where: Prisma.MajorSubjectWhereInput = programId ? { programId } : {};
  return (await listRecords(context, majorSubjectStore, where)).map(toMajorSubject);
}

export async function getMajorSubject(context: ReadContext, id: number): Promise<MajorSubject> {
  return toMajorSubject(await findRecord(context, majorSubjectStore, id));
}

export async function createMajorSubject(
  context: WriteContext,
  body: CreateMajorSubjectBodyParsed,
): Promise<MajorSubject> {
  const owner = await campusOwner(context.prisma, context.scope, body.campusId);
  await assertProgramOf(context.prisma, owner.universityId, body.programMgmtId);
  const created = await createRecord(context, majorSubjectStore, {
    campusId: owner.campusId,
    programId: body.programMgmtId,
    majorSubjectName: body.majorSubjectName,
    remarks: body.remarks,
    status: body.status,
  });
  return toMajorSubject(created);
}

export async function updateMajorSubject(
  context: WriteContext,
  id: number,
  body: UpdateMajorSubjectBodyParsed,
): Promise<MajorSubject> {
  const current = await findWritableRecord(context, majorSubjectStore, id);
  await assertProgramOf(context.prisma, current.campus.universityId, body.programMgmtId);
  const updated = await updateRecord(context, majorSubjectStore, id, {
    programId: body.programMgmtId,
    majorSubjectName: body.majorSubjectName,
    remarks: body.remarks,
    status: body.status,
  });
  return toMajorSubject(updated);
}

/**
 * GET /MajorSubject/GetProgramsWithMajorSubjects: the programs the caller works with (a
 * campus: those it runs; a university: its own; the grants body: all) with the majors in scope.
 */
export async function listProgramsWithMajorSubjects(context: ReadContext): Promise<ProgramWithMajorSubjects[]> {
  const programs = await context.prisma.program.findMany({
    where: scopeWhere<Prisma.ProgramWhereInput>(context.scope, {
      campusField: 'campuses.some.campusId',
      universityField: 'universityId',
    }),
    include: {
      level: { select: { levelName: true } },
      faculty: { select: { facultyName: true } },
      majorSubjects: {
        where: scopeWhere<Prisma.MajorSubjectWhereInput>(context.scope, CAMPUS_RECORD_SCOPE),
        include: { campus: { select: { campusName: true } } },
        orderBy: { majorSubjectName: 'asc' },
      },
    },
    orderBy: { programName: 'asc' },
  });
  return programs.map((program) => ({
    id: program.id,
    programMgmtId: program.id,
    levelId: program.levelId,
    levelName: program.level.levelName,
    level: program.level.levelName,
    facultyId: program.facultyId,
    facultyName: program.faculty.facultyName,
    programName: program.programName,
    shortName: program.shortName,
    programType: program.programType,
    majorSubjects: program.majorSubjects.map((major) => ({
      id: major.id,
      majorSubjectName: major.majorSubjectName,
      campusId: major.campusId,
      campusName: major.campus.campusName,
      status: major.status,
    })),
  }));
}
