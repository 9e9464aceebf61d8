/**
 * The interface's language for what a screen writes itself rather than through t(): figures
 * in Devanagari digits, the contracts' headings. Through useTranslation, so the screen shows
 * again in the new language when the switcher changes it.
 */
import { useTranslation } from 'react-i18next';
import type { Language } from '@hemis/contracts';
import { currentLanguage } from './i18n.ts';

export function useLanguage(): Language {
  useTranslation();
  return currentLanguage();
}
