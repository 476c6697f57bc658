/**
 * A small in-process cache of whole JSON answers to public reads (product lists, product pages, suggestions), so a
 * burst of shoppers on one page costs one database round trip every few seconds rather than one each. Only answers
 * that are the same for every guest are kept: members (member prices) always get a fresh answer.
 */
export interface CachedAnswer {
  expiresAt: number;
  body: string;
  headers: Record<string, string>;
  /** Work a cached answer still owes on each hit (e.g. recording a search in the query log). */
  onHit: (() => Promise<void>) | undefined;
}

export class MicroCache {
  readonly #entries = new Map<string, CachedAnswer>();
  readonly #maxEntries: number;

  constructor(maxEntries = 2000) {
    this.#maxEntries = maxEntries;
  }

  get(key: string, now = Date.now()): CachedAnswer | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= now) {
      this.#entries.delete(key);
      return undefined;
    }
    return entry;
  }

  set(key: string, entry: CachedAnswer): void {
    if (this.#entries.size >= this.#maxEntries) {
      // Oldest first: a Map iterates in insertion order.
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
    this.#entries.set(key, entry);
  }

  clear(): void {
    this.#entries.clear();
  }
}
