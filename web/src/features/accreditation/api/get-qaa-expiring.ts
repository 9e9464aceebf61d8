/** GET Qaa/Expiring: the campuses of the caller's scope whose accreditation expires within 180 days (the dashboard's card). */
import { useQuery } from '@tanstack/react-query';
import type { QaaExpiring } from '@hemis/contracts';
import { apiRequest } from '../../../lib/api-client.ts';
import { QAA_KEY } from './get-qaa-campuses.ts';

export function useQaaExpiring(enabled: boolean) {
  return useQuery({
    queryKey: [...QAA_KEY, 'expiring'],
    queryFn: () => apiRequest<QaaExpiring>('Qaa/Expiring'),
    enabled,
  });
}
