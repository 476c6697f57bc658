import { checkoutAnswerSchema, type CheckoutState } from '@storefront/api-schemas';
import { getActiveLocale } from '@storefront/contracts';
import * as v from 'valibot';
import { checkoutApi } from '../../lib/checkout-api-client';

/**
 * The payment step's requests. Each gift-card change answers the whole checkout, which replaces the page's copy
 * (summary, gift cards, remaining to pay); opening a payment session changes nothing the page shows.
 */

/** `POST /checkout/gift-cards`: applies a gift card (number and PIN). */
export function applyGiftCard(number: string, pin: string): Promise<CheckoutState> {
  return checkoutApi.post('/checkout/gift-cards', { body: { number, pin }, schema: checkoutAnswerSchema });
}

/** `DELETE /checkout/gift-cards/:last4`: removes an applied gift card. */
export function removeGiftCard(last4: string): Promise<CheckoutState> {
  return checkoutApi.delete(`/checkout/gift-cards/${encodeURIComponent(last4)}`, { schema: checkoutAnswerSchema });
}

const paymentSessionSchema = v.object({
  paymentSessionId: v.string(),
  redirectUrl: v.pipe(v.string(), v.url()),
  amountCents: v.number(),
  currency: v.string(),
  method: v.picklist(['card', 'bnpl']),
});
export type PaymentSession = v.InferOutput<typeof paymentSessionSchema>;

/**
 * `POST /checkout/payment-session`: the provider's hosted page for what is left to pay (card or instalments). The
 * French prefix the shopper is on (`/fr-CA` or `/fr`) goes along, so the provider brings them back to the same one.
 */
export function openPaymentSession(method: 'card' | 'bnpl'): Promise<PaymentSession> {
  const { pathPrefix } = getActiveLocale();
  return checkoutApi.post('/checkout/payment-session', {
    body: pathPrefix === null ? { method } : { method, pathPrefix },
    schema: paymentSessionSchema,
  });
}
