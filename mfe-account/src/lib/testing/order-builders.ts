import type { CarePlan, GuestOrder, MemberOrder, OrderHistoryAnswer, OrderLine } from '@storefront/api-schemas';

/** Test data: an order line as the member sees it (an AU ring, delivered, no plan, none offered). */
export function buildOrderLine(overrides: Partial<OrderLine> = {}): OrderLine {
  return {
    id: '7d1c2a40-0000-4000-8000-000000000001',
    sku: '18000001-18Y',
    productId: 'aurora-solitaire-ring',
    name: 'Aurora Solitaire Ring',
    metal: '18kt-yellow-gold',
    metalLabel: '18kt Yellow Gold',
    size: 'L',
    sizeLabel: 'L',
    quantity: 1,
    engraving: null,
    carePlan: false,
    unitCents: 249_900,
    carePlanCents: 0,
    lineCents: 249_900,
    status: 'completed',
    imageUrl: '/api/images/products/aurora-solitaire-ring/18kt-yellow-gold.svg',
    shipment: null,
    purchasableUntil: null,
    carePlanPriceCents: null,
    plans: [],
    carePlanOffer: null,
    ...overrides,
  };
}

/** Test data: a member's AU order, delivered in one parcel to Sydney, paid by card, GST inclusive. */
export function buildMemberOrder(overrides: Partial<MemberOrder> = {}): MemberOrder {
  const lines = overrides.lines ?? [buildOrderLine()];
  const subtotal = lines.reduce((sum, line) => sum + line.lineCents, 0);
  const total = overrides.totalCents ?? subtotal;
  return {
    number: '146619813017',
    placedAt: '2026-11-02T03:15:00.000Z',
    status: 'completed',
    fulfilment: { type: 'delivery', status: 'completed' },
    market: 'AU',
    currency: 'AUD',
    email: 'ava.member@example.com',
    deliveryMethod: 'standard',
    pickupStore: null,
    shippingAddress: {
      firstName: 'Ava',
      lastName: 'Mitchell',
      address1: '88 George Street',
      address2: 'Level 3',
      suburb: 'The Rocks',
      city: 'Sydney',
      state: 'NSW',
      postcode: '2000',
      country: 'AU',
      phone: '0491 570 156',
    },
    billingAddress: {
      firstName: 'Ava',
      lastName: 'Mitchell',
      address1: '88 George Street',
      address2: 'Level 3',
      suburb: 'The Rocks',
      city: 'Sydney',
      state: 'NSW',
      postcode: '2000',
      country: 'AU',
      phone: '0491 570 156',
    },
    payments: [{ method: 'card', amountCents: total, brand: 'visa', last4: '4242' }],
    lines,
    shipments: [],
    summary: [
      { code: 'subtotal', cents: subtotal },
      { code: 'delivery', cents: 0 },
      { code: 'gst_inclusive', name: 'GST', ratePercent: 10, cents: Math.round(total / 11) },
      { code: 'total', cents: total },
    ],
    totalCents: total,
    ...overrides,
  };
}

/** Test data: the guest view of {@link buildMemberOrder} (what `POST /orders/lookup` answers). */
export function buildGuestOrder(overrides: Partial<GuestOrder> = {}): GuestOrder {
  const {
    email: _email,
    shippingAddress: _shipping,
    billingAddress: _billing,
    payments,
    lines,
    ...shared
  } = buildMemberOrder();
  void _email;
  void _shipping;
  void _billing;
  return {
    ...shared,
    shipTo: { suburb: 'The Rocks', city: 'Sydney', state: 'NSW', country: 'AU' },
    billTo: { suburb: 'The Rocks', city: 'Sydney', state: 'NSW', country: 'AU' },
    payments: payments.map(({ method, amountCents }) => ({ method, amountCents })),
    lines: lines.map(({ engraving, plans: _plans, carePlanOffer: _offer, ...line }) => {
      void _plans;
      void _offer;
      return { ...line, engraved: engraving !== null };
    }),
    ...overrides,
  };
}

/** Test data: a page of `GET /orders` with `count` orders, newest first. */
export function buildOrderHistory(count: number, overrides: Partial<OrderHistoryAnswer> = {}): OrderHistoryAnswer {
  const orders = Array.from({ length: count }, (_, index) => ({
    number: String(146_619_813_017 + index),
    placedAt: new Date(Date.UTC(2026, 10, 20 - index, 2)).toISOString(),
    status: index === 0 ? 'ready_to_collect' : 'completed',
    totalCents: 129_900 + index * 1_000,
    currency: 'AUD' as const,
    itemCount: 1 + (index % 2),
    imageUrl: '/api/images/products/aurora-solitaire-ring/18kt-yellow-gold.svg',
    imageUrls: [
      '/api/images/products/aurora-solitaire-ring/18kt-yellow-gold.svg',
      ...(index % 2 === 1 ? ['/api/images/products/pearl-drop-earrings/18kt-white-gold.svg'] : []),
    ],
  }));
  return {
    orders,
    page: 1,
    pageSize: 10,
    totalOrders: count,
    totalPages: Math.ceil(count / 10),
    ...overrides,
  };
}

/** Test data: an active care plan, the first of order 146619813017. */
export function buildCarePlan(overrides: Partial<CarePlan> = {}): CarePlan {
  return {
    index: 1,
    planNumber: 'PCP0012345678',
    termMonths: 36,
    status: 'active',
    commencedOn: '2026-11-10',
    expiresOn: '2029-11-10',
    recommendedRetailPriceCents: 19_900,
    currency: 'AUD',
    product: {
      name: 'Aurora Solitaire Ring',
      sku: '18000001-18Y',
      productId: 'aurora-solitaire-ring',
      metal: '18kt-yellow-gold',
      imageUrl: '/api/images/products/aurora-solitaire-ring/18kt-yellow-gold.svg',
    },
    order: { number: '146619813017', placedAt: '2026-11-02T03:15:00.000Z' },
    ...overrides,
  };
}
