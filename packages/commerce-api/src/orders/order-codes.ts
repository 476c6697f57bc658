import { productThumbnailUrl } from '../catalogue/product-images';

/**
 * The machine codes orders carry (SPEC §4). The API returns codes only; the storefront turns them into labels.
 *
 * Order and line statuses:
 * - `payment_pending`: placed, the payment (instalments, financing) not yet confirmed
 * - `being_processed`: paid, being checked and picked
 * - `awaiting_shipment`: packed, waiting for the carrier
 * - `not_shipped`: held back (an item on back order or a delivery problem), not sent yet
 * - `being_crafted`: made to order, resized or engraved in the workshop
 * - `shipped`: with the carrier (tracking on the line's shipment)
 * - `partially_shipped`: (order only) some items shipped, others still to come; items ship separately
 * - `click_and_collect`: a pick-up order being prepared at or for the store
 * - `shipped_to_store`: on its way to the pick-up store (tracking on the shipment)
 * - `ready_to_collect`: waiting at the store
 * - `collected`: picked up by the customer
 * - `cancelled`: cancelled (and refunded)
 * - `completed`: delivered and closed
 */
export const orderStatuses = [
  'awaiting_shipment',
  'not_shipped',
  'being_crafted',
  'shipped',
  'payment_pending',
  'being_processed',
  'partially_shipped',
  'click_and_collect',
  'ready_to_collect',
  'shipped_to_store',
  'collected',
  'cancelled',
  'completed',
] as const;

/** One of the order status codes. */
export type OrderStatus = (typeof orderStatuses)[number];

/**
 * Payment method codes on `order_payments.method`, with what `details` holds (never a card number):
 * `card` {brand, last4}, `gift_card` {last4}, `bnpl` {provider, instalments}, `financing` {last4, planId, planName}.
 */
export const paymentMethods = ['card', 'gift_card', 'bnpl', 'financing'] as const;

/** One of the payment method codes. */
export type PaymentMethod = (typeof paymentMethods)[number];

/** Days after receiving an order during which a professional care plan can still be bought for it (SPEC §9). */
export const CARE_PLAN_PURCHASE_DAYS = 30;

/** The product picture of a variant, as the catalogue serves it: its front view's small photograph. */
export function productImageUrl(productId: string, metal: string): string {
  return productThumbnailUrl(productId, metal);
}
