/** POST AccountYear/Close: a campus's fiscal year closed; its balances open the next year in an Opening voucher. */
import type { AccountYear, CloseAccountYearBody } from '@hemis/contracts';
import { apiRequest } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/mutations.ts';
import { ACCOUNTS_KEY } from './keys.ts';

export function closeAccountYear(body: CloseAccountYearBody): Promise<AccountYear> {
  return apiRequest<AccountYear>('AccountYear/Close', { method: 'POST', json: body });
}

export const useCloseAccountYear = () => useInvalidatingMutation(closeAccountYear, [ACCOUNTS_KEY]);
