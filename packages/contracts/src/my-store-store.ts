import * as v from 'valibot';
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { createStoredValue } from './browser-storage';

/** A store's hours on one of its local days (`date`, `YYYY-MM-DD` on the store's clock), special hours included. */
const storeDayHoursSchema = v.object({
  date: v.string(),
  opens: v.nullable(v.string()),
  closes: v.nullable(v.string()),
  closed: v.boolean(),
  /** The public holiday's label when special hours replace the week's that day. */
  special: v.optional(v.nullable(v.string())),
});

/**
 * The shopper's chosen store, kept in the browser: its id and name, and (since the header shows its hours) its time
 * zone and a snapshot of its hours on its local today. Values kept before the snapshot existed (`{storeId, name}`)
 * still read; builds that know only those two fields read the new ones as before.
 */
export const myStoreSchema = v.object({
  storeId: v.string(),
  name: v.string(),
  /** The store's IANA time zone (`Australia/Sydney`). */
  timeZone: v.optional(v.string()),
  /** The store's hours on its local day `today.date`; stale once that day is over on the store's clock. */
  today: v.optional(storeDayHoursSchema),
});
export type MyStore = v.InferOutput<typeof myStoreSchema>;

/** A store as the stores API answers it (search, store page, `GET /account/my-store`), as far as My Store needs it. */
export interface MyStoreSource {
  id: string;
  name: string;
  timeZone: string;
  today: { date: string; opens: string | null; closes: string | null; closed: boolean; special: string | null };
}

const STORAGE_KEY = 'storefront:my-store';
const storedMyStore = createStoredValue({ area: 'local', key: STORAGE_KEY, schema: myStoreSchema });
const myStoreStore = createStore<{ store: MyStore | null }>(() => ({ store: storedMyStore.read() }));
const choiceListeners = new Set<(store: MyStore | null) => void>();

// Another tab of this site set or cleared My Store: this tab's header follows.
globalThis.addEventListener?.('storage', (event: StorageEvent) => {
  if (event.key === STORAGE_KEY || event.key === null) myStoreStore.setState({ store: storedMyStore.read() });
});

function keep(store: MyStore | null): void {
  if (store === null) storedMyStore.remove();
  else storedMyStore.write(store);
  myStoreStore.setState({ store });
}

/** The shopper's store, or null. */
export const useMyStore = (): MyStore | null => useStore(myStoreStore, (s) => s.store);

/** Reads the shopper's store outside React. */
export function getMyStore(): MyStore | null {
  return myStoreStore.getState().store;
}

/** The My Store value of a store the API answered, with its hours today. */
export function myStoreOf(store: MyStoreSource): MyStore {
  const { date, opens, closes, closed, special } = store.today;
  return {
    storeId: store.id,
    name: store.name,
    timeZone: store.timeZone,
    today: { date, opens, closes, closed, special },
  };
}

/**
 * The shopper sets (or clears, with null) their store: kept in this browser at once and, for a signed-in member, saved
 * to the account by the shell (see {@link onMyStoreChosen}).
 *
 * @example
 * myStoreChosen(myStoreOf(storeSummary)); // from any remote that has a store the API answered
 */
export function myStoreChosen(store: MyStore | null): void {
  keep(store);
  for (const listener of choiceListeners) listener(store);
}

/** The store as the account or a fresher answer has it (not a choice of the shopper's: nothing is saved back). */
export function myStoreLoaded(store: MyStore | null): void {
  keep(store);
}

/** Calls `listener` with each choice the shopper makes ({@link myStoreChosen}); returns the unsubscribe. */
export function onMyStoreChosen(listener: (store: MyStore | null) => void): () => void {
  choiceListeners.add(listener);
  return () => choiceListeners.delete(listener);
}
