/** PATCH AccountSubLedger/:id: a sub-ledger's code or name corrected, or the sub-ledger set aside or back in use. */
import type { AccountSubLedger, UpdateAccountSubLedgerBody } from '@hemis/contracts';
import { apiRequest } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/mutations.ts';
import { CHART_KEY } from './keys.ts';

export function updateSubLedger({
  id,
  body,
}: {
  id: number;
  body: Partial<UpdateAccountSubLedgerBody>;
}): Promise<AccountSubLedger> {
  return apiRequest<AccountSubLedger>(`AccountSubLedger/${id}`, { method: 'PATCH', json: body });
}

export const useUpdateSubLedger = () => useInvalidatingMutation(updateSubLedger, [CHART_KEY]);
