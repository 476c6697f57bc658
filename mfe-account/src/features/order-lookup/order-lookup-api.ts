import { orderLookupAnswerSchema, reopenedOrderAnswerSchema, type GuestOrder } from '@storefront/api-schemas';
import { createStoredValue } from '@storefront/contracts';
import { ProblemError } from '@storefront/http';
import { useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { accountApi } from '../../lib/account-api-client';
import { throttleWaitOf } from '../../lib/throttle-wait';

/**
 * The guest lookup's requests. `POST /orders/lookup` answers the order and a short-lived token; the token is kept in
 * this tab's session storage until it expires, so a reload reopens the order (`GET /orders/lookup/:token`) without
 * asking for the number and postcode again. The token is never put in the address.
 */

const storedLookup = createStoredValue({
  area: 'session',
  key: 'storefront:account:order-lookup',
  schema: v.object({ token: v.string(), expiresAt: v.string() }),
  ttlMs: 30 * 60 * 1000,
});

/** The token of the order looked up in this tab, while it is valid. */
export function readLookupToken(): string | null {
  const kept = storedLookup.read();
  return kept && Date.parse(kept.expiresAt) > Date.now() ? kept.token : null;
}

/** Forgets the looked-up order (another lookup, or the token has expired). */
export function forgetLookup(): void {
  storedLookup.remove();
}

/** The query key of a looked-up order. */
export const lookedUpOrderKey = (token: string) => ['account', 'order-lookup', token] as const;

/** `POST /orders/lookup`: finds the order; keeps its token for this tab. */
export async function lookUpOrder(input: { orderNumber: string; billingPostcode: string }): Promise<LookupAnswer> {
  const answer = await accountApi.post('/orders/lookup', { body: input, schema: orderLookupAnswerSchema });
  storedLookup.write({ token: answer.token, expiresAt: answer.expiresAt });
  return answer;
}

/** What a lookup answers: the order, and the token (with its expiry) that reopens it. */
export type LookupAnswer = { token: string; expiresAt: string; order: GuestOrder };

/** `GET /orders/lookup/:token`: the looked-up order again, while its token is valid. */
export function useLookedUpOrder(token: string | null) {
  return useQuery({
    queryKey: lookedUpOrderKey(token ?? ''),
    queryFn: ({ signal }) =>
      accountApi.get(`/orders/lookup/${encodeURIComponent(token ?? '')}`, {
        schema: reopenedOrderAnswerSchema,
        signal,
      }),
    enabled: token !== null,
    // The lookup's own answer is put here first: no second request for what was just answered.
    staleTime: 5 * 60_000,
  });
}

/** Why a lookup was refused, as the form explains it. */
export type LookupProblem =
  { kind: 'mismatch' } | { kind: 'throttled'; retryAfterSeconds: number | undefined } | { kind: 'failed' };

/** The refusal of a lookup, from the API's problem. */
export function lookupProblemOf(error: unknown): LookupProblem {
  const wait = throttleWaitOf(error);
  if (wait !== null) return { kind: 'throttled', retryAfterSeconds: wait };
  if (error instanceof ProblemError && error.code === 'ORDER_LOOKUP_MISMATCH') return { kind: 'mismatch' };
  return { kind: 'failed' };
}
