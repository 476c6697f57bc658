import * as v from 'valibot';

/** `POST /contact`: the enquiry is stored and e-mailed; `reference` is what the shopper quotes (8 hex characters). */
export const contactAnswerSchema = v.object({
  received: v.literal(true),
  reference: v.pipe(v.string(), v.regex(/^[0-9A-F]{8}$/)),
});
/** The contact answer. */
export type ContactAnswer = v.InferOutput<typeof contactAnswerSchema>;

/** `POST /newsletter/confirm`: the e-mailed link confirmed the sign-up. */
export const newsletterConfirmAnswerSchema = v.object({ confirmed: v.literal(true) });
/** The newsletter confirmation answer. */
export type NewsletterConfirmAnswer = v.InferOutput<typeof newsletterConfirmAnswerSchema>;
