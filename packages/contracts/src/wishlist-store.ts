import * as v from 'valibot';
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { readStored, writeStored } from './browser-storage';

/** Guests keep their wishlist in the browser for 30 days (SPEC §4, §9). */
export const GUEST_WISHLIST_TTL_MS = 30 * 24 * 60 * 60 * 1000;
const STORAGE_KEY = 'storefront:wishlist';

const storedWishlistSchema = v.object({
  items: v.array(v.object({ productId: v.string(), sku: v.optional(v.string()), addedAt: v.number() })),
  expiresAt: v.number(),
});
export type WishlistItem = v.InferOutput<typeof storedWishlistSchema>['items'][number];

function load(now: number): WishlistItem[] {
  const stored = readStored(STORAGE_KEY, storedWishlistSchema);
  if (stored === null || stored.expiresAt <= now) return [];
  return stored.items;
}

const wishlistStore = createStore<{ items: WishlistItem[] }>(() => ({ items: load(Date.now()) }));

function save(items: WishlistItem[], now: number): void {
  writeStored(STORAGE_KEY, items.length === 0 ? null : { items, expiresAt: now + GUEST_WISHLIST_TTL_MS });
  wishlistStore.setState({ items });
}

/** Items on the guest wishlist. */
export const useWishlistItems = (): WishlistItem[] => useStore(wishlistStore, (s) => s.items);
/** Whether a product is on the guest wishlist. */
export const useIsWishlisted = (productId: string): boolean =>
  useStore(wishlistStore, (s) => s.items.some((item) => item.productId === productId));

/** Adds a product; each change renews the 30-day lifetime. */
export function wishlistAdded(productId: string, sku?: string, now = Date.now()): void {
  const items = wishlistStore.getState().items.filter((item) => item.productId !== productId);
  save([...items, { productId, ...(sku === undefined ? {} : { sku }), addedAt: now }], now);
}

/** Removes a product. */
export function wishlistRemoved(productId: string, now = Date.now()): void {
  save(
    wishlistStore.getState().items.filter((item) => item.productId !== productId),
    now,
  );
}

/** Re-reads the browser copy (another tab may have changed it, or it expired). */
export function wishlistReloaded(now = Date.now()): void {
  wishlistStore.setState({ items: load(now) });
}

/** Reads the guest wishlist outside React. */
export function getWishlistItems(): WishlistItem[] {
  return wishlistStore.getState().items;
}
