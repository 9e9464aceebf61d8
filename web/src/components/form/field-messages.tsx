/**
 * The language of a form's messages. The contracts keep their messages in English, word for
 * word the spec's (the server answers them too); a screen that speaks another language gives
 * its SchemaForm a translation of the messages its fields can show, and every input of this
 * folder says its field's message through it.
 */
import { createContext, useContext, type ReactNode } from 'react';

/** A message as the screen's language says it. */
export type MessageTranslation = (message: string) => string;

const asGiven: MessageTranslation = (message) => message;

const MessageTranslationContext = createContext<MessageTranslation>(asGiven);

/** Gives the fields inside `translate`; without it they say their messages as given. */
export function MessageTranslationProvider({
  translate,
  children,
}: {
  translate: MessageTranslation | undefined;
  children: ReactNode;
}) {
  return (
    <MessageTranslationContext.Provider value={translate ?? asGiven}>{children}</MessageTranslationContext.Provider>
  );
}

/** How the surrounding form says a field's message in the language shown. */
export function useFieldMessage(): (message: string | undefined) => string | undefined {
  const translate = useContext(MessageTranslationContext);
  return (message) => (message ? translate(message) : message);
}

/**
 * A translation of known English messages: `english` gives each message a key, `say` says a
 * key in the language shown. A message it does not know (a server's answer) stays as it is.
 */
export function messageTranslation<Key extends string>(
  english: Readonly<Record<Key, string>>,
  say: (key: Key) => string,
): MessageTranslation {
  const keyOf = new Map(Object.entries<string>(english).map(([key, message]) => [message, key as Key]));
  return (message) => {
    const key = keyOf.get(message);
    return key === undefined ? message : say(key);
  };
}
