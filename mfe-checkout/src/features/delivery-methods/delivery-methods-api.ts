import {
  checkoutAnswerSchema,
  deliveryMethodsAnswerSchema,
  type CheckoutState,
  type DeliveryMethodsAnswer,
} from '@storefront/api-schemas';
import type { MarketCode } from '@storefront/i18n';
import { checkoutApi } from '../../lib/checkout-api-client';

/** The delivery methods to `country` (the market's own at home, international ones abroad, click and collect). */
export function fetchDeliveryMethods(country: MarketCode, signal?: AbortSignal): Promise<DeliveryMethodsAnswer> {
  return checkoutApi.get('/checkout/delivery-methods', {
    query: { country },
    schema: deliveryMethodsAnswerSchema,
    ...(signal ? { signal } : {}),
  });
}

/** What `PUT /checkout/shipping` takes: an address with a delivery method, or click and collect at a store. */
export type ShippingChoice =
  { deliveryMethod: string; address: unknown } | { deliveryMethod: 'click_and_collect'; storeId: string };

/** Saves the delivery choice; the answer is the whole checkout. Refreshes: the checkout (the caller keeps it). */
export function saveShipping(choice: ShippingChoice): Promise<CheckoutState> {
  return checkoutApi.put('/checkout/shipping', { body: choice, schema: checkoutAnswerSchema });
}
