import type { PlacedOrder } from '@storefront/api-schemas';
import { buildAddress } from '../../lib/testing/checkout-builders';

/** Test data: `POST /checkout/place-order`'s answer for a guest in Sydney, part gift card and part card. */
export function buildPlacedOrder(overrides: Partial<PlacedOrder> = {}): PlacedOrder {
  return {
    orderNumber: '412345678901',
    placedAt: '2026-11-21T10:00:00.000Z',
    status: 'being_processed',
    email: 'olivia@example.com',
    market: 'AU',
    currency: 'AUD',
    deliveryMethod: 'standard',
    estimatedDelivery: { from: '2026-11-25', to: '2026-11-30' },
    pickupStore: null,
    shippingAddress: buildAddress(),
    billingAddress: buildAddress(),
    lines: [
      {
        sku: '18006445-14Y-050',
        productId: 'p-18006445',
        name: 'Halcyon Solitaire Pendant',
        metal: '14Y',
        metalLabel: '14kt Yellow Gold',
        size: null,
        quantity: 1,
        engraving: null,
        carePlan: false,
        unitCents: 49_900,
        carePlanCents: 0,
        lineCents: 49_900,
      },
    ],
    payments: [
      { method: 'gift_card', last4: '0008', amountCents: 10_000 },
      { method: 'card', brand: 'visa', last4: '1111', amountCents: 39_900 },
    ],
    summary: {
      subtotalCents: 49_900,
      deliveryCents: 0,
      discountCents: 0,
      taxLines: [{ name: 'GST', ratePercent: 10, cents: 4_536 }],
      taxCents: 4_536,
      taxIncluded: true,
      gstInclusiveCents: 4_536,
      totalCents: 49_900,
      couponCode: null,
    },
    ...overrides,
  };
}
