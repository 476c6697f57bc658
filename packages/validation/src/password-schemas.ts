import * as v from 'valibot';

import { validationMessages as m } from './validation-messages';

/** Smallest password length accepted (SPEC §9). */
export const PASSWORD_MIN_LENGTH = 6;

function strongPassword(requiredMessageId: string) {
  return v.pipe(
    v.string(requiredMessageId),
    v.nonEmpty(requiredMessageId),
    v.minLength(PASSWORD_MIN_LENGTH, m.passwordRules.id),
    v.regex(/\d/, m.passwordRules.id),
    v.regex(/\p{Lu}/u, m.passwordRules.id),
    v.maxLength(128, m.maxLength.id),
  );
}

/** A new password: at least 6 characters with a number and an uppercase letter. Never trimmed. */
export const passwordSchema = strongPassword(m.passwordRequired.id);

/** The "new password" field of a password change: the same rules, its own required message. */
export const newPasswordSchema = strongPassword(m.newPasswordRequired.id);

/** The current password when changing it: only required (old passwords may predate the rules). */
export const currentPasswordSchema = v.pipe(
  v.string(m.currentPasswordRequired.id),
  v.nonEmpty(m.currentPasswordRequired.id),
);

/** The "confirm password" field on its own; the match is checked by `confirmPasswordSchema` / `fieldsMatch`. */
export const confirmPasswordFieldSchema = v.pipe(
  v.string(m.confirmPasswordRequired.id),
  v.nonEmpty(m.confirmPasswordRequired.id),
);
