/** POST /User/Sessions/EndOthers: ends every session of the signed-in user but this one. */
import type { SessionsEnded } from '@hemis/contracts';
import { apiRequest } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/mutations.ts';
import { SESSIONS_KEY } from './get-sessions.ts';

export function endOtherSessions(): Promise<SessionsEnded> {
  return apiRequest<SessionsEnded>('User/Sessions/EndOthers', { method: 'POST' });
}

export const useEndOtherSessions = () => useInvalidatingMutation<void, SessionsEnded>(endOtherSessions, [SESSIONS_KEY]);
