/** GET BulkExamAttend?examScheduleId: who passed a board exam (api-contract 5.8). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PassedStudent } from '@hemis/contracts';
import { apiRequest } from '../../../lib/api-client.ts';
import { BOARD_EXAMS_KEY } from './keys.ts';

export const getBoardPassed = async (examId: number) =>
  (await apiRequest<{ data: PassedStudent[] }>('BulkExamAttend', { query: { examScheduleId: examId } })).data;

export const boardPassedQueryOptions = (examId: number) =>
  queryOptions({
    queryKey: [...BOARD_EXAMS_KEY, 'passed', examId],
    queryFn: () => getBoardPassed(examId),
    enabled: examId > 0,
  });

export function useBoardPassed(examId: number) {
  return useQuery(boardPassedQueryOptions(examId));
}
