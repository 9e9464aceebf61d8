/**
 * studentprofile (api-contract 5.5, api-agreement "student-academics"): a student's document
 * set, saved with keep, replace or clear per document, and the private files themselves,
 * which only answer with the session's token (a plain <img src> or link would carry none).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StudentDocumentKind } from '@hemis/contracts';
import { ApiError, apiRequest, downloadFile, NetworkError, statusOf } from '../../../lib/api-client.ts';
import { getSession, signOut } from '../../../lib/session/session-store.ts';
import { useInvalidatingMutation } from '../../../lib/mutations.ts';

export const STUDENT_DOCUMENTS_KEY = ['student-documents'] as const;

/** Each document answers the URL of its file endpoint, or null when there is none. */
export type StudentDocuments = {
  id: number;
  studentId: number;
  campusId: number;
  remark: string | null;
} & Record<StudentDocumentKind, string | null>;

/** What happens to one document on save. */
export type DocumentChange = { action: 'keep' } | { action: 'clear' } | { action: 'replace'; file: File };

export interface SaveStudentDocumentsInput {
  studentId: number;
  /** The document set's id, once it exists. */
  id?: number;
  remark: string;
  /** A document left out is neither kept nor sent: the set has none of that kind. */
  changes: Partial<Record<StudentDocumentKind, DocumentChange>>;
}

/** The student's documents, or null when none were ever saved (the server answers 404). */
export async function getStudentDocuments(studentId: number): Promise<StudentDocuments | null> {
  try {
    return await apiRequest<StudentDocuments>(`studentprofile/by-student/${studentId}`);
  } catch (error) {
    if (statusOf(error) === 404) return null;
    throw error;
  }
}

export const studentDocumentsQueryOptions = (studentId: number) =>
  queryOptions({
    queryKey: [...STUDENT_DOCUMENTS_KEY, studentId],
    queryFn: () => getStudentDocuments(studentId),
  });

export function useStudentDocuments(studentId: number) {
  return useQuery(studentDocumentsQueryOptions(studentId));
}

/**
 * Multipart as the clients send it: a File replaces, `existing_<kind>` keeps, and an empty
 * value clears (api-contract 5.5).
 */
export function saveStudentDocuments(input: SaveStudentDocumentsInput): Promise<StudentDocuments> {
  const form: Record<string, string | number | File | undefined> = {
    studentId: input.studentId,
    id: input.id,
    remark: input.remark,
  };
  for (const [kind, change] of Object.entries(input.changes)) {
    if (!change) continue;
    if (change.action === 'replace') form[kind] = change.file;
    else if (change.action === 'keep') form[`existing_${kind}`] = 'keep';
    else form[kind] = '';
  }
  return apiRequest<StudentDocuments>('studentprofile/upsert', { method: 'POST', form });
}

export function useSaveStudentDocuments() {
  return useInvalidatingMutation(saveStudentDocuments, [STUDENT_DOCUMENTS_KEY]);
}

/** `/api/Student/7/file/nid` → `Student/7/file/nid`, the form the API client takes. */
function apiPathOf(url: string): string {
  return url.replace(/^(https?:\/\/[^/]+)?\/?api\//i, '');
}

/** A private file's content, fetched with the session's token. */
export async function fetchStudentFile(url: string): Promise<Blob> {
  const token = getSession().currentUser?.tokenString;
  const headers = new Headers();
  if (token) headers.set('authorization', `Bearer ${token}`);
  let response: Response;
  try {
    response = await fetch(`/api/${apiPathOf(url)}`, { headers });
  } catch (error) {
    throw new NetworkError(error);
  }
  if (!response.ok) {
    if (response.status === 401 && token) signOut();
    throw new ApiError(response.status, `The file could not be loaded (${response.status})`, undefined, []);
  }
  return response.blob();
}

export const studentFileQueryOptions = (url: string) =>
  queryOptions({ queryKey: [...STUDENT_DOCUMENTS_KEY, 'file', url], queryFn: () => fetchStudentFile(url) });

/** A private file as a download, named as the server names it. */
export function downloadStudentFile(url: string, fallbackName: string): Promise<void> {
  return downloadFile(apiPathOf(url), undefined, fallbackName);
}
