/**
 * Every message file of the web (features/<area>/messages/<language>.json and the shell's),
 * gathered as i18next resources: the folder above `messages` names the namespace. The server's
 * messages (server-messages/) are the exception in English: their English is the contract's
 * catalogue itself, so it is never copied into a file.
 */
import type { Resource } from 'i18next';
import { DEFAULT_LANGUAGE, MESSAGE_CATALOGUE } from '@hemis/contracts';
import { SERVER_MESSAGES_NAMESPACE, nestedMessages } from '../lib/i18n/server-messages.ts';

type Messages = Record<string, unknown>;

const MESSAGE_FILE = /([^/]+)\/messages\/([^/]+)\.json$/;

export const messageFiles = import.meta.glob<Messages>('../**/messages/*.json', { eager: true, import: 'default' });

export function messageResources(files: Record<string, Messages>): Resource {
  const resources: Resource = {
    [DEFAULT_LANGUAGE]: { [SERVER_MESSAGES_NAMESPACE]: nestedMessages(MESSAGE_CATALOGUE) },
  };
  for (const [file, messages] of Object.entries(files)) {
    const match = MESSAGE_FILE.exec(file);
    if (!match) continue;
    const [, namespace, language] = match as unknown as [string, string, string];
    resources[language] = { ...resources[language], [namespace]: messages as Resource[string][string] };
  }
  return resources;
}
