/**
 * Every message file of the web (features/<area>/messages/<language>.json and the shell's),
 * gathered as i18next resources: the folder above `messages` names the namespace. English is
 * in the first page load; another language is fetched the first time it is shown
 * (`loadLanguageMessages`), so the login page's JavaScript carries one language, not all.
 */
import type { Resource, ResourceLanguage } from 'i18next';
import type { Language } from '@hemis/contracts';
import { learnMessageKeys } from '../lib/i18n/server-messages.ts';

type Messages = Record<string, unknown>;

const MESSAGE_FILE = /([^/]+)\/messages\/([^/]+)\.json$/;

export const englishMessageFiles = import.meta.glob<Messages>('../**/messages/en.json', {
  eager: true,
  import: 'default',
});

export function messageResources(files: Record<string, Messages>): Resource {
  const resources: Resource = {};
  for (const [file, messages] of Object.entries(files)) {
    const match = MESSAGE_FILE.exec(file);
    if (!match) continue;
    const [, namespace, language] = match as unknown as [string, string, string];
    resources[language] = { ...resources[language], [namespace]: messages as ResourceLanguage[string] };
  }
  return resources;
}

/**
 * The messages of a language other than English, with the catalogue that finds a contract
 * message's key by its English (the web says some of the server's messages itself): both are
 * needed only once that language is shown.
 */
export async function loadLanguageMessages(language: Language): Promise<ResourceLanguage> {
  const { otherLanguageFiles, messageKeyOf } = await import('./other-languages.ts');
  learnMessageKeys(messageKeyOf);
  return messageResources(otherLanguageFiles)[language] ?? {};
}
