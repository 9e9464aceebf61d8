/** GET Voucher/:id: a voucher with its lines, its three steps and what the caller may do with it next. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Voucher } from '@hemis/contracts';
import { apiRequest } from '../../../lib/api-client.ts';
import { VOUCHERS_KEY } from './keys.ts';

export function getVoucher(id: number): Promise<Voucher> {
  return apiRequest<Voucher>(`Voucher/${id}`);
}

export const voucherQueryOptions = (id: number | undefined) =>
  queryOptions({
    queryKey: [...VOUCHERS_KEY, 'one', id],
    queryFn: () => getVoucher(id!),
    enabled: id !== undefined,
  });

export function useVoucher(id: number | undefined) {
  return useQuery(voucherQueryOptions(id));
}
