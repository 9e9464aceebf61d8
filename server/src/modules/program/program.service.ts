/**
 * Programs (spec section 7, api-contract 5.3). A program belongs to a university, within one
 * of its faculties and levels; each campus adopts the programs it runs (CampusProgram).
 * Every campus of the university reads its programs; a campus changes only those it proposed.
 */
import {
  ACADEMIC_YEARS,
  applicableId,
  SEMESTERS,
  SETUP_MESSAGES,
  type AddProgramToCollegeBodyParsed,
  type CollegeProgram,
  type CreateProgramBodyParsed,
  type LegacyProgramList,
  type Program,
  type UpdateProgramBodyParsed,
} from '@hemis/contracts';
import type { Db, Prisma } from '../../db/prisma.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ReadContext, WriteContext } from '../../lib/context.ts';
import { CAMPUS_RECORD_SCOPE, campusOwner, UNIVERSITY_RECORD_SCOPE, universityOwner } from '../../lib/ownership.ts';
import {
  auditWrite,
  createRecord,
  findRecord,
  findWritableRecord,
  inTransaction,
  listRecords,
  modelStore,
  updateRecord,
} from '../../lib/records.ts';
import { foundOrNotFound, scopeWhere } from '../../lib/scope.ts';

const PROGRAM_INCLUDE = {
  level: { select: { levelName: true } },
  faculty: { select: { facultyName: true } },
} as const satisfies Prisma.ProgramInclude;
type ProgramRow = Prisma.ProgramGetPayload<{ include: typeof PROGRAM_INCLUDE }>;

export const programStore = modelStore((db: Db) => db.program, {
  entity: 'Program',
  conflictMessage: SETUP_MESSAGES.programExists,
  readScope: UNIVERSITY_RECORD_SCOPE.read,
  writeScope: UNIVERSITY_RECORD_SCOPE.write,
  include: PROGRAM_INCLUDE,
  orderBy: { programName: 'asc' },
});

export function toProgram(row: ProgramRow): Program {
  const { level, faculty, createdAt: _created, updatedAt: _updated, ...columns } = row;
  return { ...columns, levelName: level.levelName, facultyName: faculty.facultyName };
}

/** The faculty and the level must be the program's university's own. */
async function assertReferencesOf(db: Db, universityId: number, references: { facultyId?: number; levelId?: number }) {
  const [faculty, level] = await Promise.all([
    references.facultyId === undefined
      ? true
      : db.faculty.findFirst({ where: { id: references.facultyId, universityId }, select: { id: true } }),
    references.levelId === undefined
      ? true
      : db.level.findFirst({ where: { id: references.levelId, universityId }, select: { id: true } }),
  ]);
  const issues = [
    ...(faculty ? [] : [{ field: 'body.facultyId', message: SETUP_MESSAGES.referenceOutsideUniversity }]),
    ...(level ? [] : [{ field: 'body.levelId', message: SETUP_MESSAGES.referenceOutsideUniversity }]),
  ];
  if (issues.length > 0) throw AppError.validation(issues);
}

export async function listPrograms(context: ReadContext, universityId?: number): Promise<Program[]> {
  const id = applicableId(universityId);
  const where: Prisma.ProgramWhereInput = id ? { universityId: id } : {};
  const rows = await listRecords(context, programStore, where);
  return rows.map(toProgram);
}

export async function getProgram(context: ReadContext, id: number): Promise<Program> {
  return toProgram(await findRecord(context, programStore, id));
}

export async function createProgram(context: WriteContext, body: CreateProgramBodyParsed): Promise<Program> {
  const { universityId: requested, campusId: _ignored, ...fields } = body;
  const owner = await universityOwner(context.prisma, context.scope, requested);
  await assertReferencesOf(context.prisma, owner.universityId, fields);
  return toProgram(await createRecord(context, programStore, { ...fields, ...owner }));
}

export async function updateProgram(
  context: WriteContext,
  id: number,
  body: UpdateProgramBodyParsed,
): Promise<Program> {
  const { universityId: _university, campusId: _campus, ...fields } = body;
  const current = await findWritableRecord(context, programStore, id);
  await assertReferencesOf(context.prisma, current.universityId, fields);
  return toProgram(await updateRecord(context, programStore, id, fields));
}

/** The periods of a program: semesters (two a year) or years, as many as its duration gives. */
function periodsOf(program: Program) {
  return program.programType === 'semester'
    ? { years: [], semesters: SEMESTERS.slice(0, program.duration * 2) }
    : { years: ACADEMIC_YEARS.slice(0, program.duration), semesters: [] };
}

/** GET /ProgramMgmt/GetAllPrograms: the legacy enrolment form's programs and the caller's course fees. */
export async function listProgramsForEnrolment(context: ReadContext): Promise<LegacyProgramList> {
  const programs = await listPrograms(context);
  const feeTypes =
    context.scope.kind === 'campus'
      ? await context.prisma.feeType.findMany({
          where: { campusId: context.scope.campusId, isActive: true },
          select: { id: true, name: true },
          orderBy: { name: 'asc' },
        })
      : [];
  return {
    programs: programs.map((program) => ({ ...program, name: program.programName, ...periodsOf(program) })),
    feeTypes,
  };
}

// ---------------------------------------------------------------------------------------
// The programs a campus runs.
// ---------------------------------------------------------------------------------------

const COLLEGE_PROGRAM_INCLUDE = {
  program: { include: PROGRAM_INCLUDE },
  campus: { select: { campusName: true } },
} as const satisfies Prisma.CampusProgramInclude;

async function listCollegePrograms(
  context: ReadContext,
  where: Prisma.CampusProgramWhereInput,
): Promise<CollegeProgram[]> {
  const rows = await context.prisma.campusProgram.findMany({
    where: scopeWhere<Prisma.CampusProgramWhereInput>(context.scope, CAMPUS_RECORD_SCOPE, { ...where, isActive: true }),
    include: COLLEGE_PROGRAM_INCLUDE,
    orderBy: [{ campus: { campusName: 'asc' } }, { program: { programName: 'asc' } }],
  });
  return rows.map((row) => ({
    ...toProgram(row.program),
    collegeId: row.campusId,
    campus: row.campus.campusName,
    isActive: row.isActive,
  }));
}

/** GET /ProgramMgmt/GetCollegePrograms: the programs the caller's campus (or campuses in scope) run. */
export function listProgramsOfCollegesInScope(context: ReadContext): Promise<CollegeProgram[]> {
  return listCollegePrograms(context, {});
}

/** GET /ProgramMgmt/GetProgramByCOllegeId: the programs one campus runs; the caller's own by default. */
export function listProgramsOfCollege(context: ReadContext, collegeId?: number): Promise<CollegeProgram[]> {
  const campusId = applicableId(collegeId) ?? (context.scope.kind === 'campus' ? context.scope.campusId : undefined);
  if (campusId === undefined) return Promise.resolve([]);
  return listCollegePrograms(context, { campusId });
}

/**
 * POST /ProgramMgmt/AddProgramToCollege: the campus runs these programs of its university
 * from now on (or stops, with isActive false). A program of another university answers 404.
 */
export async function addProgramsToCollege(
  context: WriteContext,
  body: AddProgramToCollegeBodyParsed,
): Promise<CollegeProgram[]> {
  const owner = await campusOwner(context.prisma, context.scope, body.campusId);
  const programIds = [...new Set(body.programId ?? [])];
  const isActive = body.isActive ?? true;
  await inTransaction(context.prisma, async (db) => {
    const found = await db.program.findMany({
      where: { id: { in: programIds }, universityId: owner.universityId },
      select: { id: true },
    });
    if (found.length !== programIds.length) foundOrNotFound(null, 'Program');
    for (const programId of programIds) {
      await db.campusProgram.upsert({
        where: { campusId_programId: { campusId: owner.campusId, programId } },
        create: { campusId: owner.campusId, programId, isActive },
        update: { isActive },
      });
      await auditWrite(db, context, 'update', 'CampusProgram', `${owner.campusId}:${programId}`, {
        campusId: owner.campusId,
        programId,
        isActive,
      });
    }
  });
  return listCollegePrograms(context, { campusId: owner.campusId });
}
