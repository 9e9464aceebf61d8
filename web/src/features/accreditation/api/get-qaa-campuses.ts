/** GET Qaa/Campus (api-contract 5.13): one page of the campuses in the QAA programme of the caller's scope, with their stage and status. */
import type { Page, QaaCampusRow } from '@hemis/contracts';
import { pageQuery, type PageRequest } from '../../../components/paged-table.tsx';
import { apiRequest } from '../../../lib/api-client.ts';
import { usePagedQuery } from '../../../lib/list-query.ts';

/** The cache key of every QAA read, which every QAA write refreshes. */
export const QAA_KEY = ['qaa'] as const;

export interface QaaCampusFilters {
  universityId: string;
  campusType: string;
  provinceId: string;
  stage: string;
  status: string;
}

export const NO_QAA_CAMPUS_FILTERS: QaaCampusFilters = {
  universityId: '',
  campusType: '',
  provinceId: '',
  stage: '',
  status: '',
};

export function getQaaCampusPage(request: PageRequest, filters: QaaCampusFilters): Promise<Page<QaaCampusRow>> {
  return apiRequest<Page<QaaCampusRow>>('Qaa/Campus', {
    query: {
      ...pageQuery(request),
      universityId: filters.universityId || undefined,
      campusType: filters.campusType || undefined,
      provinceId: filters.provinceId || undefined,
      stage: filters.stage || undefined,
      status: filters.status || undefined,
    },
  });
}

export function useQaaCampusPage(request: PageRequest, filters: QaaCampusFilters) {
  return usePagedQuery([...QAA_KEY, 'campuses', request, filters], () => getQaaCampusPage(request, filters));
}
