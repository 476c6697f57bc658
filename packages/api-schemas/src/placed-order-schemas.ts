import * as v from 'valibot';
import { addressSnapshotSchema } from './address-snapshot-schemas';
import { deliveryMethodIdSchema, taxLineSchema } from './bag-schemas';
import { centsSchema, currencySchema, daySchema, marketSchema, timestampSchema } from './market-schemas';

/** One line of a placed order, priced as it was bought. */
export const placedOrderLineSchema = v.object({
  sku: v.string(),
  /** The product the SKU belongs to (purchase logging); absent from answers of an API older than it. */
  productId: v.optional(v.string()),
  name: v.string(),
  metal: v.string(),
  /** The metal's name in the shopper's language (the code when the API leaves it out). */
  metalLabel: v.optional(v.string()),
  imageUrl: v.optional(v.string()),
  /** Stored ring size code (`M`), or null for unsized pieces. */
  size: v.nullable(v.string()),
  /** The size as the market labels it, in the shopper's language (`6,5` on fr-CA); absent from an older API. */
  sizeLabel: v.optional(v.nullable(v.string())),
  quantity: v.number(),
  engraving: v.nullable(v.string()),
  carePlan: v.boolean(),
  unitCents: centsSchema,
  carePlanCents: centsSchema,
  lineCents: centsSchema,
});
/** A placed order's line. */
export type PlacedOrderLine = v.InferOutput<typeof placedOrderLineSchema>;

/** One way the order was paid: a gift card, a card or instalments through the provider, or financing. */
export const placedOrderPaymentSchema = v.object({
  method: v.string(),
  brand: v.optional(v.nullable(v.string())),
  last4: v.optional(v.nullable(v.string())),
  amountCents: centsSchema,
});
/** A placed order's payment. */
export type PlacedOrderPayment = v.InferOutput<typeof placedOrderPaymentSchema>;

/** `POST /checkout/place-order`'s 201 answer: the order as placed (also what the thank-you page keeps). */
export const placedOrderAnswerSchema = v.object({
  orderNumber: v.string(),
  placedAt: timestampSchema,
  /** `being_processed`, or `payment_pending` for financing. */
  status: v.string(),
  email: v.string(),
  market: marketSchema,
  currency: currencySchema,
  deliveryMethod: v.nullable(deliveryMethodIdSchema),
  /**
   * When it should arrive (or be ready to collect), as the chosen method estimated it at placing: business days from
   * the market's own today (`YYYY-MM-DD`); absent from an older API.
   */
  estimatedDelivery: v.optional(v.nullable(v.object({ from: daySchema, to: daySchema }))),
  pickupStore: v.nullable(v.object({ id: v.string(), name: v.string() })),
  shippingAddress: v.nullable(addressSnapshotSchema),
  billingAddress: v.nullable(addressSnapshotSchema),
  lines: v.array(placedOrderLineSchema),
  payments: v.array(placedOrderPaymentSchema),
  summary: v.object({
    subtotalCents: centsSchema,
    deliveryCents: centsSchema,
    discountCents: centsSchema,
    taxLines: v.array(taxLineSchema),
    taxCents: centsSchema,
    taxIncluded: v.boolean(),
    gstInclusiveCents: v.nullable(centsSchema),
    totalCents: centsSchema,
    couponCode: v.nullable(v.string()),
  }),
});
/** The placed order answer. */
export type PlacedOrder = v.InferOutput<typeof placedOrderAnswerSchema>;
