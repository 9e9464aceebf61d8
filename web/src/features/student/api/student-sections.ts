/**
 * SectionForStudent/all, /create and /update/{id}: the student sections of the caller's
 * campus (api-contract 5.4). The campus is always the caller's: nothing here sends one.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StudentSection, StudentSectionBody } from '@hemis/contracts';
import { apiRequest } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/mutations.ts';

export const STUDENT_SECTIONS_KEY = ['student-sections'] as const;

export function getStudentSections(): Promise<StudentSection[]> {
  return apiRequest<StudentSection[]>('SectionForStudent/all');
}

export const studentSectionsQueryOptions = () =>
  queryOptions({ queryKey: STUDENT_SECTIONS_KEY, queryFn: getStudentSections });

export function useStudentSections() {
  return useQuery(studentSectionsQueryOptions());
}

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
