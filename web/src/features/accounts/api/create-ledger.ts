/** POST AccountLedger: a ledger added under a sub-group of the campus's chart. */
import type { AccountLedger, AccountLedgerBody } from '@hemis/contracts';
import { apiRequest } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/mutations.ts';
import { CHART_KEY } from './keys.ts';

export function createLedger(body: AccountLedgerBody): Promise<AccountLedger> {
  return apiRequest<AccountLedger>('AccountLedger', { method: 'POST', json: body });
}

export const useCreateLedger = () => useInvalidatingMutation(createLedger, [CHART_KEY]);
