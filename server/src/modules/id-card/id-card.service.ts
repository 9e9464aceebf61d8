/**
 * Student identity cards (api-contract 5.14, 5.5 and 8.1). A campus issues cards in a batch
 * (IdCardInfo/bulk-by-students) or one at a time (Student/{id}/update-validity); each card is a
 * verifiable document, and issuing a student's card again revokes the earlier one. Cards print
 * through the PDF layer, one a page or many on A4 sheets with cut marks, streamed as drawn.
 */
import {
  CARD_DESIGN_ORIENTATION,
  DOCUMENT_MESSAGES as M,
  type CardDesign,
  type IdCardBatchBodyParsed,
  type IdCardStudentsQueryParsed,
  type UpdateValidityBodyParsed,
} from '@hemis/contracts';
import type { FastifyReply } from 'fastify';
import type { Db, Prisma } from '../../db/prisma.ts';
import { AppError } from '../../lib/app-error.ts';
import { todayInNepalBs } from '../../lib/clock.ts';
import type { ReadContext, WriteContext } from '../../lib/context.ts';
import { CAMPUS_RECORD_SCOPE, campusOwner } from '../../lib/ownership.ts';
import { createPdf, mm, sendPdf, untilRead } from '../../lib/pdf/document.ts';
import { campusLogo } from '../../lib/pdf/images.ts';
import { readPrivateFile } from '../../lib/private-files.ts';
import { inTransaction } from '../../lib/records.ts';
import { foundOrNotFound, scopeWhere } from '../../lib/scope.ts';
import { signaturesForDocument } from '../signature/signature-images.ts';
import { issueDocuments } from '../verification/verification.service.ts';
import { cutMarks, drawCard, sheetSlots, type CardFace } from './id-card-pdf.ts';
import { inLowercaseColumn } from '../../lib/text-match.ts';
import { NAME_SELECT } from '../../lib/person-name.ts';
import { fullNameOf } from '../student/student-record.ts';
import { STUDENT_SCOPE } from '../student/student-query.ts';
import { studentInScope } from '../student/student.service.ts';
import type { FileStore } from '../../lib/file-store.ts';

const dateOf = (day: string) => new Date(`${day}T00:00:00Z`);
const photoUrl = (studentId: number, hasPhoto: boolean) =>
  hasPhoto ? `/api/Student/${studentId}/file/ppSizePhoto` : null;

const CARD_STUDENT = {
  id: true,
  campusId: true,
  ...NAME_SELECT,
  email: true,
  phoneNumber: true,
  doBBS: true,
  semester: true,
  year: true,
  level: { select: { levelName: true } },
  program: { select: { programName: true, shortName: true } },
  admissionYear: { select: { batchNepali: true } },
  addresses: {
    where: { kind: 'permanent' },
    select: { wardNo: true, district: { select: { name: true } }, localLevel: { select: { name: true } } },
  },
  files: { where: { kind: 'ppSizePhoto' }, select: { storageKey: true, contentType: true } },
} as const satisfies Prisma.StudentSelect;
type CardStudent = Prisma.StudentGetPayload<{ select: typeof CARD_STUDENT }>;

/**
 * Issues students' cards: the verifiable documents, the card rows and the records' validity,
 * revoking earlier cards, in a few statements for the whole batch.
 */
async function issueCards(
  db: Db,
  context: WriteContext,
  students: readonly CardStudent[],
  campusName: string,
  dates: { issueDateNep: string; validityDateNep: string; validityDate: string },
  batchId: number | null,
) {
  const validDate = dateOf(dates.validityDate);
  const documents = await issueDocuments(
    db,
    context.clock,
    'student-id-card',
    'student',
    students.map((student) => ({
      kind: 'student-id-card',
      subjectType: 'student',
      subjectId: student.id,
      campusId: student.campusId,
      holderName: fullNameOf(student),
      campusName,
      programName: student.program.programName,
      issueDateBs: dates.issueDateNep,
      validUntil: validDate,
      validUntilBs: dates.validityDateNep,
      issuedById: context.actor.userId,
    })),
  );
  await db.idCard.createMany({
    data: students.map((student, index) => ({
      batchId,
      studentId: student.id,
      campusId: student.campusId,
      issueDateNep: dates.issueDateNep,
      validityDateNep: dates.validityDateNep,
      validityDate: validDate,
      documentId: documents[index]!.id,
    })),
  });
  await db.student.updateMany({
    where: { id: { in: students.map((student) => student.id) } },
    data: { validDateNep: dates.validityDateNep, validDate },
  });
}

/** IdCardInfo/bulk-by-students: one batch for students of one program of the caller's campus. */
export async function issueBatch(context: WriteContext, body: IdCardBatchBodyParsed) {
  const owner = await campusOwner(context.prisma, context.scope);
  const runs = await context.prisma.campusProgram.findUnique({
    where: { campusId_programId: { campusId: owner.campusId, programId: body.programMgmtId } },
  });
  const own = await context.prisma.program.findFirst({
    where: { id: body.programMgmtId, campusId: owner.campusId },
    select: { id: true },
  });
  if (!runs && !own) throw AppError.validation([{ field: 'body.programMgmtId', message: M.programNotOfCampus }]);
  if (body.validityDateNep <= body.issueDateNep) {
    throw AppError.validation([{ field: 'body.validityDateNep', message: M.validityBeforeIssue }]);
  }
  const ids = [...new Set(body.studentIds)];
  const students = await context.prisma.student.findMany({
    where: { id: { in: ids }, campusId: owner.campusId, programId: body.programMgmtId, status: 'active' },
    select: CARD_STUDENT,
    // The batch's cards are made, and listed, in this order: without one PostgreSQL may answer any.
    orderBy: { id: 'asc' },
  });
  if (students.length !== ids.length)
    throw AppError.validation([{ field: 'body.studentIds', message: M.studentsNotOfProgram }]);
  const campus = await context.prisma.campus.findUniqueOrThrow({
    where: { id: owner.campusId },
    select: { campusName: true },
  });
  const dates = {
    issueDateNep: body.issueDateNep,
    validityDateNep: body.validityDateNep,
    validityDate: body.validityDateEng,
  };
  return inTransaction(context.prisma, async (db) => {
    const batch = await db.idCardBatch.create({
      data: {
        campusId: owner.campusId,
        programId: body.programMgmtId,
        generationType: body.generationType || 'Bulk',
        issueDateNep: body.issueDateNep,
        validityDateNep: body.validityDateNep,
        validityDate: dateOf(body.validityDateEng),
        createdById: context.actor.userId,
      },
    });
    await issueCards(db, context, students, campus.campusName, dates, batch.id);
    return { batchNo: batch.id, count: students.length };
  });
}

/** Student/{id}/update-validity: one student's card, issued today. */
export async function updateValidity(context: WriteContext, studentId: number, body: UpdateValidityBodyParsed) {
  const student = foundOrNotFound(
    await context.prisma.student.findFirst({
      where: studentInScope(context, studentId),
      select: { ...CARD_STUDENT, campus: { select: { campusName: true } } },
    }),
    'Student',
  );
  const issueDateNep = todayInNepalBs(context.clock);
  await inTransaction(context.prisma, (db) =>
    issueCards(
      db,
      context,
      [student],
      student.campus.campusName,
      { issueDateNep, validityDateNep: body.validDateNep, validityDate: body.validDate },
      null,
    ),
  );
  return { message: 'Validity updated', validDateNep: body.validDateNep, validDate: body.validDate };
}

export async function listBatches(context: ReadContext) {
  const batches = await context.prisma.idCardBatch.findMany({
    where: scopeWhere<Prisma.IdCardBatchWhereInput>(context.scope, CAMPUS_RECORD_SCOPE),
    orderBy: { id: 'desc' },
    include: { _count: { select: { cards: true } } },
    take: 500,
  });
  const programs = new Map(
    (
      await context.prisma.program.findMany({
        where: { id: { in: [...new Set(batches.map((batch) => batch.programId))] } },
        select: { id: true, programName: true, level: { select: { levelName: true } } },
      })
    ).map((program) => [program.id, program]),
  );
  const firstCards = await context.prisma.idCard.findMany({
    where: { batchId: { in: batches.map((batch) => batch.id) } },
    distinct: ['batchId'],
    select: { batchId: true, studentId: true },
  });
  const admission = new Map(
    (
      await context.prisma.student.findMany({
        where: { id: { in: firstCards.map((card) => card.studentId) } },
        select: { id: true, admissionYear: { select: { batchNepali: true } } },
      })
    ).map((student) => [student.id, student.admissionYear.batchNepali]),
  );
  const batchName = new Map(firstCards.map((card) => [card.batchId, admission.get(card.studentId) ?? null]));
  return batches.map((batch) => ({
    batchNo: batch.id,
    validityDateNep: batch.validityDateNep,
    issueDateNep: batch.issueDateNep,
    batchName: batchName.get(batch.id) ?? null,
    levelName: programs.get(batch.programId)?.level.levelName ?? '',
    programName: programs.get(batch.programId)?.programName ?? '',
    count: batch._count.cards,
  }));
}

async function findBatch(context: ReadContext, batchNo: number) {
  return foundOrNotFound(
    await context.prisma.idCardBatch.findFirst({
      where: scopeWhere<Prisma.IdCardBatchWhereInput>(context.scope, CAMPUS_RECORD_SCOPE, { id: batchNo }),
    }),
    'Batch',
  );
}

const CARD_WITH_STUDENT = { student: { select: CARD_STUDENT }, document: { select: { code: true } } } as const;
type CardRow = Prisma.IdCardGetPayload<{ include: typeof CARD_WITH_STUDENT }>;

export async function batchCards(context: ReadContext, batchNo: number) {
  await findBatch(context, batchNo);
  const cards = await context.prisma.idCard.findMany({
    where: { batchId: batchNo },
    include: CARD_WITH_STUDENT,
    orderBy: { id: 'asc' },
  });
  return {
    data: cards.map(({ student, ...card }) => ({
      id: card.id,
      studentId: student.id,
      studentFirstName: student.firstName,
      studentLastName: student.lastName,
      levelName: student.level.levelName,
      studentEmail: student.email,
      phoneNumber: student.phoneNumber,
      doBBS: student.doBBS,
      programName: student.program.programName,
      shortName: student.program.shortName,
      semester: student.semester,
      year: student.year,
      batchNepali: student.admissionYear.batchNepali,
      validityDateNep: card.validityDateNep,
      issueDateNep: card.issueDateNep,
      pLocalLevel: student.addresses[0]?.localLevel?.name ?? null,
      pWardNo: student.addresses[0]?.wardNo ?? null,
      pDistrict: student.addresses[0]?.district?.name ?? null,
      studentProfile: { ppSizePhoto: photoUrl(student.id, student.files.length > 0) },
    })),
  };
}

/** Student/GetIdCard: the students a campus may make cards for, with their card's validity. */
export async function studentsForCards(context: ReadContext, query: IdCardStudentsQueryParsed) {
  const where = scopeWhere<Prisma.StudentWhereInput>(context.scope, STUDENT_SCOPE, {
    status: 'active',
    isVerified: true,
    ...(query.batchId ? { admissionYearId: query.batchId } : {}),
    ...(query.programId ? { programId: query.programId } : {}),
    ...(query.search ? { searchName: inLowercaseColumn(query.search) } : {}),
  });
  const pageSize = query.pageSize ?? 50;
  const [rows, totalRecords] = await Promise.all([
    context.prisma.student.findMany({
      where,
      select: CARD_STUDENT,
      orderBy: [{ firstName: 'asc' }, { lastName: 'asc' }, { id: 'asc' }],
      skip: ((query.page ?? 1) - 1) * pageSize,
      take: pageSize,
    }),
    context.prisma.student.count({ where }),
  ]);
  const validity = new Map(
    (
      await context.prisma.student.findMany({
        where: { id: { in: rows.map((row) => row.id) } },
        select: { id: true, validDateNep: true },
      })
    ).map((row) => [row.id, row.validDateNep]),
  );
  return {
    students: rows.map((student) => ({
      id: student.id,
      fullName: fullNameOf(student),
      programName: student.program.programName,
      levelName: student.level.levelName,
      batchNepali: student.admissionYear.batchNepali,
      semester: student.semester,
      year: student.year,
      validDateNep: validity.get(student.id) ?? null,
      studentProfile: { ppSizePhoto: photoUrl(student.id, student.files.length > 0) },
    })),
    totalRecords,
  };
}

// ---- Printing ---------------------------------------------------------------------------------

interface PrintOptions {
  fileStore: FileStore;
  publicUrl: string;
}

/** What every card of a campus shares: its header, logo and the ID-card signatory. */
async function campusSide(db: Db, options: PrintOptions, campusId: number) {
  const campus = await db.campus.findUniqueOrThrow({
    where: { id: campusId },
    select: {
      campusName: true,
      logo: true,
      phoneNo: true,
      localLevel: { select: { name: true, district: { select: { name: true } } } },
      university: { select: { name: true } },
    },
  });
  const [logo, signatories] = await Promise.all([
    campusLogo(options.fileStore, campus.logo),
    signaturesForDocument(db, options.fileStore, campusId, 'idCard'),
  ]);
  return {
    campusName: campus.campusName,
    universityName: campus.university.name,
    address: [campus.localLevel?.name, campus.localLevel?.district.name].filter(Boolean).join(', ') || null,
    phone: campus.phoneNo,
    logo,
    signatory: signatories[0] ?? null,
  };
}

async function faceOf(
  card: CardRow,
  side: Awaited<ReturnType<typeof campusSide>>,
  options: PrintOptions,
): Promise<CardFace> {
  const { student } = card;
  const file = student.files[0];
  const bytes = file ? await readPrivateFile(options.fileStore, file.storageKey) : undefined;
  const period = student.semester ? `${student.semester} Semester` : student.year ? `${student.year} Year` : '';
  return {
    ...side,
    name: fullNameOf(student),
    levelName: student.level.levelName,
    program: [student.program.shortName, period].filter(Boolean).join(' - '),
    phoneNumber: student.phoneNumber,
    studentId: String(student.id),
    validUptoBs: card.validityDateNep,
    photo: bytes && file ? { bytes, contentType: file.contentType } : null,
    code: card.document.code,
    verifyUrl: `${options.publicUrl}/verify/${card.document.code}`,
  };
}

/** A student's current card (the newest), in scope, or 404. */
async function currentCard(db: Db, where: Prisma.StudentWhereInput): Promise<CardRow> {
  const student = foundOrNotFound(await db.student.findFirst({ where, select: { id: true } }), 'Student');
  const card = await db.idCard.findFirst({
    where: { studentId: student.id },
    include: CARD_WITH_STUDENT,
    orderBy: { id: 'desc' },
  });
  if (!card) throw new AppError('NOT_FOUND', M.noCardYet);
  return card;
}

async function printOne(db: Db, reply: FastifyReply, options: PrintOptions, card: CardRow, design: CardDesign) {
  const face = await faceOf(card, await campusSide(db, options, card.campusId), options);
  const doc = createPdf({
    layout: CARD_DESIGN_ORIENTATION[design] === 'landscape' ? 'id-card' : 'id-card-portrait',
    title: `Student Identity Card: ${face.name}`,
    margin: 0,
  });
  drawCard(doc, face, design);
  doc.end();
  return sendPdf(reply, doc, `id-card-${card.studentId}.pdf`);
}

export async function printStudentCard(
  context: ReadContext,
  reply: FastifyReply,
  options: PrintOptions,
  studentId: number,
  design: CardDesign,
) {
  const card = await currentCard(context.prisma, studentInScope(context, studentId));
  return printOne(context.prisma, reply, options, card, design);
}

export async function printOwnCard(
  context: ReadContext,
  reply: FastifyReply,
  options: PrintOptions,
  design: CardDesign,
) {
  const card = await currentCard(context.prisma, { userId: context.actor?.userId ?? -1 });
  return printOne(context.prisma, reply, options, card, design);
}

/** Cards read from the database at a time while a batch prints. */
const PRINT_CHUNK = 50;

/**
 * A batch on A4 sheets with cut marks. Cards are read a chunk at a time and drawn one by one;
 * drawing waits while the client has not read what was drawn, so a batch of any size holds
 * only a chunk of cards and a little of the PDF in memory. A client that goes away stops it.
 */
export async function printBatch(
  context: ReadContext,
  reply: FastifyReply,
  options: PrintOptions,
  batchNo: number,
  design: CardDesign,
) {
  const batch = await findBatch(context, batchNo);
  const side = await campusSide(context.prisma, options, batch.campusId);
  const doc = createPdf({ layout: 'A4', title: `Student Identity Cards, batch ${batchNo}`, margin: mm(5) });
  const slots = sheetSlots(design);
  const sent = sendPdf(reply, doc, `id-cards-batch-${batchNo}.pdf`, 'attachment');
  void (async () => {
    try {
      let index = 0;
      let after = 0;
      for (;;) {
        const cards = await context.prisma.idCard.findMany({
          where: { batchId: batchNo, id: { gt: after } },
          include: CARD_WITH_STUDENT,
          orderBy: { id: 'asc' },
          take: PRINT_CHUNK,
        });
        for (const card of cards) {
          if (index > 0 && index % slots.length === 0) {
            await untilRead(doc);
            if (doc.destroyed) return;
            doc.addPage();
          }
          const slot = slots[index % slots.length]!;
          cutMarks(doc, slot, design);
          doc.save().translate(slot.x, slot.y);
          drawCard(doc, await faceOf(card, side, options), design);
          doc.restore();
          index += 1;
        }
        if (cards.length < PRINT_CHUNK) break;
        after = cards.at(-1)!.id;
      }
    } catch (error) {
      reply.log.error({ err: error, batchNo }, 'printing an identity card batch failed');
      doc.destroy(error instanceof Error ? error : new Error(String(error)));
      return;
    }
    doc.end();
  })();
  return sent;
}
