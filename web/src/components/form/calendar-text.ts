/**
 * Dates as the date inputs hold them (YYYY-MM-DD text): a BS day and its AD day, each found
 * from the other, and the days of a BS month for the picker. Conversions answer '' for text
 * that is not (yet) a date, so a half-typed date simply leaves the other calendar empty.
 */
import { adToBs, bsToAd, formatCalendarDate, parseBsDate } from '@hemis/contracts';

/** The AD day (YYYY-MM-DD) of a BS date as typed, or '' when it is not a BS date. */
export function bsToAdText(bs: string): string {
  const date = parseBsDate(bs.trim());
  if (!date) return '';
  try {
    return formatCalendarDate(bsToAd(date));
  } catch {
    return '';
  }
}

/** The BS day (YYYY-MM-DD) of an AD date from a date input, or ''. */
export function adToBsText(ad: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(ad.trim());
  if (!match) return '';
  try {
    return formatCalendarDate(adToBs({ year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) }));
  } catch {
    return '';
  }
}

/** Today as an AD date input holds it, by the browser's calendar day. */
export function todayAdText(now = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The BS months in order (Baishakh opens the BS year). */
export const BS_MONTHS = [
  'Baishakh',
  'Jestha',
  'Ashadh',
  'Shrawan',
  'Bhadra',
  'Ashwin',
  'Kartik',
  'Mangsir',
  'Poush',
  'Magh',
  'Falgun',
  'Chaitra',
] as const;

/** The years the converter's tables cover. */
export const BS_FIRST_YEAR = 2000;
export const BS_LAST_YEAR = 2099;

/** How many days a BS month has (29 to 32; it differs from year to year), or 0 outside the tables. */
export function bsMonthLength(year: number, month: number): number {
  for (let day = 32; day >= 29; day -= 1) {
    if (parseBsDate(`${year}-${month}-${day}`)) return day;
  }
  return 0;
}
