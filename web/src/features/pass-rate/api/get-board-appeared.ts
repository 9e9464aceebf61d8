/** GET BulkExamAttend/GetAllAppearedStudents?examScheduleId: who appeared in a board exam, with whether they passed (api-contract 5.8). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AppearedStudent } from '@hemis/contracts';
import { apiRequest } from '../../../lib/api-client.ts';
import { BOARD_EXAMS_KEY } from './keys.ts';

export const getBoardAppeared = (examId: number) =>
  apiRequest<AppearedStudent[]>('BulkExamAttend/GetAllAppearedStudents', { query: { examScheduleId: examId } });

export const boardAppearedQueryOptions = (examId: number) =>
  queryOptions({
    queryKey: [...BOARD_EXAMS_KEY, 'appeared', examId],
    queryFn: () => getBoardAppeared(examId),
    enabled: examId > 0,
  });

export function useBoardAppeared(examId: number) {
  return useQuery(boardAppearedQueryOptions(examId));
}
