import * as v from 'valibot';
import { bagAnswerEntries, bagTotalsSchema, deliveryMethodSchema } from './bag-schemas';
import { addressSnapshotSchema } from './address-snapshot-schemas';
import { marketSchema } from './market-schemas';

/** A checkout step still to do before payment. */
export const missingStepSchema = v.picklist(['lines', 'email', 'deliveryMethod', 'shipping', 'billing']);
/** A missing checkout step. */
export type MissingStep = v.InferOutput<typeof missingStepSchema>;

const centsSchema = v.pipe(v.number(), v.integer(), v.minValue(0));

/** A financing plan as an approval names it (SPEC §3 financing). */
export const financingApprovalPlanSchema = v.object({
  id: v.string(),
  type: v.picklist(['monthly', 'single']),
  name: v.string(),
  termMonths: v.pipe(v.number(), v.integer(), v.minValue(1)),
  promotionalInterestPercent: v.number(),
  monthlyCents: v.nullable(centsSchema),
  singlePaymentCents: v.nullable(centsSchema),
  interestCents: v.optional(centsSchema, 0),
  totalCents: centsSchema,
});

/** A financing approval (`POST /financing/applications`, and the one kept with the checkout). */
export const financingApprovalSchema = v.object({
  approvalId: v.pipe(v.string(), v.nonEmpty()),
  plan: financingApprovalPlanSchema,
  amountCents: centsSchema,
  currency: v.string(),
  cardLast4: v.optional(v.string(), ''),
  /** ISO date-time after which the API refuses the approval. */
  expiresAt: v.pipe(v.string(), v.isoTimestamp()),
});
/** A financing approval. */
export type FinancingApproval = v.InferOutput<typeof financingApprovalSchema>;

/** `GET /checkout` (and the checkout's PUT answers): the bag plus e-mail, addresses, delivery and what is missing. */
export const checkoutAnswerSchema = v.object({
  ...bagAnswerEntries,
  email: v.nullable(v.string()),
  shippingAddress: v.nullable(addressSnapshotSchema),
  billingSameAsShipping: v.boolean(),
  /** The billing address in force: its own, or the shipping address when "same as shipping". */
  billingAddress: v.nullable(addressSnapshotSchema),
  pickupStore: v.nullable(v.object({ id: v.string(), name: v.string(), state: v.nullable(v.string()) })),
  deliveryMethods: v.array(deliveryMethodSchema),
  missing: v.array(missingStepSchema),
  /** The financing approval kept with the checkout that pays what is left now (Canada); null without one. */
  financingApproval: v.optional(v.nullable(financingApprovalSchema), null),
});
/** The checkout answer. */
export type CheckoutState = v.InferOutput<typeof checkoutAnswerSchema>;

/** `GET /checkout/delivery-methods`: the methods to a destination country, with prices and estimated dates. */
export const deliveryMethodsAnswerSchema = v.object({
  country: marketSchema,
  methods: v.array(deliveryMethodSchema),
});
/** The delivery methods answer. */
export type DeliveryMethodsAnswer = v.InferOutput<typeof deliveryMethodsAnswerSchema>;

/** `GET /checkout/summary`: the order summary for a delivery being chosen, before it is saved. */
export const checkoutSummaryPreviewSchema = v.object({
  summary: bagTotalsSchema,
  deliveryMethod: v.nullable(deliveryMethodSchema),
});
/** The summary preview answer. */
export type CheckoutSummaryPreview = v.InferOutput<typeof checkoutSummaryPreviewSchema>;
