import * as v from 'valibot';

/**
 * The `Idempotency-Key` of each attempt to place an order, kept in sessionStorage: one key per attempt (a payment
 * session, or one press of "Place order" when gift cards or financing pay), made once and reused by every reload or
 * retry of that attempt, so the API answers them all with the one order it placed.
 */
const STORAGE_KEY = 'storefront:checkout:place-order-keys';
/** Attempts remembered at most (the oldest are forgotten first). */
const MAX_ATTEMPTS = 10;

const keysSchema = v.record(v.string(), v.string());

function storage(): Storage | undefined {
  try {
    return globalThis.sessionStorage ?? undefined;
  } catch {
    return undefined;
  }
}

function readKeys(): Record<string, string> {
  try {
    const raw = storage()?.getItem(STORAGE_KEY);
    if (raw == null) return {};
    const parsed = v.safeParse(keysSchema, JSON.parse(raw));
    return parsed.success ? parsed.output : {};
  } catch {
    return {};
  }
}

function writeKeys(keys: Record<string, string>): void {
  try {
    storage()?.setItem(STORAGE_KEY, JSON.stringify(keys));
  } catch {
    // Without storage a reload makes a new key; the payment session still cannot pay for two orders.
  }
}

/** A new random id (attempt ids and keys). */
export function newAttemptId(): string {
  return globalThis.crypto.randomUUID();
}

/** The key of this attempt: the one kept for it, or a new one, kept before it is first sent. */
export function placeOrderKeyFor(attempt: string): string {
  const keys = readKeys();
  const kept = keys[attempt];
  if (kept) return kept;
  const key = newAttemptId();
  const entries = Object.entries(keys).slice(-(MAX_ATTEMPTS - 1));
  writeKeys({ ...Object.fromEntries(entries), [attempt]: key });
  return key;
}

/** Gives this attempt a fresh key (after the API said the old one was used for something else). */
export function renewPlaceOrderKey(attempt: string): string {
  const keys = readKeys();
  delete keys[attempt];
  writeKeys(keys);
  return placeOrderKeyFor(attempt);
}
