import type { AddressSnapshot, CheckoutState, DeliveryMethod } from '@storefront/api-schemas';

/** Test data: a delivery method as `GET /checkout/delivery-methods` lists it. */
export function buildDeliveryMethod(overrides: Partial<DeliveryMethod> = {}): DeliveryMethod {
  return {
    id: 'standard',
    priceCents: 995,
    currency: 'AUD',
    freeFromCents: 10_000,
    estimatedFrom: '2026-11-25',
    estimatedTo: '2026-11-30',
    ...overrides,
  };
}

/** Test data: a saved address (Sydney unless told otherwise). */
export function buildAddress(overrides: Partial<AddressSnapshot> = {}): AddressSnapshot {
  return {
    firstName: 'Olivia',
    lastName: 'Nguyen',
    address1: '12 George Street',
    address2: null,
    suburb: null,
    city: 'Sydney',
    state: 'NSW',
    postcode: '2000',
    country: 'AU',
    phone: '0412 345 678',
    ...overrides,
  };
}

/** Test data: `GET /checkout` of a guest with one piece in the bag and nothing filled in yet. */
export function buildCheckout(overrides: Partial<CheckoutState> = {}): CheckoutState {
  const currency = overrides.currency ?? 'AUD';
  return {
    bagVersion: 3,
    market: currency === 'CAD' ? 'CA' : currency === 'NZD' ? 'NZ' : 'AU',
    currency,
    lines: [
      {
        id: 'line-1',
        sku: '18006445-14Y-050',
        productId: '18006445',
        name: 'Halcyon Solitaire Pendant',
        slug: 'halcyon-solitaire-pendant',
        imageUrl: '/api/images/products/18006445/14Y.svg',
        metal: '14kt Yellow Gold',
        carat: 0.5,
        size: null,
        quantity: 1,
        engraving: null,
        engravable: false,
        engravingMaxChars: null,
        carePlan: null,
        availability: { stock: 'in_stock', orderable: 5, dispatch: { kind: 'ready_to_ship', businessDays: 1 } },
        listUnitCents: 49_900,
        memberUnitCents: null,
        unitCents: 49_900,
        carePlanCents: 0,
        lineCents: 49_900,
        problems: [],
        bnplEligible: true,
      },
    ],
    savedForLater: [],
    coupon: null,
    deliveryMethod: null,
    summary: {
      currency,
      itemCount: 1,
      subtotalCents: 49_900,
      deliveryCents: null,
      discountCents: 0,
      taxLines: [],
      taxCents: 0,
      taxIncluded: currency !== 'CAD',
      gstInclusiveCents: currency === 'CAD' ? null : 4_536,
      taxPending: currency === 'CAD',
      totalCents: 49_900,
      giftCards: [],
      giftCardCents: 0,
      remainingCents: 49_900,
      noAdditionalPaymentRequired: false,
    },
    changes: [],
    email: null,
    shippingAddress: null,
    billingSameAsShipping: false,
    billingAddress: null,
    pickupStore: null,
    deliveryMethods: [],
    missing: ['email', 'deliveryMethod', 'billing'],
    financingApproval: null,
    ...overrides,
  };
}
