import * as v from 'valibot';

import { emailSchema, phoneSchema } from './contact-schemas';
import { sizeCodePattern, skuPattern, slugPattern } from './route-param-schemas';
import { firstNameSchema, lastNameSchema } from './text-schemas';
import { validationMessages as m } from './validation-messages';

/**
 * A reserve-in-store request (`POST /stores/reservations`, and the product page's form): the store, the variant and
 * its size, whether it is to be engraved (engraved pieces cannot be reserved), and the shopper's name, e-mail and
 * phone (SPEC §5). A blank store is 'Please select a store location'; whether the size may be blank depends on the
 * product, so the API answers 'Please select a size' for a sized one.
 */
export const storeReservationRequestSchema = v.object({
  storeId: v.pipe(
    v.string(m.storeLocationRequired.id),
    v.trim(),
    v.nonEmpty(m.storeLocationRequired.id),
    v.regex(slugPattern, m.storeLocationRequired.id),
  ),
  sku: v.pipe(v.string(m.linkInvalid.id), v.trim(), v.regex(skuPattern, m.linkInvalid.id)),
  size: v.optional(v.pipe(v.string(m.sizeRequired.id), v.trim(), v.regex(sizeCodePattern, m.sizeRequired.id)), ''),
  engraved: v.optional(v.boolean(m.invalidValue.id), false),
  firstName: firstNameSchema,
  lastName: lastNameSchema,
  email: emailSchema,
  phone: phoneSchema,
});

/** A reserve-in-store request as the API receives it. */
export type StoreReservationRequest = v.InferOutput<typeof storeReservationRequestSchema>;

/** The single-use token of a reservation's e-mailed cancellation link (`POST /stores/reservations/cancel`). */
export const reservationCancelSchema = v.object({
  token: v.pipe(v.string(m.linkInvalid.id), v.trim(), v.nonEmpty(m.linkInvalid.id), v.maxLength(200, m.linkInvalid.id)),
});
