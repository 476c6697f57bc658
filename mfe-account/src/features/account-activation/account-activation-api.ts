import { acceptedAnswerSchema, activationAnswerSchema, type ActivationAnswer } from '@storefront/api-schemas';
import { ProblemError } from '@storefront/http';
import { accountApi } from '../../lib/account-api-client';
import { memberSignedIn } from '../../lib/member-signed-in';

/**
 * Activates an in-store account with the e-mailed token and the chosen password (`POST /identity/activation/verify`):
 * the API signs the member in; the shared stores then learn who is signed in (see `memberSignedIn`).
 */
export async function activateAccount(input: {
  token: string;
  password: string;
  confirmPassword: string;
}): Promise<ActivationAnswer> {
  const answer = await accountApi.post('/identity/activation/verify', { body: input, schema: activationAnswerSchema });
  await memberSignedIn(answer.customer);
  return answer;
}

/** Sends the activation e-mail again (`POST /identity/activation/resend`): the same answer for any e-mail. */
export function resendActivation(email: string) {
  return accountApi.post('/identity/activation/resend', { body: { email }, schema: acceptedAnswerSchema });
}

/** True when the activation link was unknown, expired or already used. */
export function isActivationLinkInvalid(error: unknown): boolean {
  return error instanceof ProblemError && error.code === 'ACTIVATION_TOKEN_INVALID';
}
