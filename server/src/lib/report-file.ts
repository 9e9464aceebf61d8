/**
 * A report table as a file (issue: dashboards and national reports): a PDF through the PDF
 * layer (the reader's institution, the report's title, the filters applied with the fiscal
 * year in B.S., the table continued over pages, and a verification code on every page), an
 * .xlsx workbook (numbers as number cells, the header frozen), or CSV (UTF-8 with a byte-order
 * mark, so spreadsheet programs read Devanagari). Each report declares its columns once. A
 * report of several parts (the statistical report) prints as one PDF the same way.
 */
import type { FastifyReply } from 'fastify';
import { DEFAULT_LANGUAGE, localDigits, type Language, type ReportFormat } from '@hemis/contracts';
import type { Db } from '../db/prisma.ts';
import { issueStandaloneDocument } from '../modules/verification/verification.service.ts';
import type { ReadContext, WriteContext } from './context.ts';
import { todayInNepal, todayInNepalBs, type Clock } from './clock.ts';
import {
  createPdf,
  institutionHeader,
  mm,
  sendPdf,
  table,
  verificationFooter,
  write,
  type Institution,
  type TableColumn,
  type VerificationMark,
} from './pdf/document.ts';
import { campusInstitution } from './pdf/institution.ts';
import { CSV_CONTENT_TYPE, XLSX_CONTENT_TYPE, csvLine, writeXlsx } from './spreadsheet.ts';
import type { FileStore } from './file-store.ts';

export interface ReportColumn<Row> {
  header: string;
  value(row: Row): string | number;
  /** Share of the PDF table's width (1 unless given). */
  weight?: number;
}

export interface ReportFile<Row> {
  title: string;
  /** The filters applied, as the reader would say them ("Fiscal year: 2081/82"). */
  filters: string[];
  columns: readonly ReportColumn<Row>[];
  rows: readonly Row[];
}

/** A row of counts by gender; its third gender is `other` or `others`, as its report names it. */
type GenderCounts<Other extends 'other' | 'others'> = { male: number; female: number; total: number } & Record<
  Other,
  number
>;

/** The columns of a count by gender: Male, Female, Other (or Others) and Total. */
export function genderColumns<Other extends 'other' | 'others'>(other: Other): ReportColumn<GenderCounts<Other>>[] {
  return [
    { header: 'Male', value: (row) => row.male },
    { header: 'Female', value: (row) => row.female },
    { header: other === 'other' ? 'Other' : 'Others', value: (row) => row[other] },
    { header: 'Total', value: (row) => row.total },
  ];
}

/**
 * The line a printed report states, when its figures were read from the read replica while it
 * was behind the primary, how far behind (db/reports-database.ts); none for live figures.
 */
export function replicaLagLines(context: ReadContext): string[] {
  const seconds = Math.round(context.replica?.lagSeconds ?? 0);
  if (seconds < 1) return [];
  return [`Figures read from a copy of the database ${seconds} second${seconds === 1 ? '' : 's'} behind it`];
}

export interface ReportPrint {
  fileStore: FileStore;
  publicUrl: string;
}

const BYTE_ORDER_MARK = '\uFEFF';
/** Figures as Nepal writes them (1,23,456); one formatter for every cell of a long table. */
const INDIAN_GROUPING = new Intl.NumberFormat('en-IN');
const FOOTER_RESERVE = mm(24);

const fileNameOf = (title: string, extension: string) =>
  `${title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}.${extension}`;

/** The reader's institution: a campus's own header, or the university's or the commission's name. */
async function scopeName(db: Db, context: WriteContext): Promise<string> {
  const { scope } = context;
  if (scope.kind === 'university') {
    return (await db.university.findUnique({ where: { id: scope.universityId }, select: { name: true } }))?.name ?? '';
  }
  return 'University Grants Commission, Nepal';
}

export async function sendReportFile<Row>(
  context: WriteContext,
  reply: FastifyReply,
  print: ReportPrint,
  format: ReportFormat,
  report: ReportFile<Row>,
) {
  const header = report.columns.map((column) => column.header);
  const cells = report.rows.map((row) => report.columns.map((column) => column.value(row)));
  if (format === 'csv') {
    const text = BYTE_ORDER_MARK + [header, ...cells].map((line) => csvLine(line.map(String))).join('');
    return reply
      .header('content-type', CSV_CONTENT_TYPE)
      .header('content-disposition', `attachment; filename="${fileNameOf(report.title, 'csv')}"`)
      .send(text);
  }
  if (format === 'xlsx') {
    const workbook = await writeXlsx([
      { name: report.title.slice(0, 31).replace(/[\\/?*[\]:]/g, ' '), header, rows: cells },
    ]);
    return reply
      .header('content-type', XLSX_CONTENT_TYPE)
      .header('content-disposition', `attachment; filename="${fileNameOf(report.title, 'xlsx')}"`)
      .send(workbook);
  }

  return sendReportPdf(context, reply, print, {
    title: report.title,
    filters: report.filters,
    parts: [{ table: printedTable(report.columns, report.rows) }],
  });
}

/** A table as printed: its columns' headings and shares of the width, and its cells as text. */
export interface PrintedTable {
  columns: TableColumn[];
  cells: string[][];
}

/**
 * A table as printed. The figures it counts (number cells) are grouped as Nepal writes them,
 * in Devanagari digits in a Nepali copy; text cells (names, amounts already written out,
 * codes) print as given.
 */
export function printedTable<Row>(
  columns: readonly ReportColumn<Row>[],
  rows: readonly Row[],
  language: Language = DEFAULT_LANGUAGE,
): PrintedTable {
  return {
    columns: columns.map((column) => ({ header: column.header, weight: column.weight ?? 1 })),
    cells: rows.map((row) =>
      columns.map((column) => {
        const cell = column.value(row);
        return typeof cell === 'number' ? localDigits(INDIAN_GROUPING.format(cell), language) : cell;
      }),
    ),
  };
}

/** A part of a printed report: a heading, sentences, and a table, each optional. */
export interface ReportPart {
  heading?: string;
  notes?: readonly string[];
  table?: PrintedTable;
}

/** Room a heading needs below it, so that it never ends a page alone. */
const HEADING_RESERVE = mm(30);

/** What a printed report is: the parts below its frame, and the language its frame speaks. */
export interface PrintedReport {
  /** The report's English title: the file's name and the issued document's, whoever prints it. */
  title: string;
  filters: readonly string[];
  parts: readonly ReportPart[];
  /** The reader's language: the frame's words and dates; English unless given. */
  language?: Language;
  /** The title as printed in that language; the English title unless given. */
  printedTitle?: string;
}

/** The words of a report's frame (its filters and the date it was printed), in each language. */
const FRAME_WORDS: Record<
  Language,
  { filters(applied: readonly string[]): string; printedOn(bs: string, ad: string): string }
> = {
  en: {
    filters: (applied) => (applied.length ? `Filters: ${applied.join('; ')}` : 'Filters: none'),
    printedOn: (bs, ad) => `Printed on ${bs} B.S. (${ad})`,
  },
  ne: {
    filters: (applied) => (applied.length ? `फिल्टर: ${applied.join('; ')}` : 'फिल्टर: कुनै छैन'),
    printedOn: (bs, ad) => `छापिएको मिति: वि.सं. ${localDigits(bs, 'ne')} (${localDigits(ad, 'ne')})`,
  },
};

/**
 * A report of several parts as one PDF (the statistical report), or of one table: the reader's
 * institution (or, for a report narrowed to one campus, that campus's header), the title, the
 * filters with the fiscal year in B.S., the date, then each part in turn, tables continued over
 * pages, and the verification code on every page.
 */
export async function sendReportPdf(
  context: WriteContext,
  reply: FastifyReply,
  print: ReportPrint,
  report: PrintedReport,
) {
  const { scope } = context;
  const institution =
    scope.kind === 'campus' ? await campusInstitution(context.prisma, print.fileStore, scope.campusId) : null;
  const issuer = institution?.campusName ?? (await scopeName(context.prisma, context));
  const document = await issueStandaloneDocument(context.prisma, context.clock, {
    kind: 'report',
    subjectType: 'report',
    subjectId: context.actor.userId,
    campusId: scope.kind === 'campus' ? scope.campusId : null,
    holderName: report.title,
    campusName: issuer,
    programName: null,
    issueDateBs: todayInNepalBs(context.clock),
    issuedById: context.actor.userId,
  });
  const mark = { code: document.code, url: `${print.publicUrl}/verify/${document.code}` };
  return printReportPdf(context.clock, reply, { institution, issuer, mark }, report);
}

/**
 * The printing of a report: the institution's header (or the issuer's name), the title, the
 * filters, the date and the parts, every page with the verification code of the copy.
 */
export function printReportPdf(
  clock: Clock,
  reply: FastifyReply,
  issued: { institution: Institution | null; issuer: string; mark: VerificationMark },
  report: PrintedReport,
) {
  const { institution, issuer, mark } = issued;
  const words = FRAME_WORDS[report.language ?? DEFAULT_LANGUAGE];
  const title = report.printedTitle ?? report.title;
  const wide = report.parts.some((part) => (part.table?.columns.length ?? 0) > 8);
  const doc = createPdf({ layout: wide ? 'A4-landscape' : 'A4', title });
  // Every page carries the code; the table continues below the top margin of the next page.
  doc.on('pageAdded', () => {
    verificationFooter(doc, mark);
    doc.x = doc.page.margins.left;
    doc.y = doc.page.margins.top;
  });
  verificationFooter(doc, mark);
  const { left, right, top, bottom } = doc.page.margins;
  const width = doc.page.width - left - right;
  if (institution) institutionHeader(doc, institution);
  else write(doc, issuer, { bold: true, size: 14, x: left, y: top, width, align: 'center' });
  write(doc, title, { bold: true, size: 13, x: left, y: doc.y + mm(2), width, align: 'center' });
  write(doc, words.filters(report.filters), { size: 9, x: left, y: doc.y + mm(2), width });
  write(doc, words.printedOn(todayInNepalBs(clock), todayInNepal(clock)), { size: 9, x: left, width });
  for (const part of report.parts) {
    doc.y += mm(3);
    if (part.heading) {
      if (doc.y + HEADING_RESERVE > doc.page.height - bottom - FOOTER_RESERVE) doc.addPage();
      write(doc, part.heading, { bold: true, size: 11, x: left, width });
      doc.y += mm(1);
    }
    for (const note of part.notes ?? []) write(doc, note, { size: 9, x: left, width });
    if (part.table) {
      if (part.notes?.length) doc.y += mm(1);
      table(doc, part.table.columns, part.table.cells, { bottomReserve: FOOTER_RESERVE });
    }
  }
  doc.end();
  return sendPdf(reply, doc, fileNameOf(report.title, 'pdf'), 'attachment');
}
