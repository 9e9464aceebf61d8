/** The scholarship calls (api-contract 5.6): give, change, the filtered list, the report spreadsheet. */
import type { Scholarship, ScholarshipType } from '@hemis/contracts';
import { apiRequest, downloadFile, type FormValue, type QueryValue } from '../../../lib/api-client.ts';
import { usePagedQuery } from '../../../lib/list-query.ts';
import { useInvalidatingMutation } from '../../../lib/mutations.ts';
import type { PageRequest } from '../../../components/paged-table.tsx';

const SCHOLARSHIPS = ['scholarships'] as const;

export interface ScholarshipFilters {
  batchId?: string;
  programId?: string;
  fiscalYearId?: string;
  scholarshipType?: ScholarshipType;
}

const queryOf = (request: PageRequest, filters: ScholarshipFilters): Record<string, QueryValue> => ({
  page: request.page,
  pageSize: request.pageSize,
  search: request.search,
  ...filters,
});

export function useScholarshipPage(request: PageRequest, filters: ScholarshipFilters) {
  return usePagedQuery([...SCHOLARSHIPS, request, filters], () =>
    apiRequest<{ totalCount: number; totalRecords: number; scholarships: Scholarship[] }>('Scholarship/filter', {
      query: queryOf(request, filters),
    }),
  );
}

export const useSaveScholarship = () =>
  useInvalidatingMutation(
    ({ id, form }: { id?: number; form: Record<string, FormValue> }) =>
      apiRequest<Scholarship>(id ? `Scholarship/${id}` : 'Scholarship', { method: id ? 'PUT' : 'POST', form }),
    [SCHOLARSHIPS],
  );

export const downloadScholarshipReport = (filters: ScholarshipFilters) =>
  downloadFile(
    'Scholarship/filter/xlsx',
    { ...filters },
    `${(filters.scholarshipType ?? 'scholarship').toLowerCase()}-report.xlsx`,
  );
