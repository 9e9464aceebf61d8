/** POST /Student/Create (multipart, with the registration files): register a student, pending verification (api-contract 5.5). */
import type { FormValue } from '../../../lib/api-client.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/mutations.ts';

/** The multipart fields of a student form: text, booleans and the chosen files by their wire names. */
export type StudentSubmission = Record<string, FormValue>;

export function createStudent(fields: StudentSubmission): Promise<{ id: number }> {
  return apiRequest<{ id: number }>('Student/Create', { method: 'POST', form: fields });
}

export function useCreateStudent() {
  return useInvalidatingMutation(createStudent, [['students']]);
}
