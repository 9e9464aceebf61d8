/** GET SubjectExamSchedule/GetAllPaged?examScheduleId&page&pageSize: the papers of an exam, or of all exams (api-contract 5.8). */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Page, SubjectExamSchedule } from '@hemis/contracts';
import { apiRequest } from '../../../lib/api-client.ts';
import type { PageRequest } from '../../../components/paged-table.tsx';
import { examKey } from './keys.ts';

export function getRoutines(request: PageRequest, examScheduleId?: number) {
  return apiRequest<Page<SubjectExamSchedule>>('SubjectExamSchedule/GetAllPaged', {
    query: { examScheduleId, page: request.page, pageSize: request.pageSize, search: request.search },
  });
}

export const routinesQueryOptions = (request: PageRequest, examScheduleId?: number) =>
  queryOptions({
    queryKey: examKey('routines', request, examScheduleId),
    queryFn: () => getRoutines(request, examScheduleId),
    placeholderData: keepPreviousData,
  });

export function useRoutines(request: PageRequest, examScheduleId?: number) {
  return useQuery(routinesQueryOptions(request, examScheduleId));
}
