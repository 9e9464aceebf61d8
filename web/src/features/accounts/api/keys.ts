/** The cache keys of the books: every write refreshes what it changes under these. */
export const ACCOUNTS_KEY = ['accounts'] as const;
export const CHART_KEY = [...ACCOUNTS_KEY, 'chart'] as const;
export const VOUCHERS_KEY = [...ACCOUNTS_KEY, 'vouchers'] as const;
export const ACCOUNT_YEARS_KEY = [...ACCOUNTS_KEY, 'years'] as const;

/** The chart list filters the screens send (blank: not filtered). */
export interface ChartFilters {
  campusId: string;
  group: string;
  subGroupId: string;
  ledgerId: string;
}

export const NO_CHART_FILTERS: ChartFilters = { campusId: '', group: '', subGroupId: '', ledgerId: '' };

/** A chart list's filters as its query (blank ones left out); inactive rows are listed too, to be activated. */
export const chartQuery = (filters: Partial<ChartFilters>) => ({
  campusId: filters.campusId || undefined,
  group: filters.group || undefined,
  subGroupId: filters.subGroupId || undefined,
  ledgerId: filters.ledgerId || undefined,
});
