/** Figures as the language shown writes them (Devanagari digits in Nepali), again on a change of language. */
import { useLanguage } from './use-language.ts';
import { localDigits } from './nepali-digits.ts';

export function useLocalDigits(): (figure: string | number) => string {
  const language = useLanguage();
  return (figure) => localDigits(figure, language);
}
