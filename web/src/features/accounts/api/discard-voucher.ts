/** DELETE Voucher/:id: a prepared voucher, not yet verified, discarded (it had no number yet). */
import { apiRequest } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/mutations.ts';
import { ACCOUNT_YEARS_KEY, VOUCHERS_KEY } from './keys.ts';

export function discardVoucher(id: number): Promise<unknown> {
  return apiRequest<unknown>(`Voucher/${id}`, { method: 'DELETE' });
}

export const useDiscardVoucher = () => useInvalidatingMutation(discardVoucher, [VOUCHERS_KEY, ACCOUNT_YEARS_KEY]);
