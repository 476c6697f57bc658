import { orderNumberSchema, pcpIndexSchema, postcodeSchema, validationMessages as m } from '@storefront/validation';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import * as v from 'valibot';
import { anyOf } from '../db/any-of';
import { ApiProblem, problems } from '../http/problem';
import { defineRoute } from '../http/route';
import { requireMember } from '../http/session';
import { doublingPolicy, takeAttempt, type ThrottleKey } from '../http/throttle';
import { parseInput } from '../http/validate';
import { completeCarePlanPurchase, openCarePlanPayment } from './care-plan-purchase';
import { carePlanPublicView, carePlansOf, carePlansOfOrder } from './care-plan-views';
import { lookupTokenPattern, signLookupToken, verifyLookupToken } from './lookup-token';
import { productImageUrl } from './order-codes';
import { guestView, loadOrderView } from './order-views';

/** Pictures of an order's pieces the history shows at most. */
const HISTORY_THUMBNAILS = 4;

/** Orders a page of the member's history holds. */
export const ORDER_HISTORY_PAGE_SIZE = 10;

const pageSchema = v.pipe(v.string(m.linkInvalid.id), v.regex(/^[1-9]\d{0,3}$/, m.linkInvalid.id));

/** The guest lookup's fields with the market's postcode rule (SPEC §5): CA accepts K1V 1J8, K1V-1J8 and K1V1J8. */
function lookupSchema(market: 'AU' | 'CA' | 'NZ') {
  return v.object({
    orderNumber: orderNumberSchema,
    billingPostcode: postcodeSchema(market, m.billingPostcodeRequired.id),
  });
}

/** Postcodes compared without case, spaces or hyphens. */
function comparablePostcode(value: string): string {
  return value.replace(/[\s-]+/g, '').toUpperCase();
}

const lookupMismatch = () =>
  new ApiProblem(404, 'ORDER_LOOKUP_MISMATCH', 'The order number or billing postcode does not match.');

/**
 * Guessing is slowed per source address and per order number: each failure doubles the wait (1 s, 2 s, 4 s … up to
 * an hour), unknown numbers count like known ones, a match clears the order number's counter.
 */
function lookupThrottleKeys(ip: string, orderNumber: string): ThrottleKey[] {
  return [
    { scope: 'order-lookup:ip', key: ip, policy: doublingPolicy, onSuccess: 'refund' },
    { scope: 'order-lookup:number', key: orderNumber, policy: doublingPolicy },
  ];
}

/** orders: member order history and detail, guest order lookup, professional care plans. */
export async function ordersRoutes(app: FastifyInstance): Promise<void> {
  defineRoute(app, {
    method: 'GET',
    url: '/orders',
    tag: 'orders',
    summary: 'The signed-in member’s orders, newest first, a page at a time',
    query: v.object({ page: v.optional(pageSchema, '1') }),
    responses: { 401: 'UNAUTHENTICATED: not signed in' },
    handler: async ({ request, query }) => {
      const customerId = requireMember(request);
      const { db } = request.server;
      const page = Number(query.page);
      const total = await db
        .selectFrom('orders')
        .select(sql<number>`count(*)::int`.as('count'))
        .where('customer_id', '=', customerId)
        .executeTakeFirstOrThrow();
      const rows = await db
        .selectFrom('orders')
        .select(['id', 'number', 'placed_at', 'status', 'total_cents', 'currency'])
        .where('customer_id', '=', customerId)
        .orderBy('placed_at', 'desc')
        .orderBy('number')
        .limit(ORDER_HISTORY_PAGE_SIZE)
        .offset((page - 1) * ORDER_HISTORY_PAGE_SIZE)
        .execute();
      const ids = rows.map((row) => row.id);
      const [counts, lines] =
        ids.length === 0
          ? [[], []]
          : await Promise.all([
              db
                .selectFrom('order_lines')
                .select(['order_id', sql<number>`sum(quantity)::int`.as('items')])
                .where('order_id', '=', anyOf(ids, 'uuid'))
                .groupBy('order_id')
                .execute(),
              db
                .selectFrom('order_lines')
                .select(['order_id', 'product_id', 'metal'])
                .where('order_id', '=', anyOf(ids, 'uuid'))
                .orderBy('order_id')
                .orderBy('position')
                .orderBy('id')
                .execute(),
            ]);
      const itemsOf = new Map(counts.map((row) => [row.order_id, row.items]));
      // Each order's pieces' pictures, lines in order, one per design and metal, at most four.
      const picturesOf = new Map<string, string[]>();
      for (const line of lines) {
        const pictures = picturesOf.get(line.order_id) ?? [];
        const url = productImageUrl(line.product_id, line.metal);
        if (pictures.length < HISTORY_THUMBNAILS && !pictures.includes(url)) pictures.push(url);
        picturesOf.set(line.order_id, pictures);
      }
      return {
        orders: rows.map((row) => {
          const pictures = picturesOf.get(row.id) ?? [];
          return {
            number: row.number,
            placedAt: row.placed_at.toISOString(),
            status: row.status,
            totalCents: row.total_cents,
            currency: row.currency,
            itemCount: itemsOf.get(row.id) ?? 0,
            imageUrl: pictures[0] ?? null,
            imageUrls: pictures,
          };
        }),
        page,
        pageSize: ORDER_HISTORY_PAGE_SIZE,
        totalOrders: total.count,
        totalPages: Math.ceil(total.count / ORDER_HISTORY_PAGE_SIZE),
      };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/orders/:number',
    tag: 'orders',
    summary: 'One of the signed-in member’s orders in full',
    params: v.object({ number: orderNumberSchema }),
    responses: { 401: 'UNAUTHENTICATED: not signed in', 404: 'NOT_FOUND: no such order among the member’s own' },
    handler: async ({ request, params }) => {
      const customerId = requireMember(request);
      const { db } = request.server;
      // Someone else's order is exactly as absent as a number that does not exist (no data, no 403).
      const row = await db
        .selectFrom('orders')
        .select('id')
        .where('number', '=', params.number)
        .where('customer_id', '=', customerId)
        .executeTakeFirst();
      const order = row ? await loadOrderView(db, row.id, new Date(), request.localeContext.language) : null;
      if (!order) throw problems.notFound('No such order.');
      return { order };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/orders/lookup',
    tag: 'orders',
    summary: 'Guest order lookup by order number and billing postcode; returns a short-lived token to reopen it',
    body: v.object({
      orderNumber: v.string(m.orderNumberRequired.id),
      billingPostcode: v.string(m.billingPostcodeRequired.id),
    }),
    responses: {
      404: 'ORDER_LOOKUP_MISMATCH: the order number or billing postcode does not match (same for unknown numbers)',
      429: 'TOO_MANY_ATTEMPTS: wait `retryAfterSeconds` before trying again',
    },
    handler: async ({ request, body }) => {
      const { db, apiConfig } = request.server;
      const { market } = request.localeContext;
      const input = await parseInput(lookupSchema(market), body);
      const keys = lookupThrottleKeys(request.ip, input.orderNumber);
      const attempt = await takeAttempt(db, keys);
      const row = await db
        .selectFrom('orders')
        .select(['id', 'billing_postcode'])
        .where('number', '=', input.orderNumber)
        .where('market', '=', market)
        .executeTakeFirst();
      const matches =
        row !== undefined && comparablePostcode(row.billing_postcode) === comparablePostcode(input.billingPostcode);
      if (!row || !matches) {
        await attempt.failed();
        throw lookupMismatch();
      }
      await attempt.succeeded();
      const order = await loadOrderView(db, row.id, new Date(), request.localeContext.language);
      if (!order) throw lookupMismatch();
      const { token, expiresAt } = signLookupToken(apiConfig.secret, row.id);
      return { token, expiresAt: expiresAt.toISOString(), order: guestView(order) };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/orders/lookup/:token',
    tag: 'orders',
    summary: 'Reopens a looked-up order (guest view) while its lookup token is valid',
    params: v.object({ token: v.pipe(v.string(m.linkInvalid.id), v.regex(lookupTokenPattern, m.linkInvalid.id)) }),
    responses: { 404: 'ORDER_LOOKUP_EXPIRED: the token is expired or not valid; look the order up again' },
    handler: async ({ request, params }) => {
      const { db, apiConfig } = request.server;
      const verified = verifyLookupToken(apiConfig.secret, params.token);
      const order = verified
        ? await loadOrderView(db, verified.orderId, new Date(), request.localeContext.language)
        : null;
      if (!verified || !order) {
        throw new ApiProblem(
          404,
          'ORDER_LOOKUP_EXPIRED',
          'This order link has expired. Please look the order up again.',
        );
      }
      return { expiresAt: verified.expiresAt.toISOString(), order: guestView(order) };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/care-plans',
    tag: 'orders',
    summary: 'The signed-in member’s professional care plans',
    responses: { 401: 'UNAUTHENTICATED: not signed in' },
    handler: async ({ request }) => {
      const customerId = requireMember(request);
      return { carePlans: await carePlansOf(request.server.db, customerId) };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/orders/:number/care-plans/:index',
    tag: 'orders',
    summary:
      'One care plan of one of the member’s orders, by its 1-based position in the order (the account’s `:pcpIndex`)',
    params: v.object({ number: orderNumberSchema, index: pcpIndexSchema }),
    responses: {
      401: 'UNAUTHENTICATED: not signed in',
      404: 'NOT_FOUND: no such order among the member’s own, or no plan at this position',
    },
    handler: async ({ request, params }) => {
      const customerId = requireMember(request);
      const { db } = request.server;
      const row = await db
        .selectFrom('orders')
        .select('id')
        .where('number', '=', params.number)
        .where('customer_id', '=', customerId)
        .executeTakeFirst();
      const plans = row ? await carePlansOfOrder(db, row.id) : [];
      const plan = plans.find((candidate) => candidate.index === Number(params.index));
      if (!plan) throw problems.notFound('No such care plan.');
      return { carePlan: carePlanPublicView(plan) };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/orders/:number/care-plans/payment-session',
    tag: 'orders',
    summary:
      'Opens the provider’s hosted payment page for a care plan on a line of the member’s order (within 30 days of receiving it)',
    params: v.object({ number: orderNumberSchema }),
    body: v.object({ lineId: v.pipe(v.string(m.required.id), v.uuid(m.required.id)) }),
    responses: {
      201: '{ paymentSessionId, redirectUrl, amountCents, currency }',
      401: 'UNAUTHENTICATED: not signed in',
      404: 'NOT_FOUND: no such order among the member’s own, or no such line in it',
      409: 'CARE_PLAN_EXISTS, CARE_PLAN_WINDOW_CLOSED (with `closedAt`), CARE_PLAN_NOT_ELIGIBLE',
      502: 'PAYMENT_PROVIDER_ERROR',
    },
    handler: async ({ request, reply, params, body }) => {
      const customerId = requireMember(request);
      const session = await openCarePlanPayment(request, customerId, params.number, body.lineId);
      void reply.code(201);
      return session;
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/orders/:number/care-plans',
    tag: 'orders',
    summary:
      'Adds the care plan a paid session bought to its order line; sending the same session again answers the same plans',
    params: v.object({ number: orderNumberSchema }),
    body: v.object({
      paymentSessionId: v.pipe(v.string(m.required.id), v.regex(/^[A-Za-z0-9_-]{1,100}$/, m.required.id)),
    }),
    responses: {
      201: '{ lineId, carePlans }: the plans bought (200 when the session was already used for them)',
      401: 'UNAUTHENTICATED: not signed in',
      402: 'PAYMENT_DECLINED',
      404: 'NOT_FOUND: no such order among the member’s own',
      409:
        'PAYMENT_SESSION_INVALID, PAYMENT_INCOMPLETE, PAYMENT_CANCELLED, PAYMENT_REFUNDED, CARE_PLAN_EXISTS, ' +
        'CARE_PLAN_WINDOW_CLOSED, CARE_PLAN_NOT_ELIGIBLE, CARE_PLAN_PRICE_CHANGED (the last four refund the payment: ' +
        '`paymentRefunded: true`)',
      502: 'PAYMENT_PROVIDER_ERROR',
    },
    handler: async ({ request, reply, params, body }) => {
      const customerId = requireMember(request);
      const { status, ...answer } = await completeCarePlanPurchase(
        request,
        customerId,
        params.number,
        body.paymentSessionId,
      );
      void reply.code(status);
      return answer;
    },
  });
}
