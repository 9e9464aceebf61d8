/**
 * Time is an input: the one place HEMIS reads the time that business rules and the moments
 * people see are made of (today's date in Nepal, validity and expiry, when a document was
 * issued or a record verified, the current fiscal year). The app holds one clock
 * (`app.clock`, the services' `context.clock`); outside production HEMIS_CLOCK sets it, so a
 * test or a demo can run on any day (docs/decisions/0024-one-clock.md).
 *
 * What measures elapsed time rather than dates keeps reading the system time: sign-in limits
 * and the verification budget, caches' ages, log durations, timeouts and polling. A clock set
 * for a test must neither freeze nor move them.
 */
import { adToBs, formatCalendarDate, fromUtcDate } from '@hemis/contracts';

export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock that stands still at the instant: every reading is the same. */
export function fixedClock(instant: Date): Clock {
  const at = instant.getTime();
  return { now: () => new Date(at) };
}

/** A clock that runs with the system's, so many years or days ahead (or behind, when negative). */
export function shiftedClock(shift: { years?: number; days?: number }): Clock {
  const { years = 0, days = 0 } = shift;
  return {
    now: () => {
      const time = new Date();
      time.setUTCFullYear(time.getUTCFullYear() + years);
      time.setUTCDate(time.getUTCDate() + days);
      return time;
    },
  };
}

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})$/;
const SHIFT = /^([+-])(\d{1,4})([yd])$/;

export const CLOCK_SETTING_HELP =
  'HEMIS_CLOCK must be an instant with its zone (2026-11-26T06:00:00Z: the clock stands still there) ' +
  'or a shift of the system time in years or days (+10y, -30d: the clock runs)';

/** The clock HEMIS_CLOCK names, or undefined when the setting is not one of its two forms. */
export function parseClockSetting(setting: string): Clock | undefined {
  if (INSTANT.test(setting)) {
    const instant = new Date(setting);
    return Number.isNaN(instant.getTime()) ? undefined : fixedClock(instant);
  }
  const shift = SHIFT.exec(setting);
  if (!shift) return undefined;
  const amount = Number(shift[2]) * (shift[1] === '-' ? -1 : 1);
  return shiftedClock(shift[3] === 'y' ? { years: amount } : { days: amount });
}

/** Today as Nepal counts it (Asia/Kathmandu), YYYY-MM-DD A.D.: the date printed documents and forms carry. */
export function todayInNepal(clock: Clock): string {
  return dayInNepal(clock.now());
}

/** The same day in B.S., YYYY-MM-DD. */
export function todayInNepalBs(clock: Clock): string {
  return dayInNepalBs(clock.now());
}

/** The day an instant fell on in Nepal, YYYY-MM-DD A.D. (when a record was cancelled, say). */
export function dayInNepal(instant: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kathmandu' }).format(instant);
}

/** The day an instant fell on in Nepal, YYYY-MM-DD B.S. */
export function dayInNepalBs(instant: Date): string {
  return formatCalendarDate(adToBs(fromUtcDate(new Date(`${dayInNepal(instant)}T00:00:00Z`))));
}

/** The instant a Nepal day (YYYY-MM-DD A.D.) begins: Nepal keeps UTC+05:45 all year. */
export function startOfNepalDay(day: string): Date {
  return new Date(`${day}T00:00:00+05:45`);
}

/** The instant the Nepal day after `day` begins: the end, exclusive, of a range of days. */
export function endOfNepalDay(day: string): Date {
  return new Date(startOfNepalDay(day).getTime() + 24 * 60 * 60_000);
}
