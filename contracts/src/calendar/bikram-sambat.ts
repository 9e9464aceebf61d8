/**
 * Bikram Sambat (BS) dates and Nepali fiscal years. BS dates travel as strings and are
 * stored as strings beside their AD date (api-contract section 4.3): a BS month can have
 * 32 days, so a BS date is never a valid Gregorian timestamp.
 *
 * Conversion uses `nepali-date-converter`, whose month-length tables cover BS 2000-2099.
 */
import * as converter from 'nepali-date-converter';

/** A calendar date without a time of day. Months are 1-based in both calendars here. */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

interface NepaliDateInstance {
  getYear(): number;
  getMonth(): number;
  getDate(): number;
  getAD(): { year: number; month: number; date: number };
}
interface NepaliDateClass {
  new (year: number, monthIndex: number, day: number): NepaliDateInstance;
  fromAD(date: Date): NepaliDateInstance;
}

// The package ships a UMD build (Node) and an ES module build (bundlers) whose default
// export nests differently; accept both.
const moduleValue = converter as unknown as { default?: NepaliDateClass | { default?: NepaliDateClass } };
const NepaliDate = (
  typeof moduleValue.default === 'function' ? moduleValue.default : moduleValue.default?.default
) as NepaliDateClass;

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

export function formatCalendarDate(date: CalendarDate, separator: '-' | '/' = '-'): string {
  return [pad(date.year, 4), pad(date.month), pad(date.day)].join(separator);
}

/** Reads the BS forms clients send: `2081-04-15`, `2081/04/15` and `2081-04-15T00:00:00`. */
export function parseBsDate(text: string): CalendarDate | undefined {
  const match = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})(?:T00:00:00(?:\.0+)?Z?)?$/.exec(text.trim());
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1 || day > 32) return undefined;
  try {
    const date = new NepaliDate(year, month - 1, day);
    // The converter rolls an impossible day (32 in a 31-day month) into the next month.
    if (date.getYear() !== year || date.getMonth() !== month - 1 || date.getDate() !== day) return undefined;
  } catch {
    return undefined;
  }
  return { year, month, day };
}

export function bsToAd(date: CalendarDate): CalendarDate {
  const ad = new NepaliDate(date.year, date.month - 1, date.day).getAD();
  return { year: ad.year, month: ad.month + 1, day: ad.date };
}

export function adToBs(date: CalendarDate): CalendarDate {
  // The converter reads the local calendar date of a Date; build it from local parts.
  const bs = NepaliDate.fromAD(new Date(date.year, date.month - 1, date.day));
  return { year: bs.getYear(), month: bs.getMonth() + 1, day: bs.getDate() };
}

export function toUtcDate(date: CalendarDate): Date {
  return new Date(Date.UTC(date.year, date.month - 1, date.day));
}

export function fromUtcDate(date: Date): CalendarDate {
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

/** Shrawan, the fourth BS month, opens the Nepali fiscal year; Ashadh, the third, closes it. */
const FISCAL_YEAR_FIRST_MONTH = 4;

export interface FiscalYearSpan {
  /** "2081/82" */
  yearNepali: string;
  /** "2024/25" */
  yearEnglish: string;
  startBs: CalendarDate;
  endBs: CalendarDate;
  startAd: CalendarDate;
  endAd: CalendarDate;
}

/** The fiscal year that begins on Shrawan 1 of the given BS year. */
export function fiscalYearStartingIn(bsYear: number): FiscalYearSpan {
  const startBs = { year: bsYear, month: FISCAL_YEAR_FIRST_MONTH, day: 1 };
  const startAd = bsToAd(startBs);
  const nextStartAd = bsToAd({ year: bsYear + 1, month: FISCAL_YEAR_FIRST_MONTH, day: 1 });
  const endAdUtc = new Date(Date.UTC(nextStartAd.year, nextStartAd.month - 1, nextStartAd.day - 1));
  const endAd = fromUtcDate(endAdUtc);
  return {
    yearNepali: `${bsYear}/${pad((bsYear + 1) % 100)}`,
    yearEnglish: `${startAd.year}/${pad((startAd.year + 1) % 100)}`,
    startBs,
    endBs: adToBs(endAd),
    startAd,
    endAd,
  };
}

/** The fiscal year a given AD date falls in. */
export function fiscalYearOf(adDate: CalendarDate): FiscalYearSpan {
  const bs = adToBs(adDate);
  return fiscalYearStartingIn(bs.month >= FISCAL_YEAR_FIRST_MONTH ? bs.year : bs.year - 1);
}
