import { acceptedAnswerSchema, passwordResetAnswerSchema } from '@storefront/api-schemas';
import { ProblemError } from '@storefront/http';
import { accountApi } from '../../lib/account-api-client';

/** Asks for a reset link (`POST /identity/password/forgot`): the same answer for any e-mail. */
export function requestPasswordReset(email: string) {
  return accountApi.post('/identity/password/forgot', { body: { email }, schema: acceptedAnswerSchema });
}

/** Sets the new password with the e-mailed token (`POST /identity/password/reset`); every session of it ends. */
export function resetPassword(input: { token: string; password: string; confirmPassword: string }) {
  return accountApi.post('/identity/password/reset', { body: input, schema: passwordResetAnswerSchema });
}

/** True when the reset link was unknown, expired or already used. */
export function isResetLinkInvalid(error: unknown): boolean {
  return error instanceof ProblemError && error.code === 'RESET_TOKEN_INVALID';
}
