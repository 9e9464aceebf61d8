/** GET /University: one page of the universities in the caller's scope, with their campus counts. */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { UniversityListPage } from '@hemis/contracts';
import type { PageRequest } from '../../../components/paged-table.tsx';
import { apiRequest } from '../../../lib/api-client.ts';

export function getUniversityList(request: PageRequest, type: string): Promise<UniversityListPage> {
  return apiRequest<UniversityListPage>('University', { query: { ...request, type } });
}

export const universityListQueryOptions = (request: PageRequest, type: string) =>
  queryOptions({
    queryKey: ['university-list', request, type],
    queryFn: () => getUniversityList(request, type),
    placeholderData: keepPreviousData,
  });

export function useUniversityList(request: PageRequest, type: string) {
  return useQuery(universityListQueryOptions(request, type));
}
