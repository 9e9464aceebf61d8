/** GET AccountLedger: a page of the chart's ledgers (with page params), or every one (without) for the selects. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AccountLedger, Page } from '@hemis/contracts';
import { pageQuery, type PageRequest } from '../../../components/paged-table.tsx';
import { apiRequest } from '../../../lib/api-client.ts';
import { usePagedQuery } from '../../../lib/list-query.ts';
import { CHART_KEY, chartQuery, type ChartFilters } from './keys.ts';

const LEDGERS_KEY = [...CHART_KEY, 'ledgers'] as const;

export function getLedgerPage(request: PageRequest, filters: ChartFilters): Promise<Page<AccountLedger>> {
  return apiRequest<Page<AccountLedger>>('AccountLedger', {
    query: { ...pageQuery(request), ...chartQuery(filters), includeInactive: true },
  });
}

export function useLedgerPage(request: PageRequest, filters: ChartFilters) {
  return usePagedQuery([...LEDGERS_KEY, 'page', request, filters], () => getLedgerPage(request, filters));
}

export function getLedgers(filters: Partial<ChartFilters>): Promise<AccountLedger[]> {
  return apiRequest<AccountLedger[]>('AccountLedger', { query: chartQuery(filters) });
}

export const ledgersQueryOptions = (filters: Partial<ChartFilters>, enabled = true) =>
  queryOptions({
    queryKey: [...LEDGERS_KEY, 'all', filters],
    queryFn: () => getLedgers(filters),
    enabled,
    staleTime: 30_000,
  });

/** The active ledgers of the campus's chart, for a select (a voucher's lines, the sub-ledgers' filter). */
export function useLedgers(filters: Partial<ChartFilters>, enabled = true) {
  return useQuery(ledgersQueryOptions(filters, enabled));
}
