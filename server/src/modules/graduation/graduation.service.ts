/**
 * Graduation (api-contract 5.9 and 8.5). An enrolled student of the caller's scope graduates
 * once per program and leaves the active lists (status graduated); an old student who was
 * never in HEMIS is recorded for a program the campus runs. Both keep the degree's facts
 * (years, division, GPA or percentage, university numbers) and up to five files, kept private.
 */
import {
  GRADUATION_FILE_KINDS,
  GRADUATION_MESSAGES as M,
  type EnrolledGraduationFormParsed,
  type GraduationFileKind,
  type GraduationListQueryParsed,
  type GraduationUpdateParsed,
  type degreeFacts,
  type DashboardQuery,
  type OldGraduationFormParsed,
  type UploadedFile,
} from '@hemis/contracts';
import type { FastifyReply } from 'fastify';
import type { Db, Prisma } from '../../db/prisma.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ReadContext, WriteContext } from '../../lib/context.ts';
import { lastFiveFiscalYearCounts } from '../../lib/fiscal-year-counts.ts';
import { CAMPUS_AND_UNIVERSITY_SCOPE, campusOwner } from '../../lib/ownership.ts';
import { listOrPage } from '../../lib/pagination.ts';
import {
  removePrivateFiles,
  sendPrivateFile,
  withSavedPrivateFiles,
  type StoredFile,
} from '../../lib/private-files.ts';
import { auditWrite, inTransaction } from '../../lib/records.ts';
import { foundOrNotFound, scopeWhere } from '../../lib/scope.ts';
import { leaveActiveLists, studentInScope } from '../student/student.service.ts';
import { inLowercaseColumn } from '../../lib/text-match.ts';
import { NAME_SELECT } from '../../lib/person-name.ts';
import { fullNameOf } from '../student/student-record.ts';
import type { FileStore } from '../../lib/file-store.ts';

const ENTITY = 'GraduationApplication';

const INCLUDE = {
  files: true,
  student: { select: { id: true, admissionYearId: true } },
} as const satisfies Prisma.GraduationApplicationInclude;
type Row = Prisma.GraduationApplicationGetPayload<{ include: typeof INCLUDE }>;

const day = (date: Date | null) => (date ? date.toISOString().slice(0, 10) : null);
const asDate = (ad: string | undefined) => (ad ? new Date(`${ad}T00:00:00Z`) : null);

/** The names, programs and fiscal years the answers show, read once for a list. */
async function labelsFor(db: Db, rows: readonly Row[]) {
  const [programs, campuses, years] = await Promise.all([
    db.program.findMany({
      where: { id: { in: [...new Set(rows.map((row) => row.programId))] } },
      select: {
        id: true,
        programName: true,
        shortName: true,
        programType: true,
        level: { select: { levelName: true } },
        faculty: { select: { facultyName: true } },
      },
    }),
    db.campus.findMany({
      where: { id: { in: [...new Set(rows.map((row) => row.campusId))] } },
      select: { id: true, campusName: true, university: { select: { name: true } } },
    }),
    db.fiscalYear.findMany({ select: { id: true, yearNepali: true } }),
  ]);
  return {
    program: new Map(programs.map((program) => [program.id, program])),
    campus: new Map(campuses.map((campus) => [campus.id, campus])),
    year: new Map(years.map((year) => [year.id, year.yearNepali])),
  };
}

function toGraduation(row: Row, labels: Awaited<ReturnType<typeof labelsFor>>) {
  const program = labels.program.get(row.programId);
  const campus = labels.campus.get(row.campusId);
  const fileUrl = (kind: GraduationFileKind) =>
    row.files.some((file) => file.kind === kind) ? `/api/Graduation/${row.id}/file/${kind}` : null;
  return {
    id: row.id,
    fiscalYearID: row.fiscalYearId,
    fiscalYear: { id: row.fiscalYearId, yearNepali: labels.year.get(row.fiscalYearId) ?? '' },
    studentID: row.studentId,
    studentId: row.studentId,
    campusId: row.campusId,
    campusName: campus?.campusName ?? '',
    universityName: campus?.university.name ?? '',
    facultyName: program?.faculty.facultyName ?? '',
    levelName: program?.level.levelName ?? '',
    programType: program?.programType ?? '',
    programName: program?.programName ?? '',
    shortName: program?.shortName ?? '',
    programShortName: program?.shortName ?? '',
    programMgmtId: row.programId,
    applicantNameEng: row.applicantNameEng,
    applicantNameNep: row.applicantNameNep,
    doBNepali: row.doBNepali,
    doBEng: day(row.doBEng),
    email: row.email,
    gender: row.gender,
    ethinicity: row.ethnicity,
    studentAddress: row.studentAddress,
    contactNo: row.contactNo,
    universityIssueNo: row.universityIssueNo,
    studentRegNo: row.studentRegNo,
    symbolNoUniversity: row.symbolNoUniversity,
    campusRolNo: row.campusRollNo,
    enrolledYear: row.enrolledYear,
    passedYear: row.passedYear,
    division: row.division,
    gpa: row.gpa === null ? null : Number(row.gpa),
    fatherName: row.fatherName,
    motherName: row.motherName,
    remarks: row.remarks,
    issueDateEng: day(row.issueDateEng),
    issueDateNep: row.issueDateNep,
    studentType: row.studentType,
    status: row.status,
    edj: '',
    uploadPPSizePhoto: fileUrl('uploadPPSizePhoto'),
    uploadSignature: fileUrl('uploadSignature'),
    uploadReceipt: fileUrl('uploadReceipt'),
    uploadTranscript: fileUrl('uploadTranscript'),
    uploadOtherDoc: fileUrl('uploadOtherDoc'),
  };
}

async function answer(db: Db, rows: Row[]) {
  const labels = await labelsFor(db, rows);
  return rows.map((row) => toGraduation(row, labels));
}

/** The degree's facts every graduation form sends (the public form too), as the record keeps them. */
export function degreeFields(body: Pick<GraduationUpdateParsed, keyof typeof degreeFacts | 'campusRolNo'>) {
  return {
    fiscalYearId: body.fiscalYearID,
    applicantNameNep: body.applicantNameNep ?? null,
    doBNepali: body.doBNepali ?? null,
    doBEng: asDate(body.doBEng?.ad),
    email: body.email ?? null,
    studentAddress: body.studentAddress ?? null,
    contactNo: body.contactNo ?? null,
    universityIssueNo: body.universityIssueNo ?? null,
    studentRegNo: body.studentRegNo ?? null,
    symbolNoUniversity: body.symbolNoUniversity ?? null,
    campusRollNo: body.campusRolNo ?? null,
    enrolledYear: body.enrolledYear,
    passedYear: body.passedYear,
    division: body.division ?? null,
    gpa: body.gpa ?? null,
    fatherName: body.fatherName ?? null,
    motherName: body.motherName ?? null,
    remarks: body.remarks ?? null,
    issueDateNep: body.issueDateNep ?? null,
    issueDateEng: asDate(body.issueDateEng?.ad),
  };
}

/** What the lists' search matches: the name and the university's and campus's numbers. */
export function searchNameOf(
  name: string,
  numbers: { studentRegNo: string | null; symbolNoUniversity: string | null; campusRollNo: string | null },
) {
  return [name, numbers.studentRegNo, numbers.symbolNoUniversity, numbers.campusRollNo]
    .filter(Boolean)
    .join(' ')
    .toLowerCase();
}

/** The photo and the signature are pictures; the receipt, transcript and other document may be PDFs. */
const PICTURES: readonly GraduationFileKind[] = ['uploadPPSizePhoto', 'uploadSignature'];

/** The files a graduation form sent, each to be checked as a picture or a document and stored under `folder`. */
export function graduationUploads(body: Partial<Record<GraduationFileKind, UploadedFile | undefined>>, folder: string) {
  return GRADUATION_FILE_KINDS.flatMap((graduationKind) => {
    const file = body[graduationKind];
    return file
      ? [
          {
            file,
            folder,
            label: graduationKind,
            graduationKind,
            kind: PICTURES.includes(graduationKind) ? ('image' as const) : ('document' as const),
          },
        ]
      : [];
  });
}

function fileRows(uploads: { graduationKind: GraduationFileKind }[], stored: StoredFile[]) {
  return uploads.map((upload, index) => ({ ...stored[index]!, kind: upload.graduationKind }));
}

async function assertFiscalYear(db: Db, id: number) {
  if (!(await db.fiscalYear.findUnique({ where: { id }, select: { id: true } }))) {
    throw AppError.validation([{ field: 'body.fiscalYearID', message: M.fiscalYearUnknown }]);
  }
}

/** Unique (student, program): a second graduation of the same student and program is a 409. */
async function graduatedOnce<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if ((error as { code?: string }).code === 'P2002') throw AppError.conflict(M.alreadyGraduated);
    throw error;
  }
}

/** Graduation/GenerateGraduationApplicationForStudent: 201 with the id; the student leaves the active lists. */
export async function graduateEnrolled(
  context: WriteContext,
  fileStore: FileStore,
  body: EnrolledGraduationFormParsed,
) {
  const student = foundOrNotFound(
    await context.prisma.student.findFirst({
      where: studentInScope(context, body.studentID),
      select: {
        id: true,
        campusId: true,
        universityId: true,
        programId: true,
        status: true,
        ...NAME_SELECT,
        nepaliName: true,
        gender: true,
        ethnicity: true,
        email: true,
        phoneNumber: true,
        doBBS: true,
        doBAD: true,
      },
    }),
    'Student',
  );
  if (student.status === 'graduated') throw AppError.conflict(M.alreadyGraduated);
  if (student.status !== 'active') throw AppError.conflict(M.studentNotActive);
  await assertFiscalYear(context.prisma, body.fiscalYearID);
  const uploads = graduationUploads(body, `graduations/students/${student.id}`);
  const fields = degreeFields(body);
  const name = fullNameOf(student);
  return withSavedPrivateFiles(fileStore, uploads, (stored) =>
    graduatedOnce(
      inTransaction(context.prisma, async (db) => {
        const created = await db.graduationApplication.create({
          data: {
            ...fields,
            applicantNameEng: body.applicantNameEng ?? name,
            applicantNameNep: fields.applicantNameNep ?? student.nepaliName,
            doBNepali: fields.doBNepali ?? student.doBBS,
            doBEng: fields.doBEng ?? student.doBAD,
            email: fields.email ?? student.email,
            contactNo: fields.contactNo ?? student.phoneNumber,
            gender: student.gender,
            ethnicity: student.ethnicity,
            studentId: student.id,
            campusId: student.campusId,
            universityId: student.universityId,
            programId: student.programId,
            studentType: 'regular',
            searchName: searchNameOf(name, fields),
            createdById: context.actor.userId,
            files: { create: fileRows(uploads, stored) },
          },
        });
        await leaveActiveLists(db, student.id, 'graduated', M.studentNotActive);
        await auditWrite(db, context, 'create', ENTITY, created.id, {
          studentId: student.id,
          programId: student.programId,
          fiscalYearId: fields.fiscalYearId,
          enrolledYear: fields.enrolledYear,
          passedYear: fields.passedYear,
          files: uploads.map((upload) => upload.graduationKind),
        });
        await auditWrite(db, context, 'update', 'Student', student.id, { status: { from: 'active', to: 'graduated' } });
        return { id: created.id };
      }),
    ),
  );
}

/** Graduation/GenerateGraduationApplication: an old student, for a program the campus runs. */
export async function graduateOld(context: WriteContext, fileStore: FileStore, body: OldGraduationFormParsed) {
  const owner = await campusOwner(context.prisma, context.scope, body.campusId || undefined);
  const runs = await context.prisma.campusProgram.findUnique({
    where: { campusId_programId: { campusId: owner.campusId, programId: body.programMgmtId } },
    select: { programId: true },
  });
  const own = await context.prisma.program.findFirst({
    where: { id: body.programMgmtId, campusId: owner.campusId },
    select: { id: true },
  });
  if (!runs && !own) throw AppError.validation([{ field: 'body.programMgmtId', message: M.programNotOfCampus }]);
  await assertFiscalYear(context.prisma, body.fiscalYearID);
  const uploads = graduationUploads(body, `graduations/campuses/${owner.campusId}`);
  const fields = degreeFields(body);
  return withSavedPrivateFiles(fileStore, uploads, (stored) =>
    inTransaction(context.prisma, async (db) => {
      const created = await db.graduationApplication.create({
        data: {
          ...fields,
          applicantNameEng: body.applicantNameEng.toUpperCase(),
          gender: body.gender ?? null,
          ethnicity: body.ethinicity ?? null,
          campusId: owner.campusId,
          universityId: owner.universityId,
          programId: body.programMgmtId,
          studentType: 'old',
          searchName: searchNameOf(body.applicantNameEng, fields),
          createdById: context.actor.userId,
          files: { create: fileRows(uploads, stored) },
        },
      });
      await auditWrite(db, context, 'create', ENTITY, created.id, {
        applicantNameEng: body.applicantNameEng,
        programId: body.programMgmtId,
        fiscalYearId: fields.fiscalYearId,
        enrolledYear: fields.enrolledYear,
        passedYear: fields.passedYear,
        files: uploads.map((upload) => upload.graduationKind),
      });
      return { id: created.id };
    }),
  );
}

function listWhere(
  context: ReadContext,
  query: GraduationListQueryParsed,
  only: Prisma.GraduationApplicationWhereInput,
) {
  const search = query.search?.trim().toLowerCase();
  return scopeWhere<Prisma.GraduationApplicationWhereInput>(context.scope, CAMPUS_AND_UNIVERSITY_SCOPE, {
    ...(query.fiscalYearId ? { fiscalYearId: query.fiscalYearId } : {}),
    ...(query.programId ? { programId: query.programId } : {}),
    ...(query.campusId ? { campusId: query.campusId } : {}),
    ...(query.batchId ? { student: { admissionYearId: query.batchId } } : {}),
    ...(query.studentType ? { studentType: query.studentType } : {}),
    ...(search ? { searchName: inLowercaseColumn(search) } : {}),
    // The list's own condition comes last: a query cannot widen it.
    ...only,
  });
}

function listGraduations(
  context: ReadContext,
  query: GraduationListQueryParsed,
  only: Prisma.GraduationApplicationWhereInput,
) {
  const where = listWhere(context, query, only);
  return listOrPage(
    query,
    async (window) =>
      answer(
        context.prisma,
        await context.prisma.graduationApplication.findMany({
          where,
          include: INCLUDE,
          orderBy: [{ id: 'desc' }],
          ...window,
        }),
      ),
    () => context.prisma.graduationApplication.count({ where }),
  );
}

/** Graduation/GetGraduationApplicationsStudent: the graduations of enrolled students. */
export const listEnrolledGraduations = (context: ReadContext, query: GraduationListQueryParsed) =>
  listGraduations(context, query, { studentType: 'regular', status: 'graduated' });

/** GET Graduation: every graduation (enrolled and old), filtered. */
export const listAllGraduations = (context: ReadContext, query: GraduationListQueryParsed) =>
  listGraduations(context, query, { status: 'graduated' });

/** Graduation/GraduationApplications/Pending: alumni's own submissions waiting for the campus. */
export const listPendingGraduations = (context: ReadContext, query: GraduationListQueryParsed) =>
  listGraduations(context, query, { status: 'pending' });

async function findGraduation(db: Db, context: ReadContext, id: number): Promise<Row> {
  return foundOrNotFound(
    await db.graduationApplication.findFirst({
      where: scopeWhere<Prisma.GraduationApplicationWhereInput>(context.scope, CAMPUS_AND_UNIVERSITY_SCOPE, { id }),
      include: INCLUDE,
    }),
    'Graduation',
  );
}

export async function getGraduation(context: ReadContext, id: number) {
  const [graduation] = await answer(context.prisma, [await findGraduation(context.prisma, context, id)]);
  return graduation!;
}

/**
 * PUT Graduation/{id}: the degree's facts again (an old student's name, gender and ethnicity
 * too); a file sent replaces the one kept, a file named in `clearFiles` is removed, and the
 * others stay.
 */
export async function updateGraduation(
  context: WriteContext,
  fileStore: FileStore,
  id: number,
  body: GraduationUpdateParsed,
) {
  const before = await findGraduation(context.prisma, context, id);
  await assertFiscalYear(context.prisma, body.fiscalYearID);
  const uploads = graduationUploads(
    body,
    before.studentId ? `graduations/students/${before.studentId}` : `graduations/campuses/${before.campusId}`,
  );
  const fields = degreeFields(body);
  const old = before.studentType === 'old' && body.applicantNameEng;
  const cleared = (body.clearFiles ?? []).filter((kind) => !uploads.some((upload) => upload.graduationKind === kind));
  const removed = [...uploads.map((upload) => upload.graduationKind), ...cleared];
  const replaced = before.files.filter((file) => removed.includes(file.kind as GraduationFileKind));
  const updated = await withSavedPrivateFiles(fileStore, uploads, (stored) =>
    inTransaction(context.prisma, async (db) => {
      const row = await db.graduationApplication.update({
        where: { id: before.id },
        data: {
          ...fields,
          ...(old ? { applicantNameEng: old.toUpperCase() } : {}),
          ...(body.gender ? { gender: body.gender } : {}),
          ...(body.ethinicity ? { ethnicity: body.ethinicity } : {}),
          files: {
            deleteMany: { kind: { in: removed } },
            create: fileRows(uploads, stored),
          },
        },
        include: INCLUDE,
      });
      const changes = Object.fromEntries(
        (Object.keys(fields) as (keyof typeof fields)[])
          .map((field) => [field, { from: String(before[field] ?? ''), to: String(row[field] ?? '') }] as const)
          .filter(([, change]) => change.from !== change.to),
      );
      if (uploads.length)
        changes['files'] = { from: '', to: uploads.map((upload) => upload.graduationKind).join(', ') };
      const clearedKept = cleared.filter((kind) => before.files.some((file) => file.kind === kind));
      if (clearedKept.length) changes['filesRemoved'] = { from: clearedKept.join(', '), to: '' };
      await auditWrite(db, context, 'update', ENTITY, row.id, changes);
      return row;
    }),
  );
  await removePrivateFiles(
    fileStore,
    replaced.map((file) => file.storageKey),
  );
  const [graduation] = await answer(context.prisma, [updated]);
  return graduation!;
}

/** Graduation/GetGraduationOfFiscalYear: per program, the graduations of each of the last five fiscal years. */
export const graduationsOfFiscalYears = (context: ReadContext, filters: DashboardQuery) =>
  lastFiveFiscalYearCounts(context, 'GraduationApplication', filters);

/** GET Graduation/{id}/file/{kind}: one of a graduation's files, within scope. */
export async function sendGraduationFile(
  context: ReadContext,
  reply: FastifyReply,
  fileStore: FileStore,
  id: number,
  kind: GraduationFileKind,
) {
  const row = await findGraduation(context.prisma, context, id);
  const file = row.files.find((candidate) => candidate.kind === kind);
  if (!file) throw AppError.notFound('File');
  return sendPrivateFile(reply, fileStore, file);
}
