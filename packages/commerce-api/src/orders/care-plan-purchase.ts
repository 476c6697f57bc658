import { randomBytes, randomInt } from 'node:crypto';
import { getLocaleSetting } from '@storefront/i18n';
import type { FastifyRequest } from 'fastify';
import { isoDay } from '../seed/context';
import { ApiProblem, problems } from '../http/problem';
import { createProviderSession, fetchProviderSession } from '../payments/provider-client';
import { refundWithoutOrder } from '../payments/settlement';
import { carePlansOfLine, type CarePlanView } from './care-plan-views';
import { loadOrderView, type OrderLineView } from './order-views';

/**
 * Buying a professional care plan for a line of an order already placed (SPEC §9: within 30 days of receiving the
 * order), paid on its own through the payment provider's hosted page:
 * 1. `openCarePlanPayment` checks the line can have one and opens a session for its price (one plan per unit); the
 *    intent remembers the member, order and line, and has no bag, so it can never pay for a bag.
 * 2. The provider sends the browser back to the order's page with `?carePlan=paid&session=…`, which calls
 *    `completeCarePlanPurchase`: the session must be this member's, for this order, paid in full; the line is locked,
 *    checked again, and the intent consumed by a conditional update in the same transaction as the plans are written.
 *    Sending the same session again answers the same plans (idempotent); a payment that cannot become a plan (the
 *    line got one meanwhile, the window closed) is refunded at once, and the reconciliation job refunds a paid
 *    session whose shopper never came back.
 */

/** What a care-plan intent's `checkout` column holds. */
interface CarePlanIntent {
  purpose: 'care_plan';
  reference: string;
  customerId: string;
  orderId: string;
  lineId: string;
}

const notFound = () => problems.notFound('No such order.');

/** Why a line cannot have a plan bought for it now, as a problem; undefined when it can. */
function refusalOf(line: OrderLineView): ApiProblem | undefined {
  if (line.plans.length > 0 || line.carePlan) {
    return new ApiProblem(409, 'CARE_PLAN_EXISTS', 'This piece already has a professional care plan.');
  }
  if (line.carePlanOffer?.status === 'closed') {
    return new ApiProblem(
      409,
      'CARE_PLAN_WINDOW_CLOSED',
      'A care plan can be bought within 30 days of receiving the order; that time has passed.',
      { extra: { closedAt: line.carePlanOffer.closedAt } },
    );
  }
  if (line.carePlanOffer?.status !== 'open') {
    return new ApiProblem(409, 'CARE_PLAN_NOT_ELIGIBLE', 'A care plan is not available for this piece.');
  }
  return undefined;
}

async function memberOrderId(request: FastifyRequest, customerId: string, number: string): Promise<string> {
  const row = await request.server.db
    .selectFrom('orders')
    .select('id')
    .where('number', '=', number)
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
  if (!row) throw notFound();
  return row.id;
}

/** The storefront origin the provider sends the shopper back to (the request's own, already checked for CSRF). */
function storefrontOrigin(request: FastifyRequest): string {
  const origin = request.headers.origin;
  if (typeof origin === 'string' && /^https?:\/\/[^/]+$/.test(origin)) return origin;
  const forwarded = request.headers['x-forwarded-host'];
  const host = typeof forwarded === 'string' ? forwarded : (request.headers.host ?? '127.0.0.1');
  return `${request.protocol}://${host}`;
}

/** Opens the provider's page for a plan on one line of the member's order. */
export async function openCarePlanPayment(
  request: FastifyRequest,
  customerId: string,
  number: string,
  lineId: string,
): Promise<{ paymentSessionId: string; redirectUrl: string; amountCents: number; currency: string }> {
  const { db, apiConfig } = request.server;
  const orderId = await memberOrderId(request, customerId, number);
  const order = await loadOrderView(db, orderId);
  const line = order?.lines.find((candidate) => candidate.id === lineId);
  if (!order || !line) throw problems.notFound('No such line in this order.');
  const refusal = refusalOf(line);
  if (refusal) throw refusal;
  const offer = line.carePlanOffer as { priceCents: number };
  const amountCents = offer.priceCents * line.quantity;
  const prefix = getLocaleSetting(request.localeContext.locale).pathPrefix;
  const page = `${storefrontOrigin(request)}${prefix ? `/${prefix}` : ''}/my-account/order-history/${order.number}`;
  const reference = `LUS-PCP-${randomBytes(5).toString('hex').toUpperCase()}`;
  const session = await createProviderSession(apiConfig, {
    amountCents,
    currency: order.currency,
    reference,
    returnUrl: `${page}?carePlan=paid`,
    cancelUrl: `${page}?carePlan=cancelled`,
    method: 'card',
  });
  const intent: CarePlanIntent = { purpose: 'care_plan', reference, customerId, orderId, lineId };
  await db
    .insertInto('payment_intents')
    .values({
      id: session.id,
      bag_id: null,
      order_id: null,
      amount_cents: amountCents,
      currency: order.currency,
      method: 'card',
      status: 'pending',
      checkout: JSON.stringify(intent),
    })
    .execute();
  return { paymentSessionId: session.id, redirectUrl: session.url, amountCents, currency: order.currency };
}

function planNumberCandidate(): string {
  return `PCP${String(randomInt(0, 1_000_000)).padStart(6, '0')}${String(randomInt(0, 10_000)).padStart(4, '0')}`;
}

function addMonths(day: Date, months: number): Date {
  return new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth() + months, day.getUTCDate()));
}

/** Turns a paid care-plan session into the line's plans; the same answer when sent again. */
export async function completeCarePlanPurchase(
  request: FastifyRequest,
  customerId: string,
  number: string,
  paymentSessionId: string,
): Promise<{ status: 200 | 201; lineId: string; carePlans: CarePlanView[] }> {
  const { db, apiConfig } = request.server;
  const orderId = await memberOrderId(request, customerId, number);
  const row = await db
    .selectFrom('payment_intents')
    .select(['id', 'status', 'order_id', 'amount_cents', 'currency', 'checkout'])
    .where('id', '=', paymentSessionId)
    .where('bag_id', 'is', null)
    .executeTakeFirst();
  const intent = row?.checkout as Partial<CarePlanIntent> | undefined;
  if (!row || intent?.purpose !== 'care_plan' || intent.customerId !== customerId || intent.orderId !== orderId) {
    throw new ApiProblem(409, 'PAYMENT_SESSION_INVALID', 'This payment was not found.');
  }
  const lineId = intent.lineId as string;
  if (row.status === 'consumed' && row.order_id === orderId) {
    // Sent again (a reload of the return page, a double press): the plans this payment bought.
    return { status: 200, lineId, carePlans: await carePlansOfLine(db, orderId, lineId) };
  }
  if (row.status === 'refunding' || row.status === 'refunded') {
    throw new ApiProblem(409, 'PAYMENT_REFUNDED', 'This payment was refunded: no care plan was added.', {
      extra: { paymentRefunded: true },
    });
  }
  if (row.status !== 'pending') {
    throw new ApiProblem(409, 'PAYMENT_CANCELLED', 'Payment cancelled: no care plan was added.');
  }
  const session = await fetchProviderSession(apiConfig, row.id);
  if (session.status === 'declined') {
    throw new ApiProblem(402, 'PAYMENT_DECLINED', 'Review your payment details or try another payment method.');
  }
  if (session.status === 'cancelled' || session.status === 'refunded') {
    throw new ApiProblem(409, 'PAYMENT_CANCELLED', 'Payment cancelled: no care plan was added.');
  }
  if (session.status !== 'succeeded') {
    throw new ApiProblem(409, 'PAYMENT_INCOMPLETE', 'The payment has not been completed.');
  }
  if (
    session.amount !== row.amount_cents ||
    session.currency !== row.currency ||
    session.reference !== intent.reference
  ) {
    throw new ApiProblem(409, 'PAYMENT_SESSION_INVALID', 'This payment was not found.');
  }

  const settlement = { db, config: apiConfig, log: request.log };
  let outcome: { status: 200 | 201; lineId: string; carePlans: CarePlanView[] };
  try {
    outcome = await db.transaction().execute(async (trx) => {
      // The line first: two payments for one line wait for each other here, and the second finds the first's plan.
      const locked = await trx
        .selectFrom('order_lines')
        .select(['id', 'sku', 'name', 'quantity'])
        .where('id', '=', lineId)
        .where('order_id', '=', orderId)
        .forUpdate()
        .executeTakeFirst();
      if (!locked) throw problems.notFound('No such line in this order.');
      const consumed = await trx
        .updateTable('payment_intents')
        .set({ status: 'consumed', order_id: orderId, updated_at: new Date() })
        .where('id', '=', row.id)
        .where('order_id', 'is', null)
        .where('status', '=', 'pending')
        .returning('id')
        .executeTakeFirst();
      if (!consumed) return { status: 200 as const, lineId, carePlans: [] };
      const now = new Date();
      const order = await loadOrderView(trx, orderId, now);
      const line = order?.lines.find((candidate) => candidate.id === lineId);
      if (!order || !line) throw problems.notFound('No such line in this order.');
      const refusal = refusalOf(line);
      if (refusal) throw refusal;
      const offer = line.carePlanOffer as { priceCents: number; termMonths: number; until: string | null };
      if (offer.priceCents * line.quantity !== session.amount) {
        throw new ApiProblem(409, 'CARE_PLAN_PRICE_CHANGED', 'The care plan’s price has changed: please try again.');
      }
      // Received already: the plan starts today; otherwise it waits for the piece (pending).
      const received = offer.until !== null;
      for (let unit = 0; unit < line.quantity; unit++) {
        await trx
          .insertInto('care_plans')
          .values({
            plan_number: planNumberCandidate(),
            customer_id: customerId,
            order_id: orderId,
            order_line_id: lineId,
            sku: locked.sku,
            product_name: locked.name,
            term_months: offer.termMonths,
            status: received ? 'active' : 'pending',
            commenced_on: received ? isoDay(now) : null,
            expires_on: received ? isoDay(addMonths(now, offer.termMonths)) : null,
            rrp_cents: offer.priceCents,
            currency: order.currency,
          })
          .execute();
      }
      return { status: 201 as const, lineId, carePlans: [] };
    });
  } catch (error) {
    if (error instanceof ApiProblem && error.status < 500) {
      // The money was taken for a plan that cannot be: give it back before answering.
      const refund = await refundWithoutOrder(settlement, row.id, {
        source: 'care-plan',
        reason: `care plan not added: ${error.code}`,
      });
      if (refund === 'refunded') {
        throw new ApiProblem(error.status, error.code, error.message, {
          extra: { ...(error.extra ?? {}), paymentRefunded: true },
        });
      }
    }
    throw error;
  }
  return { ...outcome, carePlans: await carePlansOfLine(db, orderId, lineId) };
}
