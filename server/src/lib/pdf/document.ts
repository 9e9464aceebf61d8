/**
 * The one PDF layer (issue: printed documents): every printed document is drawn here with
 * pdfkit and streamed to the response. A document is a page layout, an institution header,
 * text in Latin and Devanagari, tables that break across pages with their headings repeated,
 * signature blocks, and a footer with the verification code and its QR code.
 */
import type { FastifyReply } from 'fastify';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { FONT_FILES, type FontName } from './fonts.ts';
import { textRuns } from './text-runs.ts';

export type PdfDocument = PDFKit.PDFDocument;

/** Millimetres in PDF points. */
export const mm = (value: number) => (value * 72) / 25.4;

/** An identity card is 86 x 54 mm (ISO/IEC 7810 ID-1, api-contract 8.1). */
export const ID_CARD = { width: mm(86), height: mm(54) } as const;

export type PageLayout = 'A4' | 'A4-landscape' | 'id-card' | 'id-card-portrait';

const PAGE_SIZES: Record<PageLayout, { size: string | [number, number]; layout: 'portrait' | 'landscape' }> = {
  A4: { size: 'A4', layout: 'portrait' },
  'A4-landscape': { size: 'A4', layout: 'landscape' },
  'id-card': { size: [ID_CARD.height, ID_CARD.width], layout: 'landscape' },
  'id-card-portrait': { size: [ID_CARD.height, ID_CARD.width], layout: 'portrait' },
};

export interface PdfOptions {
  layout: PageLayout;
  title: string;
  margin?: number;
}

export function createPdf({ layout, title, margin = mm(15) }: PdfOptions): PdfDocument {
  const { size, layout: orientation } = PAGE_SIZES[layout];
  const doc = new PDFDocument({
    size,
    layout: orientation,
    margin,
    info: { Title: title, Author: 'HEMIS' },
    autoFirstPage: true,
  });
  for (const [name, file] of Object.entries(FONT_FILES)) doc.registerFont(name, file);
  doc.font('latin');
  return doc;
}

export interface TextOptions {
  bold?: boolean;
  size?: number;
  x?: number;
  y?: number;
  width?: number;
  align?: 'left' | 'center' | 'right';
  color?: string;
}

/** Writes a line (wrapping within `width`) in the right font for each script it holds. */
export function write(doc: PdfDocument, text: string, options: TextOptions = {}): void {
  const { bold = false, size = 10, x, y, width, align = 'left', color = '#000000' } = options;
  const runs = textRuns(text || ' ');
  doc.fontSize(size).fillColor(color);
  runs.forEach((run, index) => {
    const font: FontName =
      run.script === 'devanagari' ? (bold ? 'devanagariBold' : 'devanagari') : bold ? 'latinBold' : 'latin';
    doc.font(font);
    const continued = index < runs.length - 1;
    if (index === 0 && x !== undefined) doc.text(run.text, x, y, { width, align, continued });
    else doc.text(run.text, { width, align, continued });
  });
}

/** The QR code of a verification address, as a PNG for the page. */
export function qrCodePng(url: string): Promise<Buffer> {
  return QRCode.toBuffer(url, { errorCorrectionLevel: 'M', margin: 1, width: 240 });
}

/** Whether pdfkit can place the image (PNG and JPEG; a WebP photo prints as its placeholder). */
export function printable(image: { contentType: string } | null | undefined): boolean {
  return image?.contentType === 'image/png' || image?.contentType === 'image/jpeg';
}

export interface Institution {
  campusName: string;
  universityName: string;
  address: string | null;
  phone: string | null;
  established: number | null;
  logo: Buffer | null;
}

/** The institution header: logo, campus name, "Affiliated to {university}", address, phone, established year. */
export function institutionHeader(doc: PdfDocument, institution: Institution): void {
  const { left, right, top } = doc.page.margins;
  const width = doc.page.width - left - right;
  if (institution.logo) doc.image(institution.logo, left, top, { fit: [mm(20), mm(20)] });
  write(doc, institution.campusName, { bold: true, size: 15, x: left, y: top, width, align: 'center' });
  write(doc, `Affiliated to ${institution.universityName}`, { size: 10, width, align: 'center' });
  const contact = [
    institution.address,
    institution.phone ? `Phone: ${institution.phone}` : null,
    institution.established ? `Estd. ${institution.established}` : null,
  ]
    .filter(Boolean)
    .join(' | ');
  if (contact) write(doc, contact, { size: 9, width, align: 'center', color: '#333333' });
  const below = Math.max(doc.y, top + mm(21)) + mm(2);
  doc
    .moveTo(left, below)
    .lineTo(left + width, below)
    .lineWidth(0.8)
    .strokeColor('#444444')
    .stroke();
  doc.x = left;
  doc.y = below + mm(4);
}

export interface VerificationMark {
  code: string;
  url: string;
  qr: Buffer;
}

/** The footer of a page: the code printed for reading and its QR code, which opens the public verification page. */
export function verificationFooter(doc: PdfDocument, mark: VerificationMark): void {
  const { left, right, bottom } = doc.page.margins;
  const size = mm(18);
  const top = doc.page.height - bottom - size;
  const width = doc.page.width - left - right - size - mm(4);
  doc.image(mark.qr, doc.page.width - right - size, top, { width: size, height: size });
  write(doc, `Verification code: ${groupedCode(mark.code)}`, {
    size: 8,
    x: left,
    y: top + mm(4),
    width,
    color: '#333333',
  });
  write(doc, `Verify at ${mark.url}`, { size: 7, width, color: '#333333' });
}

/** The code in groups of four, as people read it out. */
export function groupedCode(code: string): string {
  return code.match(/.{1,4}/g)?.join('-') ?? code;
}

export interface TableColumn {
  header: string;
  /** Share of the table's width. */
  weight: number;
}

/** A table that continues on new pages, repeating its headings there. */
export function table(
  doc: PdfDocument,
  columns: readonly TableColumn[],
  rows: readonly string[][],
  options: { bottomReserve?: number } = {},
): void {
  const { left, right, bottom } = doc.page.margins;
  const width = doc.page.width - left - right;
  const total = columns.reduce((sum, column) => sum + column.weight, 0);
  const widths = columns.map((column) => (column.weight / total) * width);
  const padding = 3;
  const limit = () => doc.page.height - bottom - (options.bottomReserve ?? 0);
  const heightOf = (cells: readonly string[], bold: boolean) =>
    Math.max(
      ...cells.map((cell, index) => {
        doc.font(bold ? 'latinBold' : 'latin').fontSize(9);
        return doc.heightOfString(cell || ' ', { width: widths[index]! - 2 * padding });
      }),
    ) +
    2 * padding;
  const drawRow = (cells: readonly string[], bold: boolean) => {
    const height = heightOf(cells, bold);
    let x = left;
    const y = doc.y;
    cells.forEach((cell, index) => {
      doc.rect(x, y, widths[index]!, height).lineWidth(0.5).strokeColor('#888888').stroke();
      write(doc, cell, { size: 9, bold, x: x + padding, y: y + padding, width: widths[index]! - 2 * padding });
      x += widths[index]!;
    });
    doc.x = left;
    doc.y = y + height;
  };
  const headings = columns.map((column) => column.header);
  drawRow(headings, true);
  for (const row of rows) {
    if (doc.y + heightOf(row, false) > limit()) {
      doc.addPage();
      drawRow(headings, true);
    }
    drawRow(row, false);
  }
}

export interface Signatory {
  name: string;
  post: string | null;
  positionBelowSign: boolean;
  signature: { bytes: Buffer; contentType: string } | null;
  stamp: { bytes: Buffer; contentType: string } | null;
}

/** Signature blocks side by side above the footer: the image, a line, the name and the post. */
export function signatureBlocks(doc: PdfDocument, signatories: readonly Signatory[], y: number): void {
  if (signatories.length === 0) return;
  const { left, right } = doc.page.margins;
  const width = (doc.page.width - left - right) / signatories.length;
  signatories.forEach((signatory, index) => {
    const x = left + index * width;
    const inner = Math.min(width - mm(6), mm(55));
    if (signatory.stamp && printable(signatory.stamp))
      doc.image(signatory.stamp.bytes, x, y, { fit: [mm(18), mm(18)] });
    if (signatory.signature && printable(signatory.signature))
      doc.image(signatory.signature.bytes, x + mm(6), y, { fit: [inner - mm(6), mm(14)] });
    const line = y + mm(16);
    doc
      .moveTo(x, line)
      .lineTo(x + inner, line)
      .lineWidth(0.5)
      .strokeColor('#000000')
      .stroke();
    write(doc, signatory.name, { size: 9, bold: true, x, y: line + 2, width: inner, align: 'center' });
    if (signatory.post) write(doc, signatory.post, { size: 8, width: inner, align: 'center' });
  });
}

/** Sends the document as it is drawn: nothing of a long batch is held whole in memory. */
export function sendPdf(
  reply: FastifyReply,
  doc: PdfDocument,
  fileName: string,
  disposition: 'inline' | 'attachment' = 'inline',
) {
  const safeName = fileName.replace(/[^\w.-]/g, '_');
  return reply
    .header('Content-Type', 'application/pdf')
    .header('Content-Disposition', `${disposition}; filename="${safeName}"`)
    .header('Cache-Control', 'private, no-store')
    .header('X-Content-Type-Options', 'nosniff')
    .send(doc);
}
