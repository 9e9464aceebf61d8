/**
 * POST /Subject/AddGroupSubject and DELETE /Subject/RemoveGroupSubject, multipart
 * {SubjectId, MajorSubjectId}: a major starts or stops offering a subject.
 */
import type { Subject } from '@hemis/contracts';
import { apiRequest } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/mutations.ts';
import { SUBJECTS_KEY } from './get-subjects.ts';

/** A subject and one major (group) of the caller's campus (the contract's body type is its loose input). */
export interface SubjectGroup {
  subjectId: number;
  majorSubjectId: number;
}

function groupSubjectChange(method: 'POST' | 'DELETE', path: string) {
  return ({ subjectId, majorSubjectId }: SubjectGroup) =>
    apiRequest<Subject>(path, { method, form: { SubjectId: subjectId, MajorSubjectId: majorSubjectId } });
}

const addGroupSubject = groupSubjectChange('POST', 'Subject/AddGroupSubject');
const removeGroupSubject = groupSubjectChange('DELETE', 'Subject/RemoveGroupSubject');

export function useAddGroupSubject() {
  return useInvalidatingMutation(addGroupSubject, [SUBJECTS_KEY]);
}

export function useRemoveGroupSubject() {
  return useInvalidatingMutation(removeGroupSubject, [SUBJECTS_KEY]);
}
