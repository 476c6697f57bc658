import { ProblemError } from '@storefront/http';
import { checkoutApi } from '../../lib/checkout-api-client';
import { placeOrderKeyFor, renewPlaceOrderKey } from './place-order-keys';

/** How an attempt pays what gift cards leave: the provider's session, a financing approval, or nothing left. */
export type PaymentAttempt =
  | { kind: 'provider'; sessionId: string }
  | { kind: 'gift-cards'; attemptId: string }
  | { kind: 'financing'; attemptId: string };

/** Why the order was not placed, as the billing page explains it. */
export type PlaceOrderFailure =
  | 'declined'
  | 'cancelled'
  | 'incomplete'
  | 'cart-updated'
  | 'stock'
  | 'financing'
  | 'checkout-incomplete'
  | 'bag-empty'
  | 'already-placed'
  | 'error';

/** What one call to place the order came to. */
export type PlaceOrderResult =
  | { kind: 'placed'; answer: unknown }
  /** `paymentRefunded`: the provider had taken the money and the API gave it back before answering. */
  | { kind: 'failed'; failure: PlaceOrderFailure; paymentRefunded: boolean }
  /** Nothing is known to have happened (network, provider or server trouble): the same key may be sent again. */
  | { kind: 'retry' };

const failures: Record<string, PlaceOrderFailure> = {
  PAYMENT_DECLINED: 'declined',
  PAYMENT_CANCELLED: 'cancelled',
  // An earlier attempt with this payment failed and refunded it (the refund is shown with the outcome).
  PAYMENT_REFUNDED: 'cancelled',
  PAYMENT_INCOMPLETE: 'incomplete',
  PAYMENT_REQUIRED: 'incomplete',
  PAYMENT_SESSION_INVALID: 'incomplete',
  PAYMENT_ALREADY_USED: 'already-placed',
  CART_UPDATED: 'cart-updated',
  COUPON_ALREADY_USED: 'cart-updated',
  INSUFFICIENT_STOCK: 'stock',
  INSUFFICIENT_STOCK_AT_STORE: 'stock',
  FINANCING_NOT_APPROVED: 'financing',
  CHECKOUT_INCOMPLETE: 'checkout-incomplete',
  BAG_EMPTY: 'bag-empty',
};

/** The problem's `paymentRefunded` member: only a literal `true` tells the shopper their money is back. */
function refundedBy(error: ProblemError): boolean {
  return error.extensions.paymentRefunded === true;
}

const IN_PROGRESS_WAIT_MS = 1_000;
const IN_PROGRESS_TRIES = 20;

function attemptIdOf(attempt: PaymentAttempt): string {
  return attempt.kind === 'provider' ? attempt.sessionId : attempt.attemptId;
}

function bodyOf(attempt: PaymentAttempt) {
  if (attempt.kind === 'provider') return { paymentSessionId: attempt.sessionId };
  // Financing pays with the approval kept with the checkout on the server.
  if (attempt.kind === 'financing') return { payWith: 'financing' };
  return {};
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function send(attempt: PaymentAttempt, waitMs: number): Promise<PlaceOrderResult> {
  const id = attemptIdOf(attempt);
  let key = placeOrderKeyFor(id);
  let renewed = false;
  for (let tries = 0; ; tries += 1) {
    try {
      const answer = await checkoutApi.post('/checkout/place-order', { body: bodyOf(attempt), idempotencyKey: key });
      return { kind: 'placed', answer };
    } catch (error) {
      if (!(error instanceof ProblemError)) return { kind: 'retry' };
      // Another tab or a double press is placing this very attempt: its answer is ours once it is stored.
      if (error.code === 'REQUEST_IN_PROGRESS' && tries < IN_PROGRESS_TRIES) {
        await wait(waitMs);
        continue;
      }
      if (error.code === 'IDEMPOTENCY_KEY_REUSED' && !renewed) {
        renewed = true;
        key = renewPlaceOrderKey(id);
        continue;
      }
      const failure = error.code ? failures[error.code] : undefined;
      const paymentRefunded = refundedBy(error);
      if (failure) return { kind: 'failed', failure, paymentRefunded };
      // A refunded payment can no longer become an order: asking again would only replay this answer.
      if (paymentRefunded) return { kind: 'failed', failure: 'error', paymentRefunded };
      return error.status >= 500 || error.status === 429 || error.status === 409
        ? { kind: 'retry' }
        : { kind: 'failed', failure: 'error', paymentRefunded: false };
    }
  }
}

const inFlight = new Map<string, Promise<PlaceOrderResult>>();

/**
 * Places the order for an attempt with its `Idempotency-Key` (`POST /checkout/place-order`). Calls for an attempt
 * already being sent share that call, and every call of one attempt sends the same key: a double press, a second
 * render or a reload can never make a second order. Never rejects.
 */
export function placeOrder(attempt: PaymentAttempt, options: { waitMs?: number } = {}): Promise<PlaceOrderResult> {
  const id = attemptIdOf(attempt);
  const running = inFlight.get(id);
  if (running) return running;
  const call = send(attempt, options.waitMs ?? IN_PROGRESS_WAIT_MS).finally(() => inFlight.delete(id));
  inFlight.set(id, call);
  return call;
}
