/**
 * The printed receipt, "Student Income Receipt" (#27, screens 8.4), through the PDF layer: the
 * payer's copy and the office copy on one A4 page, cut apart along a dashed line. Each copy
 * carries the institution's header, the receipt's number, BS date, program, payer and roll
 * number, its items under Nepali and English headings, the total, the amount in words in
 * English and in Nepali, who printed it, and the receipt's verification code with its QR code.
 * A cancelled receipt prints with CANCELLED across each copy and the reason beneath the title.
 *
 * The drawing takes a plain description of the receipt (`ReceiptPrint`), so it is the same
 * whichever route or job prints it; the receipt's items are few, and a receipt with more than
 * fit in half a page prints each copy on a page of its own.
 */
import { amountInWords, formatAmount, type AmountValue } from '@hemis/contracts';
import {
  createPdf,
  groupedCode,
  institutionHeader,
  mm,
  qrCode,
  table,
  write,
  type Institution,
  type PdfDocument,
  type VerificationMark,
} from '../../lib/pdf/document.ts';

export interface ReceiptPrintItem {
  particulars: string;
  amount: AmountValue;
  remarks: string | null;
}

/** What a printed receipt shows, read and checked by the caller. */
export interface ReceiptPrint {
  institution: Institution;
  receiptNo: number;
  /** The fiscal year's name, "2082/83". */
  fiscalYear: string;
  dateOfPaymentBs: string;
  programName: string | null;
  /** The student's or other payer's name as the receipt holds it. */
  fullName: string;
  rollNo: string | null;
  items: readonly ReceiptPrintItem[];
  totalAmount: AmountValue;
  cancelled: { reason: string; dateBs: string | null } | null;
  /** The printing user: their role and name. */
  printedBy: { role: string; name: string };
  printedOnBs: string;
  verification: VerificationMark;
}

export const RECEIPT_TITLE = 'STUDENT INCOME RECEIPT';
export const RECEIPT_TITLE_NE = 'विद्यार्थी आम्दानी रसिद';
export const RECEIPT_COPIES = [
  ["Payer's Copy", 'भुक्तानीकर्ताको प्रति'],
  ['Office Copy', 'कार्यालय प्रति'],
] as const;

const COLUMNS = [
  { header: 'क्र.सं./S.No.', weight: 0.9 },
  { header: 'विवरण/Particulars', weight: 4 },
  { header: 'रकम/Amount', weight: 1.6, align: 'right' },
  { header: 'कैफियत/Remarks', weight: 2 },
] as const;

/** Items a half-page copy holds; more print one copy a page. */
export const ITEMS_PER_HALF_PAGE = 6;

/** Room kept below the items for the total's words, who printed it and the verification code. */
const FOOTER_HEIGHT = mm(40);
const QR_SIZE = mm(17);

/** Draws one copy in the band from `top` to `bottom` of the current page. */
function drawCopy(
  doc: PdfDocument,
  receipt: ReceiptPrint,
  label: readonly string[],
  top: number,
  bottom: number,
): void {
  const { left, right } = doc.page.margins;
  const width = doc.page.width - left - right;
  institutionHeader(doc, receipt.institution, { top });
  const below = doc.y;
  // Each script on a line of its own: a right-aligned line does not join runs of two fonts.
  label.forEach((line, index) => {
    write(doc, line, { bold: true, size: 8.5, x: left, y: top + index * mm(4), width, align: 'right' });
  });
  const titleY = below - mm(2);
  write(doc, `${RECEIPT_TITLE} / ${RECEIPT_TITLE_NE}`, { bold: true, size: 11, x: left, y: titleY, width });
  if (receipt.cancelled) {
    const when = receipt.cancelled.dateBs ? ` on ${receipt.cancelled.dateBs} B.S.` : '';
    write(doc, `CANCELLED${when}: ${receipt.cancelled.reason}`, {
      bold: true,
      size: 9,
      x: left,
      width,
      color: '#b00020',
    });
  }
  doc.y += mm(1);
  const half = width / 2;
  const facts: [string, string][] = [
    ['Receipt No.', `${receipt.receiptNo} (Fiscal Year ${receipt.fiscalYear})`],
    ['Date (B.S.)', receipt.dateOfPaymentBs],
    ['Student Name', receipt.fullName],
    ['Roll No.', receipt.rollNo ?? '-'],
    ['Program Name', receipt.programName ?? '-'],
  ];
  for (let index = 0; index < facts.length; index += 2) {
    const y = doc.y;
    const [first, second] = [facts[index]!, facts[index + 1]];
    write(doc, `${first[0]}: ${first[1]}`, { size: 9, x: left, y, width: half - mm(2) });
    const below = doc.y;
    if (second) write(doc, `${second[0]}: ${second[1]}`, { size: 9, x: left + half, y, width: half });
    doc.y = Math.max(below, doc.y);
  }
  doc.x = left;
  doc.y += mm(2);
  table(
    doc,
    COLUMNS,
    [
      ...receipt.items.map((item, index) => [
        String(index + 1),
        item.particulars,
        formatAmount(item.amount, 'en'),
        item.remarks ?? '',
      ]),
      ['', 'जम्मा/Total', formatAmount(receipt.totalAmount, 'en'), ''],
    ],
    { bottomReserve: doc.page.height - doc.page.margins.bottom - (bottom - FOOTER_HEIGHT) },
  );
  doc.y += mm(2);
  // The Nepali words on a line of their own: readers then copy them as written, with no
  // space put into रुपैयाँ after a label's glyphs.
  write(doc, 'Amount In Words / अक्षरमा:', { size: 8.5, x: left, width, color: '#333333' });
  write(doc, amountInWords(receipt.totalAmount, 'en'), { size: 9, bold: true, x: left, width });
  write(doc, amountInWords(receipt.totalAmount, 'ne'), { size: 9, bold: true, x: left, width });
  copyFooter(doc, receipt, Math.max(doc.y + mm(2), bottom - QR_SIZE));
  if (receipt.cancelled) cancelledMark(doc, (top + bottom) / 2);
}

/** Who printed the copy, and the receipt's verification code beside its QR code. */
function copyFooter(doc: PdfDocument, receipt: ReceiptPrint, y: number): void {
  const { left, right } = doc.page.margins;
  const textWidth = doc.page.width - left - right - QR_SIZE - mm(4);
  qrCode(doc, receipt.verification.url, doc.page.width - right - QR_SIZE, y, QR_SIZE);
  const { role, name } = receipt.printedBy;
  write(doc, `Printed by: ${role} / ${name} on ${receipt.printedOnBs} B.S.`, { size: 8, x: left, y, width: textWidth });
  write(doc, `Verification code: ${groupedCode(receipt.verification.code)}`, {
    size: 8,
    width: textWidth,
    color: '#333333',
  });
  write(doc, `Verify at ${receipt.verification.url}`, { size: 7, width: textWidth, color: '#333333' });
}

/** CANCELLED across the copy, faint enough to leave its figures legible. */
function cancelledMark(doc: PdfDocument, middle: number): void {
  const centre = doc.page.width / 2;
  doc.save();
  doc.rotate(-18, { origin: [centre, middle] });
  doc.fillOpacity(0.22);
  write(doc, 'CANCELLED', {
    bold: true,
    size: 64,
    x: 0,
    y: middle - 40,
    width: doc.page.width,
    align: 'center',
    color: '#b00020',
  });
  doc.restore();
}

/** The dashed line the two copies are cut apart along. */
function cutLine(doc: PdfDocument, y: number): void {
  doc
    .save()
    .moveTo(mm(5), y)
    .lineTo(doc.page.width - mm(5), y)
    .lineWidth(0.5)
    .dash(4, { space: 3 })
    .strokeColor('#888888')
    .stroke()
    .undash()
    .restore();
}

/** Draws the receipt's two copies: on one page, or a page each when its items need the room. */
export function drawReceipt(doc: PdfDocument, receipt: ReceiptPrint): void {
  const { top, bottom } = doc.page.margins;
  const pageHeight = doc.page.height;
  if (receipt.items.length <= ITEMS_PER_HALF_PAGE) {
    const middle = pageHeight / 2;
    drawCopy(doc, receipt, RECEIPT_COPIES[0], top, middle - mm(5));
    cutLine(doc, middle);
    drawCopy(doc, receipt, RECEIPT_COPIES[1], middle + mm(5), pageHeight - bottom);
    return;
  }
  RECEIPT_COPIES.forEach((label, index) => {
    if (index > 0) doc.addPage();
    drawCopy(doc, receipt, label, doc.page.margins.top, pageHeight - bottom);
  });
}

/** A receipt as a PDF document, drawn; the caller sends it and ends it. */
export function receiptPdf(receipt: ReceiptPrint): PdfDocument {
  const doc = createPdf({
    layout: 'A4',
    title: `${RECEIPT_TITLE} ${receipt.receiptNo} (${receipt.fiscalYear})`,
    margin: mm(10),
  });
  drawReceipt(doc, receipt);
  return doc;
}
