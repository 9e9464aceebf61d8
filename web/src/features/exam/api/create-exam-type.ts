/** POST ExamType {exam ("internal" | "board"), examName, status, description}: an exam type of the campus (api-contract 5.8). */
import type { CreateExamTypeBody, ExamType } from '@hemis/contracts';
import { apiRequest } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/mutations.ts';
import { EXAMS_KEY } from './keys.ts';

export const createExamType = (body: CreateExamTypeBody) =>
  apiRequest<ExamType>('ExamType', { method: 'POST', json: body });

export const useCreateExamType = () => useInvalidatingMutation(createExamType, [EXAMS_KEY]);
