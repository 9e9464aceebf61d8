import { describe, expect, it } from 'vitest';
import { RETURN_MESSAGES } from '@hemis/contracts';
import annualReturnsEn from '../messages/en.json';

describe('the figures as returned', () => {
  it('say the contract’s messages word for word in English', () => {
    expect(annualReturnsEn.figures.chooseYear.startsWith(`${RETURN_MESSAGES.fiscalYearRequired}:`)).toBe(true);
    expect(annualReturnsEn.figures.noReturn).toBe(`${RETURN_MESSAGES.returnNotOpen}.`);
  });
});
