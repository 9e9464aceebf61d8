/** GET /FactSheet/{campusId}: a campus's fact sheet at the reader's scope, of a fiscal year (the active one unless chosen). */
import { useQuery } from '@tanstack/react-query';
import type { FactSheet } from '@hemis/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

export const FACT_SHEET_KEY = ['fact-sheet'] as const;

export function getFactSheet(campusId: number, fiscalYearId: string): Promise<FactSheet> {
  return apiRequest<FactSheet>(`FactSheet/${campusId}`, { query: { fiscalYearId } });
}

export function useFactSheet(campusId: number | undefined, fiscalYearId: string) {
  return useQuery({
    queryKey: [...FACT_SHEET_KEY, campusId, fiscalYearId],
    queryFn: () => getFactSheet(campusId!, fiscalYearId),
    enabled: campusId !== undefined,
    retry: false,
  });
}
