import { createStoredValue } from '@storefront/contracts';
import * as v from 'valibot';

/** The ways to pay the billing page offers. */
export const paymentMethodSchema = v.picklist(['card', 'bnpl', 'financing']);
export type PaymentMethod = v.InferOutput<typeof paymentMethodSchema>;

/**
 * The way to pay the shopper chose on the billing page, kept in sessionStorage so it is still chosen when the
 * provider sends them back (cancelled, declined) and after a reload: nothing they chose is lost on the way.
 */
const storedPaymentMethod = createStoredValue({
  area: 'session',
  key: 'storefront:checkout:payment-method',
  schema: paymentMethodSchema,
});

/** The kept choice, or null. */
export function readPaymentMethod(): PaymentMethod | null {
  return storedPaymentMethod.read();
}

/** Keeps the choice; without storage the card is chosen again by default. */
export function rememberPaymentMethod(method: PaymentMethod): void {
  storedPaymentMethod.write(method);
}
