/**
 * Dates as the clients send them (api-contract 4.3): the BS picker's `YYYY-MM-DDT00:00:00`
 * (BS digits), `YYYY/MM/DD` (BS), `<input type=date>`'s `YYYY-MM-DD` (AD), and full ISO
 * timestamps (AD, from `Date.toISOString()`), read as the calendar day in Nepal. Each is
 * answered as both its BS and its AD day, so records can keep the two side by side.
 */
import { adToBs, bsToAd, parseBsDate, type CalendarDate } from './bikram-sambat.ts';

/** Nepal Standard Time, UTC+05:45: a day picked in Nepal must not slip to the day before. */
const NEPAL_OFFSET_MINUTES = 5 * 60 + 45;

export interface DatePair {
  bs: CalendarDate;
  ad: CalendarDate;
}

const BS_WITH_MIDNIGHT = /^(\d{4}-\d{1,2}-\d{1,2})T00:00:00$/;
const BS_WITH_SLASHES = /^\d{4}\/\d{1,2}\/\d{1,2}$/;
const AD_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;

function validAd(date: CalendarDate): boolean {
  const utc = new Date(Date.UTC(date.year, date.month - 1, date.day));
  return utc.getUTCFullYear() === date.year && utc.getUTCMonth() === date.month - 1 && utc.getUTCDate() === date.day;
}

function fromBs(text: string): DatePair | undefined {
  const bs = parseBsDate(text);
  if (!bs) return undefined;
  try {
    return { bs, ad: bsToAd(bs) };
  } catch {
    return undefined;
  }
}

function fromAd(ad: CalendarDate): DatePair | undefined {
  if (!validAd(ad)) return undefined;
  try {
    return { bs: adToBs(ad), ad };
  } catch {
    return undefined;
  }
}

/** The BS and AD day of a date a client sent, or undefined when it is not one of the forms above. */
export function parseDateInput(text: string): DatePair | undefined {
  const value = text.trim();
  const bsMidnight = BS_WITH_MIDNIGHT.exec(value);
  if (bsMidnight) return fromBs(bsMidnight[1]!);
  if (BS_WITH_SLASHES.test(value)) return fromBs(value);
  const adDay = AD_DAY.exec(value);
  if (adDay) return fromAd({ year: Number(adDay[1]), month: Number(adDay[2]), day: Number(adDay[3]) });
  if (ISO_TIMESTAMP.test(value)) {
    const instant = Date.parse(value);
    if (Number.isNaN(instant)) return undefined;
    const inNepal = new Date(instant + NEPAL_OFFSET_MINUTES * 60_000);
    return fromAd({ year: inNepal.getUTCFullYear(), month: inNepal.getUTCMonth() + 1, day: inNepal.getUTCDate() });
  }
  return undefined;
}
