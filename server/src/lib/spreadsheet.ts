/**
 * Spreadsheets in and out (bulk imports and their templates): the first sheet of an .xlsx
 * workbook (exceljs, docs/decisions/0012-bulk-import.md) or a .csv file (RFC 4180, UTF-8),
 * told apart by content, never by name. Every cell is read as the text it shows.
 */
import type ExcelJS from 'exceljs';

/** exceljs is read at the first workbook rather than at start (docs/decisions/0023-compiled-server.md). */
async function excel(): Promise<typeof ExcelJS> {
  return (await import('exceljs')).default;
}

export interface SheetRow {
  /** The spreadsheet's row number: the header is row 1. */
  row: number;
  cells: string[];
}

export interface Sheet {
  header: string[];
  rows: SheetRow[];
}

export class UnreadableSheetError extends Error {}

const ZIP_SIGNATURE = [0x50, 0x4b, 0x03, 0x04];

function isZip(bytes: Uint8Array): boolean {
  return ZIP_SIGNATURE.every((byte, index) => bytes[index] === byte);
}

const isBlank = (cells: string[]) => cells.every((cell) => cell.trim() === '');

function toSheet(lines: string[][]): Sheet {
  const [header = [], ...rest] = lines;
  const rows = rest.map((cells, index) => ({ row: index + 2, cells })).filter((entry) => !isBlank(entry.cells));
  return { header: header.map((cell) => cell.trim()), rows };
}

/** RFC 4180: fields separated by commas, quoted with double quotes ("" inside a quoted field). */
export function parseCsv(text: string): string[][] {
  const lines: string[][] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index]!;
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') {
        quoted = false;
      } else {
        cell += char;
      }
    } else if (char === '"') {
      quoted = true;
    } else if (char === ',') {
      cells.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[index + 1] === '\n') index += 1;
      cells.push(cell);
      lines.push(cells);
      cells = [];
      cell = '';
    } else {
      cell += char;
    }
  }
  if (cell !== '' || cells.length > 0) {
    cells.push(cell);
    lines.push(cells);
  }
  return lines;
}

function readCsv(bytes: Uint8Array): Sheet {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new UnreadableSheetError('not UTF-8 text');
  }
  if (text.includes('\u0000')) throw new UnreadableSheetError('binary content');
  return toSheet(parseCsv(text.replace(/^\uFEFF/, '')));
}

async function readXlsx(bytes: Uint8Array): Promise<Sheet> {
  const workbook = new (await excel()).Workbook();
  try {
    await workbook.xlsx.load(Buffer.from(bytes) as unknown as ExcelJS.Buffer);
  } catch {
    throw new UnreadableSheetError('not an xlsx workbook');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return { header: [], rows: [] };
  const width = sheet.columnCount;
  const lines: string[][] = [];
  for (let number = 1; number <= sheet.rowCount; number += 1) {
    const row = sheet.getRow(number);
    const cells: string[] = [];
    for (let column = 1; column <= width; column += 1) cells.push(row.getCell(column).text ?? '');
    lines.push(cells);
  }
  return toSheet(lines);
}

/** The first sheet of an .xlsx workbook or a .csv file. */
export async function readSheet(bytes: Uint8Array): Promise<Sheet> {
  return isZip(bytes) ? readXlsx(bytes) : readCsv(bytes);
}

function csvCell(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** One CSV line (RFC 4180), ending in CRLF: for files written as they are read (streams). */
export function csvLine(cells: readonly string[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

export function writeCsv(header: readonly string[], rows: readonly (readonly string[])[]): Buffer {
  return Buffer.from([header, ...rows].map(csvLine).join(''), 'utf-8');
}

export interface SheetToWrite {
  name: string;
  header: readonly string[];
  /** Texts stay text; numbers become number cells (amounts that add up in the spreadsheet). */
  rows: readonly (readonly (string | number)[])[];
}

/** A workbook of the given sheets, each with a bold, frozen header and its rows as text or number cells. */
export async function writeXlsx(sheets: readonly SheetToWrite[]): Promise<Buffer> {
  const workbook = new (await excel()).Workbook();
  for (const { name, header, rows } of sheets) {
    const sheet = workbook.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.columns = header.map((title) => ({
      width: Math.max(12, title.length + 4),
      // Text, so that spreadsheet programs keep phone numbers' leading zeros and codes as typed.
      style: { numFmt: '@' },
    }));
    sheet.addRow([...header]).font = { bold: true };
    for (const row of rows) {
      const added = sheet.addRow([...row]);
      row.forEach((value, index) => {
        if (typeof value === 'number') added.getCell(index + 1).numFmt = Number.isInteger(value) ? '#,##0' : '#,##0.00';
      });
    }
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8';
