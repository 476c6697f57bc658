import { loginAnswerSchema, type LoginAnswer } from '@storefront/api-schemas';
import { ProblemError } from '@storefront/http';
import { accountApi } from '../../lib/account-api-client';
import { memberSignedIn } from '../../lib/member-signed-in';
import { throttleWaitOf } from '../../lib/throttle-wait';

/** What the shopper typed on the sign-in form. */
export interface SignInInput {
  email: string;
  password: string;
}

/**
 * Signs in (the API starts a new session and merges the guest bag), then carries the guest wishlist over and tells
 * the shared stores who is signed in. Refreshes: see `memberSignedIn`.
 */
export async function signIn(input: SignInInput): Promise<LoginAnswer> {
  const answer = await accountApi.post('/identity/login', {
    body: { email: input.email, password: input.password },
    schema: loginAnswerSchema,
  });
  await memberSignedIn(answer.customer);
  return answer;
}

/** Why a sign-in was refused, in the terms the page words it. */
export type SignInProblem =
  | { kind: 'credentials' }
  | { kind: 'activation' }
  | { kind: 'throttled'; retryAfterSeconds: number | undefined }
  | { kind: 'failed' };

/** The problem of a failed sign-in (SPEC §8): wrong e-mail or password, not activated, too many attempts, or other. */
export function signInProblemOf(error: unknown): SignInProblem {
  if (!(error instanceof ProblemError)) return { kind: 'failed' };
  if (error.status === 401 || error.code === 'INVALID_CREDENTIALS') return { kind: 'credentials' };
  if (error.code === 'ACTIVATION_REQUIRED') return { kind: 'activation' };
  const wait = throttleWaitOf(error);
  if (wait !== null) return { kind: 'throttled', retryAfterSeconds: wait };
  return { kind: 'failed' };
}
