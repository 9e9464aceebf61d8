/** GET /Campus/GetCampusForSelection: the campuses the caller may see, to pick one. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CampusOption } from '@hemis/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

export function getCampusOptions(): Promise<CampusOption[]> {
  return apiRequest<CampusOption[]>('Campus/GetCampusForSelection');
}

export const campusOptionsQueryOptions = () =>
  queryOptions({ queryKey: ['campuses', 'options'], queryFn: getCampusOptions, staleTime: 60_000 });

export function useCampusOptions(enabled = true) {
  return useQuery({ ...campusOptionsQueryOptions(), enabled });
}
