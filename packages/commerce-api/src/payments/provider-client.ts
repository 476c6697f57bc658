import type { ApiConfig } from '../config';
import type { Currency } from '../db/schema';
import { ApiProblem } from '../http/problem';

/** How long a server-to-server call to the provider may take before it counts as unreachable. */
export const PROVIDER_TIMEOUT_MS = 5_000;

/** A payment session as the provider reports it: never a card number, only brand and last 4. */
export interface ProviderSession {
  id: string;
  status: 'pending' | 'requires_action' | 'succeeded' | 'declined' | 'cancelled' | 'refunded';
  amount: number;
  currency: Currency;
  reference: string;
  method: 'card' | 'bnpl';
  brand: string | null;
  last4: string | null;
}

function providerError(): ApiProblem {
  return new ApiProblem(502, 'PAYMENT_PROVIDER_ERROR', 'The payment provider could not be reached. Please try again.');
}

async function call(
  config: ApiConfig,
  path: string,
  init: { method: string; body?: unknown; idempotencyKey?: string },
): Promise<unknown> {
  let response: Response;
  try {
    // Server to server from Node: @storefront/http is the browser's client, this is the provider's API.
    // eslint-disable-next-line no-restricted-globals
    response = await fetch(new URL(path, config.paymentProviderUrl), {
      method: init.method,
      headers: {
        authorization: `Bearer ${config.paymentProviderSecretKey}`,
        ...(init.idempotencyKey ? { 'idempotency-key': init.idempotencyKey } : {}),
        ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
      signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
    });
  } catch {
    throw providerError();
  }
  if (response.status >= 500) throw providerError();
  const body = (await response.json().catch(() => null)) as unknown;
  if (!response.ok) {
    const code = (body as { error?: { code?: string } } | null)?.error?.code;
    if (response.status === 404) throw new ApiProblem(409, 'PAYMENT_SESSION_INVALID', 'This payment was not found.');
    if (code === 'not_refundable') throw new ApiProblem(409, 'PAYMENT_NOT_REFUNDABLE', 'Only a paid session refunds.');
    if (code === 'method_unavailable' || code === 'amount_too_large') {
      throw new ApiProblem(409, 'BNPL_UNAVAILABLE', 'Instalments are not available for this order.');
    }
    throw providerError();
  }
  return body;
}

/** Opens a hosted payment page for this amount; the shopper's browser goes to `url`. */
export async function createProviderSession(
  config: ApiConfig,
  input: {
    amountCents: number;
    currency: Currency;
    reference: string;
    returnUrl: string;
    cancelUrl: string;
    method: 'card' | 'bnpl';
  },
): Promise<{ id: string; url: string }> {
  const body = (await call(config, '/v1/payment-sessions', {
    method: 'POST',
    body: {
      amount: input.amountCents,
      currency: input.currency,
      reference: input.reference,
      return_url: input.returnUrl,
      cancel_url: input.cancelUrl,
      method: input.method,
    },
  })) as { id?: unknown; url?: unknown };
  if (typeof body.id !== 'string' || typeof body.url !== 'string') throw providerError();
  return { id: body.id, url: body.url };
}

/** The session's status as the provider has it now (the only source of truth for "paid"). */
export async function fetchProviderSession(config: ApiConfig, id: string): Promise<ProviderSession> {
  const body = (await call(config, `/v1/payment-sessions/${encodeURIComponent(id)}`, {
    method: 'GET',
  })) as Partial<ProviderSession>;
  if (typeof body.status !== 'string' || typeof body.amount !== 'number') throw providerError();
  return body as ProviderSession;
}

/** What asking the provider to give a session's money back came to. */
export type RefundOutcome = 'refunded' | 'not_refundable' | 'unreachable';

/**
 * Gives a paid session's money back (a payment that ended in no order). `not_refundable`: the provider holds no money
 * for it (never paid, or already refunded); `unreachable`: try again later (reconciliation does). The idempotency key
 * makes a retried refund one refund at a provider that honours it.
 */
export async function refundProviderSession(config: ApiConfig, id: string): Promise<RefundOutcome> {
  try {
    await call(config, `/v1/payment-sessions/${encodeURIComponent(id)}/refund`, {
      method: 'POST',
      body: {},
      idempotencyKey: `refund-${id}`,
    });
    return 'refunded';
  } catch (error) {
    if (error instanceof ApiProblem && error.code === 'PAYMENT_NOT_REFUNDABLE') return 'not_refundable';
    return 'unreachable';
  }
}
