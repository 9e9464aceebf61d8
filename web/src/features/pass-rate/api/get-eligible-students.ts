/** GET BulkExamAttend/GetAllStudent?examScheduleId&page&pageSize&name: the students who may sit an exam (api-contract 5.8). */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { EligibleStudent, Page } from '@hemis/contracts';
import { apiRequest } from '../../../lib/api-client.ts';
import type { PageRequest } from '../../../components/paged-table.tsx';
import { BOARD_EXAMS_KEY } from './keys.ts';

export function getEligibleStudents(request: PageRequest, examId: number) {
  return apiRequest<Page<EligibleStudent>>('BulkExamAttend/GetAllStudent', {
    query: { examScheduleId: examId, page: request.page, pageSize: request.pageSize, name: request.search },
  });
}

export const eligibleStudentsQueryOptions = (request: PageRequest, examId: number) =>
  queryOptions({
    queryKey: [...BOARD_EXAMS_KEY, 'eligible', request, examId],
    queryFn: () => getEligibleStudents(request, examId),
    placeholderData: keepPreviousData,
    enabled: examId > 0,
  });

export function useEligibleStudents(request: PageRequest, examId: number) {
  return useQuery(eligibleStudentsQueryOptions(request, examId));
}
