import * as v from 'valibot';

/** The market currencies (SPEC §9). */
export const currencySchema = v.picklist(['AUD', 'CAD', 'NZD']);
export type Currency = v.InferOutput<typeof currencySchema>;

/** The markets (SPEC §9). */
export const marketSchema = v.picklist(['AU', 'CA', 'NZ']);
export type Market = v.InferOutput<typeof marketSchema>;

/** When a piece leaves us (SPEC §4): ready to ship, or ships in N business days. */
export const dispatchSchema = v.object({
  kind: v.picklist(['ready_to_ship', 'ships_in']),
  businessDays: v.number(),
});

/** Stock and dispatch of a bag line (SPEC §4); `orderable` is what can be ordered now. */
export const lineAvailabilitySchema = v.object({
  stock: v.picklist(['in_stock', 'low_stock', 'out_of_stock', 'unavailable_online']),
  orderable: v.number(),
  dispatch: v.nullable(dispatchSchema),
});
export type LineAvailability = v.InferOutput<typeof lineAvailabilitySchema>;

/** What stops a line from being bought as it is (SPEC §8 cart errors). */
export const lineProblemSchema = v.picklist(['PRODUCT_UNAVAILABLE_ONLINE', 'INSUFFICIENT_STOCK']);
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
  /** Ring size, or null for unsized pieces. */
  size: v.nullable(v.string()),
  quantity: v.number(),
  engraving: v.nullable(v.string()),
  engravable: v.boolean(),
  engravingMaxChars: v.nullable(v.number()),
  /** The professional care plan: offered (price, term) and chosen or not; null when not offered. */
  carePlan: v.nullable(v.object({ selected: v.boolean(), priceCents: v.number(), termMonths: v.number() })),
  /** Can be paid by instalments (buy now, pay later); absent means yes (`line.bnplEligible !== false`). */
  bnplEligible: v.optional(v.boolean()),
  availability: lineAvailabilitySchema,
  listUnitCents: v.number(),
  memberUnitCents: v.nullable(v.number()),
  /** What the shopper pays a unit: the member price when signed in and lower. */
  unitCents: v.number(),
  carePlanCents: v.number(),
  /** units × (unit + care plan when selected). */
  lineCents: v.number(),
  problems: v.array(v.string()),
});
export type BagLine = v.InferOutput<typeof bagLineSchema>;

/** A tax line of the summary: 'GST', 'HST', 'PST', 'QST'. */
export const taxLineSchema = v.object({ name: v.string(), ratePercent: v.number(), cents: v.number() });
export type TaxLine = v.InferOutput<typeof taxLineSchema>;

/** The bag's money, recomputed by the server on every answer. */
export const orderSummarySchema = v.object({
  currency: currencySchema,
  itemCount: v.number(),
  subtotalCents: v.number(),
  /** Null until a delivery method is chosen. */
  deliveryCents: v.nullable(v.number()),
  discountCents: v.number(),
  taxLines: v.array(taxLineSchema),
  taxCents: v.number(),
  /** AU/NZ: the GST is inside the total; CA: tax is added on top. */
  taxIncluded: v.boolean(),
  /** The 'GST inclusive' amount (AU 10%, NZ 15%), null in CA. */
  gstInclusiveCents: v.nullable(v.number()),
  /** CA before a province is known: tax not estimated yet. */
  taxPending: v.boolean(),
  totalCents: v.number(),
  giftCards: v.array(v.object({ last4: v.string(), appliedCents: v.number(), balanceCents: v.number() })),
  giftCardCents: v.number(),
  /** What is left to pay by card or instalments. */
  remainingCents: v.number(),
  noAdditionalPaymentRequired: v.boolean(),
});
export type OrderSummaryData = v.InferOutput<typeof orderSummarySchema>;

/** The coupon on the bag: applied with its discount, or kept with the problem that stops it now. */
export const couponStateSchema = v.nullable(
  v.object({ code: v.string(), applied: v.boolean(), discountCents: v.number(), problem: v.nullable(v.string()) }),
);
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
export type DeliveryMethodId = v.InferOutput<typeof deliveryMethodIdSchema>;

/** A delivery method with its price and estimated dates (`YYYY-MM-DD`). */
export const deliveryMethodSchema = v.object({
  id: deliveryMethodIdSchema,
  priceCents: v.number(),
  currency: currencySchema,
  /** Standard's threshold for free delivery, when it has one. */
  freeFromCents: v.nullable(v.number()),
  estimatedFrom: v.string(),
  estimatedTo: v.string(),
});
export type DeliveryMethod = v.InferOutput<typeof deliveryMethodSchema>;

/** Something the server changed that the shopper did not (CART_UPDATED: confirm before continuing). */
export const bagChangeSchema = v.object({
  kind: v.picklist(['price_changed', 'out_of_stock', 'quantity_reduced', 'delivery_method_changed', 'coupon_removed']),
  lineId: v.optional(v.string()),
  sku: v.optional(v.string()),
  fromCents: v.optional(v.number()),
  toCents: v.optional(v.number()),
});
export type BagChange = v.InferOutput<typeof bagChangeSchema>;

const bagEntries = {
  /** Bumped when the server changes the bag; send it back as `?bagVersion=` to learn of changes since. */
  bagVersion: v.number(),
  market: marketSchema,
  currency: currencySchema,
  lines: v.array(bagLineSchema),
  savedForLater: v.array(bagLineSchema),
  coupon: couponStateSchema,
  deliveryMethod: v.nullable(deliveryMethodSchema),
  summary: orderSummarySchema,
  /** 'CART_UPDATED' when `changes` lists server changes the client has not seen. */
  code: v.optional(v.literal('CART_UPDATED')),
  changes: v.array(bagChangeSchema),
};

/** `GET /bag` and every bag change (lines, save for later, coupon). */
export const bagSchema = v.object(bagEntries);
export type Bag = v.InferOutput<typeof bagSchema>;

/** `GET /bag/summary`: the header's count and total. */
export const bagSummaryAnswerSchema = v.object({
  itemCount: v.number(),
  totalCents: v.number(),
  currency: currencySchema,
});
export type BagSummaryAnswer = v.InferOutput<typeof bagSummaryAnswerSchema>;

/** An address as the checkout keeps it (SPEC §3 address). */
export const addressSnapshotSchema = v.object({
  firstName: v.string(),
  lastName: v.string(),
  address1: v.string(),
  address2: v.nullish(v.string()),
  suburb: v.nullish(v.string()),
  city: v.string(),
  state: v.nullish(v.string()),
  postcode: v.string(),
  country: v.string(),
  phone: v.string(),
});
export type AddressSnapshot = v.InferOutput<typeof addressSnapshotSchema>;

/** The checkout steps still to do before payment. */
export const missingStepSchema = v.string();

/** `GET /checkout` (and the checkout's PUT answers): the bag plus e-mail, addresses, delivery and what is missing. */
export const checkoutSchema = v.object({
  ...bagEntries,
  email: v.nullable(v.string()),
  shippingAddress: v.nullable(addressSnapshotSchema),
  billingSameAsShipping: v.boolean(),
  billingAddress: v.nullable(addressSnapshotSchema),
  pickupStore: v.nullable(v.object({ id: v.string(), name: v.string(), state: v.nullable(v.string()) })),
  deliveryMethods: v.array(deliveryMethodSchema),
  /** 'lines', 'email', 'deliveryMethod', 'shipping', 'billing'. */
  missing: v.array(missingStepSchema),
});
export type CheckoutState = v.InferOutput<typeof checkoutSchema>;
