/** POST /MajorSubject {programMgmtId, majorSubjectName, remarks, status}; 409 when it exists. */
import type { CreateMajorSubjectBody, MajorSubject } from '@hemis/contracts';
import { apiRequest } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/mutations.ts';
import { MAJOR_SUBJECTS_KEY } from './get-major-subjects.ts';

export function createMajorSubject(body: CreateMajorSubjectBody): Promise<MajorSubject> {
  return apiRequest<MajorSubject>('MajorSubject', { method: 'POST', json: body });
}

export function useCreateMajorSubject() {
  return useInvalidatingMutation(createMajorSubject, [MAJOR_SUBJECTS_KEY]);
}
