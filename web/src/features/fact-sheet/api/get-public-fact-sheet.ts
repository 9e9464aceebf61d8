/** GET /public/FactSheet/{campusId}: a campus's public fact sheet, read without signing in. */
import { useQuery } from '@tanstack/react-query';
import type { PublicFactSheet } from '@hemis/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

export function getPublicFactSheet(campusId: number, fiscalYearId: string): Promise<PublicFactSheet> {
  return apiRequest<PublicFactSheet>(`public/FactSheet/${campusId}`, { query: { fiscalYearId }, auth: false });
}

export function usePublicFactSheet(campusId: number, fiscalYearId: string) {
  return useQuery({
    queryKey: ['public-fact-sheet', campusId, fiscalYearId],
    queryFn: () => getPublicFactSheet(campusId, fiscalYearId),
    retry: false,
  });
}
