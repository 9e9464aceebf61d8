import { beforeAll, describe, expect, it } from 'vitest';
import { currentLanguage, i18n, showLanguage, startI18n, takePickedLanguage } from './i18n.ts';

beforeAll(() =>
  startI18n(
    { en: { demo: { students: 'One student', students_other: '{{count}} students' } }, ne: { demo: {} } },
    'en',
  ),
);

describe('the interface language', () => {
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
