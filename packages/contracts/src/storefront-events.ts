/** Events remotes announce to each other through the window, typed here. */
export interface StorefrontEventMap {
  /** A product was added to the bag (for confirmation UI and engagement tracking). */
  'storefront:bag-item-added': { sku: string; quantity: number; priceCents: number; currency: string };
  /** A remote failed to load or render; the shell reports it. */
  'storefront:remote-failed': { remote: string; reason: string };
  /** The shopper put a piece on the wishlist (engagement tracking). */
  'storefront:wishlist-item-added': { productId: string; sku?: string | undefined };
  /** A search was run from the search page (engagement tracking); the query as typed, and how many it found. */
  'storefront:search-performed': { query: string; resultCount: number };
  /**
   * An order was placed and paid (engagement purchase logging, once per order): each line with its product id, unit
   * price in cents and quantity, in the order's currency.
   */
  'storefront:order-placed': {
    orderNumber: string;
    currency: string;
    lines: readonly { productId: string; sku: string; unitPriceCents: number; quantity: number }[];
  };
  /** The engagement remote's content cards changed: how many the shopper has not seen yet (the header's badge). */
  'storefront:engagement-cards-changed': { unviewedCount: number };
}

/** Announces an event to every remote on the page. */
export function announce<K extends keyof StorefrontEventMap>(type: K, detail: StorefrontEventMap[K]): void {
  globalThis.dispatchEvent?.(new CustomEvent(type, { detail }));
}

/** Listens for an event; returns the function that stops listening. */
export function listen<K extends keyof StorefrontEventMap>(
  type: K,
  handler: (detail: StorefrontEventMap[K]) => void,
): () => void {
  const listener = (event: Event) => handler((event as CustomEvent<StorefrontEventMap[K]>).detail);
  globalThis.addEventListener?.(type, listener);
  return () => globalThis.removeEventListener?.(type, listener);
}
