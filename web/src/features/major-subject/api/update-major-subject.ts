/** PUT /MajorSubject/{id} with every field again and the id (api-contract 5.3). */
import type { MajorSubject, UpdateMajorSubjectBody } from '@hemis/contracts';
import { apiRequest } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/mutations.ts';
import { MAJOR_SUBJECTS_KEY } from './get-major-subjects.ts';

export function updateMajorSubject({ id, body }: { id: number; body: UpdateMajorSubjectBody }): Promise<MajorSubject> {
  return apiRequest<MajorSubject>(`MajorSubject/${id}`, { method: 'PUT', json: { ...body, id } });
}

export function useUpdateMajorSubject() {
  return useInvalidatingMutation(updateMajorSubject, [MAJOR_SUBJECTS_KEY]);
}
