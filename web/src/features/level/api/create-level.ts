/** POST /Level (spec section 7); 409 when it exists. */
import type { CreateLevelBody, Level } from '@hemis/contracts';
import { apiRequest } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/mutations.ts';
import { LEVELS_KEY } from './get-levels.ts';

export function createLevel(body: CreateLevelBody): Promise<Level> {
  return apiRequest<Level>('Level', { method: 'POST', json: body });
}

export function useCreateLevel() {
  return useInvalidatingMutation(createLevel, [LEVELS_KEY]);
}
