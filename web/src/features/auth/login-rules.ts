/** The login screen's rules (spec sections 2 and 8), apart from the screen so they are tested alone. */
import { SPEC_MESSAGES } from '@hemis/contracts';
import { ApiError } from '../../lib/api-client.ts';
import { sayContractMessage } from '../../lib/i18n/server-messages.ts';

/** The redirect query parameter, defaulting to '/'; only paths of this app are followed. */
export function redirectTarget(raw: string | null): string {
  return raw && raw.startsWith('/') && !raw.startsWith('//') ? raw : '/';
}

/** The spec's message of a failed sign-in (section 8), in the language shown. */
export function loginErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    return sayContractMessage(
      error.status === 401 ? SPEC_MESSAGES.loginWrongCredentials : SPEC_MESSAGES.loginHttpError,
    );
  }
  return sayContractMessage(SPEC_MESSAGES.loginUnexpectedError);
}
