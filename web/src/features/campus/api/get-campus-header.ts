/** GET /Campus/{id}: the public header of the portal's campus (spec sections 1 and 7). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { DEFAULT_CAMPUS_ID, type CampusHeader } from '@hemis/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

export function getCampusHeader(id: number): Promise<CampusHeader> {
  return apiRequest<CampusHeader>(`Campus/${id}`, { auth: false });
}

export function campusHeaderQueryOptions(id: number = DEFAULT_CAMPUS_ID) {
  return queryOptions({
    queryKey: ['campus', id, 'header'],
    queryFn: async () => {
      try {
        return await getCampusHeader(id);
      } catch (error) {
        // A failure only logs (spec section 7): the header shows the title without the campus.
        console.error('Could not load the campus header', error);
        return null;
      }
    },
    staleTime: Infinity,
  });
}

export function useCampusHeader(id: number = DEFAULT_CAMPUS_ID) {
  return useQuery(campusHeaderQueryOptions(id));
}
