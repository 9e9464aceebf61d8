/** GET /Student/GetUserDetails: the signed-in user's institution and account (api-contract 5.1). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserDetailsResponse } from '@hemis/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

export function getUserDetails(): Promise<UserDetailsResponse> {
  return apiRequest<UserDetailsResponse>('Student/GetUserDetails');
}

export const userDetailsQueryOptions = () => queryOptions({ queryKey: ['user-details'], queryFn: getUserDetails });

export function useUserDetails() {
  return useQuery(userDetailsQueryOptions());
}
