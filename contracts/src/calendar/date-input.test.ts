import { describe, expect, it } from 'vitest';
import { parseDateInput } from './date-input.ts';

describe('parseDateInput', () => {
  it('reads the BS picker’s YYYY-MM-DDT00:00:00 and YYYY/MM/DD as Bikram Sambat', () => {
    const expected = { bs: { year: 2081, month: 1, day: 1 }, ad: { year: 2024, month: 4, day: 13 } };
    expect(parseDateInput('2081-01-01T00:00:00')).toEqual(expected);
    expect(parseDateInput('2081/01/01')).toEqual(expected);
  });

  it('reads YYYY-MM-DD as an AD day', () => {
    expect(parseDateInput('2024-04-13')).toEqual({
      bs: { year: 2081, month: 1, day: 1 },
      ad: { year: 2024, month: 4, day: 13 },
    });
  });

  it('reads an ISO timestamp as the day it is in Nepal', () => {
    // Midnight of 13 April in Nepal is 18:15 UTC on the 12th.
    expect(parseDateInput('2024-04-12T18:15:00.000Z')?.ad).toEqual({ year: 2024, month: 4, day: 13 });
  });

  it('refuses what is no date', () => {
    for (const text of ['', 'tomorrow', '2024-02-30', '2081/13/01', '2081-01-33T00:00:00']) {
      expect(parseDateInput(text)).toBeUndefined();
    }
  });
});
