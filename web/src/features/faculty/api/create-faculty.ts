/** POST /Faculty, multipart like the original (spec section 7); 409 when it exists. */
import type { CreateFacultyBody, Faculty } from '@hemis/contracts';
import { apiRequest, type FormValue } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/mutations.ts';
import { FACULTIES_KEY } from './get-faculties.ts';

export function createFaculty(body: CreateFacultyBody): Promise<Faculty> {
  return apiRequest<Faculty>('Faculty', { method: 'POST', form: body as Record<string, FormValue> });
}

export function useCreateFaculty() {
  return useInvalidatingMutation(createFaculty, [FACULTIES_KEY]);
}
