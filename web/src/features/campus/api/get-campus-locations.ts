/** GET /Campus/Locations: the campuses in the caller's scope that have coordinates, for the map. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export interface CampusMarker {
  id: number;
  campusName: string;
  campusType: string;
  universityName: string;
  district: string | null;
  latitude: number;
  longitude: number;
}

export function getCampusLocations(): Promise<CampusMarker[]> {
  return apiRequest<CampusMarker[]>('Campus/Locations');
}

export const campusLocationsQueryOptions = () =>
  queryOptions({ queryKey: ['campuses', 'locations'], queryFn: getCampusLocations });

export function useCampusLocations() {
  return useQuery(campusLocationsQueryOptions());
}
