/** GET MarksEntry/FilterByExam?subjectExamScheduleId&page&pageSize&name: the entered marks of a paper (api-contract 5.8). */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { EnteredMarks, Page } from '@hemis/contracts';
import { apiRequest } from '../../../lib/api-client.ts';
import type { PageRequest } from '../../../components/paged-table.tsx';
import { examKey } from './keys.ts';

export function getEnteredMarks(request: PageRequest, routineId: number) {
  return apiRequest<Page<EnteredMarks>>('MarksEntry/FilterByExam', {
    query: { subjectExamScheduleId: routineId, page: request.page, pageSize: request.pageSize, name: request.search },
  });
}

export const enteredMarksQueryOptions = (request: PageRequest, routineId: number) =>
  queryOptions({
    queryKey: examKey('marks', request, routineId),
    queryFn: () => getEnteredMarks(request, routineId),
    placeholderData: keepPreviousData,
  });

export function useEnteredMarks(request: PageRequest, routineId: number) {
  return useQuery(enteredMarksQueryOptions(request, routineId));
}
