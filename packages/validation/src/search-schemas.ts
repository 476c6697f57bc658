import * as v from 'valibot';

import { validationMessages as m } from './validation-messages';

/**
 * One bound of the price range filter: a non-negative amount with at most 2 decimals ('Invalid amount');
 * output is the number.
 */
export const priceAmountSchema = v.pipe(
  v.string(m.amountInvalid.id),
  v.trim(),
  v.regex(/^\d{1,7}(?:\.\d{1,2})?$/, m.amountInvalid.id),
  v.transform(Number),
);

/** The store finder's location: a postcode, suburb or city ('Please enter location' when blank). */
export const storeSearchLocationSchema = v.pipe(
  v.string(m.locationRequired.id),
  v.trim(),
  v.nonEmpty(m.locationRequired.id),
  v.normalize('NFC'),
  v.regex(/^[\p{L}\p{M}\d' ’.-]+$/u, m.locationInvalid.id),
  v.maxLength(60, m.locationInvalid.id),
);
