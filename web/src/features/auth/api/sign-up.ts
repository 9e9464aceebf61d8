/** POST /User: the student sign-up, sent as multipart like the original (api-contract 5.1). */
import { useMutation } from '@tanstack/react-query';
import type { SignUpBody } from '@hemis/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

export function signUp(body: SignUpBody): Promise<{ id: number; email: string; message: string }> {
  return apiRequest('User', { method: 'POST', auth: false, form: { ...body } });
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}
