/** The signed-in user's own two-factor sign-in (issue #33): GET, Enrol, Confirm, RecoveryCodes and DELETE User/TwoFactor. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RecoveryCodes, TwoFactorEnrolment, TwoFactorStatus } from '@hemis/contracts';
import { apiRequest } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/mutations.ts';

const STATUS = ['two-factor', 'own'] as const;

export const twoFactorStatusQueryOptions = () =>
  queryOptions({ queryKey: STATUS, queryFn: () => apiRequest<TwoFactorStatus>('User/TwoFactor') });

export function useTwoFactorStatus(enabled = true) {
  return useQuery({ ...twoFactorStatusQueryOptions(), enabled });
}

export const useBeginEnrolment = () =>
  useInvalidatingMutation(
    () => apiRequest<TwoFactorEnrolment>('User/TwoFactor/Enrol', { method: 'POST', json: {} }),
    [STATUS],
  );

/** Not invalidating: the section shows the codes first, and refreshes once they are saved. */
export function confirmEnrolment(code: string): Promise<RecoveryCodes> {
  return apiRequest<RecoveryCodes>('User/TwoFactor/Confirm', { method: 'POST', json: { code } });
}

export function renewRecoveryCodes(code: string): Promise<RecoveryCodes> {
  return apiRequest<RecoveryCodes>('User/TwoFactor/RecoveryCodes', { method: 'POST', json: { code } });
}

export const useTurnOffTwoFactor = () =>
  useInvalidatingMutation(
    (password: string) => apiRequest<{ message: string }>('User/TwoFactor', { method: 'DELETE', json: { password } }),
    [STATUS],
  );

export { STATUS as TWO_FACTOR_STATUS_KEY };
