import type { Bag, BagTotals } from '@storefront/api-schemas';
import { bagSummaryChanged, createStoredValue } from '@storefront/contracts';
import * as v from 'valibot';

/**
 * Publishes a fresh bag summary to the shared bag store (`@storefront/contracts`): the header's count follows every
 * bag or checkout answer. Pass the `summary` of any bag or checkout answer.
 */
export function publishBagSummary(summary: Pick<BagTotals, 'itemCount' | 'subtotalCents' | 'currency'>): void {
  bagSummaryChanged({ itemCount: summary.itemCount, subtotalCents: summary.subtotalCents, currency: summary.currency });
}

/**
 * The bag version this tab last showed the shopper (kept for the session, so a reload still learns what the server
 * changed since: send it as `?bagVersion=` and the answer carries `code: 'CART_UPDATED'` with the `changes`).
 */
const storedBagVersion = createStoredValue({
  area: 'session',
  key: 'storefront.checkout.bagVersion',
  schema: v.pipe(v.number(), v.integer(), v.minValue(0)),
});

/** The bag version this tab last showed the shopper, if it kept one. */
export function lastSeenBagVersion(): number | undefined {
  return storedBagVersion.read() ?? undefined;
}

/** Records the bag version the shopper has now seen (after showing an answer, or confirming its changes). */
export function rememberBagVersion(version: number): void {
  // Storage refused (private mode): changes are then only reported within this page.
  storedBagVersion.write(version);
}

/**
 * After a bag answer: the header's count follows it, and when the shopper caused it (`seen`), its version is one they
 * have seen (an answer listing server changes is seen only once they confirm them).
 */
export function settleBagAnswer<T extends Pick<Bag, 'bagVersion' | 'summary'>>(bag: T, seen: boolean): T {
  publishBagSummary(bag.summary);
  if (seen) rememberBagVersion(bag.bagVersion);
  return bag;
}
