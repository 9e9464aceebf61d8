/**
 * The student identity card (api-contract 8.1): 86 x 54 mm, landscape or portrait, with the
 * campus header, "STUDENT IDENTITY CARD", the student's name, level, program with year or
 * semester, phone, student ID, validity in BS, photo (or a clear placeholder), the ID-card
 * signature of the campus chief, and the verification QR code. One card a page, or many on A4
 * sheets with cut marks. Four designs: the standard landscape and portrait cards, and the
 * JMC (landscape, photo on the right, maroon) and RMC (portrait, photo and QR side by side,
 * green) designs that campuses used in the original system.
 */
import { CARD_DESIGN_ORIENTATION, type CardDesign } from '@hemis/contracts';
import {
  ID_CARD,
  groupedCode,
  image,
  mm,
  printable,
  qrCode,
  write,
  type PdfDocument,
  type Signatory,
} from '../../lib/pdf/document.ts';

export interface CardFace {
  campusName: string;
  universityName: string;
  address: string | null;
  phone: string | null;
  logo: Buffer | null;
  name: string;
  levelName: string;
  program: string;
  phoneNumber: string | null;
  studentId: string;
  validUptoBs: string;
  photo: { bytes: Buffer; contentType: string } | null;
  signatory: Signatory | null;
  code: string;
  verifyUrl: string;
}

const BAND_COLOUR: Record<CardDesign, string> = {
  landscape: '#0b3d91',
  portrait: '#0b3d91',
  jmc: '#7b1e2b',
  rmc: '#1b5e20',
};

/** The card's width and height in points as it is printed (landscape or portrait). */
export function cardSize(design: CardDesign): { width: number; height: number } {
  return CARD_DESIGN_ORIENTATION[design] === 'landscape'
    ? { width: ID_CARD.width, height: ID_CARD.height }
    : { width: ID_CARD.height, height: ID_CARD.width };
}

function photoBox(doc: PdfDocument, face: CardFace, x: number, y: number, width: number, height: number) {
  doc.rect(x, y, width, height).lineWidth(0.5).strokeColor('#777777').stroke();
  if (face.photo && printable(face.photo))
    image(doc, face.photo.bytes, x, y, { fit: [width, height], align: 'center', valign: 'center' });
  else write(doc, 'No photo', { size: 6, x, y: y + height / 2 - 4, width, align: 'center', color: '#777777' });
}

function facts(doc: PdfDocument, face: CardFace, x: number, y: number, width: number) {
  const lines: [string, string][] = [
    ['Name', face.name],
    ['Level', face.levelName],
    ['Program', face.program],
    ['Phone No.', face.phoneNumber ?? ''],
    ['Student ID', face.studentId],
    ['Valid Upto', face.validUptoBs],
  ];
  doc.y = y;
  for (const [label, value] of lines) {
    write(doc, `${label}: ${value}`, { size: 6.5, x, y: doc.y, width, bold: label === 'Name' });
  }
}

function signature(doc: PdfDocument, face: CardFace, x: number, y: number, width: number) {
  const signed = face.signatory?.signature;
  if (signed && printable(signed)) image(doc, signed.bytes, x, y, { fit: [width, mm(6)], align: 'center' });
  doc
    .moveTo(x, y + mm(6.5))
    .lineTo(x + width, y + mm(6.5))
    .lineWidth(0.4)
    .strokeColor('#000000')
    .stroke();
  write(doc, 'Authorized Signature', { size: 5, x, y: y + mm(7), width, align: 'center' });
}

function header(doc: PdfDocument, face: CardFace, width: number, colour: string) {
  doc.rect(0, 0, width, mm(12)).fill(colour);
  if (face.logo) image(doc, face.logo, mm(1.5), mm(1.5), { fit: [mm(9), mm(9)] });
  write(doc, face.campusName, {
    size: 7.5,
    bold: true,
    x: mm(11),
    y: mm(1),
    width: width - mm(12),
    align: 'center',
    color: '#ffffff',
  });
  write(doc, `Affiliated to ${face.universityName}`, {
    size: 5.5,
    width: width - mm(12),
    align: 'center',
    color: '#ffffff',
  });
  const contact = [face.address, face.phone].filter(Boolean).join(' | ');
  if (contact) write(doc, contact, { size: 5, width: width - mm(12), align: 'center', color: '#ffffff' });
  write(doc, 'STUDENT IDENTITY CARD', {
    size: 7,
    bold: true,
    x: 0,
    y: mm(12.8),
    width,
    align: 'center',
    color: colour,
  });
}

/** Draws one card with its top-left corner at the origin (the caller translates). */
export function drawCard(doc: PdfDocument, face: CardFace, design: CardDesign): void {
  const { width, height } = cardSize(design);
  doc.save();
  doc.rect(0, 0, width, height).clip();
  doc.rect(0, 0, width, height).fill('#ffffff');
  header(doc, face, width, BAND_COLOUR[design]);
  const qr = (x: number, y: number) => qrCode(doc, face.verifyUrl, x, y, mm(11));
  const code = (x: number, y: number, codeWidth: number, align: 'left' | 'center' = 'left') =>
    write(doc, groupedCode(face.code), { size: 4, x, y, width: codeWidth, align });
  switch (design) {
    case 'landscape':
      photoBox(doc, face, mm(3), mm(17), mm(19), mm(23));
      facts(doc, face, mm(24), mm(17), width - mm(27));
      qr(mm(3), height - mm(13));
      code(mm(15), height - mm(4), mm(38));
      signature(doc, face, width - mm(30), height - mm(13), mm(27));
      break;
    case 'portrait':
      photoBox(doc, face, (width - mm(19)) / 2, mm(17), mm(19), mm(23));
      facts(doc, face, mm(3), mm(42), width - mm(6));
      qr(mm(3), height - mm(14));
      signature(doc, face, width - mm(28), height - mm(14), mm(25));
      code(mm(3), height - mm(3), width - mm(6));
      break;
    case 'jmc':
      facts(doc, face, mm(3), mm(17), width - mm(27));
      photoBox(doc, face, width - mm(22), mm(17), mm(19), mm(23));
      qr(mm(3), height - mm(13));
      code(mm(15), height - mm(4), mm(38));
      signature(doc, face, width - mm(30), height - mm(12.5), mm(27));
      doc.rect(0, height - mm(1.2), width, mm(1.2)).fill(BAND_COLOUR.jmc);
      break;
    case 'rmc':
      photoBox(doc, face, mm(3), mm(17), mm(19), mm(23));
      qr(mm(24) + (width - mm(27) - mm(11)) / 2, mm(18));
      code(mm(24), mm(30), width - mm(27), 'center');
      facts(doc, face, mm(3), mm(42), width - mm(6));
      signature(doc, face, (width - mm(27)) / 2, height - mm(12), mm(27));
      doc.rect(0, height - mm(1.5), width, mm(1.5)).fill(BAND_COLOUR.rmc);
      break;
  }
  doc.restore();
}

/** Where the cards of an A4 sheet go, and the sheet's cut marks around each. */
export function sheetSlots(design: CardDesign): { x: number; y: number }[] {
  const { width, height } = cardSize(design);
  const landscape = CARD_DESIGN_ORIENTATION[design] === 'landscape';
  const columns = landscape ? 2 : 3;
  const rows = landscape ? 5 : 3;
  const gap = mm(4);
  const left = (mm(210) - columns * width - (columns - 1) * gap) / 2;
  const top = (mm(297) - rows * height - (rows - 1) * gap) / 2;
  const slots: { x: number; y: number }[] = [];
  for (let row = 0; row < rows; row += 1)
    for (let column = 0; column < columns; column += 1)
      slots.push({ x: left + column * (width + gap), y: top + row * (height + gap) });
  return slots;
}

export function cutMarks(doc: PdfDocument, slot: { x: number; y: number }, design: CardDesign): void {
  const { width, height } = cardSize(design);
  const length = mm(2);
  doc.save().lineWidth(0.3).strokeColor('#999999');
  for (const [x, y] of [
    [slot.x, slot.y],
    [slot.x + width, slot.y],
    [slot.x, slot.y + height],
    [slot.x + width, slot.y + height],
  ] as const) {
    doc
      .moveTo(x - length, y)
      .lineTo(x + length, y)
      .stroke();
    doc
      .moveTo(x, y - length)
      .lineTo(x, y + length)
      .stroke();
  }
  doc.restore();
}
