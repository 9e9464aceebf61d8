/** PATCH /Faculty/{id} (spec section 7). */
import type { Faculty, UpdateFacultyBody } from '@hemis/contracts';
import { apiRequest } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/mutations.ts';
import { FACULTIES_KEY } from './get-faculties.ts';

export function updateFaculty({ id, body }: { id: number; body: UpdateFacultyBody }): Promise<Faculty> {
  return apiRequest<Faculty>(`Faculty/${id}`, { method: 'PATCH', json: body });
}

export function useUpdateFaculty() {
  return useInvalidatingMutation(updateFaculty, [FACULTIES_KEY]);
}
