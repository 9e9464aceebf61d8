/** GET /FeeSetup: the program fees of the caller's campus (api-contract 5.10). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FeeSetup } from '@hemis/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

export const FEE_SETUPS_KEY = ['fee-setups'] as const;

export async function getFeeSetups(): Promise<FeeSetup[]> {
  const answer = await apiRequest<FeeSetup[] | { data: FeeSetup[] }>('FeeSetup');
  return Array.isArray(answer) ? answer : answer.data;
}

export const feeSetupsQueryOptions = () => queryOptions({ queryKey: FEE_SETUPS_KEY, queryFn: getFeeSetups });

export function useFeeSetups() {
  return useQuery(feeSetupsQueryOptions());
}
