import type { BagChange } from '../db/schema';
import type { PricedBag } from '../checkout/totals';
import type { BagLine } from './bag-lines';

function lineJson(line: BagLine) {
  return {
    id: line.id,
    sku: line.sku,
    productId: line.productId,
    name: line.productName,
    slug: line.productSlug,
    imageUrl: line.imageUrl,
    metal: line.metal,
    metalLabel: line.metalLabel,
    carat: line.carat,
    size: line.size,
    sizeLabel: line.sizeLabel,
    quantity: line.quantity,
    engraving: line.engraving,
    engravable: line.engravable,
    engravingMaxChars: line.engravingMaxChars,
    carePlan: line.carePlan,
    bnplEligible: line.bnplEligible,
    availability: line.availability,
    listUnitCents: line.listUnitCents,
    memberUnitCents: line.memberUnitCents,
    unitCents: line.unitCents,
    carePlanCents: line.carePlanCents,
    lineCents: line.lineCents,
    problems: [
      ...(line.unpriced || line.availability.stock === 'unavailable_online' ? ['PRODUCT_UNAVAILABLE_ONLINE'] : []),
      ...(line.exceedsStock && line.availability.stock !== 'unavailable_online' ? ['INSUFFICIENT_STOCK'] : []),
    ],
  };
}

/** The bag as the API answers it: lines, saved for later, coupon and the recomputed summary. */
export function bagJson(priced: PricedBag, changes: BagChange[] = []) {
  return {
    bagVersion: priced.bag.version,
    market: priced.bag.market,
    currency: priced.summary.currency,
    lines: priced.lines.map(lineJson),
    savedForLater: priced.savedForLater.map(lineJson),
    coupon: priced.coupon,
    deliveryMethod: priced.deliveryMethod,
    summary: priced.summary,
    ...(changes.length > 0 ? { code: 'CART_UPDATED', changes } : { changes: [] }),
  };
}

/** What a shopper with no bag yet sees. */
export function emptyBagJson(market: string, currency: string) {
  return {
    bagVersion: 0,
    market,
    currency,
    lines: [],
    savedForLater: [],
    coupon: null,
    deliveryMethod: null,
    summary: {
      currency,
      itemCount: 0,
      subtotalCents: 0,
      deliveryCents: null,
      discountCents: 0,
      taxLines: [],
      taxCents: 0,
      taxIncluded: market !== 'CA',
      gstInclusiveCents: market === 'CA' ? null : 0,
      taxPending: market === 'CA',
      totalCents: 0,
      giftCards: [],
      giftCardCents: 0,
      remainingCents: 0,
      noAdditionalPaymentRequired: false,
    },
    changes: [],
  };
}
