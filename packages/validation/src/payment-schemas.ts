import * as v from 'valibot';

import { validationMessages as m } from './validation-messages';

function withoutSpaces(value: string): string {
  return value.replace(/[\s-]+/g, '');
}

function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** A gift card number: 6 to 19 digits, spaces and hyphens ignored; output is the digits only. */
export const giftCardNumberSchema = v.pipe(
  v.string(m.required.id),
  v.trim(),
  v.nonEmpty(m.required.id),
  v.transform(withoutSpaces),
  v.regex(/^\d{6,19}$/, m.giftCardNumberInvalid.id),
);

/** A gift card PIN: exactly 4 digits (SPEC §9). */
export const giftCardPinSchema = v.pipe(
  v.string(m.required.id),
  v.trim(),
  v.nonEmpty(m.required.id),
  v.regex(/^\d{4}$/, m.giftCardPinInvalid.id),
);

/** A payment card number (the financing provider's VCC): 13 to 19 digits passing the Luhn check. */
export const cardNumberSchema = v.pipe(
  v.string(m.required.id),
  v.trim(),
  v.nonEmpty(m.required.id),
  v.transform(withoutSpaces),
  v.regex(/^\d{13,19}$/, m.cardNumberInvalid.id),
  v.check(passesLuhn, m.cardNumberInvalid.id),
);
