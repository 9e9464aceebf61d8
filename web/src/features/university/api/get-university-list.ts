/** GET /University: one page of the universities in the caller's scope, with their campus counts. */
import type { UniversityListPage } from '@hemis/contracts';
import type { PageRequest } from '../../../components/paged-table.tsx';
import { apiRequest } from '../../../lib/api-client.ts';
import { usePagedQuery } from '../../../lib/list-query.ts';

export function getUniversityList(request: PageRequest, type: string): Promise<UniversityListPage> {
  return apiRequest<UniversityListPage>('University', { query: { ...request, type } });
}

export function useUniversityList(request: PageRequest, type: string) {
  return usePagedQuery(['university-list', request, type], () => getUniversityList(request, type));
}
