import { acceptedAnswerSchema } from '@storefront/api-schemas';
import type { NewsletterSignUp } from '@storefront/validation';
import { engagementApi } from '../../lib/engagement-api-client';

/** Signs an address up (`POST /newsletter`): it is e-mailed a confirmation link. The same answer for every address. */
export function signUpToNewsletter(input: NewsletterSignUp) {
  return engagementApi.post('/newsletter', { body: input, schema: acceptedAnswerSchema });
}
