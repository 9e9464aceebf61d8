/**
 * Which language HEMIS speaks to whom (issue #32): a signed-in user's comes from their
 * account; a visitor's is the one they picked in this browser, else the browser's own.
 * Pure apart from the storage helpers, so every rule is tested without a browser.
 */
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@hemis/contracts';

export const LANGUAGE_STORAGE_KEY = 'language';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The first of the browser's preferred languages HEMIS speaks ('ne-NP' counts as 'ne'), else English. */
export function browserLanguage(preferred: readonly string[]): Language {
  for (const tag of preferred) {
    const primary = tag.toLowerCase().split('-')[0];
    if (isLanguage(primary)) return primary;
  }
  return DEFAULT_LANGUAGE;
}

/** The language at start-up: the account's, else the one picked in this browser, else the browser's. */
export function startupLanguage(sources: {
  account: string | undefined;
  stored: string | null | undefined;
  preferred: readonly string[];
}): Language {
  if (isLanguage(sources.account)) return sources.account;
  if (isLanguage(sources.stored)) return sources.stored;
  return browserLanguage(sources.preferred);
}

/**
 * The language once an account has signed in. One picked on this page before signing in is
 * the user's latest word and wins (and is then saved to the account); otherwise the
 * account's, which follows the user from browser to browser.
 */
export function signedInLanguage(account: string | undefined, pickedBeforeSignIn: Language | undefined): Language {
  if (pickedBeforeSignIn) return pickedBeforeSignIn;
  return isLanguage(account) ? account : DEFAULT_LANGUAGE;
}

function storage(): Storage | undefined {
  return typeof window === 'undefined' ? undefined : window.localStorage;
}

export function storedLanguage(): string | null {
  return storage()?.getItem(LANGUAGE_STORAGE_KEY) ?? null;
}

export function storeLanguage(language: Language): void {
  storage()?.setItem(LANGUAGE_STORAGE_KEY, language);
}

export function preferredLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : [navigator.language];
}

/** Each language by its own name, as the switcher offers it. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', ne: 'नेपाली' };
