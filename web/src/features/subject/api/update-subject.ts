/** PATCH /Subject/{id}, multipart with majorSubjectIds repeated; 200 on success (api-contract 5.3). */
import { apiRequest, type FormValue } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/mutations.ts';
import type { Subject, UpdateSubjectBody } from '@hemis/contracts';
import { SUBJECTS_KEY } from './get-subjects.ts';

export function updateSubject({ id, body }: { id: number; body: UpdateSubjectBody }): Promise<Subject> {
  const { majorSubjectIds, ...fields } = body;
  const ids = Array.isArray(majorSubjectIds) ? (majorSubjectIds as number[]) : [];
  return apiRequest<Subject>(`Subject/${id}`, {
    method: 'PATCH',
    form: { ...(fields as Record<string, FormValue>), id, majorSubjectIds: ids },
  });
}

export function useUpdateSubject() {
  return useInvalidatingMutation(updateSubject, [SUBJECTS_KEY]);
}
