/**
 * The state every filtered student list keeps: the filter bar's values and the table's page
 * request. A change of filters goes back to the first page.
 */
import { useCallback, useState } from 'react';
import { FIRST_PAGE, type PageRequest } from '../../../../components/paged-table.tsx';
import type { StudentFilters } from '../../api/get-students.ts';
import { EMPTY_STUDENT_FILTERS, toStudentFilters, type StudentFilterValues } from '../student-filters.tsx';

export function useStudentListState(fixed: StudentFilters = {}, pageSize = FIRST_PAGE.pageSize) {
  const [filterValues, setFilterValues] = useState<StudentFilterValues>(EMPTY_STUDENT_FILTERS);
  const [request, setRequest] = useState<PageRequest>({ ...FIRST_PAGE, pageSize });
  const onRequest = useCallback((next: PageRequest) => setRequest(next), []);
  const onFilters = useCallback((values: StudentFilterValues) => {
    setFilterValues(values);
    setRequest((current) => ({ ...current, page: 1 }));
  }, []);
  // Query keys compare by value, so a new object each render asks nothing again.
  const filters: StudentFilters = { ...fixed, ...toStudentFilters(filterValues) };
  return { filterValues, onFilters, request, onRequest, filters };
}
