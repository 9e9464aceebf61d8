/**
 * A student's document set (studentprofile, api-contract 5.5): identity scans and the
 * academic documents of each level, with a remark. Each document is a private StudentFile
 * row named by its kind (the registration photo is the same `ppSizePhoto` row), checked by
 * content and stored where only authenticated, scoped routes read it. The answer gives each
 * document's download address under the student's file endpoint.
 *
 * The upsert follows the original form: per kind a new file replaces, `existing_<kind>`
 * keeps and "" clears; files replaced or cleared leave the disk once the change is committed.
 */
import {
  STUDENT_DOCUMENT_KINDS,
  existingDocumentKey,
  ownStudentFileUrl,
  studentFileUrl,
  type StudentDocumentKind,
  type StudentDocuments,
  type StudentDocumentsUpsertBodyParsed,
  type UploadedFile,
} from '@hemis/contracts';
import type { Db } from '../../db/prisma.ts';
import type { ReadContext, WriteContext } from '../../lib/context.ts';
import { removePrivateFiles, withSavedPrivateFiles, type PrivateFileKind } from '../../lib/private-files.ts';
import { auditWrite, inTransaction } from '../../lib/records.ts';
import { foundOrNotFound } from '../../lib/scope.ts';
import { studentInScope } from '../student/student.service.ts';
import type { FileStore } from '../../lib/file-store.ts';

/** The photo shows on ID cards and forms: an image. The other documents may be PDF scans too. */
const fileKindOf = (kind: StudentDocumentKind): PrivateFileKind => (kind === 'ppSizePhoto' ? 'image' : 'document');

interface DocumentOwner {
  id: number;
  campusId: number;
}

/** Where a document is downloaded: the staff's file endpoint, or the student's own (student-core's). */
type FileAddress = (kind: StudentDocumentKind) => string;
const staffAddress =
  (studentId: number): FileAddress =>
  (kind) =>
    studentFileUrl(studentId, kind);
const ownAddress: FileAddress = ownStudentFileUrl;

/** The student's documents, or null when there is neither a document nor a remark yet. */
async function documentsOf(db: Db, student: DocumentOwner, address: FileAddress): Promise<StudentDocuments | null> {
  const [profile, files] = await Promise.all([
    db.studentProfile.findUnique({ where: { studentId: student.id } }),
    db.studentFile.findMany({
      where: { studentId: student.id, kind: { in: [...STUDENT_DOCUMENT_KINDS] } },
      select: { kind: true },
    }),
  ]);
  if (!profile && files.length === 0) return null;
  const present = new Set(files.map((file) => file.kind));
  const urls = Object.fromEntries(
    STUDENT_DOCUMENT_KINDS.map((kind) => [kind, present.has(kind) ? address(kind) : null]),
  ) as Record<StudentDocumentKind, string | null>;
  return {
    id: profile?.id ?? null,
    studentId: student.id,
    campusId: student.campusId,
    remark: profile?.remark ?? null,
    ...urls,
  };
}

function foundDocuments(documents: StudentDocuments | null): StudentDocuments {
  return foundOrNotFound(documents, 'Student documents');
}

async function findStudent(context: ReadContext, studentId: number): Promise<DocumentOwner> {
  return foundOrNotFound(
    await context.prisma.student.findFirst({
      where: studentInScope(context, studentId),
      select: { id: true, campusId: true },
    }),
    'Student',
  );
}

/** GET studentprofile/by-student/{studentId}: 404 while the student has no document yet. */
export async function getStudentDocuments(context: ReadContext, studentId: number): Promise<StudentDocuments> {
  const student = await findStudent(context, studentId);
  return foundDocuments(await documentsOf(context.prisma, student, staffAddress(student.id)));
}

/** GET studentprofile/Me: the signed-in student's own documents. */
export async function getOwnDocuments(context: ReadContext): Promise<StudentDocuments> {
  const student = foundOrNotFound(
    context.actor
      ? await context.prisma.student.findUnique({
          where: { userId: context.actor.userId },
          select: { id: true, campusId: true },
        })
      : null,
    'Student',
  );
  return foundDocuments(await documentsOf(context.prisma, student, ownAddress));
}

type DocumentChange = { kind: StudentDocumentKind; file: UploadedFile } | { kind: StudentDocumentKind; clear: true };

/** What the form asks for each kind: a file replaces, `existing_<kind>` keeps, "" clears, silence keeps. */
function requestedChanges(body: StudentDocumentsUpsertBodyParsed): DocumentChange[] {
  return STUDENT_DOCUMENT_KINDS.flatMap((kind): DocumentChange[] => {
    const value = body[kind];
    if (value && value !== 'clear') return [{ kind, file: value.file }];
    if (body[existingDocumentKey(kind)] !== undefined) return [];
    return value === 'clear' ? [{ kind, clear: true }] : [];
  });
}

/** POST studentprofile/upsert: answers the documents as they now are. */
export async function upsertStudentDocuments(
  context: WriteContext,
  fileStore: FileStore,
  body: StudentDocumentsUpsertBodyParsed,
): Promise<StudentDocuments> {
  const student = await findStudent(context, body.studentId);
  const changes = requestedChanges(body);
  const replaced = changes.filter((change) => 'file' in change);
  const cleared = changes.filter((change) => 'clear' in change).map((change) => change.kind);
  const uploads = replaced.map((change) => ({
    file: change.file,
    folder: `students/${student.id}`,
    label: change.kind,
    kind: fileKindOf(change.kind),
  }));

  const superseded = await withSavedPrivateFiles(fileStore, uploads, (stored) =>
    inTransaction(context.prisma, async (db) => {
      const previous = await db.studentFile.findMany({
        where: { studentId: student.id, kind: { in: changes.map((change) => change.kind) } },
        select: { kind: true, storageKey: true },
      });
      for (const [index, { kind }] of replaced.entries()) {
        const file = { ...stored[index]!, uploadedById: context.actor.userId };
        await db.studentFile.upsert({
          where: { studentId_kind: { studentId: student.id, kind } },
          create: { ...file, studentId: student.id, kind },
          update: file,
        });
      }
      await db.studentFile.deleteMany({ where: { studentId: student.id, kind: { in: cleared } } });

      const before = await db.studentProfile.findUnique({ where: { studentId: student.id } });
      const profile = await db.studentProfile.upsert({
        where: { studentId: student.id },
        create: { studentId: student.id, campusId: student.campusId, remark: body.remark ?? null },
        update: { campusId: student.campusId, ...(body.remark !== undefined ? { remark: body.remark } : {}) },
      });
      await auditWrite(db, context, before ? 'update' : 'create', 'StudentProfile', profile.id, {
        studentId: student.id,
        ...(before?.remark !== profile.remark ? { remark: { from: before?.remark ?? null, to: profile.remark } } : {}),
        replaced: replaced.map((change) => change.kind),
        cleared: previous.filter((file) => cleared.includes(file.kind as StudentDocumentKind)).map((file) => file.kind),
      });
      return previous.map((file) => file.storageKey);
    }),
  );
  // Only once the rows no longer name them. A file left behind by a failed removal is
  // unreachable and harmless; the change itself is saved, so the answer says so.
  await removePrivateFiles(fileStore, superseded).catch(() => undefined);
  return foundDocuments(await documentsOf(context.prisma, student, staffAddress(student.id)));
}
