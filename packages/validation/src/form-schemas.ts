import * as v from 'valibot';

import { confirmEmailFieldSchema, emailSchema } from './contact-schemas';
import {
  confirmPasswordFieldSchema,
  currentPasswordSchema,
  newPasswordSchema,
  passwordSchema,
} from './password-schemas';
import { validationMessages as m } from './validation-messages';

/**
 * Pipe action for an object schema: `confirmField` must equal `field`, else an issue with `messageId` on
 * `confirmField`. Runs only once both fields are valid on their own (valibot `forward` + `partialCheck`).
 * @example v.pipe(v.object({ ...entries }), fieldsMatch('newPassword', 'confirmPassword', messageId))
 */
export function fieldsMatch<TInput extends Record<string, unknown>>(
  field: keyof TInput & string,
  confirmField: keyof TInput & string,
  messageId: string,
): v.BaseValidation<TInput, TInput, v.PartialCheckIssue<TInput>> {
  // The field names are only known at the call site, so valibot's path types cannot be checked here; the
  // signature above checks them against the object schema the action is piped after.
  const check = v.partialCheck(
    [[field], [confirmField]] as never,
    (input: Record<string, unknown>) => input[field] === input[confirmField],
    messageId,
  );
  return v.forward(check as never, [confirmField] as never) as unknown as v.BaseValidation<
    TInput,
    TInput,
    v.PartialCheckIssue<TInput>
  >;
}

/** E-mail plus confirmation; a mismatch gives 'Email address you entered does not match' on `confirmEmail`. */
export const confirmEmailSchema = v.pipe(
  v.object({ email: emailSchema, confirmEmail: confirmEmailFieldSchema }),
  fieldsMatch('email', 'confirmEmail', m.emailMismatch.id),
);

/** Password plus confirmation; a mismatch gives 'The password you entered does not match' on `confirmPassword`. */
export const confirmPasswordSchema = v.pipe(
  v.object({ password: passwordSchema, confirmPassword: confirmPasswordFieldSchema }),
  fieldsMatch('password', 'confirmPassword', m.passwordMismatch.id),
);

/** Password change (update account): current, new and confirmed new password. */
export const changePasswordSchema = v.pipe(
  v.object({
    currentPassword: currentPasswordSchema,
    newPassword: newPasswordSchema,
    confirmPassword: confirmPasswordFieldSchema,
  }),
  fieldsMatch('newPassword', 'confirmPassword', m.passwordMismatch.id),
);

/** The terms-and-conditions checkbox: must be ticked ('Please accept the terms and conditions'). */
export const termsSchema = v.literal(true, m.termsRequired.id);
