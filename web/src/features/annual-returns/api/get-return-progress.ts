/**
 * GET AnnualReturn/{id}/Progress: the campuses of the reader's scope counted by state, by
 * university and by province, and one page of them, filtered by state, university and province.
 */
import type { ReturnProgress } from '@hemis/contracts';
import { pageQuery, type PageRequest } from '../../../components/paged-table.tsx';
import { apiRequest } from '../../../lib/api-client.ts';
import { usePagedQuery } from '../../../lib/list-query.ts';
import { RETURNS_KEY } from './keys.ts';

export interface ProgressFilters {
  state: string;
  universityId: string;
  provinceId: string;
}

export const NO_PROGRESS_FILTERS: ProgressFilters = { state: '', universityId: '', provinceId: '' };

export function getReturnProgress(id: number, request: PageRequest, filters: ProgressFilters) {
  return apiRequest<ReturnProgress>(`AnnualReturn/${id}/Progress`, {
    query: {
      ...pageQuery(request),
      state: filters.state || undefined,
      universityId: filters.universityId || undefined,
      provinceId: filters.provinceId || undefined,
    },
  });
}

export function useReturnProgress(id: number, request: PageRequest, filters: ProgressFilters) {
  return usePagedQuery([...RETURNS_KEY, 'progress', id, request, filters], () =>
    getReturnProgress(id, request, filters),
  );
}
