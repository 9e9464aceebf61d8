/** GET SubjectExamSchedule/{id}: one paper of an exam (api-contract 5.8). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SubjectExamSchedule } from '@hemis/contracts';
import { apiRequest } from '../../../lib/api-client.ts';
import { examKey } from './keys.ts';

export const getRoutine = (id: number) => apiRequest<SubjectExamSchedule>(`SubjectExamSchedule/${id}`);

export const routineQueryOptions = (id: number) =>
  queryOptions({ queryKey: examKey('routine', id), queryFn: () => getRoutine(id), enabled: id > 0 });

export function useRoutine(id: number | undefined) {
  return useQuery(routineQueryOptions(id ?? 0));
}
