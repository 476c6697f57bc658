import type { MessageDescriptor } from 'react-intl';
import * as v from 'valibot';
import { paymentMessages as messages } from './payment-messages';

/**
 * Why the shopper is back on the billing page (`?payment=`): what the payment provider or placing the order said.
 * The provider's Cancel comes back with `cancelled`; `/checkout/payment-processing` sends the rest.
 */
export const paymentOutcomeSchema = v.picklist([
  'declined',
  'cancelled',
  'incomplete',
  'cart-updated',
  'stock',
  'financing',
  'already-placed',
  'provider-error',
  'error',
]);
export type PaymentOutcome = v.InferOutput<typeof paymentOutcomeSchema>;

/** The outcome named by the billing page's `?payment=` parameter, or null. */
export function paymentOutcomeOf(search: URLSearchParams): PaymentOutcome | null {
  const parsed = v.safeParse(paymentOutcomeSchema, search.get('payment'));
  return parsed.success ? parsed.output : null;
}

/**
 * Whether the address says the payment taken for an order that could not be placed was refunded (`?refunded=1`, set
 * from the API's `paymentRefunded: true`). Only `1`, given once, counts: the shopper is never told of a refund the
 * address does not plainly state.
 */
export function paymentRefundedOf(search: URLSearchParams): boolean {
  const values = search.getAll('refunded');
  return values.length === 1 && values[0] === '1';
}

/**
 * The query (with its `?`, or empty) of the page a shopper is sent back to when the order was not placed: the
 * outcome the billing page explains (`payment=`), and `refunded=1` when the API refunded the payment.
 */
export function paymentOutcomeSearch({ outcome, refunded }: { outcome?: PaymentOutcome; refunded: boolean }): string {
  const search = new URLSearchParams();
  if (outcome) search.set('payment', outcome);
  if (refunded) search.set('refunded', '1');
  const query = search.toString();
  return query ? `?${query}` : '';
}

/** The SPEC §8 message of an outcome; a declined instalment plan has its own ('check balance or another type'). */
export function outcomeMessage(outcome: PaymentOutcome, method: string | null): MessageDescriptor {
  switch (outcome) {
    case 'declined':
      return method === 'bnpl' ? messages.outcomeBnplDeclined : messages.outcomeDeclined;
    case 'cancelled':
      return messages.outcomeCancelled;
    case 'incomplete':
      return messages.outcomeIncomplete;
    case 'cart-updated':
      return messages.outcomeCartUpdated;
    case 'stock':
      return messages.outcomeStock;
    case 'financing':
      return messages.outcomeFinancing;
    case 'already-placed':
      return messages.outcomeAlreadyPlaced;
    case 'provider-error':
      return messages.outcomeProviderError;
    default:
      return messages.outcomeError;
  }
}
