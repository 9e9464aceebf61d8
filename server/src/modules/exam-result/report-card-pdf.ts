/**
 * The printed report card, "PROVISIONAL STATEMENT OF MARKS" (issue #26: Printed; api-contract
 * 8.3), through the PDF layer: the campus's own header, the exam with its fiscal year, the
 * student, a row per paper, the totals, result, percentage, grade and division, the signatories
 * flagged for report cards, and a verification code on every card. A draft (results not yet
 * published) says so on its face. One card a page; a batch (every appeared student of an exam,
 * every exam of a student) is one PDF streamed as it is drawn, its cards read a chunk at a time.
 */
import type { FastifyReply } from 'fastify';
import { todayInNepal, todayInNepalBs, type Clock } from '../../lib/clock.ts';
import type { WriteContext } from '../../lib/context.ts';
import {
  forgetTextLayouts,
  createPdf,
  institutionHeader,
  mm,
  sendPdf,
  signatureBlocks,
  table,
  untilRead,
  verificationFooter,
  write,
  type Institution,
  type PdfDocument,
  type Signatory,
} from '../../lib/pdf/document.ts';
import { campusInstitution } from '../../lib/pdf/institution.ts';
import type { Db } from '../../db/prisma.ts';
import { signaturesForDocument } from '../signature/signature-images.ts';
import { newVerificationCode } from '../verification/verification.service.ts';
import type { ComputedCard, Exam } from './exam-result.service.ts';
import type { FileStore } from '../../lib/file-store.ts';

export interface PrintOptions {
  fileStore: FileStore;
  publicUrl: string;
}

/** What every card of one campus's print shares. */
export interface CardSide {
  institution: Institution;
  signatories: Signatory[];
  todayBs: string;
  today: string;
}

export async function cardSide(db: Db, clock: Clock, options: PrintOptions, campusId: number): Promise<CardSide> {
  const [institution, signatories] = await Promise.all([
    campusInstitution(db, options.fileStore, campusId),
    signaturesForDocument(db, options.fileStore, campusId, 'reportCard'),
  ]);
  return {
    institution,
    signatories: signatories.slice(0, 3),
    todayBs: todayInNepalBs(clock),
    today: todayInNepal(clock),
  };
}

/**
 * Records the cards as issued documents and answers their codes in the same order. A card is
 * about one student at one exam (`exam:{id}`, the student's id), so printing it again revokes
 * only the earlier card of that exam; a batch issues all of its cards in two statements.
 */
export async function issueCards(
  context: WriteContext,
  side: CardSide,
  entries: readonly { exam: Exam; card: ComputedCard }[],
): Promise<string[]> {
  if (entries.length === 0) return [];
  const now = context.clock.now();
  const subjects = entries.map(({ exam, card }) => ({
    subjectType: `exam:${exam.id}`,
    subjectId: card.card.studentId,
  }));
  await context.prisma.issuedDocument.updateMany({
    where: { kind: 'report-card', revokedAt: null, OR: subjects },
    data: { revokedAt: now, revokedReason: 'Re-issued' },
  });
  const codes = entries.map(() => newVerificationCode());
  await context.prisma.issuedDocument.createMany({
    data: entries.map(({ exam, card }, index) => ({
      ...subjects[index]!,
      kind: 'report-card',
      campusId: exam.campusId,
      holderName: card.card.studentName,
      campusName: side.institution.campusName,
      programName: exam.program.programName,
      issuedAt: now,
      issueDateBs: side.todayBs,
      issuedById: context.actor.userId,
      code: codes[index]!,
    })),
  });
  return codes;
}

const marks = (value: number | null) => (value === null ? '-' : String(value));
const periodOf = (card: ComputedCard['card']) =>
  card.semester ? `${card.semester} Semester` : card.year ? `${card.year} Year` : '';

/** Draws one card on the current page (the caller adds pages between cards). */
export function drawReportCard(
  doc: PdfDocument,
  side: CardSide,
  exam: Exam,
  { card, outcome }: ComputedCard,
  mark: { code: string; url: string },
): void {
  verificationFooter(doc, mark);
  institutionHeader(doc, side.institution);
  const { left, right } = doc.page.margins;
  const width = doc.page.width - left - right;
  write(doc, 'PROVISIONAL STATEMENT OF MARKS', { bold: true, size: 13, x: left, width, align: 'center' });
  write(doc, `${exam.examName} (Fiscal Year ${exam.fiscalYear.yearNepali})`, { size: 10, width, align: 'center' });
  if (!card.published) {
    write(doc, 'DRAFT: the results of this exam are not published', {
      bold: true,
      size: 9,
      width,
      align: 'center',
      color: '#b00020',
    });
  }
  doc.y += mm(3);
  const half = width / 2;
  const facts: [string, string][] = [
    ['Name', card.studentName],
    ['Roll No.', card.rollNoManual ?? '-'],
    ['Registration No.', card.registrationNumber ?? '-'],
    ['Section', card.section ?? '-'],
    ['Program', `${card.programName} (${card.facultyName})`],
    ['Batch', card.batchNepali],
    ['Year / Semester', periodOf(card) || '-'],
    ['Student ID', String(card.studentId)],
  ];
  for (let index = 0; index < facts.length; index += 2) {
    const y = doc.y;
    const [first, second] = [facts[index]!, facts[index + 1]];
    write(doc, `${first[0]}: ${first[1]}`, { size: 9.5, x: left, y, width: half - mm(2) });
    const below = doc.y;
    if (second) write(doc, `${second[0]}: ${second[1]}`, { size: 9.5, x: left + half, y, width: half });
    doc.y = Math.max(below, doc.y);
  }
  doc.x = left;
  doc.y += mm(3);
  table(
    doc,
    [
      { header: 'S.N.', weight: 0.5 },
      { header: 'Code', weight: 1 },
      { header: 'Subject', weight: 3 },
      { header: 'Th. Full', weight: 0.8 },
      { header: 'Th. Pass', weight: 0.8 },
      { header: 'Th. Obt.', weight: 0.8 },
      { header: 'Pr. Full', weight: 0.8 },
      { header: 'Pr. Pass', weight: 0.8 },
      { header: 'Pr. Obt.', weight: 0.8 },
      { header: 'Total', weight: 0.8 },
      { header: 'Remarks', weight: 1 },
    ],
    [
      ...card.subjectResults.map((subject, index) => [
        String(index + 1),
        subject.subjectCode,
        subject.subjectName,
        marks(subject.theoreticalFullMarks),
        marks(subject.theoreticalPassMarks),
        subject.remarks === 'ABSENT' ? 'AB' : marks(subject.theoreticalMarks),
        marks(subject.practicalFullMarks),
        marks(subject.practicalPassMarks),
        subject.remarks === 'ABSENT' ? 'AB' : marks(subject.practicalMarks),
        String(subject.totalMarks),
        subject.remarks,
      ]),
      [
        '',
        '',
        'Total',
        '',
        '',
        '',
        '',
        '',
        '',
        `${outcome.totalObtained.toString()} / ${outcome.totalFull.toString()}`,
        '',
      ],
    ],
    { bottomReserve: mm(24) },
  );
  doc.y += mm(3);
  const summary = [
    `Result: ${card.overallStatus}`,
    `Percentage: ${outcome.percentage.toFixed(2)} %`,
    `Grade: ${card.grade} (${outcome.gradePoint.toFixed(2)})`,
    ...(card.division ? [`Division: ${card.division}`] : []),
  ].join('    ');
  write(doc, summary, { bold: true, size: 10, x: left, width });
  if (card.remarks) write(doc, `Remarks: ${card.remarks}`, { size: 9, x: left, width });
  write(doc, `Date of issue: ${side.todayBs} B.S. (${side.today})`, { size: 9, x: left, y: doc.y + mm(2), width });
  const signaturesAt = Math.max(doc.y + mm(12), doc.page.height - doc.page.margins.bottom - mm(24) - mm(26));
  signatureBlocks(doc, side.signatories, signaturesAt);
}

/** Cards read and drawn at a time in a batch. */
export const PRINT_CHUNK = 50;

/**
 * Streams cards as one PDF: `chunks` yields the cards a chunk at a time; each chunk is issued,
 * then drawn one card a page, waiting while the client has not read what was drawn. An empty
 * print (no card at all) still answers a PDF saying so.
 */
export function streamReportCards(
  context: WriteContext,
  reply: FastifyReply,
  options: PrintOptions,
  print: { title: string; fileName: string; side: CardSide },
  chunks: () => AsyncGenerator<{ exam: Exam; card: ComputedCard }[]>,
) {
  const doc = createPdf({ layout: 'A4', title: print.title });
  const sent = sendPdf(reply, doc, print.fileName, 'attachment');
  void (async () => {
    try {
      let drawn = 0;
      const iterator = chunks();
      let pending = iterator.next();
      for (;;) {
        const next = await pending;
        if (next.done) break;
        const chunk = next.value;
        const codes = await issueCards(context, print.side, chunk);
        forgetTextLayouts(doc);
        // The next chunk is read while this one is drawn; its failure is handled where it is awaited.
        pending = iterator.next();
        pending.catch(() => undefined);
        for (const [index, entry] of chunk.entries()) {
          if (drawn > 0) {
            await untilRead(doc);
            if (doc.destroyed) return;
            doc.addPage();
          }
          const code = codes[index]!;
          drawReportCard(doc, print.side, entry.exam, entry.card, { code, url: `${options.publicUrl}/verify/${code}` });
          drawn += 1;
        }
      }
      if (drawn === 0) {
        institutionHeader(doc, print.side.institution);
        write(doc, 'No results to print.', { size: 11 });
      }
    } catch (error) {
      reply.log.error({ err: error }, 'printing report cards failed');
      doc.destroy(error instanceof Error ? error : new Error(String(error)));
      return;
    }
    doc.end();
  })();
  return sent;
}
