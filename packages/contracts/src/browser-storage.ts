import * as v from 'valibot';

/** Reads a JSON value from localStorage and validates it; anything missing, malformed or unreadable is null. */
export function readStored<S extends v.GenericSchema>(key: string, schema: S): v.InferOutput<S> | null {
  try {
    const raw = globalThis.localStorage?.getItem(key);
    if (raw == null) return null;
    const parsed = v.safeParse(schema, JSON.parse(raw));
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}

/** Writes a JSON value to localStorage (null removes it); storage errors (quota, private mode) are ignored. */
export function writeStored(key: string, value: unknown): void {
  try {
    if (value === null) globalThis.localStorage?.removeItem(key);
    else globalThis.localStorage?.setItem(key, JSON.stringify(value));
  } catch {
    // Storage can be full or disabled; the in-memory state still holds.
  }
}
