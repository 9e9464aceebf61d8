/** POST Voucher/:id/Approve: a verified voucher approved by a third person; it takes its number and posts to the books. */
import type { Voucher } from '@hemis/contracts';
import { apiRequest } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/mutations.ts';
import { ACCOUNTS_KEY } from './keys.ts';

export function approveVoucher(id: number): Promise<Voucher> {
  return apiRequest<Voucher>(`Voucher/${id}/Approve`, { method: 'POST' });
}

/** Approval posts to the books: every statement and the years' counts change. */
export const useApproveVoucher = () => useInvalidatingMutation(approveVoucher, [ACCOUNTS_KEY]);
