import { createStoredValue } from '@storefront/contracts';
import * as v from 'valibot';

/** Attempts remembered at most (the oldest are forgotten first). */
const MAX_ATTEMPTS = 10;

/**
 * The `Idempotency-Key` of each attempt to place an order, kept in sessionStorage: one key per attempt (a payment
 * session, or one press of "Place order" when gift cards or financing pay), made once and reused by every reload or
 * retry of that attempt, so the API answers them all with the one order it placed.
 */
const storedKeys = createStoredValue({
  area: 'session',
  key: 'storefront:checkout:place-order-keys',
  schema: v.record(v.string(), v.string()),
});

function readKeys(): Record<string, string> {
  return storedKeys.read() ?? {};
}

function writeKeys(keys: Record<string, string>): void {
  // Without storage a reload makes a new key; the payment session still cannot pay for two orders.
  storedKeys.write(keys);
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
