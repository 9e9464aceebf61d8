/**
 * PUT /User/Language {language}: the signed-in user's language, kept on the account so it
 * follows them to another browser (issue #32).
 */
import type { Language, LanguageBody, SignedInUser } from '@hemis/contracts';
import { ApiError, NetworkError, apiRequest } from '../../../lib/api-client.ts';
import { showLanguage, takePickedLanguage } from '../../../lib/i18n/i18n.ts';
import { signedInLanguage } from '../../../lib/i18n/language.ts';
import { dispatchSession, getSession } from '../../../lib/session/session-store.ts';

export function updateLanguage(language: Language): Promise<LanguageBody> {
  return apiRequest('User/Language', { method: 'PUT', json: { language } });
}

/**
 * Saves the language to the account. A server without the route (404) or out of reach
 * leaves the choice in this browser only; any other refusal is the caller's to say.
 */
async function saveToAccount(language: Language): Promise<void> {
  try {
    await updateLanguage(language);
  } catch (error) {
    if (error instanceof NetworkError || (error instanceof ApiError && error.status === 404)) return;
    throw error;
  }
}

/** The switcher's choice: shown at once, remembered in this browser, and saved to a signed-in user's account. */
export async function chooseLanguage(language: Language): Promise<void> {
  const signedIn = getSession().currentUser !== null;
  await showLanguage(language, { picked: !signedIn });
  if (!signedIn) return;
  dispatchSession({ type: 'update', fields: { language } });
  await saveToAccount(language);
}

/**
 * After signing in: the language picked on the sign-in page, saved to the account when it
 * differs from the account's, else the account's own.
 */
export async function applyAccountLanguage(user: SignedInUser): Promise<void> {
  const language = signedInLanguage(user.language, takePickedLanguage());
  await showLanguage(language);
  if (language === user.language) return;
  dispatchSession({ type: 'update', fields: { language } });
  await saveToAccount(language);
}
