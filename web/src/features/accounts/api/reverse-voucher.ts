/** POST Voucher/:id/Reverse: an approved voucher reversed by a new prepared voucher that names it, with the reason. */
import type { ReverseVoucherBody, Voucher } from '@hemis/contracts';
import { apiRequest } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/mutations.ts';
import { ACCOUNTS_KEY } from './keys.ts';

export function reverseVoucher({ id, reason, dateBs }: { id: number } & ReverseVoucherBody): Promise<Voucher> {
  return apiRequest<Voucher>(`Voucher/${id}/Reverse`, { method: 'POST', json: { reason, dateBs } });
}

export const useReverseVoucher = () => useInvalidatingMutation(reverseVoucher, [ACCOUNTS_KEY]);
