import { createHmac } from 'node:crypto';
import { cardNumberSchema, dateOfBirthSchema, dateOfBirthToIso, validationMessages as m } from '@storefront/validation';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { findBag } from '../bag/bag-store';
import { ApiProblem, problems } from '../http/problem';
import { defineRoute } from '../http/route';
import { doublingPolicy, takeAttempt, type ThrottleKey } from '../http/throttle';
import { APPROVAL_LIFETIME_MS, newApprovalId } from './approvals';
import { financingPlan, financingPlanDefinitions, financingPlansFor, type FinancingPlan } from './financing-plans';

const amountSchema = v.pipe(
  v.number(m.amountInvalid.id),
  v.integer(m.amountInvalid.id),
  v.minValue(1, m.amountInvalid.id),
  v.maxValue(100_000_000, m.amountInvalid.id),
);
const amountQuerySchema = v.pipe(
  v.string(m.amountInvalid.id),
  v.regex(/^[1-9]\d{0,8}$/, m.amountInvalid.id),
  v.transform(Number),
  v.maxValue(100_000_000, m.amountInvalid.id),
);

/** Why an account cannot be used for this purchase, or null when it can. */
type Blocker = 'inactive' | 'credit_limit_exceeded' | 'no_plan_for_amount';

interface Account {
  cardLast4: string;
  status: 'active' | 'inactive';
  creditLimitCents: number;
}

const notFound = () =>
  new ApiProblem(404, 'FINANCING_ACCOUNT_NOT_FOUND', 'Account not found. Please check your information.');

/**
 * The financing account for this card number and date of birth, throttled like a password: each miss doubles the
 * wait per source address and per card (the card is keyed by an HMAC, so the throttle table never holds it).
 */
async function findAccount(request: FastifyRequest, cardNumber: string, dateOfBirth: string): Promise<Account> {
  const { db, apiConfig } = request.server;
  const cardKey = createHmac('sha256', apiConfig.secret).update(`financing:${cardNumber}`).digest('hex');
  const keys: ThrottleKey[] = [
    { scope: 'financing:ip', key: request.ip, policy: doublingPolicy, onSuccess: 'refund' },
    { scope: 'financing:card', key: cardKey, policy: doublingPolicy },
  ];
  const attempt = await takeAttempt(db, keys);
  const isoDate = dateOfBirthToIso(dateOfBirth);
  const row = isoDate
    ? await db
        .selectFrom('financing_accounts')
        .select(['status', 'credit_limit_cents'])
        .where('card_number', '=', cardNumber)
        .where('date_of_birth', '=', isoDate)
        .executeTakeFirst()
    : undefined;
  if (!row) {
    await attempt.failed();
    throw notFound();
  }
  await attempt.succeeded();
  return { cardLast4: cardNumber.slice(-4), status: row.status, creditLimitCents: row.credit_limit_cents };
}

/** Financing exists in Canada only; checked after the input, so bad input is a 400 in every market. */
function assertCanada(request: FastifyRequest): void {
  if (request.localeContext.market !== 'CA') {
    throw new ApiProblem(404, 'NOT_AVAILABLE_IN_MARKET', 'Financing is available in Canada only.');
  }
}

function blockerOf(account: Account, amountCents: number, plans: readonly FinancingPlan[]): Blocker | null {
  if (account.status !== 'active') return 'inactive';
  if (amountCents > account.creditLimitCents) return 'credit_limit_exceeded';
  if (plans.length === 0) return 'no_plan_for_amount';
  return null;
}

/**
 * financing (Canada only, SPEC §3): look up a financing account by its virtual card number and the holder's date of
 * birth, see the plans for an amount, and get an approval that order placement consumes once.
 */
export async function financingRoutes(app: FastifyInstance): Promise<void> {
  defineRoute(app, {
    method: 'GET',
    url: '/financing/plans',
    tag: 'financing',
    summary:
      'Every plan the provider offers (Canada), each with its minimum purchase and its payments for an example amount',
    query: v.object({ amountCents: amountQuerySchema }),
    responses: { 404: 'NOT_AVAILABLE_IN_MARKET: not Canada' },
    handler: async ({ request, query }) => {
      assertCanada(request);
      const { amountCents } = query;
      const plans = financingPlanDefinitions.map((definition) => ({
        ...financingPlan(definition, amountCents, request.localeContext.language),
        minCents: definition.minCents,
        offered: amountCents >= definition.minCents,
      }));
      return { amountCents, currency: 'CAD', plans };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/financing/lookup',
    tag: 'financing',
    summary: 'Finds a financing account (card number + date of birth) and the plans it offers for an amount',
    body: v.object({
      cardNumber: cardNumberSchema,
      dateOfBirth: dateOfBirthSchema,
      amountCents: v.optional(amountSchema),
    }),
    query: v.object({ amountCents: v.optional(amountQuerySchema) }),
    responses: {
      404: 'FINANCING_ACCOUNT_NOT_FOUND: no account with this card and date of birth; NOT_AVAILABLE_IN_MARKET: not Canada',
      429: 'TOO_MANY_ATTEMPTS: wait `retryAfterSeconds` before trying again',
    },
    handler: async ({ request, body, query }) => {
      const amountCents = body.amountCents ?? query.amountCents;
      if (amountCents === undefined) throw problems.invalid({ amountCents: m.required.id });
      assertCanada(request);
      const account = await findAccount(request, body.cardNumber, body.dateOfBirth);
      const plans = account.status === 'active' ? financingPlansFor(amountCents, request.localeContext.language) : [];
      const blocker = blockerOf(account, amountCents, plans);
      return {
        status: account.status,
        canContinue: blocker === null,
        reason: blocker,
        cardLast4: account.cardLast4,
        creditLimitCents: account.status === 'active' ? account.creditLimitCents : null,
        amountCents,
        currency: 'CAD',
        plans,
      };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/financing/applications',
    tag: 'financing',
    summary:
      'Applies for a plan for an amount in CAD; the approval is kept with the checkout and used once when the order is placed',
    body: v.object({
      cardNumber: cardNumberSchema,
      dateOfBirth: dateOfBirthSchema,
      planId: v.pipe(v.string(m.required.id), v.nonEmpty(m.required.id), v.maxLength(40, m.maxLength.id)),
      amountCents: amountSchema,
    }),
    responses: {
      201: 'Approved: `approvalId` for order placement, valid until `expiresAt`',
      404: 'FINANCING_ACCOUNT_NOT_FOUND; NOT_AVAILABLE_IN_MARKET',
      409: 'FINANCING_ACCOUNT_INACTIVE: the account must be active to continue',
      422: 'FINANCING_PLAN_UNAVAILABLE (not offered for this amount); FINANCING_CREDIT_LIMIT_EXCEEDED',
      429: 'TOO_MANY_ATTEMPTS',
    },
    handler: async ({ request, reply, body }) => {
      assertCanada(request);
      const account = await findAccount(request, body.cardNumber, body.dateOfBirth);
      if (account.status !== 'active') {
        throw new ApiProblem(409, 'FINANCING_ACCOUNT_INACTIVE', 'This financing account is not active.');
      }
      const plan = financingPlansFor(body.amountCents, request.localeContext.language).find(
        (candidate) => candidate.id === body.planId,
      );
      if (!plan) {
        throw new ApiProblem(422, 'FINANCING_PLAN_UNAVAILABLE', 'This plan is not offered for this amount.');
      }
      if (body.amountCents > account.creditLimitCents) {
        throw new ApiProblem(422, 'FINANCING_CREDIT_LIMIT_EXCEEDED', 'The amount is over the account’s credit limit.');
      }
      const approvalId = newApprovalId();
      const now = new Date();
      const expiresAt = new Date(now.getTime() + APPROVAL_LIFETIME_MS);
      await request.server.db
        .insertInto('financing_approvals')
        .values({
          id: approvalId,
          card_last4: account.cardLast4,
          plan_id: plan.id,
          plan: JSON.stringify(plan),
          amount_cents: body.amountCents,
          currency: 'CAD',
          created_at: now,
          expires_at: expiresAt,
        })
        .execute();
      // Kept with the checkout: billing offers it (and placing the order uses it) after a reload, in any tab.
      const bag = await findBag(request);
      if (bag) {
        await request.server.db
          .updateTable('bags')
          .set({ financing_approval_id: approvalId })
          .where('id', '=', bag.id)
          .execute();
      }
      void reply.code(201);
      return {
        approvalId,
        plan,
        amountCents: body.amountCents,
        currency: 'CAD',
        cardLast4: account.cardLast4,
        expiresAt: expiresAt.toISOString(),
      };
    },
  });
}
