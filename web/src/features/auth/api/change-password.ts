/** POST /User/ChangePassword {oldPassword, newPassword} for the signed-in user (api-contract 3). */
import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordBody } from '@hemis/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

export function changePassword(body: ChangePasswordBody): Promise<{ message: string }> {
  return apiRequest('User/ChangePassword', { method: 'POST', json: body });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
