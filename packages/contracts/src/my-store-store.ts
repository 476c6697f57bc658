import * as v from 'valibot';
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { readStored, writeStored } from './browser-storage';

/** The shopper's chosen store, kept in the browser. */
export const myStoreSchema = v.object({ storeId: v.string(), name: v.string() });
export type MyStore = v.InferOutput<typeof myStoreSchema>;

const STORAGE_KEY = 'storefront:my-store';
const myStoreStore = createStore<{ store: MyStore | null }>(() => ({ store: readStored(STORAGE_KEY, myStoreSchema) }));

/** The shopper's store, or null. */
export const useMyStore = (): MyStore | null => useStore(myStoreStore, (s) => s.store);

/** Sets (or clears, with null) the shopper's store. */
export function myStoreChosen(store: MyStore | null): void {
  writeStored(STORAGE_KEY, store);
  myStoreStore.setState({ store });
}
