/**
 * The student's "Application form for the Registration" (api-contract 8.1) as a PDF drawn by
 * the PDF layer: the campus header, the student's names in English and Devanagari, dates of
 * birth in BS and AD, the real admission batch (the original printed a fixed one), parents,
 * placement, permanent address and photo, and the verification code of the issued form.
 */
import type { FastifyReply } from 'fastify';
import { DOCUMENT_KINDS } from '@hemis/contracts';
import type { Prisma } from '../../db/prisma.ts';
import type { WriteContext } from '../../lib/context.ts';
import { foundOrNotFound } from '../../lib/scope.ts';
import { readPrivateFile } from '../../lib/private-files.ts';
import {
  createPdf,
  image,
  institutionHeader,
  mm,
  printable,
  sendPdf,
  verificationFooter,
  write,
  table,
} from '../../lib/pdf/document.ts';
import { campusInstitution } from '../../lib/pdf/institution.ts';
import { issueDocument } from '../verification/verification.service.ts';
import { fullNameOf } from '../student/student-record.ts';
import { studentInScope } from '../student/student.service.ts';
import type { FileStore } from '../../lib/file-store.ts';

const INCLUDE = {
  campus: { select: { campusName: true } },
  level: { select: { levelName: true } },
  faculty: { select: { facultyName: true } },
  program: { select: { programName: true } },
  admissionYear: { select: { batchNepali: true } },
  addresses: { include: { province: true, district: true, localLevel: true } },
  guardians: true,
  files: { where: { kind: 'ppSizePhoto' } },
} as const satisfies Prisma.StudentInclude;

const capitalized = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

export async function sendRegistrationForm(
  context: WriteContext,
  reply: FastifyReply,
  options: { fileStore: FileStore; publicUrl: string },
  studentId: number,
) {
  const student = foundOrNotFound(
    await context.prisma.student.findFirst({
      where: studentInScope(context, studentId),
      include: INCLUDE,
    }),
    'Student',
  );
  const fullName = fullNameOf(student);
  const document = await issueDocument(context.prisma, context.clock, {
    kind: 'registration-form',
    subjectType: 'student',
    subjectId: student.id,
    campusId: student.campusId,
    holderName: fullName,
    campusName: student.campus.campusName,
    programName: student.program.programName,
    issuedById: context.actor.userId,
  });
  const url = `${options.publicUrl}/verify/${document.code}`;
  const [institution, photoBytes] = await Promise.all([
    campusInstitution(context.prisma, options.fileStore, student.campusId),
    student.files[0] ? readPrivateFile(options.fileStore, student.files[0].storageKey) : Promise.resolve(undefined),
  ]);
  const photo = photoBytes && printable(student.files[0]) ? photoBytes : null;

  const doc = createPdf({ layout: 'A4', title: `${DOCUMENT_KINDS['registration-form']}: ${fullName}` });
  institutionHeader(doc, institution);
  const { left, right } = doc.page.margins;
  const width = doc.page.width - left - right;
  write(doc, DOCUMENT_KINDS['registration-form'], { bold: true, size: 14, width, align: 'center' });
  const batch = Number(student.admissionYear.batchNepali);
  write(doc, `Admission Batch: ${batch} - ${batch + 1}`, { size: 10, width, align: 'center' });
  const photoTop = doc.y + mm(3);
  const photoSize = { width: mm(30), height: mm(36) };
  const photoX = doc.page.width - right - photoSize.width;
  doc.rect(photoX, photoTop, photoSize.width, photoSize.height).lineWidth(0.5).strokeColor('#888888').stroke();
  if (photo)
    image(doc, photo, photoX, photoTop, {
      fit: [photoSize.width, photoSize.height],
      align: 'center',
      valign: 'center',
    });
  else
    write(doc, 'Photo not uploaded', {
      size: 8,
      x: photoX,
      y: photoTop + photoSize.height / 2 - 5,
      width: photoSize.width,
      align: 'center',
      color: '#666666',
    });

  const permanent = student.addresses.find((address) => address.kind === 'permanent');
  const guardian = (relation: 'father' | 'mother') =>
    student.guardians.find((entry) => entry.relation === relation)?.name ?? '';
  const fields: [string, string][] = [
    ['University Regd. No.', student.universityRegdNo ?? ''],
    ['Full Name (English)', fullName],
    ['विद्यार्थीको नाम (देवनागरी)', student.nepaliName ?? ''],
    ['Date of Birth (B.S.)', student.doBBS ?? ''],
    ['Date of Birth (A.D.)', student.doBAD?.toISOString().slice(0, 10) ?? ''],
    ['Gender', capitalized(student.gender)],
    ['Ethnicity', student.ethnicity ?? ''],
    ['Nationality', student.nationality === 'nepali' ? 'Nepali' : 'Other'],
    ["Father's Name", guardian('father')],
    ["Mother's Name", guardian('mother')],
    ['Faculty', student.faculty.facultyName],
    ['Level', student.level.levelName],
    ['Program', student.program.programName],
    [
      'Permanent Address',
      [
        permanent?.locality,
        permanent?.localLevel?.name && `${permanent.localLevel.name}-${permanent.wardNo ?? ''}`,
        permanent?.district?.name,
        permanent?.province?.name,
      ]
        .filter(Boolean)
        .join(', '),
    ],
  ];
  doc.y = photoTop;
  const labelWidth = mm(50);
  const valueWidth = width - labelWidth - photoSize.width - mm(6);
  for (const [label, value] of fields) {
    const y = doc.y;
    write(doc, label, { size: 10, bold: true, x: left, y, width: labelWidth });
    const labelEnd = doc.y;
    write(doc, value || '-', { size: 10, x: left + labelWidth, y, width: valueWidth });
    doc.y = Math.max(doc.y, labelEnd) + mm(1.5);
  }
  doc.y = Math.max(doc.y, photoTop + photoSize.height) + mm(6);
  table(
    doc,
    [{ header: 'Declaration', weight: 1 }],
    [['I declare that the details above are true. I will abide by the rules of the campus and the university.']],
  );
  const signatureY = doc.y + mm(18);
  doc
    .moveTo(left, signatureY)
    .lineTo(left + mm(50), signatureY)
    .lineWidth(0.5)
    .strokeColor('#000000')
    .stroke();
  write(doc, "Student's signature", { size: 9, x: left, y: signatureY + 2, width: mm(50), align: 'center' });
  doc
    .moveTo(doc.page.width - right - mm(50), signatureY)
    .lineTo(doc.page.width - right, signatureY)
    .stroke();
  write(doc, 'Campus Chief', {
    size: 9,
    x: doc.page.width - right - mm(50),
    y: signatureY + 2,
    width: mm(50),
    align: 'center',
  });
  verificationFooter(doc, { code: document.code, url });
  doc.end();
  return sendPdf(reply, doc, `registration-form-${student.id}.pdf`);
}
