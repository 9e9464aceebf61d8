/**
 * The recommendation letter of a dropout (api-contract 8.1: "Generate recommendation letter",
 * with the student's name and the reason), printed by the PDF layer with the campus header,
 * the signatories flagged for recommendation letters, and a verification code. Printing it
 * again issues a new letter and revokes the earlier one's code.
 */
import { DOCUMENT_KINDS } from '@hemis/contracts';
import type { FastifyReply } from 'fastify';
import type { WriteContext } from '../../lib/context.ts';
import {
  createPdf,
  institutionHeader,
  mm,
  sendPdf,
  signatureBlocks,
  verificationFooter,
  write,
} from '../../lib/pdf/document.ts';
import { campusInstitution } from '../../lib/pdf/institution.ts';
import { signaturesForDocument } from '../signature/signature-images.ts';
import { issueDocument } from '../verification/verification.service.ts';
import { letterFacts } from './dropout.service.ts';
import type { FileStore } from '../../lib/file-store.ts';

const PRONOUNS = {
  male: { subject: 'He', possessive: 'his', object: 'him' },
  female: { subject: 'She', possessive: 'her', object: 'her' },
  other: { subject: 'They', possessive: 'their', object: 'them' },
} as const;

export async function sendRecommendationLetter(
  context: WriteContext,
  reply: FastifyReply,
  options: { fileStore: FileStore; publicUrl: string },
  id: number,
) {
  const { row, dropout, today, todayBs } = await letterFacts(context, id);
  const [institution, signatories] = await Promise.all([
    campusInstitution(context.prisma, options.fileStore, row.campusId),
    signaturesForDocument(context.prisma, options.fileStore, row.campusId, 'recommendationLetter'),
  ]);
  const document = await issueDocument(context.prisma, context.clock, {
    kind: 'dropout-recommendation-letter',
    subjectType: 'student',
    subjectId: row.studentId,
    campusId: row.campusId,
    holderName: dropout.studentName,
    campusName: institution.campusName,
    programName: dropout.programName,
    issueDateBs: todayBs,
    issuedById: context.actor.userId,
  });
  const pronoun = PRONOUNS[row.student.gender];
  const period = dropout.semester ? `${dropout.semester} semester` : dropout.year ? `${dropout.year} year` : null;

  const doc = createPdf({
    layout: 'A4',
    title: `${DOCUMENT_KINDS['dropout-recommendation-letter']}: ${dropout.studentName}`,
  });
  institutionHeader(doc, institution);
  const { left, right } = doc.page.margins;
  const width = doc.page.width - left - right;
  write(doc, `Ref. No.: DO-${row.id}`, { size: 10, x: left, y: doc.y, width: width / 2 });
  write(doc, `Date: ${todayBs} B.S. (${today})`, {
    size: 10,
    x: left + width / 2,
    y: doc.y - 12,
    width: width / 2,
    align: 'right',
  });
  doc.y += mm(8);
  write(doc, 'RECOMMENDATION LETTER', { bold: true, size: 14, x: left, width, align: 'center' });
  write(doc, 'To Whom It May Concern', { bold: true, size: 11, x: left, y: doc.y + mm(6), width });
  const body = [
    `This is to certify that ${dropout.studentName}, a student of ${dropout.programName} (${dropout.levelName})`,
    `of the ${dropout.batch} batch${period ? `, ${period}` : ''}${dropout.rollNoManual ? `, roll no. ${dropout.rollNoManual}` : ''},`,
    `at this campus, discontinued ${pronoun.possessive} studies on ${dropout.dateOfEntryBs} B.S. (${dropout.dateOfEntry})`,
    `for the following reason: ${dropout.reason}.`,
  ].join(' ');
  write(doc, body, { size: 11, x: left, y: doc.y + mm(6), width });
  write(
    doc,
    `${pronoun.subject} bore a good moral character during ${pronoun.possessive} stay at this campus. We recommend ${pronoun.object} for further studies or employment and wish ${pronoun.object} success.`,
    { size: 11, x: left, y: doc.y + mm(4), width },
  );
  signatureBlocks(doc, signatories.slice(0, 3), doc.y + mm(25));
  verificationFooter(doc, { code: document.code, url: `${options.publicUrl}/verify/${document.code}` });
  doc.end();
  return sendPdf(reply, doc, `recommendation-letter-${row.studentId}.pdf`);
}
