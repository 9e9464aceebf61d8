/**
 * GET MarksEntry/GetProgramResultAll?ExamScheduleId&page (0-based, as the clients count)&pageSize:
 * a page of an exam's report cards, drafts included for staff, filtered by a part of the student's
 * name or roll number (api-contract 5.8) and by passed or failed.
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ReportCard } from '@hemis/contracts';
import { apiRequest } from '../../../lib/api-client.ts';
import type { PageRequest } from '../../../components/paged-table.tsx';
import { examKey } from './keys.ts';

/** The results a list shows: every student's, or only those who passed or who failed. */
export type ResultFilter = ReportCard['overallStatus'] | undefined;

const SORTS = new Set(['rollNo', 'name', 'percentage']);

export function getExamResults(request: PageRequest, examId: number, overallStatus?: ResultFilter) {
  const sortBy = request.sortBy && SORTS.has(request.sortBy) ? request.sortBy : undefined;
  return apiRequest<{ data: ReportCard[]; totalRecords: number }>('MarksEntry/GetProgramResultAll', {
    query: {
      ExamScheduleId: examId,
      page: request.page - 1,
      pageSize: request.pageSize,
      name: request.search,
      sortBy,
      sortOrder: sortBy ? request.sortOrder : undefined,
      overallStatus,
    },
  });
}

export const examResultsQueryOptions = (request: PageRequest, examId: number, overallStatus?: ResultFilter) =>
  queryOptions({
    queryKey: examKey('results', request, examId, overallStatus),
    queryFn: () => getExamResults(request, examId, overallStatus),
    placeholderData: keepPreviousData,
    enabled: examId > 0,
  });

export function useExamResults(request: PageRequest, examId: number, overallStatus?: ResultFilter) {
  return useQuery(examResultsQueryOptions(request, examId, overallStatus));
}
