/**
 * The two printed documents of a graduate (api-contract 8.5): the character certificate (the
 * campus's header and place, the graduate's photo, the signatories flagged for character
 * certificates) and the printable "Application for Character Certificate" with its library and
 * laboratory clearance boxes. Each print issues a verification code and revokes the earlier one.
 */
import { DOCUMENT_KINDS, type DocumentKind } from '@hemis/contracts';
import type { FastifyReply } from 'fastify';
import type { Prisma } from '../../db/prisma.ts';
import type { WriteContext } from '../../lib/context.ts';
import { todayInNepal, todayInNepalBs } from '../../lib/clock.ts';
import {
  createPdf,
  image,
  institutionHeader,
  mm,
  printable,
  sendPdf,
  signatureBlocks,
  table,
  verificationFooter,
  write,
  type PdfDocument,
} from '../../lib/pdf/document.ts';
import { campusInstitution } from '../../lib/pdf/institution.ts';
import { readPrivateFile } from '../../lib/private-files.ts';
import { inTransaction } from '../../lib/records.ts';
import { signaturesForDocument } from '../signature/signature-images.ts';
import { issueDocument } from '../verification/verification.service.ts';
import { graduateInScope, recordCertificateGenerated } from './character-certificate.service.ts';
import type { FileStore } from '../../lib/file-store.ts';

export interface PrintOptions {
  fileStore: FileStore;
  publicUrl: string;
}

const FACTS = {
  files: { where: { kind: 'uploadPPSizePhoto' } },
} as const satisfies Prisma.GraduationApplicationInclude;

const PRONOUNS = {
  male: { subject: 'He', possessive: 'his', object: 'him', child: 'son' },
  female: { subject: 'She', possessive: 'her', object: 'her', child: 'daughter' },
  other: { subject: 'They', possessive: 'their', object: 'them', child: 'child' },
} as const;

/** A GPA is at most 4; more is a percentage. */
const result = (gpa: Prisma.Decimal | null) =>
  gpa === null ? null : Number(gpa) <= 4 ? `CGPA ${Number(gpa).toFixed(2)}` : `${Number(gpa).toFixed(2)} %`;

async function graduateFacts(context: WriteContext, options: PrintOptions, graduationId: number, kind: DocumentKind) {
  const graduate = await graduateInScope(context.prisma, context, { graduationApplicationId: graduationId });
  const row = await context.prisma.graduationApplication.findUniqueOrThrow({
    where: { id: graduate.id },
    include: FACTS,
  });
  const today = todayInNepal(context.clock);
  const todayBs = todayInNepalBs(context.clock);
  const [program, institution, signatories, photoBytes, fiscalYear] = await Promise.all([
    context.prisma.program.findUniqueOrThrow({
      where: { id: row.programId },
      select: {
        programName: true,
        level: { select: { levelName: true } },
        faculty: { select: { facultyName: true } },
      },
    }),
    campusInstitution(context.prisma, options.fileStore, row.campusId),
    signaturesForDocument(context.prisma, options.fileStore, row.campusId, 'characterCertificate'),
    row.files[0] && printable(row.files[0]) ? readPrivateFile(options.fileStore, row.files[0].storageKey) : undefined,
    context.prisma.fiscalYear.findUnique({ where: { id: row.fiscalYearId }, select: { yearNepali: true } }),
  ]);
  const document = await inTransaction(context.prisma, async (db) => {
    if (kind === 'character-certificate') await recordCertificateGenerated(db, context, graduate, today);
    return issueDocument(db, context.clock, {
      kind,
      subjectType: 'graduation',
      subjectId: row.id,
      campusId: row.campusId,
      holderName: row.applicantNameEng,
      campusName: institution.campusName,
      programName: program.programName,
      issueDateBs: todayBs,
      issuedById: context.actor.userId,
    });
  });
  const doc = createPdf({ layout: 'A4', title: `${DOCUMENT_KINDS[kind]}: ${row.applicantNameEng}` });
  institutionHeader(doc, institution);
  return {
    row,
    program,
    today,
    todayBs,
    institution,
    signatories,
    photo: photoBytes ?? null,
    fiscalYear,
    document,
    doc,
  };
}

function dateLine(doc: PdfDocument, reference: string, todayBs: string, today: string) {
  const { left, right } = doc.page.margins;
  const width = doc.page.width - left - right;
  const y = doc.y;
  write(doc, reference, { size: 10, x: left, y, width: width / 2 });
  write(doc, `Date: ${todayBs} B.S. (${today})`, {
    size: 10,
    x: left + width / 2,
    y,
    width: width / 2,
    align: 'right',
  });
  doc.x = left;
}

function photoBox(doc: PdfDocument, photo: Buffer | null, top: number) {
  const size = { width: mm(30), height: mm(36) };
  const x = doc.page.width - doc.page.margins.right - size.width;
  doc.rect(x, top, size.width, size.height).lineWidth(0.5).strokeColor('#888888').stroke();
  if (photo) image(doc, photo, x, top, { fit: [size.width, size.height], align: 'center', valign: 'center' });
  else write(doc, 'Photo', { size: 8, x, y: top + size.height / 2 - 4, width: size.width, align: 'center' });
  return size;
}

/** GET Graduation/{id}/CharacterCertificate/pdf. */
export async function sendCharacterCertificate(
  context: WriteContext,
  reply: FastifyReply,
  options: PrintOptions,
  graduationId: number,
) {
  const { row, program, today, todayBs, institution, signatories, photo, document, doc } = await graduateFacts(
    context,
    options,
    graduationId,
    'character-certificate',
  );
  const { left, right } = doc.page.margins;
  const width = doc.page.width - left - right;
  dateLine(doc, `Ref. No.: CC-${row.id}`, todayBs, today);
  const photoTop = doc.y + mm(4);
  const photoSize = photoBox(doc, photo, photoTop);
  write(doc, 'चारित्रिक प्रमाणपत्र', { bold: true, size: 15, x: left, y: photoTop + mm(6), width, align: 'center' });
  write(doc, 'CHARACTER CERTIFICATE', { bold: true, size: 14, x: left, width, align: 'center' });
  doc.y = Math.max(doc.y, photoTop + photoSize.height) + mm(6);

  const pronoun = PRONOUNS[row.gender ?? 'other'];
  const parents = [row.fatherName, row.motherName].filter(Boolean).join(' and ');
  const numbers = [
    row.campusRollNo ? `Campus Roll No. ${row.campusRollNo}` : null,
    row.symbolNoUniversity ? `Symbol No. ${row.symbolNoUniversity}` : null,
    row.studentRegNo ? `Registration No. ${row.studentRegNo}` : null,
  ].filter(Boolean);
  const standing = [row.division ? `${row.division} division` : null, result(row.gpa)].filter(Boolean).join(', ');
  const paragraphs = [
    `This is to certify that ${row.applicantNameEng}${parents ? `, ${pronoun.child} of ${parents}` : ''}${
      row.studentAddress ? `, a permanent resident of ${row.studentAddress}` : ''
    }, was a student of this campus in the ${program.programName} program (${program.level.levelName}, ${
      program.faculty.facultyName
    }) from ${row.enrolledYear} to ${row.passedYear}.`,
    `${pronoun.subject} passed the examination of ${institution.universityName} held in ${row.passedYear}${
      standing ? ` with ${standing}` : ''
    }${numbers.length ? ` (${numbers.join(', ')})` : ''}.`,
    `To the best of our knowledge, ${pronoun.subject.toLowerCase()} bore a good moral character during ${
      pronoun.possessive
    } stay at this campus and took part in no activity against the campus or the state. We wish ${
      pronoun.object
    } every success in life.`,
  ];
  for (const paragraph of paragraphs) write(doc, paragraph, { size: 11, x: left, y: doc.y + mm(4), width });
  if (institution.address)
    write(doc, `Place of issue: ${institution.address}`, { size: 10, x: left, y: doc.y + mm(6), width });
  signatureBlocks(doc, signatories.slice(0, 3), doc.y + mm(22));
  verificationFooter(doc, { code: document.code, url: `${options.publicUrl}/verify/${document.code}` });
  doc.end();
  return sendPdf(reply, doc, `character-certificate-${row.id}.pdf`);
}

/** GET Graduation/{id}/CharacterCertificateApplication/pdf: the form the graduate fills and the campus clears. */
export async function sendCertificateApplication(
  context: WriteContext,
  reply: FastifyReply,
  options: PrintOptions,
  graduationId: number,
) {
  const { row, program, today, todayBs, institution, photo, fiscalYear, document, doc } = await graduateFacts(
    context,
    options,
    graduationId,
    'character-certificate-application',
  );
  const { left, right } = doc.page.margins;
  const width = doc.page.width - left - right;
  dateLine(doc, `Application No.: CCA-${row.id}`, todayBs, today);
  const top = doc.y + mm(4);
  const photoSize = photoBox(doc, photo, top);
  const textWidth = width - photoSize.width - mm(6);
  write(doc, 'Application for Character Certificate', { bold: true, size: 14, x: left, y: top, width: textWidth });
  write(doc, 'To,', { size: 10, x: left, y: doc.y + mm(3), width: textWidth });
  write(doc, 'The Campus Chief,', { size: 10, width: textWidth });
  write(doc, institution.campusName, { size: 10, width: textWidth });
  write(doc, 'Subject: Application for Character Certificate', {
    bold: true,
    size: 10,
    x: left,
    y: doc.y + mm(3),
    width: textWidth,
  });
  write(
    doc,
    `I passed the ${program.programName} program of this campus and request a character certificate. My details are as follows.`,
    { size: 10, x: left, y: doc.y + mm(2), width: textWidth },
  );
  doc.y = Math.max(doc.y, top + photoSize.height) + mm(5);
  doc.x = left;
  const fields: [string, string][] = [
    ['Fiscal Year', fiscalYear?.yearNepali ?? ''],
    ['Applicant Name', row.applicantNameEng],
    ['Applicant Name (Nepali)', row.applicantNameNep ?? ''],
    ['Program', `${program.programName} (${program.level.levelName})`],
    ['Enrolled Year', String(row.enrolledYear)],
    ['Passed Year', String(row.passedYear)],
    ['Date of Birth (B.S.)', row.doBNepali ?? ''],
    ['Date of Birth (A.D.)', row.doBEng ? row.doBEng.toISOString().slice(0, 10) : ''],
    ['Division', row.division ?? ''],
    ['GPA / Percentage', result(row.gpa) ?? ''],
    ["Father's Name", row.fatherName ?? ''],
    ["Mother's Name", row.motherName ?? ''],
    ['Contact Number', row.contactNo ?? ''],
    ['Campus Roll No.', row.campusRollNo ?? ''],
    ['Registration No.', row.studentRegNo ?? ''],
    ['Remarks', row.remarks ?? ''],
  ];
  table(
    doc,
    [
      { header: 'Particulars', weight: 1 },
      { header: 'Details', weight: 2 },
    ],
    fields.map(([label, value]) => [label, value]),
  );
  const boxTop = doc.y + mm(6);
  const boxWidth = (width - mm(8)) / 3;
  ['Library clearance', 'Laboratory clearance', "Applicant's signature"].forEach((label, index) => {
    const x = left + index * (boxWidth + mm(4));
    doc.rect(x, boxTop, boxWidth, mm(28)).lineWidth(0.5).strokeColor('#444444').stroke();
    write(doc, label, { bold: true, size: 9, x: x + mm(2), y: boxTop + mm(2), width: boxWidth - mm(4) });
    write(doc, 'Signature / Date:', { size: 8, x: x + mm(2), y: boxTop + mm(21), width: boxWidth - mm(4) });
  });
  doc.x = left;
  doc.y = boxTop + mm(32);
  verificationFooter(doc, { code: document.code, url: `${options.publicUrl}/verify/${document.code}` });
  doc.end();
  return sendPdf(reply, doc, `character-certificate-application-${row.id}.pdf`);
}
