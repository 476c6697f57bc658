import * as v from 'valibot';

import { validationMessages as m } from './validation-messages';

// Standard English and French letters (with the French accents and ligatures), digits, space and . , ' - & ! ?
// The typographic apostrophe is accepted too: phone keyboards type it for '.
const engravingCharacters = /^[A-Za-z0-9 .,'’&!?ÀÂÆÇÉÈÊËÎÏÔŒÙÛÜŸàâæçéèêëîïôœùûüÿ-]*$/;

/**
 * Engraving text: trimmed, not blank, standard English/French characters only and at most `maxChars` characters
 * (the limit depends on the product, so the message shows it: 'Engravings can be at most {length} characters').
 */
export function engravingSchema(maxChars: number) {
  return v.pipe(
    v.string(m.required.id),
    v.normalize('NFC'),
    v.trim(),
    v.nonEmpty(m.required.id),
    v.regex(engravingCharacters, m.engravingCharacters.id),
    v.maxLength(maxChars, m.engravingTooLong.id),
  );
}
