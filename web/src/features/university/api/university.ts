/**
 * GET /University/{id} with a token (the full record in the caller's scope; out of scope the
 * server answers only the public header, treated here as not found) and PATCH /University/{id}.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { University, UniversityHeader } from '@hemis/contracts';
import { ApiError, apiRequest } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/mutations.ts';

export async function getUniversity(id: number): Promise<University> {
  const university = await apiRequest<University | UniversityHeader>(`University/${id}`);
  if (!('code' in university)) throw new ApiError(404, 'University not found', 'NOT_FOUND', []);
  return university;
}

export const universityQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['university', id], queryFn: () => getUniversity(id) });

export function useUniversity(id: number) {
  return useQuery(universityQueryOptions(id));
}

export function updateUniversity({
  id,
  fields,
  logo,
}: {
  id: number;
  fields: Record<string, string>;
  logo?: File | undefined;
}): Promise<University> {
  return apiRequest<University>(`University/${id}`, { method: 'PATCH', form: { ...fields, logo } });
}

export function useUpdateUniversity() {
  return useInvalidatingMutation(updateUniversity, [['university'], ['universities'], ['university-list']]);
}
