/**
 * AttendanceStudent (api-contract 5.5, api-agreement "student-academics"): the roster of a
 * class (program, semester or year, section) for one subject and day with what was saved
 * for it, and saving the day's attendance (saved again, it replaces the day's marks).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AttendanceRosterRow } from '@hemis/contracts';
import { apiRequest } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/mutations.ts';

export const STUDENT_ATTENDANCE_KEY = ['student-attendance'] as const;

export interface AttendanceClass {
  programId: number;
  /** The semester or the year (First ... Eighth). */
  semYear: string;
  subjectId: number;
  /** YYYY-MM-DD (AD). */
  date: string;
  sectionId?: number;
}

/** One student's mark as the clients send it (api-contract 5.5). */
export interface AttendanceMark {
  campusId: number;
  subjectID: number;
  semester: string;
  section: string;
  studentId: number;
  hasAttended: boolean;
  dateAttended: string;
  timeAttended: string;
}

export function getAttendanceRoster(request: AttendanceClass): Promise<AttendanceRosterRow[]> {
  return apiRequest<AttendanceRosterRow[]>('AttendanceStudent', { query: { ...request } });
}

export const attendanceRosterQueryOptions = (request: AttendanceClass) =>
  queryOptions({
    queryKey: [...STUDENT_ATTENDANCE_KEY, request],
    queryFn: () => getAttendanceRoster(request),
  });

/** Nothing is asked before the class, the subject and the day are chosen. */
export function useAttendanceRoster(request: AttendanceClass | undefined) {
  return useQuery({
    ...attendanceRosterQueryOptions(request ?? ({} as AttendanceClass)),
    enabled: request !== undefined,
  });
}

export function saveAttendance(marks: readonly AttendanceMark[]): Promise<{ saved: number }> {
  return apiRequest('AttendanceStudent', {
    method: 'POST',
    json: { attendanceData: marks, studentIds: marks.map((mark) => mark.studentId) },
  });
}

export function useSaveAttendance() {
  return useInvalidatingMutation(saveAttendance, [STUDENT_ATTENDANCE_KEY]);
}
