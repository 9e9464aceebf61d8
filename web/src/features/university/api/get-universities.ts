/** GET /University/GetAllUniversities: the universities the grants body picks from (api-contract 5.2). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export interface UniversityOption {
  id: number;
  name: string;
}

export function getUniversities(): Promise<UniversityOption[]> {
  return apiRequest<UniversityOption[]>('University/GetAllUniversities');
}

export const universitiesQueryOptions = () =>
  queryOptions({ queryKey: ['universities'], queryFn: getUniversities, staleTime: 10 * 60_000 });

export function useUniversities(enabled = true) {
  return useQuery({ ...universitiesQueryOptions(), enabled });
}

/** The universities as a select's choices: the id, by the name. */
export const universityOptions = (universities: readonly UniversityOption[] | undefined) =>
  (universities ?? []).map((university) => ({ value: String(university.id), label: university.name }));
