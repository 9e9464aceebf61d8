/**
 * studentprofile (api-contract 5.5, api-agreement "student-academics"): a student's document
 * set, saved with keep, replace or clear per document. The files themselves are read through
 * student-file.ts, with the session's token.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { existingDocumentKey, type StudentDocumentKind, type StudentDocuments } from '@hemis/contracts';
import { apiRequest, statusOf } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/mutations.ts';

export const STUDENT_DOCUMENTS_KEY = ['student-documents'] as const;
/** The files student-file.ts loaded: a replaced document keeps its address, so they are read again. */
const PRIVATE_FILES_KEY = ['private-file'] as const;

/** What happens to one document on save. */
export type DocumentChange = { action: 'keep' } | { action: 'clear' } | { action: 'replace'; file: File };

export interface SaveStudentDocumentsInput {
  studentId: number;
  /** The document set's id, once it exists. */
  id?: number | null;
  remark: string;
  /** A document left out is not sent, and stays as it is. */
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

export function useStudentDocuments(studentId: number, enabled = true) {
  return useQuery({ ...studentDocumentsQueryOptions(studentId), enabled });
}

/**
 * Multipart as the clients send it: a File replaces, `existing_<kind>` keeps, and an empty
 * value clears (api-contract 5.5).
 */
export function saveStudentDocuments(input: SaveStudentDocumentsInput): Promise<StudentDocuments> {
  const form: Record<string, string | number | File | null | undefined> = {
    studentId: input.studentId,
    id: input.id,
    remark: input.remark,
  };
  for (const [kind, change] of Object.entries(input.changes) as [StudentDocumentKind, DocumentChange][]) {
    if (change.action === 'replace') form[kind] = change.file;
    else if (change.action === 'keep') form[existingDocumentKey(kind)] = 'keep';
    else form[kind] = '';
  }
  return apiRequest<StudentDocuments>('studentprofile/upsert', { method: 'POST', form });
}

export function useSaveStudentDocuments() {
  return useInvalidatingMutation(saveStudentDocuments, [STUDENT_DOCUMENTS_KEY, PRIVATE_FILES_KEY]);
}
