/**
 * Subjects (spec sections 3 to 5, api-contract 5.3). A subject belongs to a program of a
 * university: every campus of the university reads it; a campus changes the subjects it
 * added, the university all of its own. Which majors (groups) offer a subject is campus
 * data: a caller sees and changes only the groupings of the majors in its scope.
 */
import {
  SETUP_MESSAGES,
  subjectPeriodFor,
  type CreateSubjectBodySchema,
  type GroupSubjectBodySchema,
  type Page,
  type ProgramType,
  type Scope,
  type Subject,
  type SubjectListQuerySchema,
  type UpdateSubjectBodySchema,
} from '@hemis/contracts';
import type { z } from 'zod';
import type { Db, Prisma } from '../../db/prisma.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ReadContext, WriteContext } from '../../lib/context.ts';
import { CAMPUS_RECORD_SCOPE, UNIVERSITY_RECORD_SCOPE } from '../../lib/ownership.ts';
import { listOrPage } from '../../lib/pagination.ts';
import {
  auditWrite,
  createRecord,
  findRecord,
  findWritableRecord,
  inTransaction,
  updateRecord,
  type RecordStore,
} from '../../lib/records.ts';
import { foundOrNotFound, scopeWhere } from '../../lib/scope.ts';

type CreateSubjectBody = z.output<typeof CreateSubjectBodySchema>;
type UpdateSubjectBody = z.output<typeof UpdateSubjectBodySchema>;
type SubjectListQuery = z.output<typeof SubjectListQuerySchema>;
type GroupSubjectBody = z.output<typeof GroupSubjectBodySchema>;

/** A subject's university is its program's. */
const SUBJECT_SCOPE = {
  read: { universityField: 'program.universityId' },
  write: { campusField: 'campusId', universityField: 'program.universityId' },
} as const;

function majorsInScope(scope: Scope): Prisma.MajorSubjectWhereInput {
  return scopeWhere<Prisma.MajorSubjectWhereInput>(scope, CAMPUS_RECORD_SCOPE);
}

function subjectInclude(scope: Scope) {
  return {
    program: { select: { id: true, programName: true, programType: true, universityId: true } },
    majors: { where: { majorSubject: majorsInScope(scope) }, select: { majorSubjectId: true } },
  } satisfies Prisma.SubjectInclude;
}
type SubjectRow = Prisma.SubjectGetPayload<{ include: ReturnType<typeof subjectInclude> }>;

/** The store of subjects as one caller sees them: the groupings shown are those of its scope. */
function subjectStore(
  scope: Scope,
): RecordStore<
  SubjectRow,
  Prisma.SubjectWhereInput,
  Prisma.SubjectUncheckedCreateInput,
  Prisma.SubjectUncheckedUpdateInput
> {
  const include = subjectInclude(scope);
  return {
    entity: 'Subject',
    conflictMessage: SETUP_MESSAGES.subjectExists,
    readScope: SUBJECT_SCOPE.read,
    writeScope: SUBJECT_SCOPE.write,
    findFirst: (db, where) => db.subject.findFirst({ where, include }),
    findMany: (db, where) => db.subject.findMany({ where, include, orderBy: { subjectName: 'asc' } }),
    create: (db, data) => db.subject.create({ data, include }),
    update: (db, id, data) => db.subject.update({ where: { id }, data, include }),
  };
}

function toSubject(row: SubjectRow): Subject {
  return {
    id: row.id,
    programId: row.programId,
    program: { id: row.program.id, programName: row.program.programName, programType: row.program.programType },
    campusId: row.campusId,
    subjectName: row.subjectName,
    subjectType: row.subjectType,
    isRegular: row.subjectType === 'regular',
    shortName: row.shortName,
    code: row.code,
    semester: row.semester,
    year: row.year,
    alias: row.alias,
    remarks: row.remarks,
    majorSubjectIds: row.majors.map((major) => major.majorSubjectId).sort((a, b) => a - b),
  };
}

/** A program of the caller's university, or 404. */
async function programInScope(db: Db, scope: Scope, programId: number) {
  const program = await db.program.findFirst({
    where: scopeWhere<Prisma.ProgramWhereInput>(scope, UNIVERSITY_RECORD_SCOPE.read, { id: programId }),
    select: { id: true, programType: true },
  });
  return foundOrNotFound(program, 'Program');
}

/** The semester or year the program's type asks for (spec section 4), or a 400 naming the field. */
function periodOf(programType: ProgramType, input: Pick<UpdateSubjectBody, 'semester' | 'year'>) {
  const period = subjectPeriodFor(programType, input);
  if ('message' in period) throw AppError.validation([{ field: `body.${period.field}`, message: period.message }]);
  return period;
}

/** The majors must be the caller's own and of the subject's program. */
async function assertMajorsOf(db: Db, scope: Scope, programId: number, majorSubjectIds: number[]) {
  if (majorSubjectIds.length === 0) return;
  const majors = await db.majorSubject.findMany({
    where: { AND: [majorsInScope(scope), { id: { in: majorSubjectIds } }] },
    select: { id: true, programId: true },
  });
  if (majors.length !== new Set(majorSubjectIds).size) foundOrNotFound(null, 'MajorSubject');
  if (majors.some((major) => major.programId !== programId)) {
    throw AppError.validation([{ field: 'body.majorSubjectIds', message: SETUP_MESSAGES.majorOfOtherProgram }]);
  }
}

export async function getSubject(context: ReadContext, id: number): Promise<Subject> {
  return toSubject(await findRecord(context, subjectStore(context.scope), id));
}

export async function createSubject(context: WriteContext, body: CreateSubjectBody): Promise<Subject> {
  const program = await programInScope(context.prisma, context.scope, body.programId);
  const period = periodOf(program.programType, body);
  const majorSubjectIds = [...new Set(body.majorSubjectIds ?? [])];
  await assertMajorsOf(context.prisma, context.scope, program.id, majorSubjectIds);
  const created = await createRecord(context, subjectStore(context.scope), {
    programId: program.id,
    campusId: context.scope.kind === 'campus' ? context.scope.campusId : null,
    subjectName: body.subjectName,
    subjectType: body.subjectType,
    shortName: body.shortName,
    code: body.code,
    ...period,
    alias: body.alias,
    remarks: body.remarks,
    majors: { create: majorSubjectIds.map((majorSubjectId) => ({ majorSubjectId })) },
  });
  return toSubject(created);
}

export async function updateSubject(context: WriteContext, id: number, body: UpdateSubjectBody): Promise<Subject> {
  const store = subjectStore(context.scope);
  const current = await findWritableRecord(context, store, id);
  const program =
    body.programId === undefined || body.programId === current.programId
      ? current.program
      : await programInScope(context.prisma, context.scope, body.programId);
  const periodChanged = program.id !== current.programId || body.semester !== undefined || body.year !== undefined;
  const period = periodChanged ? periodOf(program.programType, body) : {};
  const majorSubjectIds = body.majorSubjectIds === undefined ? undefined : [...new Set(body.majorSubjectIds)];
  if (majorSubjectIds) await assertMajorsOf(context.prisma, context.scope, program.id, majorSubjectIds);

  const updated = await updateRecord(context, store, id, {
    programId: program.id,
    subjectName: body.subjectName,
    subjectType: body.subjectType,
    shortName: body.shortName,
    code: body.code,
    ...period,
    alias: body.alias,
    remarks: body.remarks,
    // Only the groupings the caller sees are replaced; other campuses' stay.
    ...(majorSubjectIds
      ? {
          majors: {
            deleteMany: { majorSubjectId: { in: current.majors.map((major) => major.majorSubjectId) } },
            create: majorSubjectIds.map((majorSubjectId) => ({ majorSubjectId })),
          },
        }
      : {}),
  });
  return toSubject(updated);
}

const SEARCHED_COLUMNS = ['subjectName', 'shortName', 'code'] as const;

/** GET /Subject/GetAllSubjects: an array without paging parameters, a page with them. */
export async function listSubjects(context: ReadContext, query: SubjectListQuery): Promise<Subject[] | Page<Subject>> {
  const where = scopeWhere<Prisma.SubjectWhereInput>(context.scope, SUBJECT_SCOPE.read, {
    ...(query.programId ? { programId: query.programId } : {}),
    ...(query.subjectType ? { subjectType: query.subjectType } : {}),
    ...(query.semester ? { semester: query.semester } : {}),
    ...(query.year ? { year: query.year } : {}),
    ...(query.search
      ? { OR: SEARCHED_COLUMNS.map((column) => ({ [column]: { contains: query.search, mode: 'insensitive' } })) }
      : {}),
  });
  const order = query.sortOrder ?? 'asc';
  const orderBy: Prisma.SubjectOrderByWithRelationInput[] = [
    query.sortBy ? { [query.sortBy]: order } : { program: { programName: 'asc' } },
    { subjectName: order },
    { id: 'asc' },
  ];
  const include = subjectInclude(context.scope);
  const rows = await listOrPage(
    query,
    (window) => context.prisma.subject.findMany({ where, include, orderBy, ...window }),
    () => context.prisma.subject.count({ where }),
  );
  return Array.isArray(rows) ? rows.map(toSubject) : { ...rows, data: rows.data.map(toSubject) };
}

/** GET /Subject/GetSubjectByProgramId?programId=: the exam routine's subject choices. */
export async function listSubjectsOfProgram(context: ReadContext, programId: number): Promise<Subject[]> {
  const rows = await context.prisma.subject.findMany({
    where: scopeWhere<Prisma.SubjectWhereInput>(context.scope, SUBJECT_SCOPE.read, { programId }),
    include: subjectInclude(context.scope),
    orderBy: [{ semester: 'asc' }, { year: 'asc' }, { subjectName: 'asc' }],
  });
  return rows.map(toSubject);
}

/**
 * POST /Subject/AddGroupSubject and DELETE /Subject/RemoveGroupSubject: one of the caller's
 * majors starts or stops offering a subject of its university's program.
 */
export async function setSubjectGroup(
  context: WriteContext,
  body: GroupSubjectBody,
  action: 'add' | 'remove',
): Promise<Subject> {
  const store = subjectStore(context.scope);
  const subject = await findRecord(context, store, body.subjectId);
  await assertMajorsOf(context.prisma, context.scope, subject.programId, [body.majorSubjectId]);
  const key = { subjectId: subject.id, majorSubjectId: body.majorSubjectId };
  await inTransaction(context.prisma, async (db) => {
    if (action === 'add') await db.subjectMajor.createMany({ data: [key], skipDuplicates: true });
    else await db.subjectMajor.deleteMany({ where: key });
    await auditWrite(
      db,
      context,
      action === 'add' ? 'create' : 'delete',
      'SubjectMajor',
      `${key.subjectId}:${key.majorSubjectId}`,
      key,
    );
  });
  return getSubject(context, subject.id);
}
