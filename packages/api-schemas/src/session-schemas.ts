import * as v from 'valibot';
import { marketSchema } from './market-schemas';

/** Who a signed-in shopper is: what the header and the account greet them with. */
export const memberSummarySchema = v.object({
  id: v.string(),
  firstName: v.string(),
  lastName: v.string(),
  email: v.string(),
  market: marketSchema,
  /** The Brilliance membership number; null for an account without one. */
  brillianceNumber: v.nullable(v.string()),
});
/** A signed-in member. */
export type MemberSummary = v.InferOutput<typeof memberSummarySchema>;

/** `GET /identity/session`: whether the shopper is signed in, and as whom. */
export const sessionAnswerSchema = v.variant('signedIn', [
  v.object({ signedIn: v.literal(true), customer: memberSummarySchema }),
  v.object({ signedIn: v.literal(false) }),
]);
/** The session answer. */
export type SessionAnswer = v.InferOutput<typeof sessionAnswerSchema>;

/** `POST /identity/login`: the member now signed in (a new session), and where to go (the account unless told). */
export const loginAnswerSchema = v.object({
  signedIn: v.literal(true),
  customer: memberSummarySchema,
  returnTo: v.string(),
});
/** The sign-in answer. */
export type LoginAnswer = v.InferOutput<typeof loginAnswerSchema>;

/** `POST /identity/logout`: the session is gone on the server. */
export const logoutAnswerSchema = v.object({ signedIn: v.literal(false) });
/** The sign-out answer. */
export type LogoutAnswer = v.InferOutput<typeof logoutAnswerSchema>;
