/**
 * StudentUpgrade/GetStudentUpgradePaginated and POST StudentUpgrade (api-contract 5.5): the
 * students of a program and batch with their current and next period, and the upgrade of
 * the chosen ones. The server computes the next period, refuses a program's last one and
 * applies an upgrade once; it answers a text the screen shows.
 */
import type { StudentUpgradeBody, StudentUpgradePage } from '@hemis/contracts';
import { apiRequest } from '../../../lib/api-client.ts';
import { usePagedQuery } from '../../../lib/list-query.ts';
import { useInvalidatingMutation } from '../../../lib/mutations.ts';
import type { PageRequest } from '../../../components/paged-table.tsx';
import type { StudentFilters } from './get-students.ts';
import { STUDENTS_KEY } from './student-keys.ts';

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

export function useStudentUpgrades(request: PageRequest, filters: StudentFilters) {
  return usePagedQuery([...STUDENT_UPGRADES_KEY, request, filters], () => getStudentUpgrades(request, filters));
}

export function upgradeStudents(students: StudentUpgradeBody): Promise<string> {
  return apiRequest<string>('StudentUpgrade', { method: 'POST', json: students });
}

export function useUpgradeStudents() {
  return useInvalidatingMutation(upgradeStudents, [STUDENT_UPGRADES_KEY, STUDENTS_KEY]);
}
