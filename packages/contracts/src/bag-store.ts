import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';

/** The bag summary the header shows: count of items and subtotal in minor units of the market currency. */
export interface BagSummary {
  itemCount: number;
  subtotalCents: number;
  currency: 'AUD' | 'CAD' | 'NZD';
}

const bagStore = createStore<BagSummary>(() => ({ itemCount: 0, subtotalCents: 0, currency: 'AUD' }));

/** Number of items in the bag. */
export const useBagCount = (): number => useStore(bagStore, (s) => s.itemCount);
/** The whole bag summary. */
export const useBagSummary = (): BagSummary => useStore(bagStore, (s) => s);

/** Replaces the summary with what the API answered after a bag change. */
export function bagSummaryChanged(summary: BagSummary): void {
  bagStore.setState(summary, true);
}

/** Reads the bag summary outside React. */
export function getBagSummary(): BagSummary {
  return bagStore.getState();
}
