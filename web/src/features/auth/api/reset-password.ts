/** POST /User/ResetPassword {email, newPassword, resetToken}; 201 means success (spec section 7). */
import { useMutation } from '@tanstack/react-query';
import type { ResetPasswordBody } from '@hemis/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

export function resetPassword(body: ResetPasswordBody): Promise<{ message: string }> {
  return apiRequest('User/ResetPassword', { method: 'POST', auth: false, json: body });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
