/** GET Qaa/Campus/{campusId}: where a campus stands (its status and expiry, its cycles newest first, what the caller may record next). */
import { useQuery } from '@tanstack/react-query';
import type { QaaCampusStanding } from '@hemis/contracts';
import { apiRequest } from '../../../lib/api-client.ts';
import { QAA_KEY } from './get-qaa-campuses.ts';

export const getQaaCampusStanding = (campusId: number) => apiRequest<QaaCampusStanding>(`Qaa/Campus/${campusId}`);

export function useQaaCampusStanding(campusId: number | undefined) {
  return useQuery({
    queryKey: [...QAA_KEY, 'campus', campusId],
    queryFn: () => getQaaCampusStanding(campusId!),
    enabled: campusId !== undefined && campusId > 0,
  });
}
