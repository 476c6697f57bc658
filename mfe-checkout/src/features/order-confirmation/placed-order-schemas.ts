import * as v from 'valibot';
import {
  addressSnapshotSchema,
  currencySchema,
  deliveryMethodIdSchema,
  marketSchema,
  taxLineSchema,
} from '../../lib/checkout-schemas';

/** One line of a placed order, priced as it was bought. */
export const placedOrderLineSchema = v.object({
  sku: v.string(),
  name: v.string(),
  metal: v.string(),
  /** The metal's name in the shopper's language (the code when the API leaves it out). */
  metalLabel: v.optional(v.string()),
  imageUrl: v.optional(v.string()),
  size: v.nullable(v.string()),
  quantity: v.number(),
  engraving: v.nullable(v.string()),
  carePlan: v.boolean(),
  unitCents: v.number(),
  carePlanCents: v.number(),
  lineCents: v.number(),
});
export type PlacedOrderLine = v.InferOutput<typeof placedOrderLineSchema>;

/** One way the order was paid: a gift card, a card or instalments through the provider, or financing. */
export const placedOrderPaymentSchema = v.object({
  method: v.string(),
  brand: v.optional(v.nullable(v.string())),
  last4: v.optional(v.nullable(v.string())),
  amountCents: v.number(),
});
export type PlacedOrderPayment = v.InferOutput<typeof placedOrderPaymentSchema>;

/** `POST /checkout/place-order`'s 201 answer: the order as placed (also what the thank-you page keeps). */
export const placedOrderSchema = v.object({
  orderNumber: v.string(),
  placedAt: v.string(),
  status: v.string(),
  email: v.string(),
  market: marketSchema,
  currency: currencySchema,
  deliveryMethod: v.nullable(deliveryMethodIdSchema),
  pickupStore: v.nullable(v.object({ id: v.string(), name: v.string() })),
  shippingAddress: v.nullable(addressSnapshotSchema),
  billingAddress: v.nullable(addressSnapshotSchema),
  lines: v.array(placedOrderLineSchema),
  payments: v.array(placedOrderPaymentSchema),
  summary: v.object({
    subtotalCents: v.number(),
    deliveryCents: v.number(),
    discountCents: v.number(),
    taxLines: v.array(taxLineSchema),
    taxCents: v.number(),
    taxIncluded: v.boolean(),
    gstInclusiveCents: v.nullable(v.number()),
    totalCents: v.number(),
    couponCode: v.nullable(v.string()),
  }),
});
export type PlacedOrder = v.InferOutput<typeof placedOrderSchema>;
