import * as v from 'valibot';

import { validationMessages as m } from './validation-messages';

/**
 * An order number (SPEC §5): 12 digits for online and in-store orders, or 5 digits for legacy in-store receipts in
 * WA. Spaces are ignored ('1234 5678 9012').
 */
export const orderNumberSchema = v.pipe(
  v.string(m.orderNumberRequired.id),
  v.trim(),
  v.nonEmpty(m.orderNumberRequired.id),
  v.transform((value) => value.replace(/\s+/g, '')),
  v.regex(/^(?:\d{12}|\d{5})$/, m.orderNumberInvalid.id),
);
