/** GET /Address/GetAll: every local level with its district, province and wards (api-contract 5.2). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AddressEntry } from '@hemis/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

export function getAddresses(): Promise<AddressEntry[]> {
  return apiRequest<AddressEntry[]>('Address/GetAll', { auth: false });
}

/** The tree changes only with a new seed: read once per visit. */
export const addressesQueryOptions = () =>
  queryOptions({ queryKey: ['addresses'], queryFn: getAddresses, staleTime: Infinity });

export function useAddresses() {
  return useQuery(addressesQueryOptions());
}
