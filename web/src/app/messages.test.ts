import { describe, expect, it } from 'vitest';
import { LANGUAGES, MENU_ITEMS, SPEC_MESSAGES, VALIDATION_MESSAGES } from '@hemis/contracts';
import { SERVER_MESSAGES_NAMESPACE } from '../lib/i18n/server-messages.ts';
import { englishMessageFiles, messageResources } from './messages.ts';
import { otherLanguageFiles } from './other-languages.ts';
import authEn from '../features/auth/messages/en.json';
import layoutsEn from './layouts/messages/en.json';
import { SITE_TITLE } from './layouts/site-title.tsx';

/** Every key of a message file, nested keys joined with dots as t() names them. */
function keysOf(messages: unknown, prefix = ''): string[] {
  return Object.entries(messages as Record<string, unknown>).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? keysOf(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

function valueAt(messages: unknown, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], messages);
}

const placeholders = (text: unknown) => [...String(text).matchAll(/{{\s*([\w.]+)/g)].map((match) => match[1]).sort();

const resources = messageResources({ ...englishMessageFiles, ...otherLanguageFiles });
// The server's messages have their English in the contract's catalogue, checked by server-messages.test.ts.
const namespaces = [...new Set(Object.values(resources).flatMap((byNamespace) => Object.keys(byNamespace)))].filter(
  (namespace) => namespace !== SERVER_MESSAGES_NAMESPACE,
);

describe('the message files', () => {
  it('are found for the sign-in page and the header', () => {
    expect(namespaces).toEqual(expect.arrayContaining(['auth', 'layouts']));
    expect(Object.keys(resources).sort()).toEqual([...LANGUAGES].sort());
  });

  it.each(namespaces)('of %s exist in every language with the same keys, none left empty', (namespace) => {
    const english = keysOf(resources.en?.[namespace]).sort();
    for (const language of LANGUAGES) {
      const messages = resources[language]?.[namespace];
      expect(messages, `${namespace}/messages/${language}.json`).toBeDefined();
      expect(keysOf(messages).sort(), `keys of ${namespace}/messages/${language}.json`).toEqual(english);
      for (const key of english) expect(String(valueAt(messages, key)).trim(), `${language} ${key}`).not.toBe('');
    }
  });

  it.each(namespaces)('of %s use the same placeholders in every language', (namespace) => {
    for (const key of keysOf(resources.en?.[namespace])) {
      const english = placeholders(valueAt(resources.en?.[namespace], key));
      for (const language of LANGUAGES) {
        expect(placeholders(valueAt(resources[language]?.[namespace], key)), `${language} ${key}`).toEqual(english);
      }
    }
  });

  it('name every menu item, in English word for word as the spec has it', () => {
    expect(Object.keys(layoutsEn.menu).sort()).toEqual(MENU_ITEMS.map((item) => item.id).sort());
    for (const item of MENU_ITEMS) expect(layoutsEn.menu[item.id as keyof typeof layoutsEn.menu]).toBe(item.label);
  });

  it('name the system in English word for word as the spec has it', () => {
    expect(layoutsEn.siteTitle).toBe(SITE_TITLE);
  });

  it('say the sign-in messages in English word for word as the spec has them', () => {
    expect(authEn.loginSuccess).toBe(SPEC_MESSAGES.loginSuccess);
    expect(authEn.loginRequired).toBe(VALIDATION_MESSAGES.loginRequired);
  });
});
