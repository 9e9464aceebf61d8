import { describe, expect, it } from 'vitest';
import { NEPALI_NUMBER_WORDS, amountInWords, formatAmount, type AmountValue } from './amount-words.ts';

const en = (amount: AmountValue) => amountInWords(amount, 'en');
const ne = (amount: AmountValue) => amountInWords(amount, 'ne');

describe('amounts in English words', () => {
  it('writes zero and one as "Rupees Zero Only" and "Rupees One Only"', () => {
    expect(en(0)).toBe('Rupees Zero Only');
    expect(en(1)).toBe('Rupees One Only');
  });

  it('hyphenates every compound ten and leaves round tens and teens whole', () => {
    expect([19, 20, 21, 99].map(en)).toEqual([
      'Rupees Nineteen Only',
      'Rupees Twenty Only',
      'Rupees Twenty-One Only',
      'Rupees Ninety-Nine Only',
    ]);
  });

  it('writes hundreds and thousands without an "and" inside the rupees', () => {
    expect(en(100)).toBe('Rupees One Hundred Only');
    expect(en(101)).toBe('Rupees One Hundred One Only');
    expect(en(999)).toBe('Rupees Nine Hundred Ninety-Nine Only');
    expect(en(1000)).toBe('Rupees One Thousand Only');
  });

  it('groups by lakh, crore, arab and kharab, as Nepal counts', () => {
    expect(en(1_00_000)).toBe('Rupees One Lakh Only');
    expect(en(1_00_00_000)).toBe('Rupees One Crore Only');
    expect(en(1_00_00_00_000)).toBe('Rupees One Arab Only');
    expect(en(1_00_00_00_00_000)).toBe('Rupees One Kharab Only');
    expect(en(2_05_00_00_300)).toBe('Rupees Two Arab Five Crore Three Hundred Only');
    expect(en(99_99_99_99_99_999)).toBe(
      'Rupees Ninety-Nine Kharab Ninety-Nine Arab Ninety-Nine Crore Ninety-Nine Lakh Ninety-Nine Thousand Nine Hundred Ninety-Nine Only',
    );
  });

  it('writes 125050.5 as one lakh twenty-five thousand fifty and fifty paisa', () => {
    expect(en(125_050.5)).toBe('Rupees One Lakh Twenty-Five Thousand Fifty and Fifty Paisa Only');
  });

  it('writes paisa alone when there are no rupees', () => {
    expect(en(0.05)).toBe('Rupees Zero and Five Paisa Only');
  });
});

describe('amounts of the receipt examples', () => {
  it('writes the amounts cheques are written with', () => {
    expect(en(10.05)).toBe('Rupees Ten and Five Paisa Only');
    expect(en('1234567.89')).toBe(
      'Rupees Twelve Lakh Thirty-Four Thousand Five Hundred Sixty-Seven and Eighty-Nine Paisa Only',
    );
    expect(en(1_00_00_000)).toBe('Rupees One Crore Only');
    expect(en('25000000000')).toBe('Rupees Twenty-Five Arab Only');
    expect(en('9876543210.10')).toBe(
      'Rupees Nine Arab Eighty-Seven Crore Sixty-Five Lakh Forty-Three Thousand Two Hundred Ten and Ten Paisa Only',
    );
  });

  it('writes the same amounts in Nepali', () => {
    expect(ne(10.05)).toBe('रुपैयाँ दश र पाँच पैसा मात्र');
    expect(ne('1234567.89')).toBe('रुपैयाँ बाह्र लाख चौँतीस हजार पाँच सय सतसट्ठी र उनान्नब्बे पैसा मात्र');
    expect(ne(100)).toBe('रुपैयाँ एक सय मात्र');
    expect(ne('25000000000')).toBe('रुपैयाँ पच्चीस अर्ब मात्र');
  });

  it('agrees with published Nepali number writers on their examples', () => {
    // num-to-nepali-words' README: 12345 => "बाह्र हजार, तीन सय पैँतालीस", 6789 => "छ हजार, सात सय उनान्नब्बे".
    expect(ne(12_345)).toBe('रुपैयाँ बाह्र हजार तीन सय पैँतालीस मात्र');
    expect(ne(6789)).toBe('रुपैयाँ छ हजार सात सय उनान्नब्बे मात्र');
    // nepali_number_to_word's README: 123456789 => "बाह्र करोड चौतिस लाख छपन्न हजार सात सय उनान्नब्बे"
    // (which spells 34 without candrabindu).
    expect(ne(12_34_56_789)).toBe('रुपैयाँ बाह्र करोड चौँतीस लाख छपन्न हजार सात सय उनान्नब्बे मात्र');
    // Wikipedia's "Numbers in Nepali language": 10,00,000 is दश लाख.
    expect(ne(10_00_000)).toBe('रुपैयाँ दश लाख मात्र');
  });

  it('reads a database decimal by its digits', () => {
    const decimal = (digits: string) => ({ toFixed: () => digits });
    expect(en(decimal('125050.50'))).toBe('Rupees One Lakh Twenty-Five Thousand Fifty and Fifty Paisa Only');
    expect(ne(decimal('0.00'))).toBe('रुपैयाँ शून्य मात्र');
    expect(formatAmount(decimal('1234567.89'), 'en')).toBe('12,34,567.89');
    expect(() => en(decimal('-5.00'))).toThrow(/cannot be negative/);
    expect(() => en(decimal('1.005'))).toThrow(/more than two decimal places/);
  });
});

describe('paisa', () => {
  it('accept zeros past the second decimal, which change nothing', () => {
    expect(en('10.500')).toBe('Rupees Ten and Fifty Paisa Only');
    expect(en(0.5)).toBe('Rupees Zero and Fifty Paisa Only');
  });

  it('refuse a third decimal rather than round it away', () => {
    for (const bad of [1.005, '1.005', 10.254, '0.001', 1.999, 0.0000001]) {
      expect(() => en(bad), String(bad)).toThrow(/more than two decimal places/);
    }
  });

  it('refuse a sum of floats whose binary error shows', () => {
    expect(() => en(0.1 + 0.2)).toThrow(RangeError);
    expect(() => formatAmount(0.1 + 0.2, 'en')).toThrow(RangeError);
  });
});

describe('amounts in Nepali words', () => {
  it('writes 125050.5 as एक लाख पच्चीस हजार पचास र पचास पैसा', () => {
    expect(ne(125_050.5)).toBe('रुपैयाँ एक लाख पच्चीस हजार पचास र पचास पैसा मात्र');
  });

  it('writes zero as शून्य and one as एक', () => {
    expect(ne(0)).toBe('रुपैयाँ शून्य मात्र');
    expect(ne(1)).toBe('रुपैयाँ एक मात्र');
  });

  it('uses the words of its own for numbers below a hundred and सय for hundreds', () => {
    expect(ne(19)).toBe('रुपैयाँ उन्नाइस मात्र');
    expect(ne(21)).toBe('रुपैयाँ एक्काइस मात्र');
    expect(ne(99)).toBe('रुपैयाँ उनान्सय मात्र');
    expect(ne(101)).toBe('रुपैयाँ एक सय एक मात्र');
    expect(ne(345)).toBe('रुपैयाँ तीन सय पैँतालीस मात्र');
    expect(ne(999)).toBe('रुपैयाँ नौ सय उनान्सय मात्र');
  });

  it('groups by हजार, लाख, करोड, अर्ब and खर्ब', () => {
    expect(ne(1000)).toBe('रुपैयाँ एक हजार मात्र');
    expect(ne(1_00_000)).toBe('रुपैयाँ एक लाख मात्र');
    expect(ne(1_00_00_000)).toBe('रुपैयाँ एक करोड मात्र');
    expect(ne(1_00_00_00_000)).toBe('रुपैयाँ एक अर्ब मात्र');
    expect(ne(64_00_00_00_000)).toBe('रुपैयाँ चौँसट्ठी अर्ब मात्र');
    expect(ne(1_00_00_00_00_000)).toBe('रुपैयाँ एक खर्ब मात्र');
  });
});

describe('the Nepali words for 0 to 99', () => {
  it('are a hundred distinct, non-empty Devanagari words', () => {
    expect(NEPALI_NUMBER_WORDS).toHaveLength(100);
    expect(new Set(NEPALI_NUMBER_WORDS).size).toBe(100);
    for (const word of NEPALI_NUMBER_WORDS) expect(word).toMatch(/^[\u0900-\u097F]+$/);
  });

  it('mark every nasal vowel with candrabindu, never anusvara', () => {
    for (const n of [5, 34, 35, 37, 45, 64, 65]) expect(NEPALI_NUMBER_WORDS[n]).toContain('\u0901');
    for (const word of NEPALI_NUMBER_WORDS) expect(word).not.toContain('\u0902');
  });

  it('keep their known landmarks in place', () => {
    expect(NEPALI_NUMBER_WORDS[0]).toBe('शून्य');
    expect(NEPALI_NUMBER_WORDS[10]).toBe('दश');
    expect(NEPALI_NUMBER_WORDS[25]).toBe('पच्चीस');
    expect(NEPALI_NUMBER_WORDS[50]).toBe('पचास');
    expect(NEPALI_NUMBER_WORDS[80]).toBe('असी');
    expect(NEPALI_NUMBER_WORDS[99]).toBe('उनान्सय');
  });
});

describe('amounts as written', () => {
  it('reads texts with South Asian or Western commas the same as the number', () => {
    expect(en('1,25,050.50')).toBe(en(125_050.5));
    expect(en('125,050.50')).toBe(en(125_050.5));
    expect(en('125050.50')).toBe(en(125_050.5));
    expect(ne('1,25,050.50')).toBe(ne(125_050.5));
    expect(en(' 125050 ')).toBe('Rupees One Lakh Twenty-Five Thousand Fifty Only');
  });

  it('formats figures with South Asian grouping and two decimals, in Latin or Devanagari digits', () => {
    expect(formatAmount(125_050.5, 'en')).toBe('1,25,050.50');
    expect(formatAmount(125_050.5, 'ne')).toBe('१,२५,०५०.५०');
    expect(formatAmount('1,25,050.50', 'en')).toBe('1,25,050.50');
    expect(formatAmount(0, 'en')).toBe('0.00');
    expect(formatAmount(999, 'en')).toBe('999.00');
    expect(formatAmount(1000, 'en')).toBe('1,000.00');
    expect(formatAmount(12_34_56_789, 'en')).toBe('12,34,56,789.00');
  });
});

describe('what is not an amount', () => {
  it('throws a RangeError for a negative number', () => {
    expect(() => en(-1)).toThrow(new RangeError('-1 is not an amount of money: it cannot be negative'));
    expect(() => en(-0.01)).toThrow(RangeError);
  });

  it('throws a RangeError for NaN', () => {
    expect(() => en(Number.NaN)).toThrow(new RangeError('NaN is not an amount of money: it must be a finite number'));
  });

  it('throws a RangeError for Infinity, positive or negative', () => {
    expect(() => en(Number.POSITIVE_INFINITY)).toThrow(/must be a finite number/);
    expect(() => ne(Number.NEGATIVE_INFINITY)).toThrow(RangeError);
  });

  it('throws a RangeError for 100 kharab or more, and writes what is just below it', () => {
    expect(() => en(1e13)).toThrow(/stop below 100 kharab/);
    expect(() => en(1e21)).toThrow(RangeError);
    expect(() => en('1,00,00,00,00,00,000')).toThrow(/stop below 100 kharab/);
    expect(() => en('10000000000000.00')).toThrow(RangeError);
    expect(en('9999999999999.99')).toMatch(/^Rupees Ninety-Nine Kharab .* and Ninety-Nine Paisa Only$/);
  });

  it('throws a RangeError for a text that is not digits with commas and a decimal point', () => {
    for (const bad of ['', '  ', 'abc', '-5', '12.5.1', '1e3', '.5', '5.', ',125', '125,', '1,,25', 'Rs. 100']) {
      expect(() => en(bad), bad).toThrow(RangeError);
    }
    expect(() => en('abc')).toThrow('"abc" is not an amount of money');
  });
});
