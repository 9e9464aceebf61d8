/** POST /Student/VerifyStudentSelf/{id}: a pending student becomes enrolled (api-contract 5.5, answers 200). */
import { apiRequest } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/mutations.ts';
import { STUDENTS_KEY } from './student-keys.ts';

export function verifyStudent(id: number): Promise<{ message?: string } | undefined> {
  return apiRequest<{ message?: string } | undefined>(`Student/VerifyStudentSelf/${id}`, { method: 'POST' });
}

export function useVerifyStudent() {
  return useInvalidatingMutation(verifyStudent, [STUDENTS_KEY]);
}
