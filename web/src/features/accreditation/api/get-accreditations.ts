/** GET AddAccreditation: one page of the accredited campuses of the caller's scope, each with its latest award. */
import type { AccreditationListItem, Page } from '@hemis/contracts';
import { pageQuery, type PageRequest } from '../../../components/paged-table.tsx';
import { apiRequest } from '../../../lib/api-client.ts';
import { usePagedQuery } from '../../../lib/list-query.ts';
import { QAA_KEY } from './get-qaa-campuses.ts';

export interface AccreditationFilters {
  universityId: string;
  campusType: string;
  provinceId: string;
  status: string;
}

export const NO_ACCREDITATION_FILTERS: AccreditationFilters = {
  universityId: '',
  campusType: '',
  provinceId: '',
  status: '',
};

export function getAccreditationPage(
  request: PageRequest,
  filters: AccreditationFilters,
): Promise<Page<AccreditationListItem>> {
  return apiRequest<Page<AccreditationListItem>>('AddAccreditation', {
    query: {
      ...pageQuery(request),
      universityId: filters.universityId || undefined,
      campusType: filters.campusType || undefined,
      provinceId: filters.provinceId || undefined,
      status: filters.status || undefined,
    },
  });
}

export function useAccreditationPage(request: PageRequest, filters: AccreditationFilters) {
  return usePagedQuery([...QAA_KEY, 'accreditations', request, filters], () => getAccreditationPage(request, filters));
}
