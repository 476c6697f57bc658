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
