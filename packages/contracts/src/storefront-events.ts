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
  /** A category page was opened (engagement tracking: its in-app messages may follow a collection viewed). */
  'storefront:category-viewed': { category: string; name: string };
  /** The checkout's first step was opened with the bag's contents (engagement tracking). */
  'storefront:checkout-started': { itemCount: number; subtotalCents: number; currency: string };
  /** The engagement remote's content cards changed: how many the shopper has not seen yet (the header's badge). */
  'storefront:engagement-cards-changed': { unviewedCount: number };
}

/** How many announcements a page keeps for listeners that start later (the engagement SDK, after interactive). */
export const RECENT_ANNOUNCEMENTS_KEPT = 50;

const recent: Array<{ type: keyof StorefrontEventMap; detail: unknown }> = [];

/**
 * Announces an event to every remote on the page. The page keeps the last {@link RECENT_ANNOUNCEMENTS_KEPT}, so a
 * listener that starts later can still hear what happened before it (`listen(…, { replay: true })`).
 */
export function announce<K extends keyof StorefrontEventMap>(type: K, detail: StorefrontEventMap[K]): void {
  recent.push({ type, detail });
  if (recent.length > RECENT_ANNOUNCEMENTS_KEPT) recent.shift();
  globalThis.dispatchEvent?.(new CustomEvent(type, { detail }));
}

/** Options of {@link listen}. */
export interface ListenOptions {
  /**
   * First hear the announcements of this type the page made before listening (oldest first): for a listener that
   * starts after the page is interactive, such as the engagement SDK logging a search or an order placed on load.
   */
  replay?: boolean;
}

/** Listens for an event; returns the function that stops listening. */
export function listen<K extends keyof StorefrontEventMap>(
  type: K,
  handler: (detail: StorefrontEventMap[K]) => void,
  options: ListenOptions = {},
): () => void {
  if (options.replay) {
    for (const item of recent.filter((candidate) => candidate.type === type)) {
      handler(item.detail as StorefrontEventMap[K]);
    }
  }
  const listener = (event: Event) => handler((event as CustomEvent<StorefrontEventMap[K]>).detail);
  globalThis.addEventListener?.(type, listener);
  return () => globalThis.removeEventListener?.(type, listener);
}
