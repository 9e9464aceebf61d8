/** PATCH AccountSubGroup/:id: a sub-group's code or name corrected, or the sub-group set aside or back in use. */
import type { AccountSubGroup, UpdateAccountSubGroupBody } from '@hemis/contracts';
import { apiRequest } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/mutations.ts';
import { CHART_KEY } from './keys.ts';

export function updateSubGroup({
  id,
  body,
}: {
  id: number;
  body: Partial<UpdateAccountSubGroupBody>;
}): Promise<AccountSubGroup> {
  return apiRequest<AccountSubGroup>(`AccountSubGroup/${id}`, { method: 'PATCH', json: body });
}

export const useUpdateSubGroup = () => useInvalidatingMutation(updateSubGroup, [CHART_KEY]);
