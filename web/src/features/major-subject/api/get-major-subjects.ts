/** GET /MajorSubject: the major subjects (groups) of the caller's campus (api-contract 5.3). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MajorSubject } from '@hemis/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

export const MAJOR_SUBJECTS_KEY = ['major-subjects'] as const;

export function getMajorSubjects(): Promise<MajorSubject[]> {
  return apiRequest<MajorSubject[]>('MajorSubject');
}

export const majorSubjectsQueryOptions = () =>
  queryOptions({ queryKey: MAJOR_SUBJECTS_KEY, queryFn: getMajorSubjects });

export function useMajorSubjects() {
  return useQuery(majorSubjectsQueryOptions());
}
