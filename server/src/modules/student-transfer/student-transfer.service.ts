/**
 * Transfers between campuses (StudentTransfer, api-contract 5.6). A transfer out takes the
 * student off the source campus's active lists at once and keeps the record there for
 * certificates and reports. A transfer to a campus in HEMIS arrives there as pending; when
 * that campus accepts it, a new record of the student is created at the campus (the
 * personal data, addresses and guardians travel; the campus's own identifiers, section and
 * verification do not), all in one transaction. A transfer to a campus outside HEMIS is
 * kept for the record only.
 *
 * A campus reads the transfers out of it and those addressed to it, never any other.
 */
import path from 'node:path';
import {
  DEFAULT_PAGE_SIZE,
  STUDENT_ACADEMICS_MESSAGES as A,
  type StudentTransfer,
  type StudentTransferBodyParsed,
  type StudentTransferListQueryParsed,
  type TransferState,
  type TransferTargetCampus,
  type Page,
} from '@hemis/contracts';
import type { FastifyReply } from 'fastify';
import type { Db, Prisma } from '../../db/prisma.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ReadContext, WriteContext } from '../../lib/context.ts';
import { pageRequest, toPage } from '../../lib/pagination.ts';
import { sendPrivateFile, withSavedPrivateFiles } from '../../lib/private-files.ts';
import { auditWrite, inTransaction } from '../../lib/records.ts';
import { foundOrNotFound, scopeWhere, type ScopeFields } from '../../lib/scope.ts';
import { STUDENT_ENTITY, studentCreatedChanges } from '../student/student-audit.ts';
import { STUDENT_RECORD_INCLUDE, fullNameOf } from '../student/student-record.ts';
import { activeStudentInScope, leaveActiveLists } from '../student/student.service.ts';
import { inLowercaseColumn } from '../../lib/text-match.ts';
import { NAME_SELECT } from '../../lib/person-name.ts';
import type { FileStore } from '../../lib/file-store.ts';

/** The source side of a transfer: the transferred record stays at the source campus, in its university. */
const SOURCE_SCOPE: ScopeFields<Prisma.StudentTransferWhereInput> = {
  campusField: 'sourceCampusId',
  universityField: 'student.universityId',
};
const CAMPUS_SCOPE: ScopeFields<Prisma.CampusWhereInput> = { campusField: 'id', universityField: 'universityId' };

const TRANSFER_INCLUDE = {
  student: {
    select: {
      ...NAME_SELECT,
      campus: { select: { campusName: true } },
      program: { select: { programName: true } },
    },
  },
} as const satisfies Prisma.StudentTransferInclude;
type TransferRow = Prisma.StudentTransferGetPayload<{ include: typeof TRANSFER_INCLUDE }>;

const adDay = (date: Date) => date.toISOString().slice(0, 10);
const asDate = (day: string) => new Date(`${day}T00:00:00.000Z`);

/**
 * The target side: transfers addressed to a campus of the caller's scope. The transfer
 * names its target campus by id only, so the campuses in scope are read through the scope
 * helper first.
 */
async function addressedToScope(context: ReadContext): Promise<Prisma.StudentTransferWhereInput> {
  const campuses = await context.prisma.campus.findMany({
    where: scopeWhere(context.scope, CAMPUS_SCOPE),
    select: { id: true },
  });
  return { targetCampusId: { in: campuses.map((campus) => campus.id) } };
}

/** A program the campus runs, or the 400 of a program it does not. */
async function programRunBy(db: Db, campusId: number, programId: number, field: string) {
  const program = await db.program.findFirst({
    where: { id: programId, campuses: { some: { campusId, isActive: true } } },
    select: { id: true, levelId: true, facultyId: true, programType: true },
  });
  if (!program) throw AppError.validation([{ field, message: A.programNotRunByCampus }]);
  return program;
}

/** The campus in HEMIS a transfer goes to, checked against the student's own. */
async function targetCampusOf(db: Db, body: StudentTransferBodyParsed, sourceCampusId: number) {
  if (!body.targetCampusId) return null;
  const campus = await db.campus.findUnique({ where: { id: body.targetCampusId }, select: { id: true } });
  if (!campus) throw AppError.validation([{ field: 'body.targetCampusId', message: A.targetCampusUnknown }]);
  if (campus.id === sourceCampusId) {
    throw AppError.validation([{ field: 'body.targetCampusId', message: A.targetCampusIsSource }]);
  }
  if (body.targetProgramId) await programRunBy(db, campus.id, body.targetProgramId, 'body.targetProgramId');
  return campus;
}

/** POST StudentTransfer: the student leaves the active lists; the transfer waits at a campus in HEMIS. */
export async function transferOut(
  context: WriteContext,
  fileStore: FileStore,
  body: StudentTransferBodyParsed,
): Promise<{ id: number; state: TransferState }> {
  const student = await activeStudentInScope(context, body.studentId, A.studentNotActive);
  const target = await targetCampusOf(context.prisma, body, student.campusId);
  const state: TransferState = target ? 'pending' : 'outside';
  const documents = body.transferDocument
    ? [{ file: body.transferDocument, folder: `students/${student.id}/transfers`, label: 'transferDocument' }]
    : [];

  return withSavedPrivateFiles(fileStore, documents, ([document]) =>
    inTransaction(context.prisma, async (db) => {
      await leaveActiveLists(db, student.id, 'transferredOut', A.studentNotActive);
      const transfer = await db.studentTransfer.create({
        data: {
          studentId: student.id,
          sourceCampusId: student.campusId,
          targetCampusId: target?.id ?? null,
          targetCampusName: target ? null : (body.campusName ?? null),
          targetProgramId: target ? (body.targetProgramId ?? null) : null,
          transferReason: body.transferReason,
          transferDate: asDate(body.transferDate.ad),
          maintainFees: body.maintainFees ?? false,
          clearDues: body.clearDues ?? false,
          remarks: body.remarks ?? null,
          documentKey: document?.storageKey ?? null,
          documentName: document?.fileName ?? null,
          state,
          createdById: context.actor.userId,
        },
      });
      await auditWrite(db, context, 'create', 'StudentTransfer', transfer.id, {
        studentId: student.id,
        sourceCampusId: transfer.sourceCampusId,
        targetCampusId: transfer.targetCampusId,
        targetCampusName: transfer.targetCampusName,
        targetProgramId: transfer.targetProgramId,
        transferDate: body.transferDate.ad,
        state,
        hasDocument: document !== undefined,
      });
      await auditWrite(db, context, 'update', 'Student', student.id, {
        status: { from: 'active', to: 'transferredOut' },
      });
      return { id: transfer.id, state };
    }),
  );
}

async function toTransfers(db: Db, rows: TransferRow[]): Promise<StudentTransfer[]> {
  const campusIds = [...new Set(rows.flatMap((row) => (row.targetCampusId ? [row.targetCampusId] : [])))];
  const programIds = [...new Set(rows.flatMap((row) => (row.targetProgramId ? [row.targetProgramId] : [])))];
  const [campuses, programs] = await Promise.all([
    db.campus.findMany({ where: { id: { in: campusIds } }, select: { id: true, campusName: true } }),
    db.program.findMany({ where: { id: { in: programIds } }, select: { id: true, programName: true } }),
  ]);
  const campusName = new Map(campuses.map((campus) => [campus.id, campus.campusName]));
  const programName = new Map(programs.map((program) => [program.id, program.programName]));
  return rows.map((row) => ({
    id: row.id,
    studentId: row.studentId,
    studentName: fullNameOf(row.student),
    sourceCampusId: row.sourceCampusId,
    sourceCampusName: row.student.campus.campusName,
    targetCampusId: row.targetCampusId,
    targetCampusName: row.targetCampusId ? (campusName.get(row.targetCampusId) ?? null) : row.targetCampusName,
    programName: row.student.program.programName,
    targetProgramId: row.targetProgramId,
    targetProgramName: row.targetProgramId ? (programName.get(row.targetProgramId) ?? null) : null,
    transferDate: adDay(row.transferDate),
    transferReason: row.transferReason,
    maintainFees: row.maintainFees,
    clearDues: row.clearDues,
    remarks: row.remarks,
    state: row.state,
    hasDocument: row.documentKey !== null,
    arrivedStudentId: row.arrivedStudentId,
  }));
}

async function transferPage(
  context: ReadContext,
  query: StudentTransferListQueryParsed,
  inScope: Prisma.StudentTransferWhereInput,
): Promise<Page<StudentTransfer>> {
  const request = pageRequest(query) ?? { page: 1, pageSize: DEFAULT_PAGE_SIZE, skip: 0, take: DEFAULT_PAGE_SIZE };
  const where: Prisma.StudentTransferWhereInput = query.name
    ? { AND: [inScope, { student: { searchName: inLowercaseColumn(query.name) } }] }
    : inScope;
  const [rows, total] = await Promise.all([
    context.prisma.studentTransfer.findMany({
      where,
      include: TRANSFER_INCLUDE,
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      skip: request.skip,
      take: request.take,
    }),
    context.prisma.studentTransfer.count({ where }),
  ]);
  return toPage(await toTransfers(context.prisma, rows), total, request);
}

/** GET StudentTransfer/Incoming: the pending transfers into the caller's campus (or campuses in scope). */
export async function listIncomingTransfers(context: ReadContext, query: StudentTransferListQueryParsed) {
  return transferPage(context, query, { AND: [await addressedToScope(context), { state: 'pending' }] });
}

/** GET StudentTransfer/Outgoing: every transfer out of the caller's campus (or campuses in scope). */
export function listOutgoingTransfers(context: ReadContext, query: StudentTransferListQueryParsed) {
  return transferPage(context, query, scopeWhere(context.scope, SOURCE_SCOPE));
}

/**
 * GET StudentTransfer/TargetCampuses: the active campuses in HEMIS a student of the caller can
 * be transferred to, by name. Campus names are public (the login page reads them); a campus
 * user's own list of campuses holds only their own campus, so the transfer dialog needs this one.
 */
export async function listTransferTargetCampuses(context: ReadContext): Promise<TransferTargetCampus[]> {
  const ownCampusId = context.scope.kind === 'campus' ? context.scope.campusId : undefined;
  const campuses = await context.prisma.campus.findMany({
    where: { status: true, ...(ownCampusId ? { id: { not: ownCampusId } } : {}) },
    select: { id: true, campusName: true, universityId: true, university: { select: { name: true } } },
    orderBy: { campusName: 'asc' },
  });
  return campuses.map((campus) => ({
    id: campus.id,
    campusName: campus.campusName,
    universityId: campus.universityId,
    universityName: campus.university.name,
  }));
}

/** Columns of a student record that stay with the campus: they are not carried to the next one. */
const ARRIVAL_OMITTED = [
  'id',
  'campusId',
  'universityId',
  'userId',
  'status',
  'levelId',
  'facultyId',
  'programId',
  'majorSubjectId',
  'semester',
  'year',
  'sectionId',
  'rollNoManual',
  'universityRegdNo',
  'symbolNo',
  'isVerified',
  'verifiedAt',
  'verifiedById',
  'isTransferredIn',
  'transferredFrom',
  'transferredDate',
  'transferredDateAd',
  'validDateNep',
  'validDate',
  'createdById',
  'createdAt',
  'updatedAt',
] as const;

type SourceStudent = Prisma.StudentGetPayload<{ include: { addresses: true; guardians: true } }>;

function carriedFields(student: SourceStudent) {
  const { addresses: _addresses, guardians: _guardians, ...record } = student;
  const carried: Record<string, unknown> = { ...record };
  for (const column of ARRIVAL_OMITTED) delete carried[column];
  return carried as Omit<SourceStudent, (typeof ARRIVAL_OMITTED)[number] | 'addresses' | 'guardians'>;
}

/**
 * POST StudentTransfer/{id}/Accept: the target campus takes the student in. The program is
 * the transfer's target program, or the student's own, and the campus must run it.
 */
export async function acceptTransfer(context: WriteContext, id: number): Promise<{ id: number }> {
  const transfer = foundOrNotFound(
    await context.prisma.studentTransfer.findFirst({
      where: { AND: [{ id }, await addressedToScope(context)] },
      include: {
        student: { include: { addresses: true, guardians: true } },
      },
    }),
    'Transfer',
  );
  if (transfer.state !== 'pending') throw AppError.conflict(A.transferAlreadyAccepted);
  const targetCampusId = transfer.targetCampusId!;
  const [targetCampus, sourceCampus] = await Promise.all([
    context.prisma.campus.findUniqueOrThrow({ where: { id: targetCampusId }, select: { universityId: true } }),
    context.prisma.campus.findUniqueOrThrow({ where: { id: transfer.sourceCampusId }, select: { campusName: true } }),
  ]);
  const source = transfer.student;
  const program = await programRunBy(
    context.prisma,
    targetCampusId,
    transfer.targetProgramId ?? source.programId,
    'targetProgramId',
  );

  return inTransaction(context.prisma, async (db) => {
    // Whoever accepts first wins; a second accept finds the transfer no longer pending.
    const claimed = await db.studentTransfer.updateMany({
      where: { id, state: 'pending' },
      data: { state: 'accepted', acceptedAt: context.clock.now() },
    });
    if (claimed.count === 0) throw AppError.conflict(A.transferAlreadyAccepted);
    const arrived = await db.student.create({
      data: {
        ...carriedFields(source),
        campusId: targetCampusId,
        universityId: targetCampus.universityId,
        status: 'active',
        programId: program.id,
        levelId: program.levelId,
        facultyId: program.facultyId,
        semester: program.programType === 'semester' ? source.semester : null,
        year: program.programType === 'annual' ? source.year : null,
        isVerified: false,
        isTransferredIn: true,
        transferredFrom: sourceCampus.campusName,
        transferredDate: adDay(transfer.transferDate),
        transferredDateAd: transfer.transferDate,
        createdById: context.actor.userId,
      },
    });
    await db.studentAddress.createMany({
      data: source.addresses.map(({ id: _id, studentId: _studentId, ...address }) => ({
        ...address,
        studentId: arrived.id,
      })),
    });
    await db.studentGuardian.createMany({
      data: source.guardians.map(({ id: _id, studentId: _studentId, ...guardian }) => ({
        ...guardian,
        studentId: arrived.id,
      })),
    });
    await db.studentTransfer.update({ where: { id }, data: { arrivedStudentId: arrived.id } });
    // Audited as a registration is, personal values marked, with the transfer it came by.
    const record = await db.student.findUniqueOrThrow({ where: { id: arrived.id }, include: STUDENT_RECORD_INCLUDE });
    await auditWrite(db, context, 'create', STUDENT_ENTITY, arrived.id, {
      ...studentCreatedChanges(record),
      transferId: id,
      transferredFromStudentId: source.id,
    });
    await auditWrite(db, context, 'update', 'StudentTransfer', id, {
      state: { from: 'pending', to: 'accepted' },
      arrivedStudentId: arrived.id,
    });
    return { id: arrived.id };
  });
}

const CONTENT_TYPES: Record<string, string> = {
  '.pdf': 'application/pdf',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
};

/** GET StudentTransfer/{id}/document: for the source and the target campus only. */
export async function sendTransferDocument(
  context: ReadContext,
  fileStore: FileStore,
  id: number,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const transfer = foundOrNotFound(
    await context.prisma.studentTransfer.findFirst({
      where: { id, OR: [scopeWhere(context.scope, SOURCE_SCOPE), await addressedToScope(context)] },
      select: { documentKey: true, documentName: true },
    }),
    'Transfer',
  );
  if (!transfer.documentKey) throw AppError.notFound('Document');
  // The stored name's extension was chosen from the file's checked content.
  const contentType = CONTENT_TYPES[path.extname(transfer.documentKey)] ?? 'application/octet-stream';
  return sendPrivateFile(reply, fileStore, {
    storageKey: transfer.documentKey,
    fileName: transfer.documentName ?? 'transferDocument',
    contentType,
    size: 0,
  });
}
