import * as v from 'valibot';
import { centsSchema, currencySchema, daySchema, timestampSchema } from './market-schemas';

/** A care plan's state (SPEC §4): pending until the piece reaches its owner, then active until it expires. */
export const carePlanStatusSchema = v.picklist(['active', 'pending', 'expired']);
/** A care plan's state. */
export type CarePlanStatus = v.InferOutput<typeof carePlanStatusSchema>;

/** A professional care plan as its owner sees it (SPEC §3). */
export const carePlanSchema = v.object({
  /**
   * The plan's 1-based position in its order (`/my-account/order-history/:orderNo/pcp/:pcpIndex`,
   * `GET /orders/:number/care-plans/:index`); null for a plan bought in store without an online order.
   */
  index: v.nullable(v.number()),
  planNumber: v.string(),
  termMonths: v.number(),
  status: carePlanStatusSchema,
  /** Null while pending. */
  commencedOn: v.nullable(daySchema),
  expiresOn: v.nullable(daySchema),
  recommendedRetailPriceCents: centsSchema,
  currency: currencySchema,
  product: v.object({
    name: v.string(),
    sku: v.nullable(v.string()),
    productId: v.nullable(v.string()),
    metal: v.nullable(v.string()),
    imageUrl: v.nullable(v.string()),
  }),
  order: v.nullable(v.object({ number: v.string(), placedAt: timestampSchema })),
});
/** A care plan. */
export type CarePlan = v.InferOutput<typeof carePlanSchema>;

/** `GET /care-plans`: the member's plans, newest purchase first. */
export const carePlansAnswerSchema = v.object({ carePlans: v.array(carePlanSchema) });

/** `GET /orders/:number/care-plans/:index`: one plan of one of the member's orders. */
export const carePlanAnswerSchema = v.object({ carePlan: carePlanSchema });

/** `POST /orders/:number/care-plans/payment-session`: the provider's hosted page for a plan bought after the order. */
export const carePlanPaymentSessionAnswerSchema = v.object({
  paymentSessionId: v.string(),
  redirectUrl: v.pipe(v.string(), v.url()),
  amountCents: centsSchema,
  currency: currencySchema,
});
/** A care plan's payment session. */
export type CarePlanPaymentSession = v.InferOutput<typeof carePlanPaymentSessionAnswerSchema>;

/** `POST /orders/:number/care-plans`: the plans the paid session bought (one per unit of the line). */
export const carePlanPurchaseAnswerSchema = v.object({
  lineId: v.string(),
  carePlans: v.array(carePlanSchema),
});
/** What buying a care plan gave. */
export type CarePlanPurchase = v.InferOutput<typeof carePlanPurchaseAnswerSchema>;

/** Whether a care plan can still be bought for an order line (SPEC §9: within 30 days of receiving the order). */
export const carePlanOfferSchema = v.variant('status', [
  v.object({
    status: v.literal('open'),
    /** The last moment to buy it; null while the piece has not reached its owner (30 days after it does). */
    until: v.nullable(timestampSchema),
    priceCents: centsSchema,
    termMonths: v.number(),
  }),
  v.object({ status: v.literal('closed'), closedAt: timestampSchema }),
]);
/** A care plan offer on an order line. */
export type CarePlanOffer = v.InferOutput<typeof carePlanOfferSchema>;
