import * as v from 'valibot';
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { createStoredValue } from './browser-storage';

/** The shopper's chosen store, kept in the browser. */
export const myStoreSchema = v.object({ storeId: v.string(), name: v.string() });
export type MyStore = v.InferOutput<typeof myStoreSchema>;

const STORAGE_KEY = 'storefront:my-store';
const storedMyStore = createStoredValue({ area: 'local', key: STORAGE_KEY, schema: myStoreSchema });
const myStoreStore = createStore<{ store: MyStore | null }>(() => ({ store: storedMyStore.read() }));

/** The shopper's store, or null. */
export const useMyStore = (): MyStore | null => useStore(myStoreStore, (s) => s.store);

/** Sets (or clears, with null) the shopper's store. */
export function myStoreChosen(store: MyStore | null): void {
  if (store === null) storedMyStore.remove();
  else storedMyStore.write(store);
  myStoreStore.setState({ store });
}
