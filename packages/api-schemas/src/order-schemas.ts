import * as v from 'valibot';
import { addressSnapshotSchema } from './address-snapshot-schemas';
import { carePlanOfferSchema, carePlanStatusSchema } from './care-plan-schemas';
import { centsSchema, currencySchema, marketSchema, timestampSchema } from './market-schemas';

/** `GET /orders`: a page of the member's orders, newest first. */
export const orderHistoryAnswerSchema = v.object({
  orders: v.array(
    v.object({
      number: v.string(),
      placedAt: timestampSchema,
      status: v.string(),
      totalCents: centsSchema,
      currency: currencySchema,
      itemCount: v.number(),
      /** The first line's picture; null for an order without lines. */
      imageUrl: v.nullable(v.string()),
      /** The pieces' pictures, lines in order, one per design and metal, at most four (older APIs: absent). */
      imageUrls: v.optional(v.array(v.string())),
    }),
  ),
  page: v.number(),
  pageSize: v.number(),
  totalOrders: v.number(),
  totalPages: v.number(),
});
/** The order history answer. */
export type OrderHistoryAnswer = v.InferOutput<typeof orderHistoryAnswerSchema>;

/** A shipment of some of an order's lines, with its tracking. */
export const shipmentSchema = v.object({
  destination: v.picklist(['customer', 'store']),
  carrier: v.string(),
  trackingNumber: v.string(),
  trackingUrl: v.nullable(v.string()),
  shippedAt: timestampSchema,
  deliveredAt: v.nullable(timestampSchema),
  collectedAt: v.nullable(timestampSchema),
});
/** A shipment. */
export type Shipment = v.InferOutput<typeof shipmentSchema>;

/** One line of an order as the member sees it (status codes in the API's `orders/order-codes.ts`). */
export const orderLineSchema = v.object({
  id: v.string(),
  sku: v.string(),
  productId: v.string(),
  name: v.string(),
  metal: v.string(),
  /** The metal's name in the shopper's language. */
  metalLabel: v.string(),
  /** Stored ring size code (`L`) and the market's label for it (`6` in Canada); '' when not sized. */
  size: v.string(),
  sizeLabel: v.string(),
  quantity: v.number(),
  engraving: v.nullable(v.string()),
  carePlan: v.boolean(),
  unitCents: centsSchema,
  carePlanCents: centsSchema,
  lineCents: centsSchema,
  status: v.string(),
  imageUrl: v.string(),
  shipment: v.nullable(shipmentSchema),
  /** Eligible lines without a care plan: the last moment one can be bought for it (SPEC §9); else null. */
  purchasableUntil: v.nullable(timestampSchema),
  /** The care plan's price for this item when `purchasableUntil` is set. */
  carePlanPriceCents: v.nullable(centsSchema),
  /** The care plans covering this line, each with its 1-based position in the order (its page's `:pcpIndex`). */
  plans: v.array(v.object({ index: v.number(), planNumber: v.string(), status: carePlanStatusSchema })),
  /** Whether a plan can still be bought for it: null when it has one or is not eligible (or cancelled). */
  carePlanOffer: v.nullable(carePlanOfferSchema),
});
/** An order line. */
export type OrderLine = v.InferOutput<typeof orderLineSchema>;

/** A summary line of an order: `discount` is negative; tax lines carry their name and rate. */
export const orderSummaryLineSchema = v.object({
  code: v.picklist(['subtotal', 'delivery', 'discount', 'gst_inclusive', 'tax', 'total']),
  cents: centsSchema,
  name: v.optional(v.string()),
  ratePercent: v.optional(v.number()),
  couponCode: v.optional(v.string()),
});
/** An order summary line. */
export type OrderSummaryLine = v.InferOutput<typeof orderSummaryLineSchema>;

/** A pick-up store's public business details. */
export const pickupStoreSchema = v.object({
  id: v.string(),
  name: v.string(),
  address1: v.string(),
  address2: v.nullable(v.string()),
  suburb: v.nullable(v.string()),
  city: v.string(),
  state: v.nullable(v.string()),
  postcode: v.string(),
  phone: v.string(),
});

/** What the member's and the guest's views of an order share. */
const orderViewEntries = {
  number: v.string(),
  placedAt: timestampSchema,
  status: v.string(),
  /** How the goods travel and where they are, from the lines' statuses. */
  fulfilment: v.object({ type: v.picklist(['delivery', 'pickup']), status: v.string() }),
  market: marketSchema,
  currency: currencySchema,
  deliveryMethod: v.string(),
  pickupStore: v.nullable(pickupStoreSchema),
  shipments: v.array(v.object({ ...shipmentSchema.entries, lineIds: v.array(v.string()) })),
  summary: v.array(orderSummaryLineSchema),
  totalCents: centsSchema,
};

/** An order in full, as its member sees it. */
export const memberOrderSchema = v.object({
  ...orderViewEntries,
  email: v.string(),
  shippingAddress: v.nullable(addressSnapshotSchema),
  billingAddress: addressSnapshotSchema,
  payments: v.array(
    v.object({
      method: v.string(),
      amountCents: centsSchema,
      brand: v.optional(v.string()),
      last4: v.optional(v.string()),
      provider: v.optional(v.string()),
      instalments: v.optional(v.number()),
      planName: v.optional(v.string()),
    }),
  ),
  lines: v.array(orderLineSchema),
});
/** A member's order. */
export type MemberOrder = v.InferOutput<typeof memberOrderSchema>;

/** `GET /orders/:number`. */
export const memberOrderAnswerSchema = v.object({ order: memberOrderSchema });

const placeSchema = v.object({
  suburb: v.nullable(v.string()),
  city: v.string(),
  state: v.nullable(v.string()),
  country: v.string(),
});

/** An order as a guest sees it after a lookup: no e-mail, names, street addresses, phone, card or engraving text. */
export const guestOrderSchema = v.object({
  ...orderViewEntries,
  shipTo: v.nullable(placeSchema),
  billTo: placeSchema,
  payments: v.array(v.object({ method: v.string(), amountCents: centsSchema })),
  /** No engraving text, plan numbers or purchase offers: those are the member's. */
  lines: v.array(
    v.object({
      ...v.omit(orderLineSchema, ['engraving', 'plans', 'carePlanOffer']).entries,
      engraved: v.boolean(),
    }),
  ),
});
/** A looked-up order. */
export type GuestOrder = v.InferOutput<typeof guestOrderSchema>;

/** `POST /orders/lookup`: the order and a short-lived token to reopen it. */
export const orderLookupAnswerSchema = v.object({
  token: v.string(),
  expiresAt: timestampSchema,
  order: guestOrderSchema,
});

/** `GET /orders/lookup/:token`: the looked-up order again, while the token is valid. */
export const reopenedOrderAnswerSchema = v.object({ expiresAt: timestampSchema, order: guestOrderSchema });
