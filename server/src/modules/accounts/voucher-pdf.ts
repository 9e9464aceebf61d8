/**
 * GET Voucher/{id}/pdf: a voucher printed through the PDF layer, with the campus's header, its
 * type, number, dates, narration, lines and totals, the amount in words, who prepared,
 * verified and approved it, and a verification code. A voucher not yet approved prints as a
 * draft. The code is kept while what it proves stays the same (number, status, total): a
 * reprint carries the same code, and a voucher printed before its approval gets a new one,
 * the draft's revoked.
 */
import { VOUCHER_PREFIXES, formatAmount, type Voucher } from '@hemis/contracts';
import type { FastifyReply } from 'fastify';
import { dayInNepalBs, todayInNepalBs } from '../../lib/clock.ts';
import type { WriteContext } from '../../lib/context.ts';
import {
  amountInFiguresAndWords,
  createPdf,
  institutionHeader,
  mm,
  sendPdf,
  table,
  verificationFooter,
  write,
} from '../../lib/pdf/document.ts';
import { campusInstitution } from '../../lib/pdf/institution.ts';
import { newVerificationCode } from '../verification/verification.service.ts';
import { getVoucher } from './voucher.service.ts';
import type { FileStore } from '../../lib/file-store.ts';

const KIND = 'voucher';

const TITLES: Record<Voucher['voucherType'], string> = {
  Journal: 'JOURNAL VOUCHER',
  Payment: 'PAYMENT VOUCHER',
  Receipt: 'RECEIPT VOUCHER',
  Opening: 'OPENING BALANCE VOUCHER',
};

/** What the verification page shows of a voucher: its number (or draft), year, total and status. */
export const voucherParticulars = (voucher: Voucher) =>
  `${voucher.voucherNumber ?? `Draft ${VOUCHER_PREFIXES[voucher.voucherType]} (id ${voucher.id})`} of F.Y. ${voucher.fiscalYear}, ` +
  `Rs. ${formatAmount(voucher.totalAmount, 'en')}, ${voucher.status}`;

/** The voucher's verification code: the one issued for the same particulars, or a new one replacing the others. */
async function voucherCode(context: WriteContext, voucher: Voucher, campusName: string): Promise<string> {
  const particulars = voucherParticulars(voucher);
  const issued = await context.prisma.issuedDocument.findFirst({
    where: { kind: KIND, subjectType: KIND, subjectId: voucher.id, particulars, revokedAt: null },
    orderBy: { id: 'asc' },
    select: { code: true },
  });
  if (issued) return issued.code;
  return context.prisma.$transaction(async (tx) => {
    const now = context.clock.now();
    await tx.issuedDocument.updateMany({
      where: { kind: KIND, subjectType: KIND, subjectId: voucher.id, revokedAt: null },
      data: { revokedAt: now, revokedReason: 'Re-issued' },
    });
    const created = await tx.issuedDocument.create({
      data: {
        kind: KIND,
        subjectType: KIND,
        subjectId: voucher.id,
        campusId: voucher.campusId,
        holderName: campusName,
        campusName,
        particulars,
        issuedAt: now,
        issueDateBs: todayInNepalBs(context.clock),
        issuedById: context.actor.userId,
        code: newVerificationCode(),
      },
      select: { code: true },
    });
    return created.code;
  });
}

export async function printVoucher(
  context: WriteContext,
  reply: FastifyReply,
  options: { fileStore: FileStore; publicUrl: string },
  id: number,
) {
  const voucher = await getVoucher(context, id);
  const institution = await campusInstitution(context.prisma, options.fileStore, voucher.campusId);
  const code = await voucherCode(context, voucher, institution.campusName);
  const doc = createPdf({
    layout: 'A4',
    title: `${TITLES[voucher.voucherType]} ${voucher.voucherNumber ?? '(draft)'}`,
  });
  institutionHeader(doc, institution);
  const { left, right } = doc.page.margins;
  const width = doc.page.width - left - right;
  write(doc, TITLES[voucher.voucherType], { bold: true, size: 14, x: left, width, align: 'center' });
  if (voucher.status !== 'Approved')
    write(doc, `DRAFT: ${voucher.status.toUpperCase()}, NOT APPROVED`, {
      bold: true,
      size: 11,
      x: left,
      width,
      align: 'center',
      color: '#b00020',
    });
  const top = doc.y + mm(3);
  write(doc, `Voucher No.: ${voucher.voucherNumber ?? 'not yet numbered'}`, {
    size: 10,
    x: left,
    y: top,
    width: width / 2,
  });
  write(doc, `F.Y. ${voucher.fiscalYear}`, { size: 10, width: width / 2 });
  write(doc, `Date: ${voucher.dateBs} B.S. (${voucher.dateAd})`, {
    size: 10,
    x: left + width / 2,
    y: top,
    width: width / 2,
    align: 'right',
  });
  doc.x = left;
  doc.y = Math.max(doc.y, top + mm(10));
  if (voucher.reversalReason)
    write(doc, `Reversal: ${voucher.reversalReason}`, { size: 10, x: left, width, color: '#333333' });
  doc.y += mm(2);
  const rows = voucher.lines.map((line, index) => [
    String(index + 1),
    line.ledgerCode,
    line.subLedgerName ? `${line.ledgerName} / ${line.subLedgerName}` : line.ledgerName,
    line.narration ?? '',
    line.debit === '0.00' ? '' : formatAmount(line.debit, 'en'),
    line.credit === '0.00' ? '' : formatAmount(line.credit, 'en'),
  ]);
  rows.push(['', '', 'Total', '', formatAmount(voucher.totalAmount, 'en'), formatAmount(voucher.totalAmount, 'en')]);
  table(
    doc,
    [
      { header: 'S.No.', weight: 0.7 },
      { header: 'Code', weight: 1 },
      { header: 'Ledger / Sub-ledger', weight: 3.6 },
      { header: 'Particulars', weight: 2.4 },
      { header: 'Debit (Rs.)', weight: 1.6, align: 'right' },
      { header: 'Credit (Rs.)', weight: 1.6, align: 'right' },
    ],
    rows,
    { bottomReserve: mm(60) },
  );
  doc.y += mm(3);
  write(doc, `Narration: ${voucher.narration}`, { size: 10, x: left, width });
  doc.y += mm(2);
  amountInFiguresAndWords(doc, voucher.totalAmount, { size: 10, x: left, width });
  const steps = [
    ['Prepared by', voucher.preparedBy],
    ['Verified by', voucher.verifiedBy],
    ['Approved by', voucher.approvedBy],
  ] as const;
  const y = doc.y + mm(8);
  steps.forEach(([label, step], index) => {
    const x = left + (index * width) / 3;
    write(doc, label, { bold: true, size: 9, x, y, width: width / 3 - mm(4) });
    write(doc, step ? step.name : '—', { size: 9, width: width / 3 - mm(4) });
    if (step)
      write(doc, `${dayInNepalBs(new Date(step.at))} B.S.`, { size: 8, width: width / 3 - mm(4), color: '#333333' });
  });
  verificationFooter(doc, { code, url: `${options.publicUrl}/verify/${code}` });
  doc.end();
  return sendPdf(reply, doc, `voucher-${voucher.fiscalYear}-${voucher.voucherNumber ?? `draft-${voucher.id}`}.pdf`);
}
