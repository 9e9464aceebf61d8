/** POST /Subject/AddGroupSubject, multipart {SubjectId, MajorSubjectId}: a major starts offering a subject. */
import type { Subject } from '@hemis/contracts';
import { apiRequest } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/mutations.ts';
import { SUBJECTS_KEY } from './get-subjects.ts';

/** A subject and one major (group) of the caller's campus (the contract's body type is its loose input). */
export interface SubjectGroup {
  subjectId: number;
  majorSubjectId: number;
}

export function addGroupSubject({ subjectId, majorSubjectId }: SubjectGroup): Promise<Subject> {
  return apiRequest<Subject>('Subject/AddGroupSubject', {
    method: 'POST',
    form: { SubjectId: subjectId, MajorSubjectId: majorSubjectId },
  });
}

export function useAddGroupSubject() {
  return useInvalidatingMutation(addGroupSubject, [SUBJECTS_KEY]);
}
