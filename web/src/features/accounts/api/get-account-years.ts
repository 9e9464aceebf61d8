/** GET AccountYear: the fiscal years of a campus's books, each open or closed, with the vouchers still awaiting approval. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AccountYear } from '@hemis/contracts';
import { apiRequest } from '../../../lib/api-client.ts';
import { ACCOUNT_YEARS_KEY } from './keys.ts';

export function getAccountYears(campusId: string): Promise<AccountYear[]> {
  return apiRequest<AccountYear[]>('AccountYear', { query: { campusId: campusId || undefined } });
}

export const accountYearsQueryOptions = (campusId: string, enabled = true) =>
  queryOptions({
    queryKey: [...ACCOUNT_YEARS_KEY, campusId],
    queryFn: () => getAccountYears(campusId),
    enabled,
  });

export function useAccountYears(campusId: string, enabled = true) {
  return useQuery(accountYearsQueryOptions(campusId, enabled));
}
