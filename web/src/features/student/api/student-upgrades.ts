/**
 * StudentUpgrade/GetStudentUpgradePaginated and POST StudentUpgrade (api-contract 5.5): the
 * students of a program and batch with their current and next period, and the upgrade of
 * the chosen ones. The server computes the next period, refuses a program's last one and
 * applies an upgrade once; it answers a text the screen shows.
 */
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AcademicYear, ProgramType, Semester } from '@hemis/contracts';
import { apiRequest } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/mutations.ts';
import type { PageRequest } from '../../../components/paged-table.tsx';
import type { StudentFilters } from './get-students.ts';
import { STUDENTS_KEY } from './student-keys.ts';

export interface StudentUpgradeRow {
  studentId: number;
  isUpgraded: boolean;
  programType: ProgramType;
  semester: Semester | null;
  year: AcademicYear | null;
  nextSemester: Semester | null;
  nextYear: AcademicYear | null;
  isLastPeriod: boolean;
  programId: number;
  programName: string;
  batchId: number;
  admissionYear: string;
  firstName: string;
  middleName: string | null;
  lastName: string;
  fullName: string;
  rollNoManual: string | null;
}

export interface StudentUpgradePage {
  totalPages: number;
  totalRecords: number;
  studentUpgrades: StudentUpgradeRow[];
}

/** One student to upgrade, as the original client sends it. */
export interface StudentUpgradeRequest {
  programId: number;
  studentId: number;
  year: AcademicYear | null;
  semester: Semester | null;
  batchId: number;
  isIrregular: boolean;
}

const STUDENT_UPGRADES_KEY = ['student-upgrades'] as const;

export function getStudentUpgrades(request: PageRequest, filters: StudentFilters): Promise<StudentUpgradePage> {
  // The endpoint's own parameter names (api-contract 5.5): pageNumber, programid, BatchId.
  return apiRequest<StudentUpgradePage>('StudentUpgrade/GetStudentUpgradePaginated', {
    query: {
      pageNumber: request.page,
      pageSize: request.pageSize,
      name: request.search,
      programid: filters.programId,
      BatchId: filters.batchId,
      semYear: filters.semYear,
    },
  });
}

export const studentUpgradesQueryOptions = (request: PageRequest, filters: StudentFilters) =>
  queryOptions({
    queryKey: [...STUDENT_UPGRADES_KEY, request, filters],
    queryFn: () => getStudentUpgrades(request, filters),
    placeholderData: keepPreviousData,
  });

export function useStudentUpgrades(request: PageRequest, filters: StudentFilters) {
  return useQuery(studentUpgradesQueryOptions(request, filters));
}

export function upgradeStudents(students: readonly StudentUpgradeRequest[]): Promise<string> {
  return apiRequest<string>('StudentUpgrade', { method: 'POST', json: students });
}

export function useUpgradeStudents() {
  return useInvalidatingMutation(upgradeStudents, [STUDENT_UPGRADES_KEY, STUDENTS_KEY]);
}
