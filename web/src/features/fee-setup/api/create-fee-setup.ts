/** POST /FeeSetup {programId, instituteId, batchId, fiscalYearId, feeTypeId, amount}; keys bind in any case (api-contract 5.10). */
import type { CreateFeeSetupBody, FeeSetup } from '@hemis/contracts';
import { apiRequest } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/mutations.ts';
import { FEE_SETUPS_KEY } from './get-fee-setups.ts';

export function createFeeSetup(body: CreateFeeSetupBody): Promise<FeeSetup> {
  return apiRequest<FeeSetup>('FeeSetup', { method: 'POST', json: body });
}

export function useCreateFeeSetup() {
  return useInvalidatingMutation(createFeeSetup, [FEE_SETUPS_KEY]);
}
