/**
 * The server's messages in the user's language (issue #32). The server answers every message
 * the contract says with its key (`messageKey`, on the answer and on each field issue); the
 * English of every key is the contract's own (MESSAGE_CATALOGUE), the other languages' sit in
 * app/server-messages/messages/<language>.json. A message without a key, or with a key not yet
 * said in the language shown, is shown as the server said it. In English the server's own words
 * are shown, so neither the catalogue nor its translations are in the first page load.
 */
import { DEFAULT_LANGUAGE } from '@hemis/contracts';
import { currentLanguage, i18n } from './i18n.ts';

/** The i18next namespace of the server's messages. */
export const SERVER_MESSAGES_NAMESPACE = 'server-messages';

type KeyOfText = (text: string) => string | undefined;

/** Finds a contract message's key by its English; learnt with the first language other than English. */
let keyOfText: KeyOfText = () => undefined;

export function learnMessageKeys(keyOf: KeyOfText): void {
  keyOfText = keyOf;
}

/** The server's message in the language shown: the text of its key there, else as the server said it. */
export function sayServerMessage(message: string, messageKey: string | undefined): string {
  const language = currentLanguage();
  if (!messageKey || language === DEFAULT_LANGUAGE) return message;
  const key = `${SERVER_MESSAGES_NAMESPACE}:${messageKey}`;
  const options = { lng: language, fallbackLng: false } as const;
  return i18n.exists(key, options) ? i18n.t(key, options) : message;
}

/**
 * A message of the contract in the language shown, found by its English text: for the texts
 * the web says itself (a form's own checks run the contract's schemas), which come with no key.
 */
export function sayContractMessage(message: string): string {
  return sayServerMessage(message, keyOfText(message));
}
