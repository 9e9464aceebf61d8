/**
 * Students' records (issue: students; api-contract 5.5): registration (also of students
 * transferred in from outside HEMIS), reading, editing, identifiers, sections and
 * verification, and the private files.
 *
 * Rules kept here:
 * - The campus is the signed-in user's; callers above a campus name one within their
 *   scope. A record outside the scope answers 404 like a missing one.
 * - A registration is all or nothing: a refused request leaves no file and no row.
 * - Roll and symbol numbers are unique within the campus, registration numbers within the
 *   university; the same person (names, date of birth, program and batch) is registered
 *   once per campus. Each answers 409 with its own message.
 * - Every write is audited in its transaction, personal values marked (student-audit.ts).
 */
import {
  STUDENT_MESSAGES,
  STUDENT_RECORD_MESSAGES,
  ownStudentFileUrl,
  type BulkUpdateSectionBodyParsed,
  type StudentBodyParsed,
  type StudentFileKind,
  type StudentListItem,
  type StudentRecord,
  type StudentStatus,
  type UpdateStudentBodyParsed,
  type UpdateStudentIdentifiersBodyParsed,
} from '@hemis/contracts';
import type { FastifyReply } from 'fastify';
import type { Db, Prisma } from '../../db/prisma.ts';
import { todayInNepal } from '../../lib/clock.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ReadContext, WriteContext } from '../../lib/context.ts';
import { campusOwner, type CampusOwner } from '../../lib/ownership.ts';
import { uniqueViolationFields } from '../../lib/prisma-errors.ts';
import {
  sendPrivateFile,
  withReplacedPrivateFiles,
  withSavedPrivateFiles,
  filesInPlaceByKind,
  uploadedFileRows,
} from '../../lib/private-files.ts';
import { auditedUpdate, auditWrite, inBulkTransaction, inTransaction } from '../../lib/records.ts';
import { foundOrNotFound, scopeWhere } from '../../lib/scope.ts';
import { STUDENT_ENTITY, studentCreatedChanges, studentUpdatedChanges } from './student-audit.ts';
import {
  applyStudentBody,
  newStudentFields,
  storedStudentFields,
  uploadsOf,
  type StudentUpload,
} from './student-fields.ts';
import { STUDENT_SCOPE } from './student-query.ts';
import {
  STUDENT_LIST_SELECT,
  STUDENT_RECORD_INCLUDE,
  toStudentListItem,
  toStudentRecord,
  type StudentRecordRow,
} from './student-record.ts';
import { resolveStudent, type ResolvedStudent } from './student-references.ts';
import { sameText } from '../../lib/text-match.ts';
import type { FileStore } from '../../lib/file-store.ts';

/** The student with the id, if the caller's scope holds it. */
export function studentInScope(context: ReadContext, id: number): Prisma.StudentWhereInput {
  return scopeWhere<Prisma.StudentWhereInput>(context.scope, STUDENT_SCOPE, { id });
}

/**
 * An active student of the caller's scope: 404 for one out of scope, 409 `notActive` for one who
 * already left the active lists (transferred out, graduated or dropped out).
 */
export async function activeStudentInScope(context: ReadContext, id: number, notActive: string) {
  const student = foundOrNotFound(
    await context.prisma.student.findFirst({
      where: studentInScope(context, id),
      select: { id: true, campusId: true, universityId: true, status: true },
    }),
    'Student',
  );
  if (student.status !== 'active') throw AppError.conflict(notActive);
  return student;
}

/**
 * Takes an active student off the active lists, to `status`. Only an active student leaves, so
 * a second request racing the first finds them gone and answers 409 `notActive`.
 */
export async function leaveActiveLists(
  db: Db,
  studentId: number,
  status: Exclude<StudentStatus, 'active'>,
  notActive: string,
) {
  const left = await db.student.updateMany({ where: { id: studentId, status: 'active' }, data: { status } });
  if (left.count === 0) throw AppError.conflict(notActive);
}

async function findStudentRow(db: Db, context: ReadContext, id: number): Promise<StudentRecordRow> {
  const row = await db.student.findFirst({ where: studentInScope(context, id), include: STUDENT_RECORD_INCLUDE });
  return foundOrNotFound(row, 'Student');
}

// ---------------------------------------------------------------------------
// Uniqueness
// ---------------------------------------------------------------------------

interface Identifiers {
  rollNoManual?: string | null;
  symbolNo?: string | null;
  universityRegdNo?: string | null;
}

/** Each identifier, the owner it is unique within, and what a duplicate answers. */
const IDENTIFIERS = [
  { field: 'rollNoManual', within: 'campusId', message: STUDENT_MESSAGES.rollNoExists },
  { field: 'symbolNo', within: 'campusId', message: STUDENT_MESSAGES.symbolNoExists },
  { field: 'universityRegdNo', within: 'universityId', message: STUDENT_MESSAGES.regdNoExists },
] as const;

/** 409 when another student of the campus (or university) holds one of the identifiers. */
async function assertIdentifiersFree(db: Db, owner: CampusOwner, identifiers: Identifiers, exceptId?: number) {
  for (const { field, within, message } of IDENTIFIERS) {
    const value = identifiers[field];
    if (!value) continue;
    const taken = await db.student.findFirst({
      where: { [within]: owner[within], [field]: value, ...(exceptId ? { NOT: { id: exceptId } } : {}) },
      select: { id: true },
    });
    if (taken) throw AppError.conflict(message);
  }
}

/** 409 "Student already exists!" for a second record of the same person at the campus. */
async function assertNotRegisteredTwice(db: Db, campusId: number, student: ResolvedStudent, exceptId?: number) {
  const { columns } = student;
  // Without a date of birth two namesakes cannot be told apart from one person twice.
  if (!columns.doBBS) return;
  const twin = await db.student.findFirst({
    where: {
      campusId,
      firstName: sameText(columns.firstName),
      lastName: sameText(columns.lastName),
      doBBS: columns.doBBS,
      programId: columns.programId,
      admissionYearId: columns.admissionYearId,
      ...(exceptId ? { NOT: { id: exceptId } } : {}),
    },
    select: { id: true },
  });
  if (twin) throw AppError.conflict(STUDENT_MESSAGES.studentExists);
}

/**
 * Awaits a write; a unique violation that slipped past the checks (two requests at once)
 * answers the identifier's own 409.
 */
async function identifierConflicts<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    const fields = uniqueViolationFields(error);
    if (!fields) throw error;
    const identifier = IDENTIFIERS.find(({ field }) => fields.includes(field));
    throw AppError.conflict(identifier?.message ?? STUDENT_MESSAGES.studentExists);
  }
}

// ---------------------------------------------------------------------------
// Registration and edits
// ---------------------------------------------------------------------------

/** Where a campus's students' files are kept, inside the private folder. */
const fileFolder = (campusId: number) => `students/${campusId}`;

function savedUploads(uploads: StudentUpload[], campusId: number) {
  return uploads.map((upload) => ({
    file: upload.file,
    folder: fileFolder(campusId),
    label: upload.kind,
    kind: upload.format,
  }));
}

export interface RegistrationOptions {
  /** Student/EnrolledOfTransferred: a student arriving from outside HEMIS. */
  transferredIn: boolean;
}

/** POST Student/Create and Student/EnrolledOfTransferred: answers the new record's id. */
export async function registerStudent(
  context: WriteContext,
  fileStore: FileStore,
  body: StudentBodyParsed,
  options: RegistrationOptions,
): Promise<{ id: number }> {
  const campus = await campusOwner(context.prisma, context.scope, body.campusId);
  const fields = applyStudentBody(newStudentFields(todayInNepal(context.clock)), body, {
    transferFacts: options.transferredIn,
    transferredIn: options.transferredIn,
  });
  const student = await resolveStudent(context.prisma, campus, fields);
  const uploads = uploadsOf(body, { transferFacts: options.transferredIn });

  return withSavedPrivateFiles(fileStore, savedUploads(uploads, campus.campusId), (stored) =>
    identifierConflicts(
      inTransaction(context.prisma, async (db) => {
        await assertIdentifiersFree(db, campus, student.columns);
        await assertNotRegisteredTwice(db, campus.campusId, student);
        const created = await db.student.create({
          data: {
            ...student.columns,
            campusId: campus.campusId,
            universityId: campus.universityId,
            createdById: context.actor.userId,
            addresses: { create: student.addresses },
            guardians: { create: student.guardians },
            files: { create: uploadedFileRows(uploads, stored, context.actor.userId) },
          },
          include: STUDENT_RECORD_INCLUDE,
        });
        await auditWrite(db, context, 'create', STUDENT_ENTITY, created.id, studentCreatedChanges(created));
        return { id: created.id };
      }),
    ),
  );
}

export async function getStudent(context: ReadContext, id: number): Promise<StudentRecord> {
  return toStudentRecord(await findStudentRow(context.prisma, context, id));
}

export interface EditOptions {
  /** Student/UpdateTransferredStudent: the record stays a transfer-in. */
  transferredIn: boolean;
}

/**
 * PATCH Student/{id} and Student/UpdateTransferredStudent/{id}: the edit stepper sends every
 * field again; missing ones stay, blank ones clear, files sent replace the stored ones.
 */
export async function updateStudent(
  context: WriteContext,
  fileStore: FileStore,
  id: number,
  body: UpdateStudentBodyParsed,
  options: EditOptions,
): Promise<StudentRecord> {
  const before = await findStudentRow(context.prisma, context, id);
  const campus = { campusId: before.campusId, universityId: before.universityId };
  const fields = applyStudentBody(storedStudentFields(before), body, {
    transferFacts: true,
    ...(options.transferredIn ? { transferredIn: true } : {}),
  });
  const student = await resolveStudent(context.prisma, campus, fields, before.programId);
  const uploads = uploadsOf(body, { transferFacts: true });
  const replaced = before.files.filter((file) => uploads.some((upload) => upload.kind === file.kind));

  const after = await withReplacedPrivateFiles(fileStore, savedUploads(uploads, campus.campusId), replaced, (stored) =>
    identifierConflicts(
      inTransaction(context.prisma, async (db) => {
        await assertIdentifiersFree(db, campus, student.columns, id);
        await assertNotRegisteredTwice(db, campus.campusId, student, id);
        return auditedUpdate(db, context, STUDENT_ENTITY, before, studentUpdatedChanges, () =>
          db.student.update({
            where: { id },
            data: {
              ...student.columns,
              addresses: { deleteMany: {}, create: student.addresses },
              guardians: { deleteMany: {}, create: student.guardians },
              files: filesInPlaceByKind(uploadedFileRows(uploads, stored, context.actor.userId), (kind) => ({
                studentId_kind: { studentId: id, kind },
              })),
            },
            include: STUDENT_RECORD_INCLUDE,
          }),
        );
      }),
    ),
  );
  return toStudentRecord(after);
}

// ---------------------------------------------------------------------------
// Identifiers, sections, verification
// ---------------------------------------------------------------------------

/** PATCH Student/UpdateStudentIdentifiers: roll, symbol and registration numbers and the major. */
export async function updateStudentIdentifiers(
  context: WriteContext,
  body: UpdateStudentIdentifiersBodyParsed,
): Promise<StudentListItem> {
  const before = await findStudentRow(context.prisma, context, body.id);
  const campus = { campusId: before.campusId, universityId: before.universityId };
  const majorSubjectId = body.majorSubjectId === 0 ? null : body.majorSubjectId;
  if (majorSubjectId) {
    const major = await context.prisma.majorSubject.findFirst({
      where: { id: majorSubjectId, programId: before.programId, campusId: before.campusId },
      select: { id: true },
    });
    if (!major) {
      throw AppError.validation([
        { field: 'body.majorSubjectId', message: STUDENT_RECORD_MESSAGES.majorSubjectNotOfProgram },
      ]);
    }
  }
  const changes = {
    rollNoManual: body.rollNoManual,
    symbolNo: body.symbolNo,
    universityRegdNo: body.universityRegdNo,
    majorSubjectId,
  };
  return identifierConflicts(
    inTransaction(context.prisma, async (db) => {
      await assertIdentifiersFree(db, campus, changes, before.id);
      const after = await db.student.update({
        where: { id: before.id },
        data: changes,
        include: STUDENT_RECORD_INCLUDE,
      });
      await auditWrite(db, context, 'update', STUDENT_ENTITY, before.id, studentUpdatedChanges(before, after));
      return toStudentListItem(
        await db.student.findUniqueOrThrow({ where: { id: before.id }, select: STUDENT_LIST_SELECT }),
      );
    }),
  );
}

/**
 * PATCH Student/BulkUpdateSection: the students go into the section of that symbol at their
 * campus. Every student must be in scope and of one campus that has the section; otherwise
 * nothing is written.
 */
export async function bulkUpdateSection(context: WriteContext, body: BulkUpdateSectionBodyParsed) {
  const studentIds = [...new Set(body.studentIds)];
  const students = await context.prisma.student.findMany({
    where: scopeWhere<Prisma.StudentWhereInput>(context.scope, STUDENT_SCOPE, { id: { in: studentIds } }),
    select: { id: true, campusId: true, sectionId: true },
  });
  if (students.length !== studentIds.length) throw AppError.notFound('Student');
  const campusIds = new Set(students.map((student) => student.campusId));
  if (campusIds.size !== 1) {
    throw AppError.validation([{ field: 'body.studentIds', message: STUDENT_RECORD_MESSAGES.studentsOfOneCampus }]);
  }
  const [campusId] = campusIds;
  const section = await context.prisma.sectionForStudent.findFirst({
    where: { campusId, sectionSymbol: sameText(body.section) },
    select: { id: true, sectionSymbol: true },
  });
  if (!section) throw AppError.validation([{ field: 'body.section', message: STUDENT_RECORD_MESSAGES.sectionUnknown }]);

  return inBulkTransaction(context.prisma, async (db) => {
    const { count } = await db.student.updateMany({
      where: { id: { in: studentIds } },
      data: { sectionId: section.id },
    });
    for (const student of students.filter((entry) => entry.sectionId !== section.id)) {
      await auditWrite(db, context, 'update', STUDENT_ENTITY, student.id, {
        sectionId: { from: student.sectionId, to: section.id },
        section: section.sectionSymbol,
      });
    }
    return { updated: count };
  });
}

/** POST Student/VerifyStudentSelf/{id}: the campus confirms the registration; once is enough. */
export async function verifyStudent(context: WriteContext, id: number): Promise<{ message: string }> {
  const student = foundOrNotFound(
    await context.prisma.student.findFirst({ where: studentInScope(context, id), select: { isVerified: true } }),
    'Student',
  );
  if (!student.isVerified) {
    await inTransaction(context.prisma, async (db) => {
      await db.student.update({
        where: { id },
        data: { isVerified: true, verifiedAt: context.clock.now(), verifiedById: context.actor.userId },
      });
      await auditWrite(db, context, 'update', STUDENT_ENTITY, id, { isVerified: { from: false, to: true } });
    });
  }
  return { message: STUDENT_RECORD_MESSAGES.verified };
}

// ---------------------------------------------------------------------------
// The student's own record, and files
// ---------------------------------------------------------------------------

/** GET Student/Me: the record linked to the signed-in student's account. */
export async function getOwnStudent(context: ReadContext): Promise<StudentRecord> {
  const row = await context.prisma.student.findFirst({
    where: { userId: context.actor?.userId ?? -1 },
    include: STUDENT_RECORD_INCLUDE,
  });
  return toStudentRecord(foundOrNotFound(row, 'Student'), (_id, kind) => ownStudentFileUrl(kind));
}

/** GET Student/{id}/file/{kind}: a file of a student in scope, sent privately. */
export async function sendStudentFile(
  context: ReadContext,
  reply: FastifyReply,
  fileStore: FileStore,
  id: number,
  kind: StudentFileKind | string,
): Promise<FastifyReply> {
  const file = await context.prisma.studentFile.findFirst({ where: { kind, student: studentInScope(context, id) } });
  return sendPrivateFile(reply, fileStore, foundOrNotFound(file, 'File'));
}

/** GET Student/Me/file/{kind}: the signed-in student's own file. */
export async function sendOwnStudentFile(
  context: ReadContext,
  reply: FastifyReply,
  fileStore: FileStore,
  kind: string,
): Promise<FastifyReply> {
  const file = await context.prisma.studentFile.findFirst({
    where: { kind, student: { userId: context.actor?.userId ?? -1 } },
  });
  return sendPrivateFile(reply, fileStore, foundOrNotFound(file, 'File'));
}
