import * as v from 'valibot';

import { emailSchema } from './contact-schemas';
import { validationMessages as m } from './validation-messages';

/** Where a newsletter sign-up was made: the footer, an article's panel, the quick sign-up, the newsletter page. */
export const newsletterSources = ['footer', 'article', 'quick-sign-up', 'newsletter-page'] as const;

/** Where a newsletter sign-up was made. */
export type NewsletterSource = (typeof newsletterSources)[number];

/** A newsletter sign-up (`POST /newsletter`): the address, and where it was given (the footer unless said). */
export const newsletterSignUpSchema = v.object({
  email: emailSchema,
  source: v.optional(v.picklist(newsletterSources, m.invalidValue.id), 'footer'),
});

/** A newsletter sign-up as the API receives it. */
export type NewsletterSignUp = v.InferOutput<typeof newsletterSignUpSchema>;
