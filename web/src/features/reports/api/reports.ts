/** The report tables of the summary report (api-contract 5.16 and 8.9), read and downloaded at the caller's scope. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Page, ReportFormat } from '@hemis/contracts';
import { downloadFile, type QueryValue } from '../../../lib/api-client.ts';
import { apiResponse } from '../../../lib/api-client.ts';

export interface ReportFilters {
  fiscalYearId: string;
  levelId: string;
  facultyId: string;
  /** One university or campus of the reader's scope (the statistical report's choice); empty: all of it. */
  universityId?: string;
  campusId?: string;
  /** The campuses of one type, or of one province (its id); empty: all of them. */
  campusType?: string;
  provinceId?: string;
  /** A range of dates (A.D., YYYY-MM-DD) the collection reports narrow to; empty: every date. */
  fromDate?: string;
  toDate?: string;
  /** How a summary divides its figures (the infrastructure summary: campusType or province); empty: in all. */
  groupBy?: string;
}

/** A page of a report the server pages (1-based, as the server counts). */
export interface ReportPageRequest {
  page: number;
  pageSize: number;
}

export const NO_FILTERS: ReportFilters = { fiscalYearId: '', levelId: '', facultyId: '' };

const queryOf = (filters: ReportFilters): Record<string, QueryValue> => ({
  fiscalYearId: filters.fiscalYearId || undefined,
  levelId: filters.levelId || undefined,
  facultyId: filters.facultyId || undefined,
  universityId: filters.universityId || undefined,
  campusId: filters.campusId || undefined,
  campusType: filters.campusType || undefined,
  provinceId: filters.provinceId || undefined,
  fromDate: filters.fromDate || undefined,
  toDate: filters.toDate || undefined,
  groupBy: filters.groupBy || undefined,
});

/**
 * A report's rows and how many there are in all; read only once its section is opened, so a
 * closed report costs nothing. A paged report is read one page at a time, the page shown until
 * the next arrives.
 */
export function useReportRows<Row>(
  path: string,
  filters: ReportFilters,
  enabled: boolean,
  /** The table's rows from the answer, for reports answered as nested groups. */
  select?: (answer: unknown[]) => Row[],
  page?: ReportPageRequest,
) {
  const query = { ...queryOf(filters), ...page };
  return useQuery({
    queryKey: ['report', path, query],
    queryFn: async () => {
      const { data, headers } = await apiResponse<unknown[] | Page<unknown> | object>(path, { query });
      return { answer: data, asOf: headers.get('x-figures-as-of') };
    },
    select: ({ answer, asOf }) => {
      const page = !Array.isArray(answer) && 'totalRecords' in answer ? (answer as Page<unknown>) : null;
      // A list, a page, or one object whose rows `select` finds (GetPassRateByProgram's {programs}).
      const listed = Array.isArray(answer) ? answer : page ? page.data : [answer];
      const rows = select ? select(listed) : (listed as Row[]);
      // Set when the figures come from a recent count rather than this moment's (report-snapshots.ts).
      const countedAt = asOf ? new Date(asOf) : null;
      return { rows, total: page ? page.totalRecords : rows.length, countedAt };
    },
    enabled,
    placeholderData: page ? keepPreviousData : undefined,
  });
}

/** The same table as a file the server writes (PDF, spreadsheet or CSV). */
export function downloadReport(path: string, filters: ReportFilters, format: ReportFormat) {
  return downloadFile(path, { ...queryOf(filters), format }, `report.${format}`);
}

/**
 * The rows of a summary answered as one object (ResearchSummary, InfrastructureSummary): its
 * table's lines, or none when nothing is recorded, so that the panel says so.
 */
export const summaryRows =
  <Answer, Row>(recorded: (answer: Answer) => boolean, rows: (answer: Answer) => Row[]) =>
  (answer: unknown[]): Row[] => {
    const summary = answer[0] as Answer;
    return recorded(summary) ? rows(summary) : [];
  };
