/** POST Voucher/:id/Verify: a prepared voucher verified by someone other than who prepared it. */
import type { Voucher } from '@hemis/contracts';
import { apiRequest } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/mutations.ts';
import { VOUCHERS_KEY } from './keys.ts';

export function verifyVoucher(id: number): Promise<Voucher> {
  return apiRequest<Voucher>(`Voucher/${id}/Verify`, { method: 'POST' });
}

export const useVerifyVoucher = () => useInvalidatingMutation(verifyVoucher, [VOUCHERS_KEY]);
