/**
 * GET /Campus/{id} with a token: the full record of a campus in the caller's scope. Out of
 * scope the server answers only the public header (what the login page shows), which this
 * treats as not found, like every record of another university.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CampusHeader, Institution } from '@hemis/contracts';
import { ApiError, apiRequest } from '../../../lib/api-client.ts';

export async function getCampus(id: number): Promise<Institution> {
  const campus = await apiRequest<Institution | CampusHeader>(`Campus/${id}`);
  if (!('universityId' in campus)) throw new ApiError(404, 'Campus not found', 'NOT_FOUND', []);
  return campus;
}

export const campusQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['campus', id], queryFn: () => getCampus(id) });

export function useCampus(id: number | undefined) {
  return useQuery({ ...campusQueryOptions(id ?? 0), enabled: id !== undefined && id > 0 });
}
