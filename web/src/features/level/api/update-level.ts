/** PATCH /Level/{id} (spec section 7). */
import type { Level, UpdateLevelBody } from '@hemis/contracts';
import { apiRequest } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/mutations.ts';
import { LEVELS_KEY } from './get-levels.ts';

export function updateLevel({ id, body }: { id: number; body: UpdateLevelBody }): Promise<Level> {
  return apiRequest<Level>(`Level/${id}`, { method: 'PATCH', json: body });
}

export function useUpdateLevel() {
  return useInvalidatingMutation(updateLevel, [LEVELS_KEY]);
}
