import * as v from 'valibot';
import { centsSchema, currencySchema, timestampSchema } from './market-schemas';
import { memberSummarySchema } from './session-schemas';

/** `POST /identity/register`: always the same answer, whether or not the e-mail has an account (no enumeration). */
export const registerAnswerSchema = v.object({ status: v.literal('check_email') });
/** The registration answer. */
export type RegisterAnswer = v.InferOutput<typeof registerAnswerSchema>;

/** The Brilliance welcome voucher as the confirmed registration shows it (SPEC §9). */
export const welcomeVoucherSchema = v.object({
  /** The reward code, typed at checkout. */
  code: v.string(),
  amountCents: centsSchema,
  minSpendCents: centsSchema,
  currency: currencySchema,
  /** When the single-use code stops working (30 days after it was issued). */
  endsAt: timestampSchema,
});
/** A welcome voucher. */
export type WelcomeVoucher = v.InferOutput<typeof welcomeVoucherSchema>;

/**
 * `POST /identity/register/confirm`: the account is open and signed in; the welcome voucher, or null when the member
 * already had one.
 */
export const registerConfirmAnswerSchema = v.object({
  status: v.literal('registered'),
  signedIn: v.literal(true),
  customer: memberSummarySchema,
  welcomeVoucher: v.nullable(welcomeVoucherSchema),
});
/** The confirmed registration. */
export type RegisterConfirmAnswer = v.InferOutput<typeof registerConfirmAnswerSchema>;

/** `POST /identity/activation/verify`: the in-store account is active and signed in. */
export const activationAnswerSchema = v.object({ signedIn: v.literal(true), customer: memberSummarySchema });
/** The activation answer. */
export type ActivationAnswer = v.InferOutput<typeof activationAnswerSchema>;

/** `POST /identity/password/forgot` and `/identity/activation/resend`: the same answer for any e-mail. */
export const acceptedAnswerSchema = v.object({ accepted: v.literal(true) });
/** An accepted request. */
export type AcceptedAnswer = v.InferOutput<typeof acceptedAnswerSchema>;

/** `POST /identity/password/reset`: the new password is set (every session of the account ended). */
export const passwordResetAnswerSchema = v.object({ reset: v.literal(true) });
/** The password-reset answer. */
export type PasswordResetAnswer = v.InferOutput<typeof passwordResetAnswerSchema>;
