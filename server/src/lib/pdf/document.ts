/**
 * The one PDF layer (issue: printed documents): every printed document is drawn here with
 * pdfkit and streamed to the response. A document is a page layout, an institution header,
 * text in Latin and Devanagari, tables that break across pages with their headings repeated,
 * signature blocks, and a footer with the verification code and its QR code.
 */
import { createRequire } from 'node:module';
import type { FastifyReply } from 'fastify';
import type PDFKitDocument from 'pdfkit';
import type QRCodeLibrary from 'qrcode';
import { amountInWords, formatAmount, type AmountValue } from '@hemis/contracts';
import { documentFonts, type FontName } from './fonts.ts';
import { textRuns, type TextRun } from './text-runs.ts';

export type PdfDocument = PDFKit.PDFDocument;

const require = createRequire(import.meta.url);

/**
 * pdfkit (with its font engine) and qrcode are read at the first document rather than at
 * start: a server that prints nothing does not hold them (docs/decisions/0023-compiled-server.md).
 */
const pdfLibraries = {
  document: () => require('pdfkit') as typeof PDFKitDocument,
  qrCode: () => require('qrcode') as typeof QRCodeLibrary,
};

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
  const PDFDocument = pdfLibraries.document();
  const doc = new PDFDocument({
    size,
    layout: orientation,
    margin,
    info: { Title: title, Author: 'HEMIS' },
    autoFirstPage: true,
  });
  // pdfkit 0.20 takes a font its engine has read (typed as a file only).
  for (const [name, font] of documentFonts()) doc.registerFont(name, font as unknown as Buffer);
  doc.font('latin');
  return doc;
}

/**
 * Forgets the shaped words pdfkit keeps for each font of the document. pdfkit lays out every
 * distinct word once and keeps it for the whole document: a batch of a thousand report cards,
 * each with its own names, numbers and verification code, kept a hundred MB of words never drawn
 * again. A long document calls this between batches of pages; the words a batch repeats (labels,
 * subject names) are laid out again once per batch. (Turning the cache off made the thousand
 * cards four times slower.)
 */
export function forgetTextLayouts(doc: PdfDocument): void {
  const fonts = (doc as unknown as { _fontFamilies?: Record<string, { layoutCache?: object }> })._fontFamilies;
  for (const font of Object.values(fonts ?? {})) {
    if (font.layoutCache) font.layoutCache = Object.create(null) as object;
  }
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

/** The ascender of a font, in thousandths of its size (pdfkit keeps the current font's metrics privately). */
function ascenderOf(doc: PdfDocument, font: FontName): number {
  doc.font(font);
  return (doc as unknown as { _font: { ascender: number } })._font.ascender;
}

/** Writes a line (wrapping within `width`) in the right font for each script it holds. */
export function write(doc: PdfDocument, text: string, options: TextOptions = {}): void {
  const { bold = false, size = 10, x, y, width, align = 'left', color = '#000000' } = options;
  const runs = textRuns(text || ' ');
  doc.fontSize(size).fillColor(color);
  const fontOf = (run: TextRun): FontName =>
    run.script === 'devanagari' ? (bold ? 'devanagariBold' : 'devanagari') : bold ? 'latinBold' : 'latin';
  // pdfkit sets each run's baseline one ascender of its own font below the line's top, and Noto
  // Sans Devanagari's ascender is shorter than Noto Sans's: on a line of both scripts the Nepali
  // would sit higher than the English beside it. Such a line takes the Latin font's baseline.
  const mixed = new Set(runs.map((run) => run.script)).size > 1;
  const baseline = mixed ? -(ascenderOf(doc, bold ? 'latinBold' : 'latin') / 1000) * size : undefined;
  runs.forEach((run, index) => {
    const devanagari = run.script === 'devanagari';
    doc.font(fontOf(run));
    const placement = { width, align, continued: index < runs.length - 1, baseline };
    // Shaped Devanagari puts some glyphs before the letter they follow in speech (ि before व):
    // the run's own text, as ActualText, is what readers copy and search.
    if (devanagari) doc.markContent('Span', { actual: run.text });
    if (index === 0 && x !== undefined) doc.text(run.text, x, y, placement);
    else doc.text(run.text, placement);
    if (devanagari) doc.endMarkedContent();
  });
}

/** An amount in figures and in words, in English and in Nepali, one line each (receipts, scholarships). */
export function amountInFiguresAndWords(doc: PdfDocument, amount: AmountValue, options: TextOptions = {}): void {
  write(doc, `Rs. ${formatAmount(amount, 'en')} (रु. ${formatAmount(amount, 'ne')})`, { ...options, bold: true });
  write(doc, amountInWords(amount, 'en'), { ...options, x: undefined, y: undefined });
  write(doc, amountInWords(amount, 'ne'), { ...options, x: undefined, y: undefined });
}

/**
 * The QR code of a verification address, drawn as squares: sharp at any print size, and far
 * cheaper than a picture when a batch prints a thousand of them.
 */
export function qrCode(doc: PdfDocument, url: string, x: number, y: number, size: number): void {
  const { modules } = pdfLibraries.qrCode().create(url, { errorCorrectionLevel: 'M' });
  const quiet = 1;
  const cell = size / (modules.size + 2 * quiet);
  doc.save().rect(x, y, size, size).fill('#ffffff');
  for (let row = 0; row < modules.size; row += 1) {
    for (let column = 0; column < modules.size; column += 1) {
      if (modules.get(row, column)) doc.rect(x + (column + quiet) * cell, y + (row + quiet) * cell, cell, cell);
    }
  }
  doc.fill('#000000').restore();
}

/** An image pdfkit has read; its typings leave out `openImage`, which the library documents. */
type OpenedImage = object;
const openedImages = new WeakMap<PdfDocument, WeakMap<Buffer, OpenedImage>>();

/**
 * Places an image, embedding each picture once per document: a batch of cards repeats the
 * campus logo and the signature on every card, and would otherwise carry (and decode) a copy
 * of each for every card.
 */
export function image(doc: PdfDocument, bytes: Buffer, x: number, y: number, options: PDFKit.Mixins.ImageOption): void {
  let opened = openedImages.get(doc);
  if (!opened) openedImages.set(doc, (opened = new WeakMap()));
  let picture = opened.get(bytes);
  if (!picture) {
    try {
      picture = plainPng(doc, bytes) ?? (doc as unknown as { openImage(src: Buffer): OpenedImage }).openImage(bytes);
    } catch {
      // A damaged upload (right signature, unreadable data) prints as the empty frame around
      // it: the document is still needed, and the file can be uploaded again.
      picture = UNREADABLE;
    }
    opened.set(bytes, picture);
  }
  if (picture !== UNREADABLE) doc.image(picture as unknown as Buffer, x, y, options);
}

const UNREADABLE: OpenedImage = Object.freeze({});

let plainPngCount = 0;

/**
 * An 8-bit, non-interlaced greyscale or RGB PNG without transparency (what cameras, scanners
 * and most photo tools write) goes into the PDF as its compressed data, untouched: PDF reads
 * PNG's own compression. pdfkit's PNG reader copies such data a byte at a time into a
 * JavaScript array, which for a batch of a thousand photos costs seconds and hundreds of
 * megabytes; every other image is left to pdfkit.
 */
function plainPng(doc: PdfDocument, bytes: Buffer): OpenedImage | undefined {
  if (bytes.length < 33 || bytes.readUInt32BE(0) !== 0x89504e47 || bytes.toString('ascii', 12, 16) !== 'IHDR')
    return undefined;
  const width = bytes.readUInt32BE(16);
  const height = bytes.readUInt32BE(20);
  const [depth, colourType, , , interlace] = bytes.subarray(24, 29);
  const colours = colourType === 0 ? 1 : colourType === 2 ? 3 : 0;
  if (depth !== 8 || colours === 0 || interlace !== 0) return undefined;
  const data: Buffer[] = [];
  for (let at = 8; at + 8 <= bytes.length;) {
    const length = bytes.readUInt32BE(at);
    const type = bytes.toString('ascii', at + 4, at + 8);
    if (type === 'tRNS') return undefined;
    if (type === 'IDAT') data.push(bytes.subarray(at + 8, at + 8 + length));
    if (type === 'IEND') break;
    at += 12 + length;
  }
  if (data.length === 0) return undefined;
  const obj = doc.ref({
    Type: 'XObject',
    Subtype: 'Image',
    Width: width,
    Height: height,
    BitsPerComponent: 8,
    ColorSpace: colours === 1 ? 'DeviceGray' : 'DeviceRGB',
    Filter: 'FlateDecode',
    DecodeParms: { Predictor: 15, Colors: colours, BitsPerComponent: 8, Columns: width },
  });
  obj.end(Buffer.concat(data));
  plainPngCount += 1;
  return { width, height, obj, label: `P${plainPngCount}` };
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

/**
 * The institution header: logo, campus name, "Affiliated to {university}", address, phone,
 * established year. At the page's top margin, or at `top` for a document printed twice on a
 * page (a receipt's payer's and office copies).
 */
export function institutionHeader(doc: PdfDocument, institution: Institution, at: { top?: number } = {}): void {
  const { left, right } = doc.page.margins;
  const top = at.top ?? doc.page.margins.top;
  const width = doc.page.width - left - right;
  if (institution.logo) image(doc, institution.logo, left, top, { fit: [mm(20), mm(20)] });
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
}

/** The footer of a page: the code printed for reading and its QR code, which opens the public verification page. */
export function verificationFooter(doc: PdfDocument, mark: VerificationMark): void {
  const { left, right, bottom } = doc.page.margins;
  const size = mm(18);
  const top = doc.page.height - bottom - size;
  const width = doc.page.width - left - right - size - mm(4);
  qrCode(doc, mark.url, doc.page.width - right - size, top, size);
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
  /** Figures are set right, so their places line up; text left (the default). */
  align?: 'left' | 'right';
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
      // Headings stay left: pdfkit cannot right-align a line set in two fonts (रकम/Amount).
      const align = bold ? 'left' : columns[index]!.align;
      write(doc, cell, { size: 9, bold, x: x + padding, y: y + padding, width: widths[index]! - 2 * padding, align });
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
      image(doc, signatory.stamp.bytes, x, y, { fit: [mm(18), mm(18)] });
    if (signatory.signature && printable(signatory.signature))
      image(doc, signatory.signature.bytes, x + mm(6), y, { fit: [inner - mm(6), mm(14)] });
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

/** What a document may hold drawn but not yet read by the client before drawing pauses. */
const UNREAD_LIMIT_BYTES = 1024 * 1024;

/**
 * Resolves once the client has read enough of what was drawn (or has gone away), so a long
 * document drawn in a loop never runs ahead of a slow connection.
 */
export function untilRead(doc: PdfDocument): Promise<void> {
  if (doc.readableLength <= UNREAD_LIMIT_BYTES || doc.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    const check = () => {
      if (doc.readableLength <= UNREAD_LIMIT_BYTES || doc.destroyed) {
        doc.off('data', check);
        doc.off('close', check);
        resolve();
      }
    };
    doc.on('data', check);
    doc.on('close', check);
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
