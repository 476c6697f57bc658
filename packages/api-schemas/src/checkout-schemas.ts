import * as v from 'valibot';
import { bagAnswerEntries, deliveryMethodSchema } from './bag-schemas';
import { addressSnapshotSchema } from './address-snapshot-schemas';
import { marketSchema } from './market-schemas';

/** A checkout step still to do before payment. */
export const missingStepSchema = v.picklist(['lines', 'email', 'deliveryMethod', 'shipping', 'billing']);
/** A missing checkout step. */
export type MissingStep = v.InferOutput<typeof missingStepSchema>;

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
