/**
 * What only a language other than English needs, loaded the first time one is shown
 * (app/messages.ts): every non-English message file, and the contract's message catalogue
 * by which a message's key is found from its English.
 */
export { messageKeyOf } from '@hemis/contracts';

export const otherLanguageFiles = import.meta.glob<Record<string, unknown>>(
  ['../**/messages/*.json', '!../**/messages/en.json'],
  { eager: true, import: 'default' },
);
