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
