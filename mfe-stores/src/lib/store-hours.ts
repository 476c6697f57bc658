import type { DaySchedule } from '@storefront/api-schemas';

/** Where a store stands now: open (until when), opening later today (at when), or closed for the day. */
export type StoreStatus =
  { kind: 'open'; closes: string | null } | { kind: 'opens-later'; opens: string } | { kind: 'closed' };

/** The clock (`HH:MM`, 24-hour) in a time zone at a moment. */
export function clockIn(timeZone: string, now: Date): string {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
    .formatToParts(now)
    .reduce<Record<string, string>>((all, part) => ({ ...all, [part.type]: part.value }), {});
  return `${parts.hour ?? '00'}:${parts.minute ?? '00'}`;
}

/**
 * A store's status as the API answers it (`openNow`, and its local `today`); when it is closed, whether it opens later
 * today, read on the store's own clock (its time zone), not the shopper's.
 */
export function storeStatus(
  store: { openNow: boolean; today: DaySchedule; timeZone: string },
  now: Date = new Date(),
): StoreStatus {
  if (store.openNow) return { kind: 'open', closes: store.today.closes };
  const { today } = store;
  if (!today.closed && today.opens && clockIn(store.timeZone, now) < today.opens) {
    return { kind: 'opens-later', opens: today.opens };
  }
  return { kind: 'closed' };
}

/** `17:30` as the locale writes a time of day (`5:30 pm`, `17 h 30`). */
export function formatClock(time: string, locale: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(
    Date.UTC(2000, 0, 1, hours, minutes),
  );
}

/** The name of a weekday (0 = Sunday … 6 = Saturday) in the locale. */
export function weekdayName(weekday: number, locale: string): string {
  // 2023-01-01 was a Sunday.
  return new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(Date.UTC(2023, 0, 1 + weekday));
}

/** A run of special days with the same label and hours (a week of Christmas trading), first and last date. */
export interface SpecialRun<T> {
  from: string;
  to: string;
  day: T;
}

const nextDate = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** Special days grouped into runs of consecutive dates with the same label and hours, in date order. */
export function specialRuns<
  T extends { date: string; label: string; opens: string | null; closes: string | null; closed: boolean },
>(days: readonly T[]): SpecialRun<T>[] {
  const runs: SpecialRun<T>[] = [];
  for (const day of [...days].sort((a, b) => a.date.localeCompare(b.date))) {
    const last = runs.at(-1);
    const same =
      last &&
      nextDate(last.to) === day.date &&
      last.day.label === day.label &&
      last.day.opens === day.opens &&
      last.day.closes === day.closes &&
      last.day.closed === day.closed;
    if (same) last.to = day.date;
    else runs.push({ from: day.date, to: day.date, day });
  }
  return runs;
}

/** A date, or a range of dates, as the locale writes it (`25 December 2026`, `14–23 December 2026`). */
export function formatDateRange(from: string, to: string, locale: string): string {
  const format = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  const start = Date.parse(`${from}T00:00:00Z`);
  return from === to ? format.format(start) : format.formatRange(start, Date.parse(`${to}T00:00:00Z`));
}
