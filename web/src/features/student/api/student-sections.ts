/**
 * SectionForStudent/all, /create and /update/{id}: the student sections of the caller's
 * campus (api-contract 5.4). The campus is always the caller's: nothing here sends one.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { clearableText, optionalBoolean, requiredText, STUDENT_MESSAGES } from '@hemis/contracts';
import { apiRequest } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/mutations.ts';

export interface StudentSection {
  id: number;
  sectionSymbol: string;
  status: boolean;
  remarks: string | null;
  campusId: number;
}

/** The add and edit form: the symbol is required, the status a boolean the select holds as text. */
export const StudentSectionFormSchema = z.object({
  sectionSymbol: requiredText(STUDENT_MESSAGES.sectionRequired),
  status: optionalBoolean(),
  remarks: clearableText(),
});
export type StudentSectionBody = z.output<typeof StudentSectionFormSchema>;

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
