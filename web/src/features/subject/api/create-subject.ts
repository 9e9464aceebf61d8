/** POST /Subject (JSON, api-contract 5.3). */
import { apiRequest } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/mutations.ts';
import type { CreateSubjectBody, Subject } from '@hemis/contracts';
import { SUBJECTS_KEY } from './get-subjects.ts';

export function createSubject(body: CreateSubjectBody): Promise<Subject> {
  return apiRequest<Subject>('Subject', { method: 'POST', json: body });
}

export function useCreateSubject() {
  return useInvalidatingMutation(createSubject, [SUBJECTS_KEY]);
}
