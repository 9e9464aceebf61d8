/** GET AccountSubGroup: a page of the chart's sub-groups (with page params), or every one (without) for the selects. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AccountSubGroup, Page } from '@hemis/contracts';
import { pageQuery, type PageRequest } from '../../../components/paged-table.tsx';
import { apiRequest } from '../../../lib/api-client.ts';
import { usePagedQuery } from '../../../lib/list-query.ts';
import { CHART_KEY, chartQuery, type ChartFilters } from './keys.ts';

const SUB_GROUPS_KEY = [...CHART_KEY, 'sub-groups'] as const;

export function getSubGroupPage(request: PageRequest, filters: ChartFilters): Promise<Page<AccountSubGroup>> {
  return apiRequest<Page<AccountSubGroup>>('AccountSubGroup', {
    query: { ...pageQuery(request), ...chartQuery(filters), includeInactive: true },
  });
}

export function useSubGroupPage(request: PageRequest, filters: ChartFilters) {
  return usePagedQuery([...SUB_GROUPS_KEY, 'page', request, filters], () => getSubGroupPage(request, filters));
}

export function getSubGroups(filters: Pick<ChartFilters, 'campusId' | 'group'>): Promise<AccountSubGroup[]> {
  return apiRequest<AccountSubGroup[]>('AccountSubGroup', { query: chartQuery(filters) });
}

export const subGroupsQueryOptions = (filters: Pick<ChartFilters, 'campusId' | 'group'>, enabled = true) =>
  queryOptions({
    queryKey: [...SUB_GROUPS_KEY, 'all', filters],
    queryFn: () => getSubGroups(filters),
    enabled,
    staleTime: 30_000,
  });

/** The active sub-groups of the campus's chart (of a group when given), for a select. */
export function useSubGroups(filters: Pick<ChartFilters, 'campusId' | 'group'>, enabled = true) {
  return useQuery(subGroupsQueryOptions(filters, enabled));
}
