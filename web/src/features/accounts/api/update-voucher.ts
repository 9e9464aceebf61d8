/** PUT Voucher/:id: a prepared voucher, not yet verified, written again. */
import type { Voucher } from '@hemis/contracts';
import { apiRequest } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/mutations.ts';
import type { VoucherWireBody } from './create-voucher.ts';
import { VOUCHERS_KEY } from './keys.ts';

export function updateVoucher({ id, body }: { id: number; body: VoucherWireBody }): Promise<Voucher> {
  return apiRequest<Voucher>(`Voucher/${id}`, { method: 'PUT', json: body });
}

export const useUpdateVoucher = () => useInvalidatingMutation(updateVoucher, [VOUCHERS_KEY]);
