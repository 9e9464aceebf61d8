/**
 * POST BulkExamAttend {examScheduleId, programManagementId, studentId:[…], isAppeared} ("Submit
 * Appear") and POST BulkExamAttend/CreatePassStudent {…, isPass} ("Submit Passed"), api-contract 5.8.
 */
import { apiRequest } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/mutations.ts';
import { BOARD_EXAMS_KEY } from './keys.ts';

export interface BoardExamStudents {
  examScheduleId: number;
  programManagementId: number;
  studentId: readonly number[];
  /** Appeared (or passed) when true; absent (or not passed) when false. */
  value: boolean;
}

interface Saved {
  message: string;
  count: number;
}

export const recordAppeared = ({ value, ...body }: BoardExamStudents) =>
  apiRequest<Saved>('BulkExamAttend', { method: 'POST', json: { ...body, isAppeared: value } });

export const recordPassed = ({ value, ...body }: BoardExamStudents) =>
  apiRequest<Saved>('BulkExamAttend/CreatePassStudent', { method: 'POST', json: { ...body, isPass: value } });

export const useRecordAppeared = () => useInvalidatingMutation(recordAppeared, [BOARD_EXAMS_KEY]);
export const useRecordPassed = () => useInvalidatingMutation(recordPassed, [BOARD_EXAMS_KEY]);
