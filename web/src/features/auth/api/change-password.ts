/** POST /User/ChangePassword {oldPassword, newPassword} for the signed-in user (api-contract 3). */
import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordBody, ChangePasswordResponse } from '@hemis/contracts';
import { apiRequest } from '../../../lib/api-client.ts';
import { dispatchSession } from '../../../lib/session/session-store.ts';

export function changePassword(body: ChangePasswordBody): Promise<ChangePasswordResponse> {
  return apiRequest('User/ChangePassword', { method: 'POST', json: body });
}

/** A changed password ends the sessions issued before it: keep the fresh token (spec section 4: Update). */
export function useChangePassword() {
  return useMutation({
    mutationFn: changePassword,
    onSuccess: ({ tokenString }) => dispatchSession({ type: 'update', fields: { tokenString } }),
  });
}
