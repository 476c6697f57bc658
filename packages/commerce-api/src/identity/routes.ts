import {
  confirmPasswordFieldSchema,
  emailSchema,
  fieldsMatch,
  orderNumberSchema,
  passwordSchema,
  registrationSchema,
  validationMessages as m,
} from '@storefront/validation';
import type { LocaleCode } from '@storefront/i18n';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { mergeGuestBagIntoMember } from '../bag/merge';
import type { Market, PendingRegistration } from '../db/schema';
import { sendLater, settleEmailTasks } from '../email/send-later';
import { ApiProblem } from '../http/problem';
import { defineRoute } from '../http/route';
import { endAllSessions, endSession, startMemberSession, type Session } from '../http/session';
import { takeAttempt, type ThrottleKey } from '../http/throttle';
import { parseInput } from '../http/validate';
import { guestWishlistSchema, mergeWishlistItems, type GuestWishlistItem } from '../wishlist/wishlist-items';
import { consumeAccountToken, issueAccountToken, pendingRegistrationOf } from './account-tokens';
import { attachGuestOrder } from './guest-orders';
import {
  accountExistsEmail,
  activationEmail,
  passwordResetEmail,
  registrationConfirmationEmail,
} from './identity-emails';
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

/** A registration from a guest order's thank-you page names the order (`/my-account/register?order=`). */
const guestOrderSchema = v.object({ order: v.optional(orderNumberSchema) });

const linkToken = v.pipe(v.string(m.linkInvalid.id), v.trim(), v.nonEmpty(m.linkInvalid.id), v.maxLength(200));

const tokenOnlySchema = v.object({ token: linkToken });

const tokenWithPasswordSchema = v.pipe(
  v.object({ token: linkToken, password: passwordSchema, confirmPassword: confirmPasswordFieldSchema }),
  fieldsMatch('password', 'confirmPassword', m.passwordMismatch.id),
);

/** Registrations, forgot-password and activation-resend requests: 5 an hour per e-mail, 30 an hour per IP. */
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

const activationTokenInvalid = () =>
  new ApiProblem(400, 'ACTIVATION_TOKEN_INVALID', 'This link has expired or was already used.');

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

/**
 * E-mails the link that activates an account awaiting activation: the registration confirmation (no password to
 * choose: the pending registration carries the hash of the one chosen online), or an in-store member's activation
 * (choose a password).
 */
async function mailActivationLink(
  request: FastifyRequest,
  customer: Customer,
  pending: PendingRegistration | null,
  locale: LocaleCode,
): Promise<void> {
  const { db, mailer } = request.server;
  const token = await issueAccountToken(db, customer.id, 'activation', pending);
  if (pending?.passwordHash) {
    const link = storefrontLink(request, storefrontPaths.registerConfirmation, locale, { token });
    const message = registrationConfirmationEmail(locale, pending.firstName, link);
    await mailer.send({ to: customer.email, ...message, kind: 'registration-confirmation' });
    return;
  }
  const link = storefrontLink(request, storefrontPaths.accountActivation, locale, { token });
  await mailer.send({
    to: customer.email,
    ...activationEmail(locale, customer.first_name, link),
    kind: 'activation',
  });
}

/**
 * What a registration does once its answer is sent (the answer is the same either way, ASVS 6.3.8): a new e-mail gets
 * an account awaiting the e-mailed confirmation; an online registration still awaiting it gets a new link with the
 * latest details; an in-store member gets the activation e-mail; an active account's owner gets a reminder that
 * suggests signing in or choosing a new password (SPEC §8), and nothing changes.
 */
async function completeRegistration(
  request: FastifyRequest,
  email: string,
  market: Market,
  pending: PendingRegistration & { passwordHash: string },
): Promise<void> {
  const { db, mailer } = request.server;
  const locale = request.localeContext.locale;
  let customer = await findCustomerByEmail(db, email);
  if (!customer) {
    try {
      // No Brilliance number until confirmed: that is what tells an online registration from an in-store member.
      customer = await db
        .insertInto('customers')
        .values({
          email,
          password_hash: null,
          status: 'awaiting_activation',
          market,
          locale,
          ...profileColumns(pending),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      customer = await findCustomerByEmail(db, email);
      if (!customer) return;
    }
  }
  if (customer.status === 'active') {
    const signInLink = storefrontLink(request, storefrontPaths.login, locale);
    const resetLink = storefrontLink(request, storefrontPaths.forgotPassword, locale);
    await mailer.send({
      to: customer.email,
      ...accountExistsEmail(locale, customer.first_name, signInLink, resetLink),
      kind: 'account-exists',
    });
    return;
  }
  // An in-store member chooses a password from the activation e-mail, as when activating from the store's invitation.
  const { passwordHash: _chosenOnline, ...inStore } = pending;
  await mailActivationLink(request, customer, customer.brilliance_number === null ? pending : inStore, locale);
}

/**
 * The member's locale from now on: the one this request is served in (the shopper's current storefront), when it is
 * one of the member's market; otherwise the one kept (a member's vouchers are in their market's currency).
 */
function memberLocale(request: FastifyRequest, customer: Pick<Customer, 'market' | 'locale'>): LocaleCode {
  const { locale, market } = request.localeContext;
  return market === customer.market ? locale : customer.locale;
}

/** The customer's profile columns as a registration gave them. */
function profileColumns(pending: PendingRegistration) {
  return {
    title: pending.title,
    first_name: pending.firstName,
    last_name: pending.lastName,
    mobile_phone: pending.mobilePhone,
    state: pending.state,
    birthday_day: pending.birthdayDay,
    birthday_month: pending.birthdayMonth,
    birthday_year: pending.birthdayYear,
    interests: pending.interests,
  };
}

/**
 * Activates an account awaiting activation with its password and pending registration; its old sessions end. The
 * guest order it was registered from joins the account when it was placed with the account's e-mail.
 */
async function activateAccount(
  request: FastifyRequest,
  customerId: string,
  passwordHash: string,
  pending: PendingRegistration | null,
): Promise<Customer | undefined> {
  const { db } = request.server;
  const current = await findCustomerById(db, customerId);
  if (!current) return undefined;
  const customer = await db
    .updateTable('customers')
    .set({
      password_hash: passwordHash,
      status: 'active',
      brilliance_number: current.brilliance_number ?? newBrillianceNumber(),
      // The account opens in the language of the confirmation or activation page.
      locale: memberLocale(request, current),
      updated_at: new Date(),
      ...(pending ? profileColumns(pending) : {}),
    })
    .where('id', '=', customerId)
    .returningAll()
    .executeTakeFirstOrThrow();
  await endAllSessions(request, customer.id);
  if (pending?.guestOrder) await attachGuestOrder(db, customer, pending.guestOrder);
  return customer;
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
      // The member's e-mails sent later (the rewards job) follow the storefront they last signed in to.
      const locale = memberLocale(request, customer);
      const rehash = needsRehash(customer.password_hash!);
      if (rehash || locale !== customer.locale) {
        await db
          .updateTable('customers')
          .set({
            locale,
            ...(rehash ? { password_hash: await hashPassword(body.password) } : {}),
            updated_at: new Date(),
          })
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
      'Join Brilliance: the same answer whether or not the e-mail has an account; the e-mail’s owner gets a link to ' +
      'confirm the new account, the activation of an in-store account, or a reminder to sign in; `order` names the ' +
      'guest order registered from, joined to the account once it opens if it was placed with the same e-mail',
    responses: {
      202: 'Always `{ status: "check_email" }`: what happens next is in the e-mail',
      429: 'TOO_MANY_ATTEMPTS',
    },
    handler: async ({ request, reply }) => {
      const { locale, market } = request.localeContext;
      const body = await parseInput(registrationSchema(market), request.body ?? {});
      const { order } = await parseInput(guestOrderSchema, request.body ?? {});
      await takeAttempt(db, requestKeys('register', body.email, request.ip));
      // One KDF on every path; whatever depends on the e-mail having an account happens after the answer is sent.
      const passwordHash = await hashPassword(body.password);
      const pending = { ...pendingFrom(body, locale), passwordHash, ...(order ? { guestOrder: order } : {}) };
      sendLater(request.log, 'registration', () => completeRegistration(request, body.email, market, pending));
      void reply.code(202);
      return { status: 'check_email' };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/identity/register/confirm',
    tag: 'identity',
    summary:
      'Open the account of an online registration with the e-mailed link: signs the new member in and grants the ' +
      'welcome voucher',
    body: tokenOnlySchema,
    responses: {
      201: 'Registered and signed in; the welcome voucher is e-mailed',
      400: 'ACTIVATION_TOKEN_INVALID (expired, used or unknown: the UI offers to register again)',
    },
    handler: async ({ request, reply, body }) => {
      const { locale, currency } = request.localeContext;
      const used = await consumeAccountToken(db, body.token, 'activation');
      const passwordHash = used?.payload?.passwordHash;
      if (!used || !passwordHash) throw activationTokenInvalid();
      const customer = await activateAccount(request, used.customerId, passwordHash, used.payload);
      if (!customer) throw activationTokenInvalid();
      const voucher = await grantWelcomeVoucher(app, customer, locale, currency);
      await signIn(request, reply, customer.id);
      rememberDevice(request, reply, emailKey(customer.email));
      void reply.code(201);
      return {
        status: 'registered',
        signedIn: true,
        customer: memberSummary(customer),
        welcomeVoucher: voucher && {
          code: voucher.code,
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
          await mailActivationLink(request, customer, await pendingRegistrationOf(db, customer.id), locale);
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
      await endAllSessions(request, customer.id);
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
      if (!used) throw activationTokenInvalid();
      const customer = await activateAccount(request, used.customerId, passwordHash, used.payload);
      if (!customer) throw activationTokenInvalid();
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
        await mailActivationLink(request, customer, await pendingRegistrationOf(db, customer.id), locale);
      });
      void reply.code(202);
      return { accepted: true };
    },
  });

  app.addHook('onClose', settleEmailTasks);
}
