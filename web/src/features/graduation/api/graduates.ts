/** GET Graduation paged (api-contract 5.9): every graduate in scope, enrolled and former, searched by name or number. */
import type { Graduation, Page } from '@hemis/contracts';
import { apiRequest } from '../../../lib/api-client.ts';
import { usePagedQuery } from '../../../lib/list-query.ts';
import type { PageRequest } from '../../../components/paged-table.tsx';

export function useGraduatesPage(request: PageRequest) {
  return usePagedQuery(['graduations', 'all', request], () =>
    apiRequest<Page<Graduation>>('Graduation', {
      query: { page: request.page, pageSize: request.pageSize, search: request.search },
    }),
  );
}
