/** GET /FeeSetup: the program fees of the caller's campus (api-contract 5.10). */
import type { FeeSetup } from '@hemis/contracts';
import { listQueryHook } from '../../../lib/list-query.ts';

export const FEE_SETUPS_KEY = ['fee-setups'] as const;

/** The list comes bare or wrapped in `data`. */
const feeSetupsOf = (answer: unknown) =>
  Array.isArray(answer) ? (answer as FeeSetup[]) : (answer as { data: FeeSetup[] }).data;

export const useFeeSetups = listQueryHook<FeeSetup>(FEE_SETUPS_KEY, 'FeeSetup', feeSetupsOf);
