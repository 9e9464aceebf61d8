/** GET AddAccreditation/{id}: an award as the update dialog shows it (the server answers an array of one). */
import { useQuery } from '@tanstack/react-query';
import type { AccreditationDetail } from '@hemis/contracts';
import { apiRequest } from '../../../lib/api-client.ts';
import { QAA_KEY } from './get-qaa-campuses.ts';

export function useAccreditation(id: number | undefined) {
  return useQuery({
    queryKey: [...QAA_KEY, 'accreditation', id],
    queryFn: async () => {
      const answer = await apiRequest<AccreditationDetail[] | AccreditationDetail>(`AddAccreditation/${id}`);
      return Array.isArray(answer) ? (answer[0] ?? null) : answer;
    },
    enabled: id !== undefined,
  });
}
