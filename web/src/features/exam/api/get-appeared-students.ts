/** GET ExamAppearManagement/getAllAppearedStudents?subjectExamScheduleId|examScheduleId&page&pageSize&name (api-contract 5.8). */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Page } from '@hemis/contracts';
import type { z } from 'zod';
import type { ExamAppearedStudentSchema } from '@hemis/contracts';
import { apiRequest } from '../../../lib/api-client.ts';
import type { PageRequest } from '../../../components/paged-table.tsx';
import { examKey } from './keys.ts';

export type AppearedStudent = z.infer<typeof ExamAppearedStudentSchema>;

export interface AppearedFilter {
  subjectExamScheduleId?: number | undefined;
  examScheduleId?: number | undefined;
}

export function getAppearedStudents(request: PageRequest, filter: AppearedFilter) {
  return apiRequest<Page<AppearedStudent>>('ExamAppearManagement/getAllAppearedStudents', {
    query: { ...filter, pageNumber: request.page, pageSize: request.pageSize, name: request.search },
  });
}

export const appearedStudentsQueryOptions = (request: PageRequest, filter: AppearedFilter) =>
  queryOptions({
    queryKey: examKey('appeared', request, filter),
    queryFn: () => getAppearedStudents(request, filter),
    placeholderData: keepPreviousData,
  });

export function useAppearedStudents(request: PageRequest, filter: AppearedFilter) {
  return useQuery(appearedStudentsQueryOptions(request, filter));
}
