/**
 * POST /User/AlumniLogin (api-contract 3 and 5.9): a verified alumnus signs in; the answer is a
 * session like /User/Login's (role Student) with the alumnus's graduation added, kept in the one
 * session store so the API client sends its bearer token.
 */
import { roleOf, type AlumniSignedIn, type SignedInUser, type VerificationTokenResponse } from '@hemis/contracts';
import { apiRequest } from '../../../lib/api-client.ts';
import type { LoginInput } from '../../auth/api/login.ts';

export function alumniLogin({ email, password }: LoginInput): Promise<AlumniSignedIn | VerificationTokenResponse> {
  return apiRequest('User/AlumniLogin', { method: 'POST', auth: false, json: { email, password } });
}

/** Whether the session is an alumnus's: a staff or enrolled student's session has no graduation. */
export function isAlumnusSession(user: SignedInUser | null): user is AlumniSignedIn {
  return user !== null && roleOf(user) === 'Student' && 'graduationApplicationId' in user;
}
