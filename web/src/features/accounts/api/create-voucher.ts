/** POST Voucher: a journal or payment voucher prepared; it takes its number when approved. */
import type { Voucher, VoucherBody } from '@hemis/contracts';
import { apiRequest } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/mutations.ts';
import { ACCOUNT_YEARS_KEY, VOUCHERS_KEY } from './keys.ts';

/** A voucher as the API takes it: the BS date as text (the schema's output pairs it with its AD day). */
export type VoucherWireBody = Omit<VoucherBody, 'dateBs'> & { dateBs: string };

export function createVoucher(body: VoucherWireBody): Promise<Voucher> {
  return apiRequest<Voucher>('Voucher', { method: 'POST', json: body });
}

export const useCreateVoucher = () => useInvalidatingMutation(createVoucher, [VOUCHERS_KEY, ACCOUNT_YEARS_KEY]);
