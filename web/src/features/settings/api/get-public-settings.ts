/** GET /Settings/Public: the footer values and Links addresses of this installation. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicSettings } from '@hemis/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

export function getPublicSettings(): Promise<PublicSettings> {
  return apiRequest<PublicSettings>('Settings/Public', { auth: false });
}

export const publicSettingsQueryOptions = queryOptions({
  queryKey: ['settings', 'public'],
  queryFn: getPublicSettings,
  staleTime: Infinity,
});

/** Undefined until loaded (or when the call fails): the footer then shows what it can. */
export function usePublicSettings(): PublicSettings | undefined {
  return useQuery(publicSettingsQueryOptions).data;
}
