/** POST /User/Login (api-contract 3): the admin sign-in, without a token. */
import { useMutation } from '@tanstack/react-query';
import {
  DEFAULT_CAMPUS_ID,
  DEFAULT_IS_UGC,
  DEFAULT_UNIVERSITY_ID,
  type LoginResponse,
  type VerificationTokenResponse,
} from '@hemis/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

export interface LoginInput {
  email: string;
  password: string;
}

export function login({ email, password }: LoginInput): Promise<LoginResponse> {
  // The login form state of spec section 3: collegeId 66, uniId 0, isUgc true, sent as `cOllegeId`.
  return apiRequest<LoginResponse>('User/Login', {
    method: 'POST',
    auth: false,
    json: { email, password, cOllegeId: DEFAULT_CAMPUS_ID, uniId: DEFAULT_UNIVERSITY_ID, isUgc: DEFAULT_IS_UGC },
  });
}

export function isVerificationToken(answer: LoginResponse): answer is VerificationTokenResponse {
  return 'name' in answer && answer.name === 'verificationToken';
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
