/** DELETE /User/Sessions/{id}: ends one of the signed-in user's other sessions. */
import type { MessageResponse } from '@hemis/contracts';
import { apiRequest } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/mutations.ts';
import { SESSIONS_KEY } from './get-sessions.ts';

export function endSession(id: string): Promise<MessageResponse> {
  return apiRequest<MessageResponse>(`User/Sessions/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export const useEndSession = () => useInvalidatingMutation(endSession, [SESSIONS_KEY]);
