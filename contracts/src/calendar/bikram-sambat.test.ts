import { describe, expect, it } from 'vitest';
import {
  adToBs,
  bsToAd,
  fiscalYearOf,
  fiscalYearStartingIn,
  formatCalendarDate,
  parseBsDate,
} from './bikram-sambat.ts';

describe('Bikram Sambat dates', () => {
  it('converts a known date both ways (2081-01-01 BS is 2024-04-13 AD)', () => {
    expect(bsToAd({ year: 2081, month: 1, day: 1 })).toEqual({ year: 2024, month: 4, day: 13 });
    expect(adToBs({ year: 2024, month: 4, day: 13 })).toEqual({ year: 2081, month: 1, day: 1 });
  });

  it('reads the three forms clients send and refuses impossible dates', () => {
    expect(parseBsDate('2081-04-15')).toEqual({ year: 2081, month: 4, day: 15 });
    expect(parseBsDate('2081/04/15')).toEqual({ year: 2081, month: 4, day: 15 });
    expect(parseBsDate('2081-04-15T00:00:00')).toEqual({ year: 2081, month: 4, day: 15 });
    expect(parseBsDate('2081-13-01')).toBeUndefined();
    expect(parseBsDate('2081-1-32')).toBeUndefined(); // Baishakh 2081 has 31 days
    expect(parseBsDate('yesterday')).toBeUndefined();
  });

  it('accepts day 32 in a month that has it (Jestha 2081 has 32 days)', () => {
    expect(parseBsDate('2081-02-32')).toEqual({ year: 2081, month: 2, day: 32 });
  });

  it('formats with the separator asked for', () => {
    expect(formatCalendarDate({ year: 2081, month: 4, day: 1 }, '/')).toBe('2081/04/01');
  });
});

describe('Nepali fiscal years', () => {
  it('run from Shrawan 1 to the last day of Ashadh', () => {
    const year = fiscalYearStartingIn(2081);
    expect(year.yearNepali).toBe('2081/82');
    expect(year.yearEnglish).toBe('2024/25');
    expect(year.startAd).toEqual({ year: 2024, month: 7, day: 16 });
    expect(year.endBs.month).toBe(3);
    expect(year.endBs.year).toBe(2082);
    expect(year.endAd).toEqual({ year: 2025, month: 7, day: 16 });
  });

  it('places a date in the fiscal year that contains it', () => {
    expect(fiscalYearOf({ year: 2026, month: 11, day: 21 }).yearNepali).toBe('2083/84');
    expect(fiscalYearOf({ year: 2026, month: 7, day: 1 }).yearNepali).toBe('2082/83');
  });
});
