import type { MyStore } from '@storefront/contracts';

/** The date (`YYYY-MM-DD`) on a time zone's clock at a moment. */
export function dateIn(timeZone: string, now: Date): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** What the shopper's store does today on its own clock: open (from, until) or closed; null when not known today. */
export type MyStoreToday =
  { kind: 'open'; opens: string; closes: string; special: string | null } | { kind: 'closed'; special: string | null };

/**
 * The store's hours today, read on the store's clock: null when the kept snapshot is of another day (or there is
 * none, or the time zone is unknown to this browser), which is when it is asked again.
 */
export function myStoreToday(store: MyStore, now: Date = new Date()): MyStoreToday | null {
  const { today, timeZone } = store;
  if (!today || !timeZone) return null;
  let localDate: string;
  try {
    localDate = dateIn(timeZone, now);
  } catch {
    return null;
  }
  if (localDate !== today.date) return null;
  const special = today.special ?? null;
  return today.closed || !today.opens || !today.closes
    ? { kind: 'closed', special }
    : { kind: 'open', opens: today.opens, closes: today.closes, special };
}
