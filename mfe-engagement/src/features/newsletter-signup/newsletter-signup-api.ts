import { acceptedAnswerSchema, newsletterConfirmAnswerSchema } from '@storefront/api-schemas';
import { createStoredValue } from '@storefront/contracts';
import { ProblemError } from '@storefront/http';
import type { NewsletterSignUp } from '@storefront/validation';
import * as v from 'valibot';
import { engagementApi } from '../../lib/engagement-api-client';

/** Signs an address up (`POST /newsletter`): it is e-mailed a confirmation link. The same answer for every address. */
export function signUpToNewsletter(input: NewsletterSignUp) {
  return engagementApi.post('/newsletter', { body: input, schema: acceptedAnswerSchema });
}

/** The link this tab confirmed, so a reload of the confirmation page still says it is confirmed (the link works once). */
const confirmedLink = createStoredValue({
  area: 'session',
  key: 'storefront:engagement:newsletter-confirmed',
  schema: v.object({ token: v.string() }),
});

/** Whether this tab already confirmed the sign-up of this link. */
export function confirmedBefore(token: string): boolean {
  return confirmedLink.read()?.token === token;
}

/** Confirms the sign-up of the e-mailed link (`POST /newsletter/confirm`); the link then stops working. */
export async function confirmNewsletterSignUp(token: string) {
  const answer = await engagementApi.post('/newsletter/confirm', {
    body: { token },
    schema: newsletterConfirmAnswerSchema,
  });
  confirmedLink.write({ token });
  return answer;
}

/** True when the API refused the link as unknown, expired or already used. */
export function isConfirmLinkInvalid(error: unknown): boolean {
  return error instanceof ProblemError && error.code === 'NEWSLETTER_LINK_INVALID';
}
