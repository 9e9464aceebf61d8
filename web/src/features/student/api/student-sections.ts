/**
 * SectionForStudent/all, /create and /update/{id}: the student sections of the caller's
 * campus (api-contract 5.4). The campus is always the caller's: nothing here sends one.
 */
import type { StudentSection, StudentSectionBody } from '@hemis/contracts';
import { apiRequest } from '../../../lib/api-client.ts';
import { listQueryHook } from '../../../lib/list-query.ts';
import { useInvalidatingMutation } from '../../../lib/mutations.ts';

export const STUDENT_SECTIONS_KEY = ['student-sections'] as const;

export const useStudentSections = listQueryHook<StudentSection>(STUDENT_SECTIONS_KEY, 'SectionForStudent/all');

export function createStudentSection(body: StudentSectionBody): Promise<StudentSection> {
  return apiRequest<StudentSection>('SectionForStudent/create', { method: 'POST', json: body });
}

export function updateStudentSection({ id, body }: { id: number; body: StudentSectionBody }): Promise<StudentSection> {
  return apiRequest<StudentSection>(`SectionForStudent/update/${id}`, { method: 'PUT', json: body });
}

export function useCreateStudentSection() {
  return useInvalidatingMutation(createStudentSection, [STUDENT_SECTIONS_KEY]);
}

export function useUpdateStudentSection() {
  return useInvalidatingMutation(updateStudentSection, [STUDENT_SECTIONS_KEY]);
}
