import * as v from 'valibot';
import { centsSchema, currencySchema, daySchema, marketSchema } from './market-schemas';
import { dispatchSchema, stockStatusSchema } from './availability-schemas';

/** Stock and dispatch of a bag line (SPEC §4); `orderable` is what can be ordered now. */
export const lineAvailabilitySchema = v.object({
  stock: stockStatusSchema,
  orderable: v.number(),
  dispatch: v.nullable(dispatchSchema),
});
/** A bag line's availability. */
export type LineAvailability = v.InferOutput<typeof lineAvailabilitySchema>;

/** What stops a line from being bought as it is (SPEC §8 cart errors). */
export const lineProblemSchema = v.picklist(['PRODUCT_UNAVAILABLE_ONLINE', 'INSUFFICIENT_STOCK']);
/** A bag line's problem. */
export type LineProblem = v.InferOutput<typeof lineProblemSchema>;

/** One bag line (in the bag or saved for later), priced by the server now. */
export const bagLineSchema = v.object({
  id: v.string(),
  sku: v.string(),
  productId: v.string(),
  name: v.string(),
  slug: v.string(),
  imageUrl: v.string(),
  metal: v.string(),
  /** The metal's name in the shopper's language (the code when an older API leaves it out). */
  metalLabel: v.optional(v.string()),
  carat: v.nullable(v.number()),
  /** Ring size code as stock keeps it (`M`), or null for unsized pieces; send it back to change the line. */
  size: v.nullable(v.string()),
  /** What the shopper sees: the size as the market labels it, in their language (`6,5` on fr-CA, `M` in Australia); absent from an older API. */
  sizeLabel: v.optional(v.nullable(v.string())),
  quantity: v.number(),
  engraving: v.nullable(v.string()),
  engravable: v.boolean(),
  engravingMaxChars: v.nullable(v.number()),
  /** The professional care plan: offered (price, term) and chosen or not; null when not offered. */
  carePlan: v.nullable(v.object({ selected: v.boolean(), priceCents: centsSchema, termMonths: v.number() })),
  /** Can be paid by instalments (buy now, pay later); absent means yes (`line.bnplEligible !== false`). */
  bnplEligible: v.optional(v.boolean()),
  availability: lineAvailabilitySchema,
  listUnitCents: centsSchema,
  memberUnitCents: v.nullable(centsSchema),
  /** What the shopper pays a unit: the member price when signed in and lower. */
  unitCents: centsSchema,
  carePlanCents: centsSchema,
  /** units × (unit + care plan when selected). */
  lineCents: centsSchema,
  problems: v.array(lineProblemSchema),
});
/** A bag line. */
export type BagLine = v.InferOutput<typeof bagLineSchema>;

/** A tax line: 'GST', 'HST', 'PST', 'QST'. */
export const taxLineSchema = v.object({ name: v.string(), ratePercent: v.number(), cents: centsSchema });
/** A tax line. */
export type TaxLine = v.InferOutput<typeof taxLineSchema>;

/** The bag's money, recomputed by the server on every answer (the `summary` of the bag and checkout answers). */
export const bagTotalsSchema = v.object({
  currency: currencySchema,
  itemCount: v.number(),
  /** The lines (with their care plans), before delivery, discount and tax. */
  subtotalCents: centsSchema,
  /** Null until a delivery method is chosen. */
  deliveryCents: v.nullable(centsSchema),
  discountCents: centsSchema,
  taxLines: v.array(taxLineSchema),
  taxCents: centsSchema,
  /** AU/NZ: the GST is inside the total; CA: tax is added on top. */
  taxIncluded: v.boolean(),
  /** The 'GST inclusive' amount (AU 10%, NZ 15%), null in CA. */
  gstInclusiveCents: v.nullable(centsSchema),
  /** CA before a province is known: tax not estimated yet. */
  taxPending: v.boolean(),
  /** Subtotal, delivery, discount and (CA) tax. */
  totalCents: centsSchema,
  giftCards: v.array(v.object({ last4: v.string(), appliedCents: centsSchema, balanceCents: centsSchema })),
  giftCardCents: centsSchema,
  /** What is left to pay by card or instalments. */
  remainingCents: centsSchema,
  noAdditionalPaymentRequired: v.boolean(),
});
/** The bag's totals. */
export type BagTotals = v.InferOutput<typeof bagTotalsSchema>;

/** The coupon on the bag: applied with its discount, or kept with the problem that stops it now. */
export const couponStateSchema = v.nullable(
  v.object({ code: v.string(), applied: v.boolean(), discountCents: centsSchema, problem: v.nullable(v.string()) }),
);
/** The bag's coupon. */
export type CouponState = v.InferOutput<typeof couponStateSchema>;

/** SPEC §4 delivery methods. */
export const deliveryMethodIdSchema = v.picklist([
  'standard',
  'premium',
  'express_post',
  'express',
  'international',
  'express_international',
  'click_and_collect',
]);
/** A delivery method's id. */
export type DeliveryMethodId = v.InferOutput<typeof deliveryMethodIdSchema>;

/** A delivery method with its price and estimated dates. */
export const deliveryMethodSchema = v.object({
  id: deliveryMethodIdSchema,
  priceCents: centsSchema,
  currency: currencySchema,
  /** Standard's threshold for free delivery, when it has one. */
  freeFromCents: v.nullable(centsSchema),
  estimatedFrom: daySchema,
  estimatedTo: daySchema,
});
/** A delivery method. */
export type DeliveryMethod = v.InferOutput<typeof deliveryMethodSchema>;

/** Something the server changed that the shopper did not (CART_UPDATED: confirm before continuing). */
export const bagChangeSchema = v.object({
  kind: v.picklist(['price_changed', 'out_of_stock', 'quantity_reduced', 'delivery_method_changed', 'coupon_removed']),
  lineId: v.optional(v.string()),
  sku: v.optional(v.string()),
  fromCents: v.optional(centsSchema),
  toCents: v.optional(centsSchema),
});
/** A server change to the bag. */
export type BagChange = v.InferOutput<typeof bagChangeSchema>;

/** The entries every bag answer has; the checkout answer adds its own. */
export const bagAnswerEntries = {
  /** Bumped when the server changes the bag; send it back as `?bagVersion=` to learn of changes since. */
  bagVersion: v.number(),
  market: marketSchema,
  currency: currencySchema,
  lines: v.array(bagLineSchema),
  savedForLater: v.array(bagLineSchema),
  coupon: couponStateSchema,
  deliveryMethod: v.nullable(deliveryMethodSchema),
  summary: bagTotalsSchema,
  /** 'CART_UPDATED' when `changes` lists server changes the client has not seen. */
  code: v.optional(v.literal('CART_UPDATED')),
  changes: v.array(bagChangeSchema),
};

/** `GET /bag` and every bag change (lines, save for later, coupon). */
export const bagAnswerSchema = v.object(bagAnswerEntries);
/** The bag answer. */
export type Bag = v.InferOutput<typeof bagAnswerSchema>;
