/** PATCH /Campus/{id} (multipart): the grants body or the campus's university edits a campus. */
import type { Institution } from '@hemis/contracts';
import { apiRequest } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/mutations.ts';
import type { CampusSubmission } from './create-campus.ts';

export function updateCampus({ id, fields, logo }: CampusSubmission & { id: number }): Promise<Institution> {
  return apiRequest<Institution>(`Campus/${id}`, { method: 'PATCH', form: { ...fields, logo } });
}

export function useUpdateCampus() {
  return useInvalidatingMutation(updateCampus, [['campus'], ['campuses'], ['user-details']]);
}
