import { describe, expect, it } from 'vitest';
import { localDigits, toNepaliDigits } from './nepali-digits.ts';

describe('Nepali digits', () => {
  it('writes every digit from 0 to 9 in Devanagari, keeping separators and letters', () => {
    expect(toNepaliDigits('0123456789')).toBe('०१२३४५६७८९');
    expect(toNepaliDigits('Rs. 1,25,000.50')).toBe('Rs. १,२५,०००.५०');
  });

  it('changes the digits only in Nepali', () => {
    expect(localDigits(2081, 'ne')).toBe('२०८१');
    expect(localDigits(2081, 'en')).toBe('2081');
  });
});
