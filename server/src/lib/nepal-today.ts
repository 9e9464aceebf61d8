/** Today as Nepal counts it (Asia/Kathmandu), in A.D. and B.S.: the dates printed documents and forms carry. */
import { adToBs, formatCalendarDate, fromUtcDate } from '@hemis/contracts';

/** Today in Nepal, YYYY-MM-DD (A.D.). */
export function todayInNepal(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kathmandu' }).format(new Date());
}

/** The same day in B.S., YYYY-MM-DD. */
export function todayInNepalBs(): string {
  return formatCalendarDate(adToBs(fromUtcDate(new Date(`${todayInNepal()}T00:00:00Z`))));
}
