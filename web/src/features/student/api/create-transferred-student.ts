/**
 * POST /Student/EnrolledOfTransferred (multipart): register a student who comes from a campus
 * outside HEMIS, with where and when they were transferred from and the transfer document
 * (api-contract 5.5).
 */
import { apiRequest } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/mutations.ts';
import type { StudentSubmission } from './create-student.ts';

export function createTransferredStudent(fields: StudentSubmission): Promise<{ id: number }> {
  return apiRequest<{ id: number }>('Student/EnrolledOfTransferred', {
    method: 'POST',
    form: { ...fields, isTransferredIn: true, transferStatus: true },
  });
}

export function useCreateTransferredStudent() {
  return useInvalidatingMutation(createTransferredStudent, [['students']]);
}
