/**
 * GET Receipt/{id}/pdf: the printed receipt of a receipt the caller may read (campus staff
 * their campus's, a university's users its campuses', the grants body all, a student only
 * their own; anything else answers 404 like a missing receipt).
 *
 * A receipt has one verification code, recorded the first time it is printed and printed on
 * every copy and reprint after, so the payer's copy printed at the counter and the office's
 * reprint months later verify alike. A cancelled receipt's code verifies as revoked, with the
 * cancellation's reason.
 */
import { formatAmount, type AmountValue } from '@hemis/contracts';
import type { FastifyReply } from 'fastify';
import type { Db, Prisma } from '../../db/prisma.ts';
import { dayInNepalBs, todayInNepalBs } from '../../lib/clock.ts';
import type { ReadContext, WriteContext } from '../../lib/context.ts';
import { CAMPUS_AND_UNIVERSITY_SCOPE } from '../../lib/ownership.ts';
import { foundOrNotFound, scopeWhere } from '../../lib/scope.ts';
import { sendPdf } from '../../lib/pdf/document.ts';
import { campusInstitution } from '../../lib/pdf/institution.ts';
import { newVerificationCode } from '../verification/verification.service.ts';
import { receiptPdf } from './receipt-pdf.ts';
import { ownStudent } from '../exam-result/exam-result.service.ts';
import type { FileStore } from '../../lib/file-store.ts';

export interface ReceiptPrintOptions {
  fileStore: FileStore;
  publicUrl: string;
}

const KIND = 'receipt';

/**
 * The receipt as the print needs it, if the caller may read it: staff within their scope, a
 * student only a receipt of their own; any other answers 404 like a missing one.
 */
async function receiptToPrint(context: ReadContext, id: number) {
  const where: Prisma.ReceiptWhereInput =
    context.actor?.role === 'Student'
      ? { id, studentId: (await ownStudent(context)).id }
      : scopeWhere<Prisma.ReceiptWhereInput>(context.scope, CAMPUS_AND_UNIVERSITY_SCOPE, { id });
  const receipt = foundOrNotFound(
    await context.prisma.receipt.findFirst({
      where,
      select: {
        id: true,
        campusId: true,
        receiptNo: true,
        programId: true,
        fullName: true,
        rollNo: true,
        dateOfPaymentBs: true,
        totalAmount: true,
        status: true,
        cancelReason: true,
        cancelledAt: true,
        fiscalYear: { select: { yearNepali: true } },
        items: { select: { particulars: true, amount: true, remarks: true }, orderBy: { id: 'asc' } },
      },
    }),
    'Receipt',
  );
  const program = receipt.programId
    ? await context.prisma.program.findUnique({ where: { id: receipt.programId }, select: { programName: true } })
    : null;
  return { ...receipt, fiscalYear: receipt.fiscalYear.yearNepali, programName: program?.programName ?? null };
}

/** What the verification page shows of a receipt: its number and total, as printed. */
export const receiptParticulars = (receipt: { receiptNo: number; fiscalYear: string; totalAmount: AmountValue }) =>
  `Receipt No. ${receipt.receiptNo} of F.Y. ${receipt.fiscalYear}, Rs. ${formatAmount(receipt.totalAmount, 'en')}`;

/** Why a cancelled receipt's code no longer verifies, as the verification record keeps it. */
const cancelledReason = (reason: string | null) => `Cancelled: ${reason ?? ''}`.trim();

/**
 * The receipt's verification code: the one recorded at its first print, or a new one. A
 * cancelled receipt's record is revoked (by the cancellation, or here if it was printed first).
 */
async function receiptCode(
  context: WriteContext,
  receipt: {
    id: number;
    campusId: number;
    fullName: string;
    dateOfPaymentBs: string;
    status: string;
    cancelReason: string | null;
    cancelledAt: Date | null;
  },
  names: { campusName: string; programName: string | null; particulars: string },
): Promise<string> {
  const cancelled = receipt.status === 'cancelled';
  const revocation = cancelled
    ? { revokedAt: receipt.cancelledAt ?? context.clock.now(), revokedReason: cancelledReason(receipt.cancelReason) }
    : {};
  const recorded = await context.prisma.issuedDocument.findFirst({
    where: { kind: KIND, subjectType: KIND, subjectId: receipt.id },
    orderBy: { id: 'asc' },
    select: { id: true, code: true, revokedAt: true },
  });
  if (recorded) {
    if (cancelled && !recorded.revokedAt) await revokeReceiptCode(context.prisma, receipt.id, revocation);
    return recorded.code;
  }
  const created = await context.prisma.issuedDocument.create({
    data: {
      kind: KIND,
      subjectType: KIND,
      subjectId: receipt.id,
      campusId: receipt.campusId,
      holderName: receipt.fullName,
      campusName: names.campusName,
      programName: names.programName,
      particulars: names.particulars,
      issuedAt: context.clock.now(),
      issueDateBs: receipt.dateOfPaymentBs,
      issuedById: context.actor.userId,
      code: newVerificationCode(),
      ...revocation,
    },
    select: { code: true },
  });
  return created.code;
}

/**
 * Revokes a receipt's verification code (its cancellation calls it in the same transaction), so
 * the printed copies of a cancelled receipt check as revoked on the public page.
 */
export async function revokeReceiptCode(
  db: Db,
  receiptId: number,
  revocation: { revokedAt?: Date; revokedReason?: string },
): Promise<void> {
  await db.issuedDocument.updateMany({
    where: { kind: KIND, subjectType: KIND, subjectId: receiptId, revokedAt: null },
    data: revocation,
  });
}

/** The user printing, as the receipt names them: their role and full name. */
async function printedBy(context: WriteContext) {
  const user = await context.prisma.user.findUniqueOrThrow({
    where: { id: context.actor.userId },
    select: { firstName: true, middleName: true, lastName: true },
  });
  const name = [user.firstName, user.middleName, user.lastName].filter(Boolean).join(' ');
  return { role: context.actor.role, name };
}

export async function printReceipt(
  context: WriteContext,
  reply: FastifyReply,
  options: ReceiptPrintOptions,
  id: number,
) {
  const receipt = await receiptToPrint(context, id);
  const [institution, printer] = await Promise.all([
    campusInstitution(context.prisma, options.fileStore, receipt.campusId),
    printedBy(context),
  ]);
  const code = await receiptCode(context, receipt, {
    campusName: institution.campusName,
    programName: receipt.programName,
    particulars: receiptParticulars(receipt),
  });
  const doc = receiptPdf({
    institution,
    receiptNo: receipt.receiptNo,
    fiscalYear: receipt.fiscalYear,
    dateOfPaymentBs: receipt.dateOfPaymentBs,
    programName: receipt.programName,
    fullName: receipt.fullName,
    rollNo: receipt.rollNo,
    items: receipt.items,
    totalAmount: receipt.totalAmount,
    cancelled:
      receipt.status === 'cancelled'
        ? {
            reason: receipt.cancelReason ?? '',
            dateBs: receipt.cancelledAt ? dayInNepalBs(receipt.cancelledAt) : null,
          }
        : null,
    printedBy: printer,
    printedOnBs: todayInNepalBs(context.clock),
    verification: { code, url: `${options.publicUrl}/verify/${code}` },
  });
  doc.end();
  return sendPdf(reply, doc, `receipt-${receipt.fiscalYear}-${receipt.receiptNo}.pdf`);
}
