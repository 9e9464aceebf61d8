/**
 * GET /Campus: one page of the campuses in the caller's scope, searched, sorted and filtered
 * by the server, with the count of each campus type under the same filters.
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CampusListPage, CampusType } from '@hemis/contracts';
import { apiRequest } from '../../../lib/api-client.ts';
import type { PageRequest } from '../../../components/paged-table.tsx';

export interface CampusListFilters {
  campusType: CampusType;
  universityId: string;
  province: string;
  district: string;
}

export function getCampusList(request: PageRequest, filters: CampusListFilters): Promise<CampusListPage> {
  return apiRequest<CampusListPage>('Campus', { query: { ...request, ...filters } });
}

export const campusListQueryOptions = (request: PageRequest, filters: CampusListFilters) =>
  queryOptions({
    queryKey: ['campuses', 'list', request, filters],
    queryFn: () => getCampusList(request, filters),
    placeholderData: keepPreviousData,
  });

export function useCampusList(request: PageRequest, filters: CampusListFilters) {
  return useQuery(campusListQueryOptions(request, filters));
}
