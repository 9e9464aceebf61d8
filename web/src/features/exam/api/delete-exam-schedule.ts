/** DELETE ExamSchedule/{id}: the exam with its papers; 409 once attendance or marks are recorded (api-contract 5.8). */
import { apiRequest } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/mutations.ts';
import { EXAMS_KEY } from './keys.ts';

export const deleteExamSchedule = (id: number) =>
  apiRequest<{ message: string }>(`ExamSchedule/${id}`, { method: 'DELETE' });

export const useDeleteExamSchedule = () => useInvalidatingMutation(deleteExamSchedule, [EXAMS_KEY]);
