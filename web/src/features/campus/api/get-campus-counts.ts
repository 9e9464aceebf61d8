/** GET /Campus/CountByTypeAndUniversity: campuses by type for each university in scope. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CampusCountsByUniversity as CampusCounts } from '@hemis/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

export function getCampusCounts(filters: { province: string; district: string }): Promise<CampusCounts> {
  return apiRequest<CampusCounts>('Campus/CountByTypeAndUniversity', { query: filters });
}

export const campusCountsQueryOptions = (filters: { province: string; district: string }) =>
  queryOptions({ queryKey: ['campuses', 'counts', filters], queryFn: () => getCampusCounts(filters) });

export function useCampusCounts(filters: { province: string; district: string }) {
  return useQuery(campusCountsQueryOptions(filters));
}
