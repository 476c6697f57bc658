/**
 * Test data: answers of the commerce API as its clients receive them, valid against this package's schemas, with the
 * parts a test cares about overridden (`buildBagAnswer({ lines: [buildBagLine({ quantity: 2 })] })`).
 */
import type { SavedAddress } from '../account-schemas';
import type { Bag, BagLine, BagTotals } from '../bag-schemas';
import type { BagSummaryAnswer } from '../bag-summary-schemas';

/** A bag line as the API answers it; override what a test cares about. */
export function buildBagLine(overrides: Partial<BagLine> = {}): BagLine {
  const unitCents = overrides.unitCents ?? 129_900;
  const quantity = overrides.quantity ?? 1;
  return {
    id: '3f2b8c1e-0000-4000-8000-000000000001',
    sku: '18000001-18W',
    productId: 'p-18000001',
    name: 'Aurora Diamond Pendant',
    slug: 'aurora-diamond-pendant',
    imageUrl: '/api/images/products/p-18000001/18kt-white-gold.svg',
    metal: '18kt-white-gold',
    metalLabel: '18kt White Gold',
    carat: null,
    size: null,
    quantity,
    engraving: null,
    engravable: false,
    engravingMaxChars: null,
    carePlan: null,
    bnplEligible: true,
    availability: { stock: 'in_stock', orderable: 8, dispatch: { kind: 'ready_to_ship', businessDays: 1 } },
    listUnitCents: unitCents,
    memberUnitCents: null,
    unitCents,
    carePlanCents: 0,
    lineCents: quantity * unitCents,
    problems: [],
    ...overrides,
  };
}

/** The totals of a bag answer (AU: GST inclusive, no delivery chosen yet). */
export function buildBagTotals(overrides: Partial<BagTotals> = {}): BagTotals {
  return {
    currency: 'AUD',
    itemCount: 1,
    subtotalCents: 129_900,
    deliveryCents: null,
    discountCents: 0,
    taxLines: [{ name: 'GST', ratePercent: 10, cents: 11_809 }],
    taxCents: 11_809,
    taxIncluded: true,
    gstInclusiveCents: 11_809,
    taxPending: false,
    totalCents: 129_900,
    giftCards: [],
    giftCardCents: 0,
    remainingCents: 129_900,
    noAdditionalPaymentRequired: false,
    ...overrides,
  };
}

/** A bag answer whose summary follows its lines (unless the test gives one). */
export function buildBagAnswer(overrides: Partial<Bag> = {}): Bag {
  const lines = overrides.lines ?? [buildBagLine()];
  const subtotal = lines.reduce((sum, line) => sum + line.lineCents, 0);
  const count = lines.reduce((sum, line) => sum + line.quantity, 0);
  return {
    bagVersion: 3,
    market: 'AU',
    currency: 'AUD',
    lines,
    savedForLater: [],
    coupon: null,
    deliveryMethod: null,
    summary: buildBagTotals({
      itemCount: count,
      subtotalCents: subtotal,
      totalCents: subtotal,
      remainingCents: subtotal,
      gstInclusiveCents: Math.round(subtotal / 11),
    }),
    changes: [],
    ...overrides,
  };
}

/** The header's bag summary (`GET /bag/summary`) of a bag with these totals: its subtotal differs from its total. */
export function buildBagSummaryAnswer(overrides: Partial<BagSummaryAnswer> = {}): BagSummaryAnswer {
  return { itemCount: 1, subtotalCents: 129_900, totalCents: 137_400, currency: 'AUD', ...overrides };
}

/** An address of the member's address book as `GET /account/addresses` answers it (the default one, in Sydney). */
export function buildSavedAddress(overrides: Partial<SavedAddress> = {}): SavedAddress {
  return {
    id: '4f0c7d52-1b0a-4c55-9a57-2d4f0e8b6a11',
    label: 'Home',
    firstName: 'Ava',
    lastName: 'Mitchell',
    address1: '12 George Street',
    address2: null,
    suburb: 'The Rocks',
    city: 'Sydney',
    state: 'NSW',
    postcode: '2000',
    country: 'AU',
    phone: '0412 345 678',
    isDefault: true,
    ...overrides,
  };
}
