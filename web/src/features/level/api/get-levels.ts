/** GET /Level/GetAllLevels: every level the caller may see (spec section 7). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Level } from '@hemis/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

export const LEVELS_KEY = ['levels'] as const;

export function getLevels(): Promise<Level[]> {
  return apiRequest<Level[]>('Level/GetAllLevels');
}

export const levelsQueryOptions = () => queryOptions({ queryKey: LEVELS_KEY, queryFn: getLevels });

export function useLevels() {
  return useQuery(levelsQueryOptions());
}
