/**
 * PATCH /Student/UpdateStudentIdentifiers: a student's roll, registration and symbol numbers
 * and major (api-contract 5.5); 409 with the identifier's own message when another student
 * holds it.
 */
import type { StudentListItem, UpdateStudentIdentifiersBody } from '@hemis/contracts';
import { apiRequest } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/mutations.ts';
import { STUDENTS_KEY } from './student-keys.ts';

export function updateStudentIdentifiers(body: UpdateStudentIdentifiersBody): Promise<StudentListItem> {
  return apiRequest<StudentListItem>('Student/UpdateStudentIdentifiers', { method: 'PATCH', json: body });
}

export function useUpdateStudentIdentifiers() {
  return useInvalidatingMutation(updateStudentIdentifiers, [STUDENTS_KEY]);
}
