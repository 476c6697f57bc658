import * as v from 'valibot';

/** Where a value is kept: `local` (this browser, every tab, across restarts) or `session` (this tab only). */
export type StorageArea = 'local' | 'session';

/** The part of the Web Storage API the helper uses; a test or a caller may hand in its own. */
export type StorageLike = Pick<Storage, 'getItem' | 'setItem'> & Partial<Pick<Storage, 'removeItem'>>;

/** What {@link createStoredValue} keeps, where, and for how long. */
export interface StoredValueOptions<S extends v.GenericSchema> {
  /** `local` or `session` storage. */
  area: StorageArea;
  /** The storage key. A new stored format takes a new key: other builds may still be reading the old one. */
  key: string;
  /** What a stored value must look like; anything else reads as null and is removed. */
  schema: S;
  /** Lifetime from each write; an older value reads as null and is removed. Without it the value never expires. */
  ttlMs?: number;
  /** A storage to use instead of the area's (a test double), behind the same guards. */
  storage?: StorageLike;
  /** The clock `ttlMs` is measured with (default `Date.now`). */
  now?: () => number;
}

/** One typed value in browser storage. No method throws: unavailable, refused or full storage is an answer. */
export interface StoredValue<T> {
  /** The kept value, or null: none, unreadable, malformed or expired (those two are removed), or no storage. */
  read(): T | null;
  /** Keeps the value; false when it could not be kept (no storage, private mode, sandboxed frame, quota exceeded). */
  write(value: T): boolean;
  /** Forgets the value; without storage there is nothing to forget. */
  remove(): void;
}

/** How a value with a lifetime is stored: `{"expiresAt":1767225600000,"value":…}`. */
const envelopeSchema = v.strictObject({ expiresAt: v.number(), value: v.unknown() });

/** The area's storage, or undefined where there is none or reaching it is refused (SecurityError). */
function areaStorage(area: StorageArea): StorageLike | undefined {
  try {
    return (area === 'local' ? globalThis.localStorage : globalThis.sessionStorage) ?? undefined;
  } catch {
    return undefined;
  }
}

/**
 * What a stored string holds: its JSON, or the string itself when it is not JSON, so a value older code kept
 * unencoded (`card`) still reaches the schema, which decides whether it is one.
 */
function decode(raw: string): unknown {
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return raw;
  }
}

/**
 * The one way to keep a value in `localStorage` or `sessionStorage`: typed and validated by a valibot schema, with an
 * optional lifetime, and safe where storage is missing, refused (private mode, sandboxed frames) or full.
 *
 * Without `ttlMs` the value is stored as plain JSON, the format every earlier storage helper of the storefront used,
 * so values already in shoppers' browsers are read as before; with `ttlMs` it is wrapped with its expiry time.
 *
 * @example
 * const recentSearches = createStoredValue({ area: 'local', key: 'storefront:recent', schema: v.array(v.string()) });
 * recentSearches.write(['opal']); // false if the browser refused
 * recentSearches.read(); // ['opal'], or null
 */
export function createStoredValue<S extends v.GenericSchema>(
  options: StoredValueOptions<S>,
): StoredValue<v.InferOutput<S>> {
  const { area, key, schema, ttlMs, now = Date.now } = options;
  const storage = (): StorageLike | undefined => options.storage ?? areaStorage(area);

  function remove(): void {
    try {
      storage()?.removeItem?.(key);
    } catch {
      // Storage refused: there is nothing this page can forget.
    }
  }

  function unwrap(stored: unknown): { value: unknown } | null {
    if (ttlMs === undefined) return { value: stored };
    const envelope = v.safeParse(envelopeSchema, stored);
    if (!envelope.success) return null;
    const left = envelope.output.expiresAt - now();
    // More time left than a whole lifetime means the clock went back since the write: the expiry cannot be trusted.
    return left > 0 && left <= ttlMs ? { value: envelope.output.value } : null;
  }

  function read(): v.InferOutput<S> | null {
    let raw: string | null | undefined;
    try {
      raw = storage()?.getItem(key);
    } catch {
      return null;
    }
    if (raw == null) return null;
    try {
      const unwrapped = unwrap(decode(raw));
      const parsed = unwrapped === null ? null : v.safeParse(schema, unwrapped.value);
      if (parsed?.success) return parsed.output;
    } catch {
      // A schema that throws reads like a value that does not fit it.
    }
    remove();
    return null;
  }

  function write(value: v.InferOutput<S>): boolean {
    try {
      const target = storage();
      if (target === undefined) return false;
      const text = JSON.stringify(ttlMs === undefined ? value : { expiresAt: now() + ttlMs, value });
      if (text === undefined) return false;
      target.setItem(key, text);
      return true;
    } catch {
      return false;
    }
  }

  return { read, write, remove };
}
