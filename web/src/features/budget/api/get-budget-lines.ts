/** GET Budget: one page of the budget lines of the caller's scope, filtered, sorted and paged by the server. */
import type { BudgetLine, Page } from '@hemis/contracts';
import { pageQuery, type PageRequest } from '../../../components/paged-table.tsx';
import { apiRequest } from '../../../lib/api-client.ts';
import { usePagedQuery } from '../../../lib/list-query.ts';

/** Every budget query sits under this key, so a write refreshes the lines, their history and the actuals. */
export const BUDGET_KEY = ['budget'] as const;

export interface BudgetFilters {
  fiscalYearId: string;
  holder: string;
  universityId: string;
  campusId: string;
  financeHeadId: string;
}

export const NO_BUDGET_FILTERS: BudgetFilters = {
  fiscalYearId: '',
  holder: '',
  universityId: '',
  campusId: '',
  financeHeadId: '',
};

export function getBudgetLinePage(request: PageRequest, filters: BudgetFilters): Promise<Page<BudgetLine>> {
  return apiRequest<Page<BudgetLine>>('Budget', {
    query: {
      ...pageQuery(request),
      fiscalYearId: filters.fiscalYearId || undefined,
      holder: filters.holder || undefined,
      universityId: filters.universityId || undefined,
      campusId: filters.campusId || undefined,
      financeHeadId: filters.financeHeadId || undefined,
    },
  });
}

export function useBudgetLinePage(request: PageRequest, filters: BudgetFilters) {
  return usePagedQuery([...BUDGET_KEY, 'lines', request, filters], () => getBudgetLinePage(request, filters));
}
