/** GET /User/Sessions: the signed-in user's open sessions and the ones ended lately (issue #33). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SessionList } from '@hemis/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

export const SESSIONS_KEY = ['sessions', 'own'] as const;

export function getSessions(): Promise<SessionList> {
  return apiRequest<SessionList>('User/Sessions');
}

export const sessionsQueryOptions = () => queryOptions({ queryKey: SESSIONS_KEY, queryFn: getSessions });

export function useSessions() {
  return useQuery(sessionsQueryOptions());
}
