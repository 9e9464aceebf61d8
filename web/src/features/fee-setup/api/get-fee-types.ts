/** GET /FeeType: the campus's fee types, an array or a page of {id, name} (api-contract 5.10). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export interface FeeTypeOption {
  id: number;
  name: string;
}

export async function getFeeTypes(): Promise<FeeTypeOption[]> {
  const answer = await apiRequest<FeeTypeOption[] | { data: FeeTypeOption[] }>('FeeType');
  return Array.isArray(answer) ? answer : answer.data;
}

export const feeTypesQueryOptions = () => queryOptions({ queryKey: ['fee-types'], queryFn: getFeeTypes });

export function useFeeTypes() {
  return useQuery(feeTypesQueryOptions());
}
