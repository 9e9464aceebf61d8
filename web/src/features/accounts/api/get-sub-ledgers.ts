/** GET AccountSubLedger: a page of the campus's sub-ledgers (with page params), or a ledger's (without) for a voucher line. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AccountSubLedger, Page } from '@hemis/contracts';
import { pageQuery, type PageRequest } from '../../../components/paged-table.tsx';
import { apiRequest } from '../../../lib/api-client.ts';
import { usePagedQuery } from '../../../lib/list-query.ts';
import { CHART_KEY, chartQuery, type ChartFilters } from './keys.ts';

const SUB_LEDGERS_KEY = [...CHART_KEY, 'sub-ledgers'] as const;

export function getSubLedgerPage(request: PageRequest, filters: ChartFilters): Promise<Page<AccountSubLedger>> {
  return apiRequest<Page<AccountSubLedger>>('AccountSubLedger', {
    query: { ...pageQuery(request), ...chartQuery(filters), includeInactive: true },
  });
}

export function useSubLedgerPage(request: PageRequest, filters: ChartFilters) {
  return usePagedQuery([...SUB_LEDGERS_KEY, 'page', request, filters], () => getSubLedgerPage(request, filters));
}

export function getSubLedgers(filters: Pick<ChartFilters, 'campusId' | 'ledgerId'>): Promise<AccountSubLedger[]> {
  return apiRequest<AccountSubLedger[]>('AccountSubLedger', { query: chartQuery(filters) });
}

export const subLedgersQueryOptions = (filters: Pick<ChartFilters, 'campusId' | 'ledgerId'>, enabled = true) =>
  queryOptions({
    queryKey: [...SUB_LEDGERS_KEY, 'all', filters],
    queryFn: () => getSubLedgers(filters),
    enabled,
    staleTime: 30_000,
  });

/** The active sub-ledgers of a ledger, for a voucher line's select. */
export function useSubLedgers(filters: Pick<ChartFilters, 'campusId' | 'ledgerId'>, enabled = true) {
  return useQuery(subLedgersQueryOptions(filters, enabled));
}
