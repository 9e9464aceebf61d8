/** The sign-up screen's input rules (spec section 5), apart from the screen so they are tested alone. */
import { PHONE_NUMBER_LENGTH, VALIDATION_MESSAGES } from '@hemis/contracts';

/** Keeps digits only, at most the phone length (spec section 5). */
export function phoneInput(value: string): string {
  return value.replace(/\D/g, '').slice(0, PHONE_NUMBER_LENGTH);
}

/** The live text under the confirmation: nothing until something is typed there. */
export function passwordMatchText(password: string, confirmPassword: string): string | undefined {
  if (!confirmPassword) return undefined;
  return password === confirmPassword ? VALIDATION_MESSAGES.passwordsMatch : VALIDATION_MESSAGES.passwordsDoNotMatch;
}
