/** POST User/{userId}/TwoFactor/Reset: an administrator resets a user's second factor (issue #33). */
import { apiRequest } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/mutations.ts';

export const useResetTwoFactor = () =>
  useInvalidatingMutation(
    (userId: number) => apiRequest<{ message: string }>(`User/${userId}/TwoFactor/Reset`, { method: 'POST', json: {} }),
    [['users'], ['audit-log']],
  );
