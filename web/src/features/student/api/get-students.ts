/**
 * GET /Student/GetAllStudentPaginated: one page of the students in the caller's scope,
 * filtered, searched and sorted by the server (api-contract 5.5). The enrolment, verification,
 * identifier, section, upgrade and transfer screens all read it with their own filters.
 */
import type { StudentPage } from '@hemis/contracts';
import { apiRequest, type QueryValue } from '../../../lib/api-client.ts';
import { usePagedQuery } from '../../../lib/list-query.ts';
import type { PageRequest } from '../../../components/paged-table.tsx';

export interface StudentFilters {
  isVerified?: boolean;
  batchId?: number | '';
  programId?: number | '';
  majorSubjectId?: number | '';
  semYear?: string;
  isTransferredIn?: boolean;
  sectionId?: number | '';
  campusId?: number | '';
}

export function getStudents(request: PageRequest, filters: StudentFilters): Promise<StudentPage> {
  const { search, ...paging } = request;
  const query: Record<string, QueryValue> = { ...paging, name: search, ...filters };
  return apiRequest<StudentPage>('Student/GetAllStudentPaginated', { query });
}

export function useStudents(request: PageRequest, filters: StudentFilters) {
  return usePagedQuery(['students', 'list', request, filters], () => getStudents(request, filters));
}
