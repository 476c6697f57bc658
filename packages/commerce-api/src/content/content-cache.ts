/** How long a content answer is kept (SPEC §7, §9: 259200 s). */
export const CONTENT_CACHE_TTL_MS = 259_200_000;

/** How long a fallback answer (content service unreachable) is kept before trying again. */
export const CONTENT_FAILURE_TTL_MS = 30_000;

interface Slot {
  value: unknown;
  expiresAt: number;
  tags: ReadonlySet<string>;
}

/** What a loader hands back: the value, the ids it was built from, and how long it may be kept. */
export interface Loaded<T> {
  value: T;
  tags: Iterable<string>;
  ttlMs?: number;
}

/**
 * An in-process cache of content answers, each tagged by the entry and asset ids it was built from, so a webhook can
 * drop exactly the answers an edit touches. Concurrent misses for one key share a single load, and a load that was
 * running while a purge happened is not stored (it may hold the content from before the edit).
 */
export class TaggedCache {
  readonly #slots = new Map<string, Slot>();
  readonly #inflight = new Map<string, Promise<unknown>>();
  readonly #now: () => number;
  #generation = 0;

  constructor(now: () => number = Date.now) {
    this.#now = now;
  }

  /** The cached value for the key, or the loader's (stored for its TTL). */
  async get<T>(key: string, load: () => Promise<Loaded<T>>): Promise<T> {
    const slot = this.#slots.get(key);
    if (slot && slot.expiresAt > this.#now()) return slot.value as T;
    const running = this.#inflight.get(key);
    if (running) return running as Promise<T>;
    const generation = this.#generation;
    const promise = load()
      .then((loaded) => {
        if (generation === this.#generation) {
          this.#slots.set(key, {
            value: loaded.value,
            expiresAt: this.#now() + (loaded.ttlMs ?? CONTENT_CACHE_TTL_MS),
            tags: new Set(loaded.tags),
          });
        }
        return loaded.value;
      })
      .finally(() => {
        if (this.#inflight.get(key) === promise) this.#inflight.delete(key);
      });
    this.#inflight.set(key, promise);
    return promise;
  }

  /** Drops every answer tagged with one of these ids (or every answer); returns how many were dropped. */
  purge(tags: readonly string[] | 'all'): number {
    this.#generation += 1;
    // Loads already running may carry the old content: later callers start a fresh one.
    this.#inflight.clear();
    let dropped = 0;
    for (const [key, slot] of this.#slots) {
      if (tags === 'all' || tags.some((tag) => slot.tags.has(tag))) {
        this.#slots.delete(key);
        dropped += 1;
      }
    }
    return dropped;
  }

  /** Number of answers held (expired ones included until read). */
  get size(): number {
    return this.#slots.size;
  }
}
