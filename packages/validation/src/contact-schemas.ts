import * as v from 'valibot';

import { maxLength } from './text-schemas';
import { validationMessages as m } from './validation-messages';

/** An e-mail address ('Please enter your email address' when blank, 'Please enter a valid email address'). */
export const emailSchema = v.pipe(
  v.string(m.emailRequired.id),
  v.trim(),
  v.nonEmpty(m.emailRequired.id),
  v.email(m.emailInvalid.id),
  maxLength(254),
);

/** The "confirm e-mail" field on its own; the match is checked by `confirmEmailSchema` / `fieldsMatch`. */
export const confirmEmailFieldSchema = v.pipe(
  v.string(m.confirmEmailRequired.id),
  v.trim(),
  v.nonEmpty(m.confirmEmailRequired.id),
);

/**
 * A phone number: digits with optional leading '+', spaces, hyphens, dots and brackets, 8 to 15 digits in all
 * (covers AU/NZ/CA national and international forms). Blank gives 'Please enter your mobile phone number'.
 */
export const phoneSchema = v.pipe(
  v.string(m.mobilePhoneRequired.id),
  v.trim(),
  v.nonEmpty(m.mobilePhoneRequired.id),
  v.regex(/^\+?[\d\s().-]+$/, m.phoneInvalid.id),
  v.check((value) => {
    const digits = value.replace(/\D/g, '').length;
    return digits >= 8 && digits <= 15;
  }, m.phoneInvalid.id),
);
