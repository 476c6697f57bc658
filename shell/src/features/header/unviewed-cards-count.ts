import { listen } from '@storefront/contracts';
import { useSyncExternalStore } from 'react';

// The engagement remote announces how many cards the shopper has not seen, first as its SDK starts (after the page is
// interactive) and again whenever its cards change. The count is kept here, outside any component, so the header's
// Updates (which loads only on that first announcement) and a header drawn again (a locale switch) read the last one.
let unviewedCount: number | null = null;
const subscribers = new Set<() => void>();
listen('storefront:engagement-cards-changed', (detail) => {
  unviewedCount = Math.max(0, Math.trunc(detail.unviewedCount) || 0);
  for (const notify of subscribers) notify();
});
const subscribe = (notify: () => void) => {
  subscribers.add(notify);
  return () => {
    subscribers.delete(notify);
  };
};
const read = () => unviewedCount;

/** How many content cards the shopper has not seen, or null until the engagement remote has said. */
export function useUnviewedCardsCount(): number | null {
  return useSyncExternalStore(subscribe, read, () => null);
}
