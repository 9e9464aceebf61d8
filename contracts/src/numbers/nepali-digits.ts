/**
 * Devanagari digits (०-९) for figures a Nepali reader expects in them: dates, counts,
 * amounts (issue #32), on screens and in printed documents alike. Only the ten ASCII digits
 * change; separators and letters stay.
 */
import type { Language } from '../constants/index.ts';

const DEVANAGARI_ZERO = 0x0966;

export function toNepaliDigits(text: string | number): string {
  return String(text).replace(/[0-9]/g, (digit) => String.fromCharCode(DEVANAGARI_ZERO + Number(digit)));
}

/** A figure as the language writes it: Devanagari digits in Nepali, as given in English. */
export function localDigits(text: string | number, language: Language): string {
  return language === 'ne' ? toNepaliDigits(text) : String(text);
}
