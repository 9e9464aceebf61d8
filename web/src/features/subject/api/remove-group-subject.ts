/** DELETE /Subject/RemoveGroupSubject, multipart {SubjectId, MajorSubjectId}: a major stops offering a subject. */
import type { Subject } from '@hemis/contracts';
import { apiRequest } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/mutations.ts';
import type { SubjectGroup } from './add-group-subject.ts';
import { SUBJECTS_KEY } from './get-subjects.ts';

export function removeGroupSubject({ subjectId, majorSubjectId }: SubjectGroup): Promise<Subject> {
  return apiRequest<Subject>('Subject/RemoveGroupSubject', {
    method: 'DELETE',
    form: { SubjectId: subjectId, MajorSubjectId: majorSubjectId },
  });
}

export function useRemoveGroupSubject() {
  return useInvalidatingMutation(removeGroupSubject, [SUBJECTS_KEY]);
}
