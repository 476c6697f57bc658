import { registerAnswerSchema, registerConfirmAnswerSchema, type RegisterConfirmAnswer } from '@storefront/api-schemas';
import { createStoredValue } from '@storefront/contracts';
import { ProblemError } from '@storefront/http';
import type { Registration } from '@storefront/validation';
import * as v from 'valibot';
import { accountApi } from '../../lib/account-api-client';
import { memberSignedIn } from '../../lib/member-signed-in';

/**
 * Sends a registration (`POST /identity/register`). The answer is the same for every e-mail (`check_email`): what
 * happens next is in the e-mail. `order` names the guest order registered from, joined to the account once it opens.
 */
export function sendRegistration(registration: Registration, order: string | undefined) {
  return accountApi.post('/identity/register', {
    body: { ...registration, ...(order ? { order } : {}) },
    schema: registerAnswerSchema,
  });
}

/** The confirmed registration of this tab, so a reload of the confirmation page still shows the reward code. */
const confirmedRegistration = createStoredValue({
  area: 'session',
  key: 'storefront:account:registration-confirmed',
  schema: v.object({ token: v.string(), answer: registerConfirmAnswerSchema }),
});

/** The answer of a link already confirmed in this tab, or null. */
export function confirmedBefore(token: string): RegisterConfirmAnswer | null {
  const kept = confirmedRegistration.read();
  return kept?.token === token ? kept.answer : null;
}

/**
 * Opens the account with the e-mailed link's token (`POST /identity/register/confirm`): the API signs the new member
 * in and grants the welcome voucher; the shared stores then learn who is signed in (see `memberSignedIn`).
 */
export async function confirmRegistration(token: string): Promise<RegisterConfirmAnswer> {
  const answer = await accountApi.post('/identity/register/confirm', {
    body: { token },
    schema: registerConfirmAnswerSchema,
  });
  confirmedRegistration.write({ token, answer });
  await memberSignedIn(answer.customer);
  return answer;
}

/** True when the link was unknown, expired or already used (the API's ACTIVATION_TOKEN_INVALID). */
export function isLinkInvalid(error: unknown): boolean {
  return error instanceof ProblemError && (error.code === 'ACTIVATION_TOKEN_INVALID' || error.status === 400);
}
