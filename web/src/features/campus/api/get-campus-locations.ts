/** GET /Campus/Locations: the campuses in the caller's scope that have coordinates, for the map. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CampusMarker } from '@hemis/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

export function getCampusLocations(): Promise<CampusMarker[]> {
  return apiRequest<CampusMarker[]>('Campus/Locations');
}

export const campusLocationsQueryOptions = () =>
  queryOptions({ queryKey: ['campuses', 'locations'], queryFn: getCampusLocations });

export function useCampusLocations() {
  return useQuery(campusLocationsQueryOptions());
}
