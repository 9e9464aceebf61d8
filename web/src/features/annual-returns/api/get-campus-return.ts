/** GET AnnualReturn/{id}/Campus/{campusId}: a campus's return with its counts, findings and steps. */
import { useQuery } from '@tanstack/react-query';
import type { CampusReturn } from '@hemis/contracts';
import { apiRequest } from '../../../lib/api-client.ts';
import { RETURNS_KEY } from './keys.ts';

export const getCampusReturn = (id: number, campusId: number) =>
  apiRequest<CampusReturn>(`AnnualReturn/${id}/Campus/${campusId}`);

export const campusReturnKey = (id: number, campusId: number) => [...RETURNS_KEY, 'campus', id, campusId] as const;

export const useCampusReturn = (id: number, campusId: number) =>
  useQuery({ queryKey: campusReturnKey(id, campusId), queryFn: () => getCampusReturn(id, campusId) });
