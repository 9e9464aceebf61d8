/**
 * The campus's alumni calls (api-contract 5.9): the submissions waiting for verification and
 * their verification, the graduates in scope, and the summary per program.
 */
import { useQuery } from '@tanstack/react-query';
import type { AlumniSummaryRow, Graduation, Page } from '@hemis/contracts';
import { apiRequest, type QueryValue } from '../../../lib/api-client.ts';
import { usePagedQuery } from '../../../lib/list-query.ts';
import { useInvalidatingMutation } from '../../../lib/mutations.ts';
import type { PageRequest } from '../../../components/paged-table.tsx';

const PENDING = ['alumni', 'pending'] as const;
const SUMMARY = ['alumni', 'summary'] as const;
/** The graduation feature's lists: a verified submission becomes a graduate. */
const GRADUATIONS = ['graduations'] as const;

const pageQuery = (request: PageRequest): Record<string, QueryValue> => ({
  page: request.page,
  pageSize: request.pageSize,
  search: request.search,
});

export function usePendingSubmissions(request: PageRequest) {
  return usePagedQuery([...PENDING, request], () =>
    apiRequest<Page<Graduation>>('Graduation/GraduationApplications/Pending', { query: pageQuery(request) }),
  );
}

/** Answers the server's text ("Alumni verified and login created!"). */
export const useVerifyAlumnus = () =>
  useInvalidatingMutation(
    (id: number) => apiRequest<string>(`AlumniRegister/Verify/${id}`, { method: 'POST', json: {} }),
    [PENDING, SUMMARY, GRADUATIONS],
  );

export interface GraduateFilters {
  studentType: '' | 'regular' | 'old';
  programId: string;
  fiscalYearId: string;
}

export function useGraduates(request: PageRequest, filters: GraduateFilters) {
  return usePagedQuery([...GRADUATIONS, 'alumni', request, filters], () =>
    apiRequest<Page<Graduation>>('Graduation', { query: { ...pageQuery(request), ...filters } }),
  );
}

export function useAlumniSummary() {
  return useQuery({
    queryKey: SUMMARY,
    queryFn: () => apiRequest<AlumniSummaryRow[]>('Alumni/Summary'),
  });
}
