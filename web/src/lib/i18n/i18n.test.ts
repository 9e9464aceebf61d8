import { beforeAll, describe, expect, it } from 'vitest';
import { currentLanguage, i18n, showLanguage, startI18n, takePickedLanguage } from './i18n.ts';

const fetched: string[] = [];

beforeAll(() =>
  startI18n({ en: { demo: { students: 'One student', students_other: '{{count}} students' } } }, 'en', (language) => {
    fetched.push(language);
    return Promise.resolve({ demo: { title: 'विद्यार्थी' } });
  }),
);

describe('the interface language', () => {
  it('fetches a language other than English once, when it is first shown', async () => {
    expect(fetched).toEqual([]);
    await showLanguage('ne');
    await showLanguage('en');
    await showLanguage('ne');
    expect(fetched).toEqual(['ne']);
    expect(i18n.t('demo:title')).toBe('विद्यार्थी');
    await showLanguage('en');
    expect(i18n.t('demo:title')).not.toBe('विद्यार्थी');
  });

  it('hands the language a visitor picked to one sign-in only', async () => {
    await showLanguage('ne', { picked: true });
    expect(currentLanguage()).toBe('ne');
    expect(takePickedLanguage()).toBe('ne');
    expect(takePickedLanguage()).toBeUndefined();
    await showLanguage('en');
    expect(takePickedLanguage()).toBeUndefined();
  });

  it('falls back to English for a message not yet said in Nepali', async () => {
    await showLanguage('ne');
    expect(i18n.t('demo:students', { count: 3 })).toBe('3 students');
    await showLanguage('en');
  });
});
