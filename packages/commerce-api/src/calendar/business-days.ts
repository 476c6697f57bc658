import type { Market } from '../db/schema';
import { addDays, localClock, weekdayOf } from '../stores/opening-hours';
import { isPublicHoliday, tradingDays } from '../stores/trading-holidays';

/**
 * Business days (SPEC §4 "ships in N business days", delivery estimates, click and collect) in ONE place: a business
 * day is a Monday to Friday that is not a public holiday, on the calendar of a place (a market's dispatch centre, or a
 * store) in that place's own time zone. "Today" is the place's local day, never the UTC one: at 09:00 in Sydney it is
 * still yesterday in UTC.
 */
export interface BusinessCalendar {
  market: Market;
  /** The state or province whose public holidays count (null: the market's national ones only). */
  state: string | null;
  /** IANA time zone whose local day is "today". */
  timeZone: string;
}

/** Each market's dispatch centre: where pieces leave from, whose day and holidays count for dispatch and delivery. */
export const MARKET_CALENDARS: Record<Market, BusinessCalendar> = {
  AU: { market: 'AU', state: 'NSW', timeZone: 'Australia/Sydney' },
  NZ: { market: 'NZ', state: null, timeZone: 'Pacific/Auckland' },
  CA: { market: 'CA', state: 'ON', timeZone: 'America/Toronto' },
};

/** A store's calendar: its time zone and its state's public holidays. */
export function storeCalendar(store: { market: Market; state: string | null; time_zone: string }): BusinessCalendar {
  return { market: store.market, state: store.state, timeZone: store.time_zone };
}

const holidayYears = new Map<string, ReadonlySet<string>>();

function holidaysOf(calendar: BusinessCalendar, year: number): ReadonlySet<string> {
  const key = `${calendar.market}:${calendar.state ?? ''}:${year}`;
  let days = holidayYears.get(key);
  if (!days) {
    const from = `${year}-01-01`;
    days = new Set(
      tradingDays(calendar.market, calendar.state, from, 366)
        .filter((day) => day.date.startsWith(`${year}-`) && isPublicHoliday(day))
        .map((day) => day.date),
    );
    holidayYears.set(key, days);
  }
  return days;
}

/** The calendar day (`YYYY-MM-DD`) it is at `now` where the calendar is. */
export function localToday(now: Date, calendar: BusinessCalendar): string {
  return localClock(now, calendar.timeZone).date;
}

/** Whether a calendar day (`YYYY-MM-DD`) is a business day there: Monday to Friday and not a public holiday. */
export function isBusinessDay(date: string, calendar: BusinessCalendar): boolean {
  const weekday = weekdayOf(date);
  if (weekday === 0 || weekday === 6) return false;
  return !holidaysOf(calendar, Number(date.slice(0, 4))).has(date);
}

/** The day `days` business days after `from` (`YYYY-MM-DD`; `from` itself never counts, 0 gives `from`). */
export function addBusinessDays(from: string, days: number, calendar: BusinessCalendar): string {
  let date = from;
  let remaining = days;
  while (remaining > 0) {
    date = addDays(date, 1);
    if (isBusinessDay(date, calendar)) remaining--;
  }
  return date;
}

/** The day `days` business days after today where the calendar is, at the instant `now`. */
export function businessDaysFromNow(now: Date, days: number, calendar: BusinessCalendar): string {
  return addBusinessDays(localToday(now, calendar), days, calendar);
}
