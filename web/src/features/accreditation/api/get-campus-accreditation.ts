/** GET AddCampusAccreditation/{campusId}: the campus as the edit and renew dialogs show it. */
import { useQuery } from '@tanstack/react-query';
import type { CampusAccreditation } from '@hemis/contracts';
import { apiRequest } from '../../../lib/api-client.ts';
import { QAA_KEY } from './get-qaa-campuses.ts';

export function useCampusAccreditation(campusId: number | undefined) {
  return useQuery({
    queryKey: [...QAA_KEY, 'campus-accreditation', campusId],
    queryFn: () => apiRequest<CampusAccreditation>(`AddCampusAccreditation/${campusId}`),
    enabled: campusId !== undefined && campusId > 0,
  });
}
