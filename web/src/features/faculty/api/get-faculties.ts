/** GET /Faculty/GetAllFaculties: every faculty the caller may see (api-contract 5.3). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Faculty } from '@hemis/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

export const FACULTIES_KEY = ['faculties'] as const;

export function getFaculties(): Promise<Faculty[]> {
  return apiRequest<Faculty[]>('Faculty/GetAllFaculties');
}

export const facultiesQueryOptions = () => queryOptions({ queryKey: FACULTIES_KEY, queryFn: getFaculties });

export function useFaculties() {
  return useQuery(facultiesQueryOptions());
}
