/** GET ResearchPublication (api-contract 5.15): one page of the records of the caller's scope, by fiscal year and activity type. */
import type { Page, ResearchActivityType, ResearchPublication } from '@hemis/contracts';
import { pageQuery, type PageRequest } from '../../../components/paged-table.tsx';
import { apiRequest } from '../../../lib/api-client.ts';
import { usePagedQuery } from '../../../lib/list-query.ts';

/** The cache key of the register's lists, which its writes refresh. */
export const RESEARCH_KEY = ['research-publications'] as const;

export interface ResearchFilters {
  /** '' for every fiscal year. */
  fiscalYearId: string;
  activityType: ResearchActivityType | '';
}

export function getResearchPublicationPage(
  request: PageRequest,
  filters: ResearchFilters,
): Promise<Page<ResearchPublication>> {
  return apiRequest<Page<ResearchPublication>>('ResearchPublication', {
    query: {
      ...pageQuery(request),
      fiscalYearId: filters.fiscalYearId || undefined,
      activityType: filters.activityType || undefined,
    },
  });
}

export function useResearchPublicationPage(request: PageRequest, filters: ResearchFilters) {
  return usePagedQuery([...RESEARCH_KEY, 'page', request, filters], () => getResearchPublicationPage(request, filters));
}
