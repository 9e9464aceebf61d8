import { describe, expect, it } from 'vitest';
import { amountText, balanceText, isZeroAmount, sideText } from './amounts.ts';

describe('amounts as the screens show them', () => {
  it('groups figures the Nepali way and keeps the sign', () => {
    expect(amountText('125050.50')).toBe('1,25,050.50');
    expect(amountText('-12345678.05')).toBe('-1,23,45,678.05');
    expect(amountText('0.00')).toBe('0.00');
    expect(amountText('-0.00')).toBe('0.00');
  });

  it('reads amounts beyond what a floating number holds exactly', () => {
    expect(amountText('9007199254740.99')).toBe('90,07,19,92,54,740.99');
  });

  it('leaves a debit or credit column blank where the line has none', () => {
    expect(sideText('0.00')).toBe('');
    expect(sideText('1500.00')).toBe('1,500.00');
    expect(isZeroAmount('0')).toBe(true);
    expect(isZeroAmount('0.01')).toBe(false);
  });

  it('says a balance as debit or credit', () => {
    expect(balanceText('1250.00')).toBe('1,250.00 Dr');
    expect(balanceText('-300.00')).toBe('300.00 Cr');
    expect(balanceText('0.00')).toBe('0.00');
  });
});
