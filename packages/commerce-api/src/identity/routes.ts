import {
  confirmPasswordFieldSchema,
  emailSchema,
  fieldsMatch,
  passwordSchema,
  registrationSchema,
  validationMessages as m,
} from '@storefront/validation';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { mergeGuestBagIntoMember } from '../bag/merge';
import type { PendingRegistration } from '../db/schema';
import { sendLater, settleEmailTasks } from '../email/send-later';
import { ApiProblem } from '../http/problem';
import { defineRoute } from '../http/route';
import { endSession, startMemberSession, type Session } from '../http/session';
import { hourlyLimitPolicy, takeAttempt, type ThrottleKey } from '../http/throttle';
import { parseInput } from '../http/validate';
import { guestWishlistSchema, mergeWishlistItems, type GuestWishlistItem } from '../wishlist/wishlist-items';
import { consumeAccountToken, issueAccountToken, pendingRegistrationOf } from './account-tokens';
import { activationEmail, passwordResetEmail } from './identity-emails';
import { knownDeviceOf, rememberDevice } from './known-devices';
import { clearLoginThrottles, emailKey, loginThrottleKeys } from './login-throttle';
import {
  findCustomerByEmail,
  findCustomerById,
  grantWelcomeVoucher,
  memberSummary,
  newBrillianceNumber,
  type Customer,
} from './members';
import { dummyVerification, hashPassword, needsRehash, verifyPassword } from './passwords';
import { safeReturnPath, storefrontLink, storefrontPaths } from './shopper-links';

/** A password as typed at sign-in: only required (old passwords may predate today's rules), bounded for the KDF. */
const signInPassword = v.pipe(v.string(m.passwordRequired.id), v.nonEmpty(m.passwordRequired.id), v.maxLength(1024));

const loginSchema = v.object({
  email: emailSchema,
  password: signInPassword,
  /** The guest's browser wishlist (30 days), merged into the member's. */
  wishlist: v.optional(guestWishlistSchema),
  /** Where the storefront goes next; only same-origin relative paths are echoed back. */
  returnTo: v.optional(v.pipe(v.string(), v.maxLength(2048))),
});

const emailOnlySchema = v.object({ email: emailSchema });

const linkToken = v.pipe(v.string(m.linkInvalid.id), v.trim(), v.nonEmpty(m.linkInvalid.id), v.maxLength(200));

const tokenWithPasswordSchema = v.pipe(
  v.object({ token: linkToken, password: passwordSchema, confirmPassword: confirmPasswordFieldSchema }),
  fieldsMatch('password', 'confirmPassword', m.passwordMismatch.id),
);

/** Forgot-password and activation-resend requests: 5 an hour per e-mail, 30 an hour per IP. */
const emailRequestPolicy = { kind: 'window', limit: 5, windowSeconds: 3600 } as const;
const ipRequestPolicy = { kind: 'window', limit: 30, windowSeconds: 3600 } as const;

function requestKeys(scope: string, email: string, ip: string): ThrottleKey[] {
  return [
    { scope: `${scope}:email`, key: emailKey(email), policy: emailRequestPolicy },
    { scope: `${scope}:ip`, key: ip, policy: ipRequestPolicy },
  ];
}

const invalidCredentials = () =>
  new ApiProblem(401, 'INVALID_CREDENTIALS', 'The e-mail address or password does not match our records.');

/** Deletes every session of a customer (password reset or change), except optionally the current one. */
export async function endAllSessions(
  request: FastifyRequest,
  customerId: string,
  keepTokenHash?: string,
): Promise<void> {
  let query = request.server.db.deleteFrom('sessions').where('customer_id', '=', customerId);
  if (keepTokenHash) query = query.where('token_hash', '!=', keepTokenHash);
  await query.execute();
}

/**
 * Signs the member in (a new session cookie; the guest one dies) and carries the guest's bag and browser wishlist
 * over to the account.
 */
async function signIn(
  request: FastifyRequest,
  reply: FastifyReply,
  customerId: string,
  wishlist: readonly GuestWishlistItem[] = [],
): Promise<void> {
  const { previous } = await startMemberSession(request, reply, customerId);
  await carryGuestData(request, previous, customerId, wishlist);
}

async function carryGuestData(
  request: FastifyRequest,
  previous: Session | null,
  customerId: string,
  wishlist: readonly GuestWishlistItem[],
): Promise<void> {
  const { db } = request.server;
  if (previous && previous.customerId === null) {
    try {
      await mergeGuestBagIntoMember(db, previous.tokenHash, customerId);
    } catch (error) {
      // The sign-in stands; the guest bag stays where it was and can be merged on the next sign-in.
      request.log.error({ err: error }, 'guest bag merge failed');
    }
  }
  if (wishlist.length > 0) await mergeWishlistItems(db, customerId, wishlist);
}

function pendingFrom(body: v.InferOutput<ReturnType<typeof registrationSchema>>, locale: string): PendingRegistration {
  return {
    title: body.title ?? null,
    firstName: body.firstName,
    lastName: body.lastName,
    mobilePhone: body.mobilePhone,
    state: body.state ?? null,
    birthdayDay: body.birthdayDay,
    birthdayMonth: body.birthdayMonth,
    birthdayYear: body.birthdayYear,
    interests: body.interests,
    locale,
  };
}

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}

/** identity: registration (with in-store account upgrade), sign-in, sign-out, password reset, activation. */
export async function identityRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;

  defineRoute(app, {
    method: 'GET',
    url: '/identity/session',
    tag: 'identity',
    summary: 'Whether the shopper is signed in, and as whom',
    handler: async ({ request }) => {
      const customerId = request.session?.customerId;
      const customer = customerId ? await findCustomerById(db, customerId) : undefined;
      return customer ? { signedIn: true, customer: memberSummary(customer) } : { signedIn: false };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/identity/login',
    tag: 'identity',
    summary: 'Sign in with e-mail and password; merges the guest bag and browser wishlist into the account',
    body: loginSchema,
    responses: {
      401: 'INVALID_CREDENTIALS (unknown e-mail and wrong password answer alike)',
      403: 'ACTIVATION_REQUIRED (right password, account not activated yet)',
      429: 'TOO_MANY_ATTEMPTS with Retry-After',
    },
    handler: async ({ request, reply, body }) => {
      const email = body.email.toLowerCase();
      const account = emailKey(email);
      const device = knownDeviceOf(request, account);
      const audit = { event: 'login', account: account.slice(0, 16), ip: request.ip, knownDevice: device !== null };
      const attempt = await takeAttempt(db, loginThrottleKeys(email, request.ip, device)).catch((error: unknown) => {
        request.log.info({ ...audit, outcome: 'throttled' }, 'sign-in attempt');
        throw error;
      });
      const customer = await findCustomerByEmail(db, email);
      const matches = customer?.password_hash
        ? await verifyPassword(body.password, customer.password_hash)
        : await dummyVerification(body.password);
      if (!customer || !matches) {
        await attempt.failed();
        request.log.info({ ...audit, outcome: 'failure' }, 'sign-in attempt');
        throw invalidCredentials();
      }
      await attempt.succeeded();
      if (customer.status !== 'active') {
        request.log.info({ ...audit, outcome: 'activation-required' }, 'sign-in attempt');
        throw new ApiProblem(403, 'ACTIVATION_REQUIRED', 'Activate your account from the e-mail we sent you.', {
          extra: { resend: '/api/identity/activation/resend' },
        });
      }
      if (needsRehash(customer.password_hash!)) {
        await db
          .updateTable('customers')
          .set({ password_hash: await hashPassword(body.password), updated_at: new Date() })
          .where('id', '=', customer.id)
          .execute();
      }
      await signIn(request, reply, customer.id, body.wishlist ?? []);
      rememberDevice(request, reply, account, device);
      request.log.info({ ...audit, outcome: 'success' }, 'sign-in attempt');
      return { signedIn: true, customer: memberSummary(customer), returnTo: safeReturnPath(body.returnTo) };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/identity/logout',
    tag: 'identity',
    summary: 'Sign out: the session is deleted on the server, so its cookie is dead even if replayed',
    handler: async ({ request, reply }) => {
      await endSession(request, reply);
      return { signedIn: false };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/identity/register',
    tag: 'identity',
    summary:
      'Join Brilliance: creates a signed-in member with a welcome voucher, or starts the activation of an in-store account',
    responses: {
      201: 'Registered and signed in; the welcome voucher is e-mailed',
      202: 'An in-store account with this e-mail: an activation e-mail was sent (status activation_required)',
      409: 'ACCOUNT_EXISTS (the UI suggests signing in)',
    },
    handler: async ({ request, reply }) => {
      const { locale, market, currency } = request.localeContext;
      const body = await parseInput(registrationSchema(market), request.body ?? {});
      const ipKeys: ThrottleKey[] = [
        { scope: 'register:existing-ip', key: request.ip, policy: hourlyLimitPolicy, onSuccess: 'refund' },
      ];
      const attempt = await takeAttempt(db, ipKeys);
      // The KDF runs on every path, so the answer's timing does not depend on which one it takes.
      const passwordHash = await hashPassword(body.password);
      const existing = await findCustomerByEmail(db, body.email);
      if (existing?.status === 'active') {
        await attempt.failed();
        throw new ApiProblem(409, 'ACCOUNT_EXISTS', 'An account with this e-mail address exists. Please sign in.');
      }
      await attempt.succeeded();
      if (existing) {
        // The e-mail's owner must prove it: the registration waits on the activation token until the link is used.
        const token = await issueAccountToken(db, existing.id, 'activation', pendingFrom(body, locale));
        const link = storefrontLink(request, storefrontPaths.accountActivation, locale, { token });
        const message = activationEmail(locale, existing.first_name, link);
        await app.mailer.send({ to: existing.email, ...message, kind: 'activation' });
        void reply.code(202);
        return { status: 'activation_required', email: existing.email };
      }
      let customer: Customer;
      try {
        customer = await db
          .insertInto('customers')
          .values({
            email: body.email,
            password_hash: passwordHash,
            status: 'active',
            market,
            title: body.title ?? null,
            first_name: body.firstName,
            last_name: body.lastName,
            mobile_phone: body.mobilePhone,
            state: body.state ?? null,
            birthday_day: body.birthdayDay,
            birthday_month: body.birthdayMonth,
            birthday_year: body.birthdayYear,
            interests: body.interests,
            brilliance_number: newBrillianceNumber(),
          })
          .returningAll()
          .executeTakeFirstOrThrow();
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        throw new ApiProblem(409, 'ACCOUNT_EXISTS', 'An account with this e-mail address exists. Please sign in.');
      }
      const voucher = await grantWelcomeVoucher(app, customer, locale, currency);
      await signIn(request, reply, customer.id);
      void reply.code(201);
      return {
        status: 'registered',
        signedIn: true,
        customer: memberSummary(customer),
        welcomeVoucher: voucher && {
          amountCents: 2000,
          minSpendCents: 10_000,
          currency,
          endsAt: voucher.endsAt.toISOString(),
        },
      };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/identity/password/forgot',
    tag: 'identity',
    summary: 'E-mail a one-hour password-reset link; the answer is the same whether the account exists or not',
    body: emailOnlySchema,
    responses: { 202: 'Accepted (always, for any e-mail)', 429: 'TOO_MANY_ATTEMPTS' },
    handler: async ({ request, reply, body }) => {
      await takeAttempt(db, requestKeys('password-forgot', body.email, request.ip));
      const { locale } = request.localeContext;
      sendLater(request.log, 'password-reset', async () => {
        const customer = await findCustomerByEmail(db, body.email);
        if (!customer) return;
        if (customer.status === 'awaiting_activation') {
          const pending = await pendingRegistrationOf(db, customer.id);
          const token = await issueAccountToken(db, customer.id, 'activation', pending);
          const link = storefrontLink(request, storefrontPaths.accountActivation, locale, { token });
          await app.mailer.send({
            to: customer.email,
            ...activationEmail(locale, customer.first_name, link),
            kind: 'activation',
          });
          return;
        }
        const token = await issueAccountToken(db, customer.id, 'password_reset');
        const link = storefrontLink(request, storefrontPaths.newPassword, locale, { token });
        await app.mailer.send({
          to: customer.email,
          ...passwordResetEmail(locale, customer.first_name, link),
          kind: 'password-reset',
        });
      });
      void reply.code(202);
      return { accepted: true };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/identity/password/reset',
    tag: 'identity',
    summary: 'Set a new password with the e-mailed token; every session of the account ends',
    body: tokenWithPasswordSchema,
    responses: { 400: 'RESET_TOKEN_INVALID (expired, used or unknown: the UI offers a new link)' },
    handler: async ({ request, reply, body }) => {
      const passwordHash = await hashPassword(body.password);
      const used = await consumeAccountToken(db, body.token, 'password_reset');
      if (!used) throw new ApiProblem(400, 'RESET_TOKEN_INVALID', 'This link has expired or was already used.');
      const customer = await db
        .updateTable('customers')
        .set({ password_hash: passwordHash, updated_at: new Date() })
        .where('id', '=', used.customerId)
        .returning(['id', 'email'])
        .executeTakeFirstOrThrow();
      await db.deleteFrom('sessions').where('customer_id', '=', customer.id).execute();
      await db
        .deleteFrom('account_tokens')
        .where('customer_id', '=', customer.id)
        .where('purpose', '=', 'password_reset')
        .where('used_at', 'is', null)
        .execute();
      await clearLoginThrottles(db, customer.email);
      // The link proved this browser's owner has the inbox: it is a known device of the account from now on.
      rememberDevice(request, reply, emailKey(customer.email));
      return { reset: true };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/identity/activation/verify',
    tag: 'identity',
    summary: 'Activate an in-store account with the e-mailed token and a new password; signs the member in',
    body: tokenWithPasswordSchema,
    responses: { 400: 'ACTIVATION_TOKEN_INVALID (expired, used or unknown)' },
    handler: async ({ request, reply, body }) => {
      const passwordHash = await hashPassword(body.password);
      const used = await consumeAccountToken(db, body.token, 'activation');
      if (!used) throw new ApiProblem(400, 'ACTIVATION_TOKEN_INVALID', 'This link has expired or was already used.');
      const pending = used.payload;
      const current = await findCustomerById(db, used.customerId);
      if (!current) throw new ApiProblem(400, 'ACTIVATION_TOKEN_INVALID', 'This link has expired or was already used.');
      const customer = await db
        .updateTable('customers')
        .set({
          password_hash: passwordHash,
          status: 'active',
          brilliance_number: current.brilliance_number ?? newBrillianceNumber(),
          updated_at: new Date(),
          ...(pending
            ? {
                title: pending.title,
                first_name: pending.firstName,
                last_name: pending.lastName,
                mobile_phone: pending.mobilePhone,
                state: pending.state,
                birthday_day: pending.birthdayDay,
                birthday_month: pending.birthdayMonth,
                birthday_year: pending.birthdayYear,
                interests: pending.interests,
              }
            : {}),
        })
        .where('id', '=', used.customerId)
        .returningAll()
        .executeTakeFirstOrThrow();
      await db.deleteFrom('sessions').where('customer_id', '=', customer.id).execute();
      const { locale, currency } = request.localeContext;
      await grantWelcomeVoucher(app, customer, locale, currency);
      await signIn(request, reply, customer.id);
      rememberDevice(request, reply, emailKey(customer.email));
      return { signedIn: true, customer: memberSummary(customer) };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/identity/activation/resend',
    tag: 'identity',
    summary: 'Send the activation e-mail of an in-store account again; the same answer for any e-mail',
    body: emailOnlySchema,
    responses: { 202: 'Accepted (always)', 429: 'TOO_MANY_ATTEMPTS' },
    handler: async ({ request, reply, body }) => {
      await takeAttempt(db, requestKeys('activation-resend', body.email, request.ip));
      const { locale } = request.localeContext;
      sendLater(request.log, 'activation', async () => {
        const customer = await findCustomerByEmail(db, body.email);
        if (customer?.status !== 'awaiting_activation') return;
        const pending = await pendingRegistrationOf(db, customer.id);
        const token = await issueAccountToken(db, customer.id, 'activation', pending);
        const link = storefrontLink(request, storefrontPaths.accountActivation, locale, { token });
        await app.mailer.send({
          to: customer.email,
          ...activationEmail(locale, customer.first_name, link),
          kind: 'activation',
        });
      });
      void reply.code(202);
      return { accepted: true };
    },
  });

  app.addHook('onClose', settleEmailTasks);
}
