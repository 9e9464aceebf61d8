/** GET and PUT TwoFactorPolicy: which staff roles must sign in with a second factor (issue #33). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TwoFactorPolicy, TwoFactorPolicyBody } from '@hemis/contracts';
import { apiRequest } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/mutations.ts';

const POLICY = ['two-factor', 'policy'] as const;

export const twoFactorPolicyQueryOptions = () =>
  queryOptions({ queryKey: POLICY, queryFn: () => apiRequest<TwoFactorPolicy>('TwoFactorPolicy') });

export function useTwoFactorPolicy() {
  return useQuery(twoFactorPolicyQueryOptions());
}

export const useSetTwoFactorPolicy = () =>
  useInvalidatingMutation(
    (body: TwoFactorPolicyBody) => apiRequest<TwoFactorPolicy>('TwoFactorPolicy', { method: 'PUT', json: body }),
    [POLICY, ['audit-log']],
  );
