/**
 * GET /Campus: one page of the campuses in the caller's scope, searched, sorted and filtered
 * by the server, with the count of each campus type under the same filters.
 */
import type { CampusListPage, CampusType } from '@hemis/contracts';
import { apiRequest } from '../../../lib/api-client.ts';
import { usePagedQuery } from '../../../lib/list-query.ts';
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

export function useCampusList(request: PageRequest, filters: CampusListFilters) {
  return usePagedQuery(['campuses', 'list', request, filters], () => getCampusList(request, filters));
}
