/** GET /FactSheet: the campuses of the reader's scope with their headline figures, paged, sorted and searched by the server. */
import type { FactSheetList } from '@hemis/contracts';
import { apiRequest } from '../../../lib/api-client.ts';
import { usePagedQuery } from '../../../lib/list-query.ts';
import { pageQuery, type PageRequest } from '../../../components/paged-table.tsx';
import { FACT_SHEET_KEY } from './get-fact-sheet.ts';

export interface FactSheetListFilters {
  universityId: string;
  fiscalYearId: string;
}

export function getFactSheetList(request: PageRequest, filters: FactSheetListFilters): Promise<FactSheetList> {
  return apiRequest<FactSheetList>('FactSheet', { query: { ...pageQuery(request), ...filters } });
}

export function useFactSheetList(request: PageRequest, filters: FactSheetListFilters) {
  return usePagedQuery([...FACT_SHEET_KEY, 'list', request, filters], () => getFactSheetList(request, filters));
}
