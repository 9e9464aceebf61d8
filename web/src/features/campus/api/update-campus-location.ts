/** PATCH /Campus/UpdateLongitude?CampusId=&Latitude=&Longitude= (body null): the GPS screen. */
import { apiRequest } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/mutations.ts';

export interface CampusLocation {
  id: number;
  latitude: number;
  longitude: number;
}

export function updateCampusLocation({ id, latitude, longitude }: CampusLocation): Promise<CampusLocation> {
  return apiRequest<CampusLocation>('Campus/UpdateLongitude', {
    method: 'PATCH',
    query: { CampusId: id, Latitude: latitude, Longitude: longitude },
  });
}

export function useUpdateCampusLocation() {
  return useInvalidatingMutation(updateCampusLocation, [['campus'], ['campuses'], ['user-details']]);
}
