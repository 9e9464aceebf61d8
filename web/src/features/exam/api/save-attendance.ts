/**
 * POST ExamAppearManagement/upsert (multipart {subjectExamScheduleId, doesAppeared, remarks,
 * StudentIds[n]}, api-contract 5.8). One call sets one answer and one remark for its students, so
 * a sheet is sent as one call per (appeared, remarks) group.
 */
import type { FormValue } from '../../../lib/api-client.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/mutations.ts';
import { EXAMS_KEY } from './keys.ts';

export interface AttendanceMark {
  studentId: number;
  appeared: boolean;
  remarks: string;
}

/** The sheet's rows grouped by what one call can say: absentees first, so marks never block the appeared. */
export function attendanceCalls(marks: readonly AttendanceMark[]) {
  const groups = new Map<string, { appeared: boolean; remarks: string; studentIds: number[] }>();
  for (const mark of marks) {
    const remarks = mark.remarks.trim();
    const key = JSON.stringify([mark.appeared, remarks]);
    const group = groups.get(key) ?? { appeared: mark.appeared, remarks, studentIds: [] };
    group.studentIds.push(mark.studentId);
    groups.set(key, group);
  }
  return [...groups.values()].sort((a, b) => Number(a.appeared) - Number(b.appeared));
}

export async function saveAttendance({ routineId, marks }: { routineId: number; marks: readonly AttendanceMark[] }) {
  let saved = 0;
  for (const call of attendanceCalls(marks)) {
    const form: Record<string, FormValue> = {
      subjectExamScheduleId: routineId,
      doesAppeared: String(call.appeared),
      remarks: call.remarks,
    };
    call.studentIds.forEach((id, index) => (form[`StudentIds[${index}]`] = id));
    saved += (
      await apiRequest<{ message: string; saved: number }>('ExamAppearManagement/upsert', { method: 'POST', form })
    ).saved;
  }
  return { saved };
}

export const useSaveAttendance = () => useInvalidatingMutation(saveAttendance, [EXAMS_KEY]);
