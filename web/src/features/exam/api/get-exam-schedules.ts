/** GET ExamSchedule?page&pageSize&search&sortBy&sortOrder[&examType]: a page of the campus's exams (api-contract 5.8). */
import { queryOptions, keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ExamKindWire, ExamSchedule, Page } from '@hemis/contracts';
import { apiRequest } from '../../../lib/api-client.ts';
import { pageQuery, type PageRequest } from '../../../components/paged-table.tsx';
import { examKey } from './keys.ts';

export interface ExamScheduleFilters {
  examType?: ExamKindWire | undefined;
}

export function getExamSchedules(request: PageRequest, filters: ExamScheduleFilters = {}) {
  return apiRequest<Page<ExamSchedule>>('ExamSchedule', {
    query: { ...pageQuery(request), examType: filters.examType },
  });
}

export const examSchedulesQueryOptions = (request: PageRequest, filters: ExamScheduleFilters = {}) =>
  queryOptions({
    queryKey: examKey('schedules', request, filters),
    queryFn: () => getExamSchedules(request, filters),
    placeholderData: keepPreviousData,
  });

export function useExamSchedules(request: PageRequest, filters: ExamScheduleFilters = {}) {
  return useQuery(examSchedulesQueryOptions(request, filters));
}
