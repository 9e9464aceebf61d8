import { describe, expect, it } from 'vitest';
import { localDigits, toNepaliDigits } from './nepali-digits.ts';

describe('Nepali digits', () => {
  it('writes a BS date in Devanagari digits, keeping the separators', () => {
    expect(toNepaliDigits('2081-04-15')).toBe('२०८१-०४-१५');
  });

  it('writes every digit from 0 to 9 and numbers given as numbers', () => {
    expect(toNepaliDigits('0123456789')).toBe('०१२३४५६७८९');
    expect(toNepaliDigits(1250.5)).toBe('१२५०.५');
  });

  it('leaves letters, Devanagari text and figures already in Devanagari as they are', () => {
    expect(toNepaliDigits('Rs. 1,000 रुपैयाँ ५')).toBe('Rs. १,००० रुपैयाँ ५');
  });

  it('changes the digits only in Nepali', () => {
    expect(localDigits('2081-04-15', 'ne')).toBe('२०८१-०४-१५');
    expect(localDigits('2081-04-15', 'en')).toBe('2081-04-15');
  });
});
