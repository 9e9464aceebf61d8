/**
 * A report table's route (issue: dashboards and national reports): its rows as JSON, or with
 * `?format=pdf|xlsx|csv` the same rows as a file (report-file.ts), with the columns the route
 * declares once and the filters it applied, as the reader would say them. A PDF holds at most
 * REPORT_PDF_MAX_ROWS rows: a national table is read as a spreadsheet. A report that counts
 * students' own rows, or whose answer is too large to make again for every reader, names its
 * `snapshot`: read for more than one campus, it is served from a recent count, with the time of
 * that count, and as JSON its text is made once per count (report-snapshots.ts). Its figures are
 * read from the reports database (db/reports-database.ts); a download's verification code is
 * issued on the primary.
 */
import type { z } from 'zod';
import { REPORT_PDF_MAX_ROWS, reportPdfTooLongMessage, type ReportFormat } from '@hemis/contracts';
import type { Db } from '../db/prisma.ts';
import { AppError } from './app-error.ts';
import {
  answeredFromRecentCount,
  countedOrSnapshot,
  figuresAsOfLine,
  FIGURES_AS_OF_HEADER,
} from './report-snapshots.ts';
import type { RouteAccess } from '../plugins/access.ts';
import type { ReadContext } from './context.ts';
import { replicaLagLines, sendReportFile, type ReportColumn, type ReportPrint } from './report-file.ts';
import { route, type RouteInput } from './route-table.ts';

export interface ReportRouteColumn<Row> extends ReportColumn<Row> {
  /** Left out of the PDF, whose page has no room for it; the spreadsheet and CSV keep it. */
  spreadsheetOnly?: boolean;
}

type QuerySchema = z.ZodType<{ format?: ReportFormat | undefined }>;

export interface DownloadableReportOptions<Schema extends QuerySchema, Answer, Row> {
  url: string;
  summary: string;
  /** The file's title, and its name. */
  title: string;
  access: RouteAccess;
  query: Schema;
  response: z.ZodType;
  compute(context: ReadContext, query: z.output<Schema>): Promise<Answer>;
  /** The filters a download is counted by, when they are not the answer's (a page asked for). */
  fileQuery?(query: z.output<Schema>): z.output<Schema>;
  /** The file's rows, when the answer is not the list itself (groups of rows, a page). */
  fileRows?(answer: Answer): readonly Row[];
  /** The file's columns, or how to read them from its rows (a column per fiscal year answered). */
  columns: readonly ReportRouteColumn<Row>[] | ((rows: readonly Row[]) => readonly ReportRouteColumn<Row>[]);
  /** The filters the answer applied, as the file states them. */
  describe(db: Db, query: z.output<Schema>): Promise<string[]>;
  print: ReportPrint;
  /** The report's name among the snapshots, when its count is too heavy to repeat for every reader. */
  snapshot?: string;
}

/** What one report's route declares of itself; its kind of report gives its query, answer, columns and filters. */
export type ReportRouteDeclaration = Pick<
  DownloadableReportOptions<QuerySchema, unknown, unknown>,
  'url' | 'summary' | 'title' | 'access' | 'print' | 'snapshot'
>;

export function downloadableReportRoute<Schema extends QuerySchema, Answer, Row>(
  options: DownloadableReportOptions<Schema, Answer, Row>,
) {
  return route({
    method: 'GET',
    url: options.url,
    summary: `${options.summary} (?format=pdf|xlsx|csv downloads the table)`,
    access: options.access,
    report: true,
    query: options.query,
    response: options.response,
    handler: async (input: RouteInput<undefined, Schema, undefined>) => {
      const { read, write, reply } = input;
      const asked = input.query as z.output<Schema>;
      const query = asked.format && options.fileQuery ? options.fileQuery(asked) : asked;
      const count = () => options.compute(read(), query);
      const { format, ...filters } = query;
      if (!format)
        return (
          options.snapshot ? answeredFromRecentCount(read(), reply, options.snapshot, filters, count) : count()
        ) as never;
      const counted = options.snapshot
        ? await countedOrSnapshot(read(), options.snapshot, filters, count)
        : { rows: await count(), asOf: null };
      const answer = counted.rows;
      if (counted.asOf) reply.header(FIGURES_AS_OF_HEADER, counted.asOf.toISOString());
      const rows = options.fileRows ? options.fileRows(answer) : (answer as readonly Row[]);
      if (format === 'pdf' && rows.length > REPORT_PDF_MAX_ROWS)
        throw AppError.validation([{ field: 'querystring.format', message: reportPdfTooLongMessage(rows.length) }]);
      const columns = typeof options.columns === 'function' ? options.columns(rows) : options.columns;
      const described = await options.describe(read().prisma, query);
      return sendReportFile(write(), reply, options.print, format, {
        title: options.title,
        // A kept count's time is the moment its figures are of; figures counted now may be behind.
        filters: [...described, ...(counted.asOf ? [figuresAsOfLine(counted.asOf)] : replicaLagLines(read()))],
        columns: format === 'pdf' ? columns.filter((column) => !column.spreadsheetOnly) : columns,
        rows,
      });
    },
  });
}
