/**
 * POST /Student/{id}/CreateLogin: gives the student a Student-role account for the record's
 * email and mails a link to set the password; 400 when the record has no email, 409 when
 * the email belongs to a staff account.
 */
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export function createStudentLogin(id: number): Promise<{ message?: string } | undefined> {
  return apiRequest<{ message?: string } | undefined>(`Student/${id}/CreateLogin`, { method: 'POST' });
}

export function useCreateStudentLogin() {
  return useMutation({ mutationFn: createStudentLogin });
}
