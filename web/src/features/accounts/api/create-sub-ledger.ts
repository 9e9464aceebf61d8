/** POST AccountSubLedger: a sub-ledger (a party, a staff member, a project) under a ledger of the campus. */
import type { AccountSubLedger, AccountSubLedgerBody } from '@hemis/contracts';
import { apiRequest } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/mutations.ts';
import { CHART_KEY } from './keys.ts';

export function createSubLedger(body: AccountSubLedgerBody): Promise<AccountSubLedger> {
  return apiRequest<AccountSubLedger>('AccountSubLedger', { method: 'POST', json: body });
}

export const useCreateSubLedger = () => useInvalidatingMutation(createSubLedger, [CHART_KEY]);
