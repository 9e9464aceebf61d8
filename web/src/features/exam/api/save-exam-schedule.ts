/** POST ExamSchedule, or PUT ExamSchedule/{id} with the edits (api-contract 5.8). */
import type { CreateExamScheduleBody, ExamSchedule } from '@hemis/contracts';
import { apiRequest } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/mutations.ts';
import { EXAMS_KEY } from './keys.ts';

export function saveExamSchedule({ id, body }: { id?: number | undefined; body: CreateExamScheduleBody }) {
  return apiRequest<ExamSchedule>(id ? `ExamSchedule/${id}` : 'ExamSchedule', {
    method: id ? 'PUT' : 'POST',
    json: id ? { ...body, id } : body,
  });
}

export const useSaveExamSchedule = () => useInvalidatingMutation(saveExamSchedule, [EXAMS_KEY]);
