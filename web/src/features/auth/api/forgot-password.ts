/** POST /User/GetCodeUser?email=&uniId=, empty body; 201 means the link was sent (spec section 7). */
import { useMutation } from '@tanstack/react-query';
import { DEFAULT_CAMPUS_ID, DEFAULT_UNIVERSITY_ID } from '@hemis/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

export function requestPasswordReset(email: string): Promise<{ message: string }> {
  return apiRequest('User/GetCodeUser', {
    method: 'POST',
    auth: false,
    query: { email, collegeId: DEFAULT_CAMPUS_ID, uniId: DEFAULT_UNIVERSITY_ID },
    json: {},
  });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
