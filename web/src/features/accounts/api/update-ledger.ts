/** PATCH AccountLedger/:id: a ledger's code, name, kind or finance head corrected, or the ledger set aside or back in use. */
import type { AccountLedger, UpdateAccountLedgerBody } from '@hemis/contracts';
import { apiRequest } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/mutations.ts';
import { CHART_KEY } from './keys.ts';

export function updateLedger({
  id,
  body,
}: {
  id: number;
  body: Partial<UpdateAccountLedgerBody>;
}): Promise<AccountLedger> {
  return apiRequest<AccountLedger>(`AccountLedger/${id}`, { method: 'PATCH', json: body });
}

export const useUpdateLedger = () => useInvalidatingMutation(updateLedger, [CHART_KEY]);
