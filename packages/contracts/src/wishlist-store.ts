import * as v from 'valibot';
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { createStoredValue } from './browser-storage';

/** Guests keep their wishlist in the browser for 30 days (SPEC §4, §9). */
export const GUEST_WISHLIST_TTL_MS = 30 * 24 * 60 * 60 * 1000;
const STORAGE_KEY = 'storefront:wishlist';

const storedWishlistSchema = v.object({
  items: v.array(v.object({ productId: v.string(), sku: v.optional(v.string()), addedAt: v.number() })),
  expiresAt: v.number(),
});
export type WishlistItem = v.InferOutput<typeof storedWishlistSchema>['items'][number];

/** The guest's list keeps its own `expiresAt` (the format guests' browsers already hold), so no `ttlMs` here. */
const storedWishlist = createStoredValue({ area: 'local', key: STORAGE_KEY, schema: storedWishlistSchema });

function load(now: number): WishlistItem[] {
  const stored = storedWishlist.read();
  if (stored === null || stored.expiresAt <= now) return [];
  return stored.items;
}

/** Whose list the store holds: the guest's browser copy, or a signed-in member's account list (SPEC §4). */
export type WishlistOwner = 'guest' | 'member';

const wishlistStore = createStore<{ items: WishlistItem[]; owner: WishlistOwner }>(() => ({
  items: load(Date.now()),
  owner: 'guest',
}));

function save(items: WishlistItem[], now: number): void {
  // A member's list lives in the account; only a guest's is kept in the browser.
  if (wishlistStore.getState().owner === 'guest') {
    if (items.length === 0) storedWishlist.remove();
    else storedWishlist.write({ items, expiresAt: now + GUEST_WISHLIST_TTL_MS });
  }
  wishlistStore.setState({ items });
}

/** Items on the wishlist (the guest's or the member's, see {@link useWishlistOwner}). */
export const useWishlistItems = (): WishlistItem[] => useStore(wishlistStore, (s) => s.items);
/** Whether a product is on the wishlist. */
export const useIsWishlisted = (productId: string): boolean =>
  useStore(wishlistStore, (s) => s.items.some((item) => item.productId === productId));

/** Whose list is shown: a member's changes go to the account API, a guest's stay in the browser. */
export const useWishlistOwner = (): WishlistOwner => useStore(wishlistStore, (s) => s.owner);

/** Adds a product; for a guest each change renews the 30-day lifetime. */
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

/** Re-reads the browser copy (another tab may have changed it, or it expired); a member's list is left alone. */
export function wishlistReloaded(now = Date.now()): void {
  if (wishlistStore.getState().owner === 'guest') wishlistStore.setState({ items: load(now) });
}

/** A member signed in and their account list loaded: it replaces the guest list on screen (not in the browser). */
export function memberWishlistLoaded(items: WishlistItem[]): void {
  wishlistStore.setState({ items, owner: 'member' }, true);
}

/** The member signed out: back to this browser's guest list. */
export function guestWishlistRestored(now = Date.now()): void {
  wishlistStore.setState({ items: load(now), owner: 'guest' }, true);
}

/** Forgets the browser copy (after the account remote merged it into the member's list). */
export function guestWishlistCleared(): void {
  storedWishlist.remove();
  if (wishlistStore.getState().owner === 'guest') wishlistStore.setState({ items: [] });
}

/** Reads the wishlist outside React. */
export function getWishlistItems(): WishlistItem[] {
  return wishlistStore.getState().items;
}

/** Reads whose list the store holds, outside React. */
export function getWishlistOwner(): WishlistOwner {
  return wishlistStore.getState().owner;
}
