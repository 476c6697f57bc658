/** Events remotes announce to each other through the window, typed here. */
export interface StorefrontEventMap {
  /** A product was added to the bag (for confirmation UI and engagement tracking). */
  'storefront:bag-item-added': { sku: string; quantity: number; priceCents: number; currency: string };
  /** A remote failed to load or render; the shell reports it. */
  'storefront:remote-failed': { remote: string; reason: string };
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
