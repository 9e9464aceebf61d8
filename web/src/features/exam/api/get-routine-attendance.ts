/**
 * GET ExamAppearManagement/by-subjectexamschedule?subjectExamScheduleId: a paper with every student
 * who may sit it, their attendance, marks and row versions (api-contract 5.8). The attendance
 * screen and the marks grid both read it.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RoutineAttendance } from '@hemis/contracts';
import { apiRequest } from '../../../lib/api-client.ts';
import { examKey } from './keys.ts';

export async function getRoutineAttendance(routineId: number): Promise<RoutineAttendance | undefined> {
  const answer = await apiRequest<RoutineAttendance[]>('ExamAppearManagement/by-subjectexamschedule', {
    query: { subjectExamScheduleId: routineId },
  });
  return answer[0];
}

export const routineAttendanceQueryOptions = (routineId: number) =>
  queryOptions({
    queryKey: examKey('attendance', routineId),
    queryFn: () => getRoutineAttendance(routineId),
    enabled: routineId > 0,
  });

export function useRoutineAttendance(routineId: number) {
  return useQuery(routineAttendanceQueryOptions(routineId));
}
