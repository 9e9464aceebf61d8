/**
 * The printed results of issue #26: report cards (one student at one exam, every exam of one
 * student, every appeared student of an exam as one PDF, the student's own published card) and
 * the marks ledger of an exam (subjects as columns, landscape) as PDF and XLSX.
 */
import type { FastifyReply } from 'fastify';
import type { ReadContext, WriteContext } from '../../lib/context.ts';
import { sendDownload } from '../../lib/file-transfer.ts';
import { createPdf, institutionHeader, mm, sendPdf, table, verificationFooter, write } from '../../lib/pdf/document.ts';
import { XLSX_CONTENT_TYPE, writeXlsx } from '../../lib/spreadsheet.ts';
import { issueDocument } from '../verification/verification.service.ts';
import { bandsOf } from './grading.service.ts';
import {
  allCardsOfStudent,
  cardsFor,
  examInScope,
  getReportCard,
  ownReportCard,
  studentPage,
  type ComputedCard,
  type Exam,
} from './exam-result.service.ts';
import { PRINT_CHUNK, cardSide, streamReportCards, type PrintOptions } from './report-card-pdf.ts';

const one = (exam: Exam, card: ComputedCard) =>
  async function* () {
    yield [{ exam, card }];
  };

/** One student's report card at an exam of the caller's scope. */
export async function printReportCard(
  context: WriteContext,
  reply: FastifyReply,
  options: PrintOptions,
  studentId: number,
  examId: number,
) {
  const exam = await examInScope(context, examId);
  const card = await getReportCard(context, studentId, examId);
  const side = await cardSide(context.prisma, context.clock, options, exam.campusId);
  return streamReportCards(
    context,
    reply,
    options,
    {
      title: `Provisional Statement of Marks: ${card.card.studentName}`,
      fileName: `report-card-${examId}-${studentId}.pdf`,
      side,
    },
    one(exam, card),
  );
}

/** The signed-in student's own card of a published exam. */
export async function printOwnReportCard(
  context: WriteContext,
  reply: FastifyReply,
  options: PrintOptions,
  examId: number,
) {
  const { exam, card } = await ownReportCard(context, examId);
  const side = await cardSide(context.prisma, context.clock, options, exam.campusId);
  return streamReportCards(
    context,
    reply,
    options,
    { title: `Provisional Statement of Marks: ${card.card.studentName}`, fileName: `report-card-${examId}.pdf`, side },
    one(exam, card),
  );
}

/** Every exam of one student of the caller's scope, a card a page, newest exam first. */
export async function printStudentReportCards(
  context: WriteContext,
  reply: FastifyReply,
  options: PrintOptions,
  studentId: number,
) {
  const { student, exams, cards } = await allCardsOfStudent(context, studentId);
  const side = await cardSide(context.prisma, context.clock, options, student.campusId);
  const examById = new Map(exams.map((exam) => [exam.id, exam]));
  const entries = cards.map((card) => ({ exam: examById.get(card.card.examScheduleId)!, card }));
  return streamReportCards(
    context,
    reply,
    options,
    { title: `Statements of Marks of student ${studentId}`, fileName: `report-cards-student-${studentId}.pdf`, side },
    async function* () {
      for (let at = 0; at < entries.length; at += PRINT_CHUNK) yield entries.slice(at, at + PRINT_CHUNK);
    },
  );
}

/** Every appeared student of an exam, by roll number, one card a page, read and drawn a chunk at a time. */
export async function printExamReportCards(
  context: WriteContext,
  reply: FastifyReply,
  options: PrintOptions,
  examId: number,
) {
  const exam = await examInScope(context, examId);
  const { bands } = await bandsOf(context.prisma, exam.universityId);
  const side = await cardSide(context.prisma, context.clock, options, exam.campusId);
  return streamReportCards(
    context,
    reply,
    options,
    { title: `Provisional Statements of Marks: ${exam.examName}`, fileName: `report-cards-exam-${examId}.pdf`, side },
    async function* () {
      for (let skip = 0; ; skip += PRINT_CHUNK) {
        const { ids } = await studentPage(context, exam, { skip, take: PRINT_CHUNK, appearedOnly: true });
        const cards = await cardsFor(context.prisma, exam, ids, bands);
        if (cards.length > 0) yield cards.map((card) => ({ exam, card }));
        if (ids.length < PRINT_CHUNK) return;
      }
    },
  );
}

// ---------------------------------------------------------------------------
// The marks ledger
// ---------------------------------------------------------------------------

/** Students read at a time for the ledger. */
const LEDGER_CHUNK = 200;

interface Ledger {
  exam: Exam;
  subjects: { id: number; code: string; name: string }[];
  cards: ComputedCard[];
}

/** The exam's papers (the ledger's columns, by date) and every student's card, by roll number. */
async function ledgerOf(context: ReadContext, examId: number): Promise<Ledger> {
  const exam = await examInScope(context, examId);
  const { bands } = await bandsOf(context.prisma, exam.universityId);
  const routines = await context.prisma.examRoutine.findMany({
    where: { examScheduleId: exam.id },
    select: { id: true, subject: { select: { code: true, subjectName: true } } },
    orderBy: [{ examDate: 'asc' }, { examTime: 'asc' }, { id: 'asc' }],
  });
  const cards: ComputedCard[] = [];
  for (let skip = 0; ; skip += LEDGER_CHUNK) {
    const { ids } = await studentPage(context, exam, { skip, take: LEDGER_CHUNK });
    cards.push(...(await cardsFor(context.prisma, exam, ids, bands)));
    if (ids.length < LEDGER_CHUNK) break;
  }
  return {
    exam,
    subjects: routines.map((routine) => ({
      id: routine.id,
      code: routine.subject.code,
      name: routine.subject.subjectName,
    })),
    cards,
  };
}

/** A subject's cell: the marks obtained, AB for an absent student, * for a subject not passed, blank for no paper. */
function subjectCell(card: ComputedCard, routineId: number): string | number {
  const subject = card.card.subjectResults.find((result) => result.subjectExamScheduleId === routineId);
  if (!subject) return '';
  if (subject.remarks === 'ABSENT') return 'AB';
  return subject.remarks === 'FAIL' ? `${subject.totalMarks}*` : subject.totalMarks;
}

function ledgerTable(ledger: Ledger) {
  const header = [
    'S.N.',
    'Roll No.',
    'Student Name',
    ...ledger.subjects.map((subject) => `${subject.name} (${subject.code})`),
    'Total',
    'Percentage',
    'Grade',
    'Result',
  ];
  const rows = ledger.cards.map((card, index) => [
    index + 1,
    card.card.rollNoManual ?? '',
    card.card.studentName,
    ...ledger.subjects.map((subject) => subjectCell(card, subject.id)),
    card.outcome.totalObtained.toNumber(),
    card.outcome.percentage.toNumber(),
    card.card.grade,
    card.card.division ? `${card.card.overallStatus} (${card.card.division})` : card.card.overallStatus,
  ]);
  return { header, rows };
}

const ledgerTitle = (exam: Exam) => `Marks Ledger: ${exam.examName}`;

/** MarksLedger/{id}/xlsx: the ledger as a workbook, marks as number cells. */
export async function sendLedgerXlsx(context: ReadContext, reply: FastifyReply, examId: number) {
  const ledger = await ledgerOf(context, examId);
  const { header, rows } = ledgerTable(ledger);
  const bytes = await writeXlsx([{ name: 'Marks ledger', header, rows }]);
  return sendDownload(reply, { type: XLSX_CONTENT_TYPE, name: `marks-ledger-${examId}.xlsx`, bytes });
}

/** MarksLedger/{id}/pdf: the ledger on landscape pages, with the campus's header and a verification code. */
export async function sendLedgerPdf(context: WriteContext, reply: FastifyReply, options: PrintOptions, examId: number) {
  const ledger = await ledgerOf(context, examId);
  const { exam } = ledger;
  const side = await cardSide(context.prisma, context.clock, options, exam.campusId);
  const document = await issueDocument(context.prisma, context.clock, {
    kind: 'marks-ledger',
    subjectType: 'report',
    subjectId: exam.id,
    campusId: exam.campusId,
    holderName: ledgerTitle(exam),
    campusName: side.institution.campusName,
    programName: exam.program.programName,
    issueDateBs: side.todayBs,
    issuedById: context.actor.userId,
  });
  const mark = { code: document.code, url: `${options.publicUrl}/verify/${document.code}` };
  const doc = createPdf({ layout: 'A4-landscape', title: ledgerTitle(exam) });
  doc.on('pageAdded', () => {
    verificationFooter(doc, mark);
    doc.x = doc.page.margins.left;
    doc.y = doc.page.margins.top;
  });
  verificationFooter(doc, mark);
  institutionHeader(doc, side.institution);
  const { left, right } = doc.page.margins;
  const width = doc.page.width - left - right;
  write(doc, "STUDENT'S MARKS SHEET", { bold: true, size: 13, x: left, width, align: 'center' });
  write(doc, `${exam.examName} (Fiscal Year ${exam.fiscalYear.yearNepali})`, { size: 10, width, align: 'center' });
  write(
    doc,
    `${exam.program.programName}, batch ${exam.batch.batchNepali}. Marks obtained per subject; AB absent, * not passed. ${
      exam.resultsPublishedAt ? 'Published results.' : 'DRAFT: the results are not published.'
    } Printed on ${side.todayBs} B.S. (${side.today}).`,
    { size: 8.5, x: left, y: doc.y + mm(1), width },
  );
  doc.y += mm(2);
  const { header, rows } = ledgerTable(ledger);
  table(
    doc,
    header.map((title, index) => ({ header: title, weight: index === 0 ? 0.5 : index === 2 ? 2.5 : 1 })),
    rows.map((row) => row.map(String)),
    { bottomReserve: mm(24) },
  );
  doc.end();
  return sendPdf(reply, doc, `marks-ledger-${examId}.pdf`, 'attachment');
}
