/**
 * The one i18next instance of the web (issue #32). Every feature keeps its messages beside
 * it (features/<area>/messages/<language>.json), each folder one namespace; English is the
 * fallback, so a key not yet said in Nepali shows in English rather than as its key.
 */
import i18next, { type Resource, type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@hemis/contracts';
import { isLanguage, storeLanguage } from './language.ts';

export const i18n = i18next.createInstance();

/** The language a visitor picked with the switcher since the page loaded, if any (see signedInLanguage). */
let picked: Language | undefined;

function markDocument(language: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

/** Fetches a language's messages that the first page load does not carry. */
export type LanguageLoader = (language: Language) => Promise<ResourceLanguage>;

let loadLanguage: LanguageLoader | undefined;
const languagesAtHand = new Set<string>();

/** The messages of `language` when they are still to be fetched, else undefined. */
async function messagesToAdd(language: Language): Promise<ResourceLanguage | undefined> {
  if (languagesAtHand.has(language) || !loadLanguage) return undefined;
  const messages = await loadLanguage(language);
  languagesAtHand.add(language);
  return messages;
}

/**
 * Starts the one instance with the messages at hand; `loader` fetches any other language the
 * first time it is shown, the starting one before the first render.
 */
export async function startI18n(resources: Resource, language: Language, loader?: LanguageLoader): Promise<void> {
  loadLanguage = loader;
  for (const known of Object.keys(resources)) languagesAtHand.add(known);
  const fetched = await messagesToAdd(language);
  i18n.use(initReactI18next);
  i18n.on('languageChanged', markDocument);
  await i18n.init({
    resources: fetched ? { ...resources, [language]: { ...resources[language], ...fetched } } : resources,
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    ns: [...new Set([...Object.keys(resources[DEFAULT_LANGUAGE] ?? {}), ...Object.keys(fetched ?? {})])],
    // React escapes what it renders.
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  markDocument(language);
}

export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}

/** Shows HEMIS in `language` and remembers it in this browser. */
export async function showLanguage(language: Language, { picked: byUser = false } = {}): Promise<void> {
  if (byUser) picked = language;
  storeLanguage(language);
  const fetched = await messagesToAdd(language);
  for (const [namespace, messages] of Object.entries(fetched ?? {})) {
    i18n.addResourceBundle(language, namespace, messages, true, true);
  }
  if (i18n.language !== language) await i18n.changeLanguage(language);
}

/** The language a visitor picked before signing in, handed over once: the next account to sign in is not theirs. */
export function takePickedLanguage(): Language | undefined {
  const language = picked;
  picked = undefined;
  return language;
}
