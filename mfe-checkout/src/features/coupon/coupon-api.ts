import { bagAnswerSchema, type Bag } from '@storefront/api-schemas';
import { settleBagAnswer } from '../../lib/bag-summary-sync';
import { checkoutApi } from '../../lib/checkout-api-client';

/** Applies a coupon or welcome voucher (`PUT /bag/coupon`); rejects with COUPON_* problems. */
export async function applyCoupon(code: string): Promise<Bag> {
  return settleBagAnswer(await checkoutApi.put('/bag/coupon', { body: { code }, schema: bagAnswerSchema }), true);
}

/** Takes the coupon off the bag (`DELETE /bag/coupon`). */
export async function removeCoupon(): Promise<Bag> {
  return settleBagAnswer(await checkoutApi.delete('/bag/coupon', { schema: bagAnswerSchema }), true);
}
