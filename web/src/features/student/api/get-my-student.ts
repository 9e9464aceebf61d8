/**
 * GET /Student/Me and GET /studentprofile/Me (student:self): the signed-in student's own
 * record and document set. 404 means no record (or no document set) is linked to the
 * account yet; both answer null then, so the student home can say so.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StudentDocuments, StudentRecord } from '@hemis/contracts';
import { apiRequest, statusOf } from '../../../lib/api-client.ts';
import { STUDENTS_KEY } from './student-keys.ts';

async function nullWhenMissing<T>(request: Promise<T>): Promise<T | null> {
  try {
    return await request;
  } catch (error) {
    if (statusOf(error) === 404) return null;
    throw error;
  }
}

export function getMyStudent(): Promise<StudentRecord | null> {
  return nullWhenMissing(apiRequest<StudentRecord>('Student/Me'));
}

export function getMyDocuments(): Promise<StudentDocuments | null> {
  return nullWhenMissing(apiRequest<StudentDocuments>('studentprofile/Me'));
}

// Keyed by the account as well as cleared at sign-out (lib/query-client.ts): one student
// must never see the record another account loaded in the same tab.
export const myStudentQueryOptions = (userId: number) =>
  queryOptions({ queryKey: [...STUDENTS_KEY, 'me', userId], queryFn: getMyStudent });

export const myDocumentsQueryOptions = (userId: number) =>
  queryOptions({ queryKey: [...STUDENTS_KEY, 'me', userId, 'documents'], queryFn: getMyDocuments });

export function useMyStudent(userId: number) {
  return useQuery(myStudentQueryOptions(userId));
}

export function useMyDocuments(userId: number, enabled = true) {
  return useQuery({ ...myDocumentsQueryOptions(userId), enabled });
}
