/** GET ExamSchedule/{id}: one exam with its program, batch, period, dates and status (api-contract 5.8). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ExamSchedule } from '@hemis/contracts';
import { apiRequest } from '../../../lib/api-client.ts';
import { examKey } from './keys.ts';

export const getExamSchedule = (id: number) => apiRequest<ExamSchedule>(`ExamSchedule/${id}`);

export const examScheduleQueryOptions = (id: number) =>
  queryOptions({ queryKey: examKey('schedule', id), queryFn: () => getExamSchedule(id), enabled: id > 0 });

export function useExamSchedule(id: number | undefined) {
  return useQuery(examScheduleQueryOptions(id ?? 0));
}
