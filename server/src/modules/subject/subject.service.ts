/**
 * Subjects (spec sections 3 to 5, api-contract 5.3). A subject belongs to a program of a
 * university: every campus of the university reads it; a campus changes the subjects it
 * added, the university all of its own. Which majors (groups) offer a subject is campus
 * data: a caller sees and changes only the groupings of the majors in its scope.
 */
import {
  SETUP_MESSAGES,
  subjectPeriodFor,
  type CreateSubjectBodyParsed,
  type GroupSubjectBodyParsed,
  type Page,
  type ProgramType,
  type Scope,
  type Subject,
  type SubjectListQueryParsed,
  type UpdateSubjectBodyParsed,
} from '@hemis/contracts';
import type { Db } from '../../db/prisma.ts';
import { Prisma } from '../../generated/prisma/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ReadContext, WriteContext } from '../../lib/context.ts';
import { CAMPUS_RECORD_SCOPE, UNIVERSITY_RECORD_SCOPE } from '../../lib/ownership.ts';
import { countedPage, pageRequest } from '../../lib/pagination.ts';
import {
  auditWrite,
  createRecord,
  findRecord,
  findWritableRecord,
  inTransaction,
  modelStore,
  updateRecord,
} from '../../lib/records.ts';
import { foundOrNotFound, scopeSql, scopeWhere } from '../../lib/scope.ts';
import { containsPattern } from '../../lib/text-match.ts';

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
/** What an answer shows of a subject: its row less the record times. */
type ListedSubjectRow = Omit<SubjectRow, 'createdAt' | 'updatedAt'>;

/** The store of subjects as one caller sees them: the groupings shown are those of its scope. */
function subjectStore(scope: Scope) {
  return modelStore((db: Db) => db.subject, {
    entity: 'Subject',
    conflictMessage: SETUP_MESSAGES.subjectExists,
    readScope: SUBJECT_SCOPE.read,
    writeScope: SUBJECT_SCOPE.write,
    include: subjectInclude(scope),
    orderBy: { subjectName: 'asc' },
  });
}

function toSubject(row: ListedSubjectRow): Subject {
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
function periodOf(programType: ProgramType, input: Pick<UpdateSubjectBodyParsed, 'semester' | 'year'>) {
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

/** The columns a subject's form writes as it sends them (a field left out of an update stays). */
type FormColumn = 'subjectName' | 'subjectType' | 'shortName' | 'code' | 'alias' | 'remarks';

function formColumns<Body extends Pick<UpdateSubjectBodyParsed, FormColumn>>(body: Body): Pick<Body, FormColumn> {
  const { subjectName, subjectType, shortName, code, alias, remarks } = body;
  return { subjectName, subjectType, shortName, code, alias, remarks };
}

export async function createSubject(context: WriteContext, body: CreateSubjectBodyParsed): Promise<Subject> {
  const program = await programInScope(context.prisma, context.scope, body.programId);
  const period = periodOf(program.programType, body);
  const majorSubjectIds = [...new Set(body.majorSubjectIds ?? [])];
  await assertMajorsOf(context.prisma, context.scope, program.id, majorSubjectIds);
  const created = await createRecord(context, subjectStore(context.scope), {
    programId: program.id,
    campusId: context.scope.kind === 'campus' ? context.scope.campusId : null,
    ...formColumns(body),
    ...period,
    majors: { create: majorSubjectIds.map((majorSubjectId) => ({ majorSubjectId })) },
  });
  return toSubject(created);
}

export async function updateSubject(
  context: WriteContext,
  id: number,
  body: UpdateSubjectBodyParsed,
): Promise<Subject> {
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
    ...formColumns(body),
    ...period,
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

/** The columns a caller may sort by (SUBJECT_SORT_COLUMNS), as SQL. */
const SORT_COLUMNS: Record<NonNullable<SubjectListQueryParsed['sortBy']>, Prisma.Sql> = {
  subjectName: Prisma.sql`s."subjectName"`,
  code: Prisma.sql`s.code`,
  semester: Prisma.sql`s.semester`,
  year: Prisma.sql`s.year`,
  createdAt: Prisma.sql`s."createdAt"`,
};

/** The subjects of the list's filters in the caller's scope (subjects of its university's programs). */
function listedSubjects(scope: Scope, query: SubjectListQueryParsed): Prisma.Sql {
  const conditions = [scopeSql(scope, { university: Prisma.sql`p."universityId"` })];
  if (query.programId) conditions.push(Prisma.sql`s."programId" = ${query.programId}`);
  if (query.subjectType) conditions.push(Prisma.sql`s."subjectType"::text = ${query.subjectType}`);
  if (query.semester) conditions.push(Prisma.sql`s.semester::text = ${query.semester}`);
  if (query.year) conditions.push(Prisma.sql`s.year::text = ${query.year}`);
  if (query.search) {
    const pattern = containsPattern(query.search);
    conditions.push(
      Prisma.sql`(s."subjectName" ILIKE ${pattern} OR s."shortName" ILIKE ${pattern} OR s.code ILIKE ${pattern})`,
    );
  }
  return Prisma.sql`"Subject" s JOIN "Program" p ON p.id = s."programId" WHERE ${Prisma.join(conditions, ' AND ')}`;
}

/**
 * GET /Subject/GetAllSubjects: an array without paging parameters, a page with them. One
 * statement reads the page, its program and majors and the total, where Prisma's query
 * builder needs a second one for the total (docs/decisions/0008).
 */
export async function listSubjects(
  context: ReadContext,
  query: SubjectListQueryParsed,
): Promise<Subject[] | Page<Subject>> {
  const from = listedSubjects(context.scope, query);
  const order = Prisma.raw(query.sortOrder === 'desc' ? 'DESC' : 'ASC');
  const orderBy = Prisma.sql`${query.sortBy ? SORT_COLUMNS[query.sortBy] : Prisma.sql`p."programName"`} ${
    query.sortBy ? order : Prisma.raw('ASC')
  }, s."subjectName" ${order}, s.id ASC`;
  const majorsInScope = scopeSql(context.scope, {
    campus: Prisma.sql`m."campusId"`,
    university: Prisma.sql`(SELECT c."universityId" FROM "Campus" c WHERE c.id = m."campusId")`,
  });
  const request = pageRequest(query);
  const rows = await context.prisma.$queryRaw<(ListedSubjectRow & { total: number })[]>`
    SELECT s.id, s."programId", s."campusId", s."subjectName", s."subjectType"::text AS "subjectType",
           s."shortName", s.code, s.semester::text AS semester, s.year::text AS year, s.alias, s.remarks,
           json_build_object('id', p.id, 'programName', p."programName", 'programType', p."programType",
                             'universityId', p."universityId") AS program,
           COALESCE((SELECT json_agg(json_build_object('majorSubjectId', sm."majorSubjectId"))
                       FROM "SubjectMajor" sm JOIN "MajorSubject" m ON m.id = sm."majorSubjectId"
                      WHERE sm."subjectId" = s.id AND ${majorsInScope}), '[]') AS majors,
           ${request ? Prisma.sql`count(*) OVER ()::int` : Prisma.sql`0`} AS total
      FROM ${from}
     ORDER BY ${orderBy}
     ${request ? Prisma.sql`LIMIT ${request.take} OFFSET ${request.skip}` : Prisma.empty}`;
  if (!request) return rows.map(toSubject);
  const page = await countedPage(rows, request, async () => {
    const [counted] = await context.prisma.$queryRaw<{ total: number }[]>`SELECT count(*)::int AS total FROM ${from}`;
    return counted?.total ?? 0;
  });
  return { ...page, data: page.data.map(toSubject) };
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
  body: GroupSubjectBodyParsed,
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
