/** The report tables of the summary report (api-contract 5.16 and 8.9), read and downloaded at the caller's scope. */
import { useQuery } from '@tanstack/react-query';
import type { ReportFormat } from '@hemis/contracts';
import { downloadFile, type QueryValue } from '../../../lib/api-client.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export interface ReportFilters {
  fiscalYearId: string;
  levelId: string;
  facultyId: string;
  /** One university or campus of the reader's scope (the statistical report's choice); empty: all of it. */
  universityId?: string;
  campusId?: string;
}

export const NO_FILTERS: ReportFilters = { fiscalYearId: '', levelId: '', facultyId: '' };

const queryOf = (filters: ReportFilters): Record<string, QueryValue> => ({
  fiscalYearId: filters.fiscalYearId || undefined,
  levelId: filters.levelId || undefined,
  facultyId: filters.facultyId || undefined,
  universityId: filters.universityId || undefined,
  campusId: filters.campusId || undefined,
});

/** A report's rows; read only once its section is opened, so a closed report costs nothing. */
export function useReportRows<Row>(
  path: string,
  filters: ReportFilters,
  enabled: boolean,
  /** The table's rows from the answer, for reports answered as nested groups. */
  select?: (answer: unknown[]) => Row[],
) {
  const query = queryOf(filters);
  return useQuery({
    queryKey: ['report', path, query],
    queryFn: () => apiRequest<unknown[]>(path, { query }),
    select: select ?? ((answer) => answer as Row[]),
    enabled,
  });
}

/** The same table as a file the server writes (PDF, spreadsheet or CSV). */
export function downloadReport(path: string, filters: ReportFilters, format: ReportFormat) {
  return downloadFile(path, { ...queryOf(filters), format }, `report.${format}`);
}
