/** GET AnnualReturn/{id}/Figures: the figures "as returned", read from the accepted returns of the fiscal year. */
import { useQuery } from '@tanstack/react-query';
import type { ReturnedFigures } from '@hemis/contracts';
import { apiRequest } from '../../../lib/api-client.ts';
import { RETURNS_KEY } from './keys.ts';

/** One university or campus of the reader's scope (ids as the selects hold them; blank: all of it). */
export interface FiguresPlace {
  universityId?: string;
  campusId?: string;
}

export const getReturnedFigures = (id: number, place: FiguresPlace = {}) =>
  apiRequest<ReturnedFigures>(`AnnualReturn/${id}/Figures`, {
    query: { universityId: place.universityId, campusId: place.campusId },
  });

export const useReturnedFigures = (id: number | undefined, place: FiguresPlace = {}) =>
  useQuery({
    queryKey: [...RETURNS_KEY, 'figures', id, place.universityId ?? '', place.campusId ?? ''],
    queryFn: () => getReturnedFigures(id!, place),
    enabled: id !== undefined,
  });
