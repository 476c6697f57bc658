import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a guest can reopen an order they looked up without typing its number and postcode again. */
export const LOOKUP_TOKEN_LIFETIME_MS = 30 * 60 * 1000;

/** The shape of a lookup token: `<order id>.<expiry, epoch seconds>.<HMAC-SHA256, base64url>`. */
export const lookupTokenPattern = /^[0-9a-f-]{36}\.\d{10}\.[A-Za-z0-9_-]{43}$/;

function signature(secret: string, orderId: string, expires: number): string {
  return createHmac('sha256', secret).update(`order-lookup:${orderId}:${expires}`).digest('base64url');
}

/**
 * A stateless, short-lived token that lets a guest reopen one order: the order id and an expiry, signed with the
 * server secret. It carries no personal data.
 */
export function signLookupToken(secret: string, orderId: string, now = Date.now()): { token: string; expiresAt: Date } {
  const expires = Math.floor((now + LOOKUP_TOKEN_LIFETIME_MS) / 1000);
  return { token: `${orderId}.${expires}.${signature(secret, orderId, expires)}`, expiresAt: new Date(expires * 1000) };
}

/** The order id of a valid, unexpired token; undefined otherwise (forged, altered or expired). */
export function verifyLookupToken(
  secret: string,
  token: string,
  now = Date.now(),
): { orderId: string; expiresAt: Date } | undefined {
  if (!lookupTokenPattern.test(token)) return undefined;
  const [orderId = '', expiresText = '', sent = ''] = token.split('.');
  const expires = Number(expiresText);
  const expected = Buffer.from(signature(secret, orderId, expires));
  const given = Buffer.from(sent);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  if (expires * 1000 <= now) return undefined;
  return { orderId, expiresAt: new Date(expires * 1000) };
}
