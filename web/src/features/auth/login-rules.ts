/** The login screen's rules (spec sections 2 and 8), apart from the screen so they are tested alone. */
import { SPEC_MESSAGES } from '@hemis/contracts';
import { ApiError } from '../../lib/api-client.ts';

/** The redirect query parameter, defaulting to '/'; only paths of this app are followed. */
export function redirectTarget(raw: string | null): string {
  return raw && raw.startsWith('/') && !raw.startsWith('//') ? raw : '/';
}

export function loginErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    return error.status === 401 ? SPEC_MESSAGES.loginWrongCredentials : SPEC_MESSAGES.loginHttpError;
  }
  return SPEC_MESSAGES.loginUnexpectedError;
}
