/**
 * The sign-in's second step (issue #33), called without a session: the password answer's token
 * with a code or a recovery code (POST User/Login/TwoFactor), or, for a role that requires two-factor
 * sign-in, the enrolment (User/Login/TwoFactor/Enrol and Confirm).
 */
import type {
  LoginResponse,
  SignedInUser,
  SignedInWithRecoveryCodes,
  TwoFactorEnrolment,
  TwoFactorEnrolmentRequiredResponse,
  TwoFactorRequiredResponse,
} from '@hemis/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

export type SecondStep = TwoFactorRequiredResponse | TwoFactorEnrolmentRequiredResponse;

export function isSecondStep(answer: LoginResponse): answer is SecondStep {
  return 'name' in answer && (answer.name === 'twoFactorRequired' || answer.name === 'twoFactorEnrolmentRequired');
}

export function signInWithCode(input: { token: string; code?: string; recoveryCode?: string }): Promise<SignedInUser> {
  return apiRequest<SignedInUser>('User/Login/TwoFactor', { method: 'POST', auth: false, json: input });
}

export function enrolAtSignIn(token: string): Promise<TwoFactorEnrolment> {
  return apiRequest<TwoFactorEnrolment>('User/Login/TwoFactor/Enrol', { method: 'POST', auth: false, json: { token } });
}

export function confirmAtSignIn(input: { token: string; code: string }): Promise<SignedInWithRecoveryCodes> {
  return apiRequest<SignedInWithRecoveryCodes>('User/Login/TwoFactor/Confirm', {
    method: 'POST',
    auth: false,
    json: input,
  });
}
