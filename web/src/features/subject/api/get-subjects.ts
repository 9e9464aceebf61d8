/** GET /Subject/GetAllSubjects: the subjects of the caller's programs (api-contract 5.3). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import type { Subject } from '@hemis/contracts';

export const SUBJECTS_KEY = ['subjects'] as const;

export function getSubjects(): Promise<Subject[]> {
  return apiRequest<Subject[]>('Subject/GetAllSubjects');
}

export const subjectsQueryOptions = () => queryOptions({ queryKey: SUBJECTS_KEY, queryFn: getSubjects });

export function useSubjects() {
  return useQuery(subjectsQueryOptions());
}
