import { describe, expect, it } from 'vitest';
import { NEPALI_NUMBER_WORDS, amountInWords, formatAmount } from './amount-words.ts';

const en = (amount: number | string) => amountInWords(amount, 'en');
const ne = (amount: number | string) => amountInWords(amount, 'ne');

describe('amounts in English words', () => {
  it('writes the numbers below a hundred with hyphenated tens', () => {
    expect([0, 1, 19, 20, 21, 99].map(en)).toEqual([
      'Rupees Zero Only',
      'Rupees One Only',
      'Rupees Nineteen Only',
      'Rupees Twenty Only',
      'Rupees Twenty-One Only',
      'Rupees Ninety-Nine Only',
    ]);
  });

  it('writes hundreds and thousands', () => {
    expect(en(100)).toBe('Rupees One Hundred Only');
    expect(en(101)).toBe('Rupees One Hundred One Only');
    expect(en(999)).toBe('Rupees Nine Hundred Ninety-Nine Only');
    expect(en(1000)).toBe('Rupees One Thousand Only');
  });

  it('groups by lakh, crore and arab, as Nepal counts', () => {
    expect(en(100_000)).toBe('Rupees One Lakh Only');
    expect(en(10_000_000)).toBe('Rupees One Crore Only');
    expect(en(1_000_000_000)).toBe('Rupees One Arab Only');
    expect(en(125_050.5)).toBe('Rupees One Lakh Twenty-Five Thousand Fifty and Fifty Paisa Only');
    expect(en(99_99_99_99_99_999)).toBe(
      'Rupees Ninety-Nine Kharab Ninety-Nine Arab Ninety-Nine Crore Ninety-Nine Lakh Ninety-Nine Thousand Nine Hundred Ninety-Nine Only',
    );
  });

  it('rounds to the nearest paisa, carrying into the rupees', () => {
    expect(en(10.254)).toBe('Rupees Ten and Twenty-Five Paisa Only');
    expect(en(1.999)).toBe('Rupees Two Only');
    expect(en(0.05)).toBe('Rupees Zero and Five Paisa Only');
  });
});

describe('amounts in Nepali words', () => {
  it('writes an amount with its paisa', () => {
    expect(ne(125_050.5)).toBe('रुपैयाँ एक लाख पच्चीस हजार पचास र पचास पैसा मात्र');
    expect(ne(0)).toBe('रुपैयाँ शून्य मात्र');
    expect(ne(1_00_00_000)).toBe('रुपैयाँ एक करोड मात्र');
    expect(ne(345)).toBe('रुपैयाँ तीन सय पैँतालीस मात्र');
  });

  it('has a distinct word for every number below a hundred', () => {
    expect(NEPALI_NUMBER_WORDS).toHaveLength(100);
    expect(new Set(NEPALI_NUMBER_WORDS).size).toBe(100);
    for (const word of NEPALI_NUMBER_WORDS) expect(word).toMatch(/^[\u0900-\u097F]+$/);
  });
});

describe('amounts as written', () => {
  it('reads texts with either grouping of commas', () => {
    expect(en('1,25,050.50')).toBe(en(125_050.5));
    expect(en('125,050.50')).toBe(en(125_050.5));
    expect(en(' 125050 ')).toBe('Rupees One Lakh Twenty-Five Thousand Fifty Only');
  });

  it('refuses what is not an amount', () => {
    for (const bad of [-1, Number.NaN, Number.POSITIVE_INFINITY, 1e13, 'abc', '12.5.1', '-5', '']) {
      expect(() => en(bad)).toThrow(RangeError);
    }
  });

  it('formats figures the South Asian way, in Latin or Devanagari digits', () => {
    expect(formatAmount(125_050.5, 'en')).toBe('1,25,050.50');
    expect(formatAmount(125_050.5, 'ne')).toBe('१,२५,०५०.५०');
    expect(formatAmount(999, 'en')).toBe('999.00');
    expect(formatAmount(12_34_56_789, 'en')).toBe('12,34,56,789.00');
  });
});
