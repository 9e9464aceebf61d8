/**
 * Character certificates (api-contract 5.9 and 8.5). A graduate's certificate is printed by
 * the PDF layer (character-certificate-pdf.ts), signed by hand, and its signed copy uploaded
 * (GraduationCC/GenerateGraduationCharacterCertificate); one certificate per graduation, a new
 * upload replacing the copy kept. Enrolled graduates are named by their student id, old ones by
 * their graduation.
 */
import {
  CHARACTER_CERTIFICATE_MESSAGES as M,
  type CharacterCertificateFormParsed,
  type CharacterCertificateQueryParsed,
} from '@hemis/contracts';
import type { FastifyReply } from 'fastify';
import type { Db, Prisma } from '../../db/prisma.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ReadContext, WriteContext } from '../../lib/context.ts';
import { CAMPUS_AND_UNIVERSITY_SCOPE } from '../../lib/ownership.ts';
import { removePrivateFiles, sendPrivateFile, withSavedPrivateFiles } from '../../lib/private-files.ts';
import { auditWrite, inTransaction } from '../../lib/records.ts';
import { foundOrNotFound, scopeWhere } from '../../lib/scope.ts';
import type { FileStore } from '../../lib/file-store.ts';

const ENTITY = 'CharacterCertificate';

const INCLUDE = {
  graduation: { select: { applicantNameEng: true, programId: true } },
} as const satisfies Prisma.CharacterCertificateInclude;
type Row = Prisma.CharacterCertificateGetPayload<{ include: typeof INCLUDE }>;

async function answer(db: Db, rows: Row[]) {
  const programs = await db.program.findMany({
    where: { id: { in: [...new Set(rows.map((row) => row.graduation.programId))] } },
    select: { id: true, programName: true },
  });
  const programName = new Map(programs.map((program) => [program.id, program.programName]));
  return rows.map((row) => toCertificate(row, programName.get(row.graduation.programId) ?? ''));
}

function toCertificate(row: Row, programName: string) {
  return {
    id: row.id,
    graduationApplicationId: row.graduationId,
    studentId: row.studentId,
    campusId: row.campusId,
    applicantNameEng: row.graduation.applicantNameEng,
    programName,
    dateOfCCGenerated: row.dateOfCCGenerated.toISOString().slice(0, 10),
    status: row.status,
    hasUploaded: row.hasUploaded,
    uploadedCCFile: row.storageKey ? `/api/GraduationCC/${row.id}/file` : null,
  };
}

/** A graduation of the caller's scope that has graduated: by its id, or the enrolled student's newest. */
export async function graduateInScope(
  db: Db,
  context: ReadContext,
  named: { graduationApplicationId?: number | undefined; studentId?: number | undefined },
) {
  const graduation = foundOrNotFound(
    await db.graduationApplication.findFirst({
      where: scopeWhere<Prisma.GraduationApplicationWhereInput>(
        context.scope,
        CAMPUS_AND_UNIVERSITY_SCOPE,
        named.graduationApplicationId ? { id: named.graduationApplicationId } : { studentId: named.studentId ?? -1 },
      ),
      orderBy: { id: 'desc' },
      select: { id: true, status: true, campusId: true, universityId: true, studentId: true },
    }),
    'Graduation',
  );
  if (graduation.status !== 'graduated') throw AppError.conflict(M.notGraduated);
  return graduation;
}

/**
 * Records that a graduate's certificate was generated on a day (printing it does this), keeping
 * an uploaded copy as it is.
 */
export async function recordCertificateGenerated(
  db: Db,
  context: WriteContext,
  graduation: { id: number; campusId: number; universityId: number; studentId: number | null },
  day: string,
) {
  const existing = await db.characterCertificate.findUnique({ where: { graduationId: graduation.id } });
  if (existing) return existing;
  const created = await db.characterCertificate.create({
    data: {
      graduationId: graduation.id,
      campusId: graduation.campusId,
      universityId: graduation.universityId,
      studentId: graduation.studentId,
      dateOfCCGenerated: new Date(`${day}T00:00:00Z`),
      createdById: context.actor.userId,
    },
  });
  await auditWrite(db, context, 'create', ENTITY, created.id, { graduationId: graduation.id, dateOfCCGenerated: day });
  return created;
}

/** GraduationCC/GenerateGraduationCharacterCertificate: the signed copy; 201 with the certificate's id. */
export async function uploadSignedCertificate(
  context: WriteContext,
  fileStore: FileStore,
  body: CharacterCertificateFormParsed,
) {
  const graduation = await graduateInScope(context.prisma, context, body);
  const before = await context.prisma.characterCertificate.findUnique({ where: { graduationId: graduation.id } });
  const saved = await withSavedPrivateFiles(
    fileStore,
    [
      {
        file: body.uploadedCCFile!,
        folder: `graduations/certificates/${graduation.campusId}`,
        label: 'character-certificate',
      },
    ],
    ([stored]) =>
      inTransaction(context.prisma, async (db) => {
        const file = {
          storageKey: stored!.storageKey,
          fileName: stored!.fileName,
          contentType: stored!.contentType,
          size: stored!.size,
          hasUploaded: true,
          status: body.status ?? true,
          dateOfCCGenerated: new Date(`${body.dateOfCCGenerated.ad}T00:00:00Z`),
        };
        const row = await db.characterCertificate.upsert({
          where: { graduationId: graduation.id },
          create: {
            ...file,
            graduationId: graduation.id,
            campusId: graduation.campusId,
            universityId: graduation.universityId,
            studentId: graduation.studentId,
            createdById: context.actor.userId,
          },
          update: file,
        });
        await auditWrite(db, context, before ? 'update' : 'create', ENTITY, row.id, {
          graduationId: graduation.id,
          dateOfCCGenerated: body.dateOfCCGenerated.ad,
          uploadedCCFile: before?.storageKey ? 'replaced' : 'uploaded',
        });
        return row;
      }),
  );
  if (before?.storageKey) await removePrivateFiles(fileStore, [before.storageKey]);
  return { id: saved.id };
}

function certificatesWhere(context: ReadContext, where: Prisma.CharacterCertificateWhereInput) {
  return scopeWhere<Prisma.CharacterCertificateWhereInput>(context.scope, CAMPUS_AND_UNIVERSITY_SCOPE, where);
}

/** GET GraduationCC: the certificates in scope, newest first (?studentId= for one student's). */
export async function listCertificates(context: ReadContext, query: CharacterCertificateQueryParsed) {
  const rows = await context.prisma.characterCertificate.findMany({
    where: certificatesWhere(context, query.studentId ? { studentId: query.studentId } : {}),
    include: INCLUDE,
    orderBy: { id: 'desc' },
  });
  return answer(context.prisma, rows);
}

async function findCertificate(context: ReadContext, where: Prisma.CharacterCertificateWhereInput) {
  return foundOrNotFound(
    await context.prisma.characterCertificate.findFirst({ where: certificatesWhere(context, where), include: INCLUDE }),
    'Character certificate',
  );
}

async function oneCertificate(context: ReadContext, where: Prisma.CharacterCertificateWhereInput) {
  const [certificate] = await answer(context.prisma, [await findCertificate(context, where)]);
  return certificate!;
}

export const getCertificate = (context: ReadContext, id: number) => oneCertificate(context, { id });

export const certificateOfGraduation = (context: ReadContext, graduationId: number) =>
  oneCertificate(context, { graduationId });

/** GET GraduationCC/{id}/file: the signed copy, within scope. */
export async function sendSignedCertificate(
  context: ReadContext,
  reply: FastifyReply,
  fileStore: FileStore,
  id: number,
) {
  const row = await findCertificate(context, { id });
  if (!row.storageKey || !row.fileName || !row.contentType) throw AppError.notFound('File');
  return sendPrivateFile(reply, fileStore, {
    storageKey: row.storageKey,
    fileName: row.fileName,
    contentType: row.contentType,
    size: row.size ?? 0,
  });
}
