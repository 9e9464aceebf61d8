/** POST SubjectExamSchedule, or PUT SubjectExamSchedule/{id} with the edits (api-contract 5.8). */
import type { CreateSubjectExamScheduleBody, SubjectExamSchedule } from '@hemis/contracts';
import { apiRequest } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/mutations.ts';
import { EXAMS_KEY } from './keys.ts';

export function saveRoutine({ id, body }: { id?: number | undefined; body: CreateSubjectExamScheduleBody }) {
  return apiRequest<SubjectExamSchedule>(id ? `SubjectExamSchedule/${id}` : 'SubjectExamSchedule', {
    method: id ? 'PUT' : 'POST',
    json: id ? { ...body, id } : body,
  });
}

export const useSaveRoutine = () => useInvalidatingMutation(saveRoutine, [EXAMS_KEY]);
