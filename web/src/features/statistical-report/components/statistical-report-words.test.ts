import { describe, expect, it } from 'vitest';
import { STATISTICAL_REPORT_MESSAGES } from '@hemis/contracts';
import en from '../messages/en.json';

describe('the statistical report screen’s English words', () => {
  it('say the contract’s message where the screen asks for the fiscal year', () => {
    expect(en.fiscalYearRequired).toBe(STATISTICAL_REPORT_MESSAGES.fiscalYearRequired);
  });
});
