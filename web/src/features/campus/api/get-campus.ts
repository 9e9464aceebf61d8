/** GET /Campus/{id} with a token: the full record of a campus in the caller's scope. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Institution } from '@hemis/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

export function getCampus(id: number): Promise<Institution> {
  return apiRequest<Institution>(`Campus/${id}`);
}

export const campusQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['campus', id], queryFn: () => getCampus(id) });

export function useCampus(id: number | undefined) {
  return useQuery({ ...campusQueryOptions(id ?? 0), enabled: id !== undefined && id > 0 });
}
