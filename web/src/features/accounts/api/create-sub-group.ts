/** POST AccountSubGroup: a sub-group added to the campus's chart (or, by the grants body, to the standard chart). */
import type { AccountSubGroup, AccountSubGroupBody } from '@hemis/contracts';
import { apiRequest } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/mutations.ts';
import { CHART_KEY } from './keys.ts';

export function createSubGroup(body: AccountSubGroupBody): Promise<AccountSubGroup> {
  return apiRequest<AccountSubGroup>('AccountSubGroup', { method: 'POST', json: body });
}

export const useCreateSubGroup = () => useInvalidatingMutation(createSubGroup, [CHART_KEY]);
