/**
 * The student list reports (api-contract 8.9, api-agreement "student-data" and
 * GetPaginatedStdsByMajor of "student-core"): student information details (paged, and as a
 * CSV of every matching row), counts by district, by program major and per campus program.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type {
  Page,
  StudentByDistrictRow,
  StudentByFilterRow,
  StudentCountByProgramMajorRow,
  StudentPage,
  StudentSummaryRow,
} from '@hemis/contracts';
import { apiRequest, downloadFile, type QueryValue } from '../../../lib/api-client.ts';
import { usePagedQuery } from '../../../lib/list-query.ts';
import type { PageRequest } from '../../../components/paged-table.tsx';

export const STUDENT_REPORTS_KEY = ['students', 'reports'] as const;

/** The filters the reports share; blank means all. */
export interface StudentReportFilters {
  batchId?: number | '';
  programId?: number | '';
  majorSubjectId?: number | '';
  semYear?: string;
  sectionId?: number | '';
  province?: string;
  district?: string;
}

/** The summary's ethnic columns, as the clients read them (lower-case `muslim`; `None`: no group). */
export const SUMMARY_ETHNIC_COLUMNS = [
  'Brahman',
  'Chhetri',
  'Madhesi',
  'Dalit',
  'Janajati',
  'muslim',
  'Tharu',
  'Others',
  'None',
] as const satisfies readonly (keyof StudentSummaryRow)[];

function filterQuery(filters: StudentReportFilters): Record<string, QueryValue> {
  return { ...filters };
}

/** Both paged reports take the enrolment list's paging, search and sort (StudentListQuerySchema). */
function pageQuery(request: PageRequest): Record<string, QueryValue> {
  return {
    page: request.page,
    pageSize: request.pageSize,
    name: request.search,
    sortBy: request.sortBy,
    sortOrder: request.sortOrder,
  };
}

// ---- Student information details --------------------------------------------------------

export function getStudentInformation(request: PageRequest, filters: StudentReportFilters) {
  return apiRequest<Page<StudentByFilterRow>>('Student/GetStudentByFilter', {
    query: { ...pageQuery(request), ...filterQuery(filters) },
  });
}

export function useStudentInformation(request: PageRequest, filters: StudentReportFilters) {
  return usePagedQuery([...STUDENT_REPORTS_KEY, 'information', request, filters], () =>
    getStudentInformation(request, filters),
  );
}

/** Every matching row (not just the page shown), as the server writes the CSV. */
export function downloadStudentInformationCsv(filters: StudentReportFilters, name: string): Promise<void> {
  return downloadFile('Student/GetStudentByFilter/csv', { ...filterQuery(filters), name }, 'student-information.csv');
}

// ---- Students by program major ----------------------------------------------------------

export function getStudentsByMajor(request: PageRequest, filters: StudentReportFilters): Promise<StudentPage> {
  return apiRequest<StudentPage>('Student/GetPaginatedStdsByMajor', {
    query: {
      ...pageQuery(request),
      BatchId: filters.batchId,
      programid: filters.programId,
      majorSubjectId: filters.majorSubjectId,
      semYear: filters.semYear,
    },
  });
}

export function useStudentsByMajor(request: PageRequest, filters: StudentReportFilters) {
  return usePagedQuery([...STUDENT_REPORTS_KEY, 'by-major', request, filters], () =>
    getStudentsByMajor(request, filters),
  );
}

// ---- Counts -------------------------------------------------------------------------------

/** The count reports filter by batch and program only. */
type CountFilters = Pick<StudentReportFilters, 'batchId' | 'programId'>;

function countReport<Row>(name: string, path: string) {
  const options = (filters: CountFilters) =>
    queryOptions({
      queryKey: [...STUDENT_REPORTS_KEY, name, filters],
      queryFn: () => apiRequest<Row[]>(path, { query: filterQuery(filters) }),
    });
  return (filters: CountFilters) => useQuery(options(filters));
}

export const useStudentCountByProgramMajor = countReport<StudentCountByProgramMajorRow>(
  'count-by-program-major',
  'Student/GetStudentCountByProgramMajor',
);

/** The last row is the totals row (district "Total"). */
export const useStudentsByDistrict = countReport<StudentByDistrictRow>(
  'by-district',
  'Student/Report/GetStudentByDistrict',
);

export const useStudentSummary = countReport<StudentSummaryRow>('summary', 'Student/Report/GetStudentSummary');
