import * as v from 'valibot';

/**
 * The way to pay the shopper chose on the billing page, kept in sessionStorage so it is still chosen when the
 * provider sends them back (cancelled, declined) and after a reload: nothing they chose is lost on the way.
 */
const STORAGE_KEY = 'storefront:checkout:payment-method';

export const paymentMethodSchema = v.picklist(['card', 'bnpl', 'financing']);
export type PaymentMethod = v.InferOutput<typeof paymentMethodSchema>;

function storage(): Storage | undefined {
  try {
    return globalThis.sessionStorage ?? undefined;
  } catch {
    return undefined;
  }
}

/** The kept choice, or null. */
export function readPaymentMethod(): PaymentMethod | null {
  try {
    const parsed = v.safeParse(paymentMethodSchema, storage()?.getItem(STORAGE_KEY));
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}

/** Keeps the choice. */
export function rememberPaymentMethod(method: PaymentMethod): void {
  try {
    storage()?.setItem(STORAGE_KEY, method);
  } catch {
    // Without storage the card is chosen again by default.
  }
}
