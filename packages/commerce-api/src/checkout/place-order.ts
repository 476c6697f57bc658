import { randomInt } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql, type Transaction } from 'kysely';
import * as v from 'valibot';
import { findBag, type BagRow } from '../bag/bag-store';
import { carePlanFor } from '../catalogue/pricing';
import type { DB } from '../db/schema';
import { consumeFinancingApproval } from '../financing/approvals';
import { ApiProblem, problemDocument } from '../http/problem';
import { defineRoute } from '../http/route';
import { fetchProviderSession, type ProviderSession } from '../payments/provider-client';
import { refundWithoutOrder } from '../payments/settlement';
import { crashPoint } from '../crash-points';
import { pricingContextOf } from './bag-changes';
import { assertReadyToPay, billingAddressOf } from './checkout-state';
import {
  assertClaimHeld,
  claimKey,
  completeKey,
  type HeldClaim,
  idempotencyKeyOf,
  releaseKey,
  requestFingerprint,
  sendStored,
  type StoredResponse,
} from './idempotency';
import { orderConfirmationEmail } from './order-email';
import { priceBag, type PricedBag } from './totals';

const placeOrderSchema = v.object({
  paymentSessionId: v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,100}$/))),
  financingApprovalId: v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,100}$/))),
  /** Pay with the financing approval kept with the checkout (the one `GET /checkout` answers). */
  payWith: v.optional(v.literal('financing')),
  bagVersion: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
});
type PlaceOrderBody = v.InferOutput<typeof placeOrderSchema>;

function problemResponse(problem: ApiProblem): StoredResponse {
  return {
    status: problem.status,
    contentType: 'application/problem+json; charset=utf-8',
    body: JSON.stringify(problemDocument(problem)),
  };
}

type Payment =
  | { kind: 'none' }
  | { kind: 'provider'; session: ProviderSession; reference: string | null }
  | { kind: 'financing'; approvalId: string };

/** A new 12-digit order number (never starting with 0). */
function orderNumberCandidate(): string {
  return `${randomInt(1, 10)}${String(randomInt(0, 100_000)).padStart(5, '0')}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}

function planNumberCandidate(): string {
  return `PCP${String(randomInt(0, 1_000_000)).padStart(6, '0')}${String(randomInt(0, 10_000)).padStart(4, '0')}`;
}

/**
 * The payment the shopper names, as the provider reports it now: a session this bag opened that the provider says is
 * paid, or financing, or nothing. Whether it covers what the bag costs now is checked later, where a refund follows.
 */
async function paymentOf(request: FastifyRequest, bag: BagRow, body: PlaceOrderBody): Promise<Payment> {
  const bagId = bag.id;
  if (body.financingApprovalId) return { kind: 'financing', approvalId: body.financingApprovalId };
  if (body.payWith === 'financing') {
    if (!bag.financing_approval_id) {
      throw new ApiProblem(409, 'FINANCING_NOT_APPROVED', 'The financing approval cannot be used.');
    }
    return { kind: 'financing', approvalId: bag.financing_approval_id };
  }
  if (!body.paymentSessionId) return { kind: 'none' };
  const { db, apiConfig } = request.server;
  const intent = await db
    .selectFrom('payment_intents')
    .select(['id', 'order_id', 'status', 'checkout'])
    .where('id', '=', body.paymentSessionId)
    .where('bag_id', '=', bagId)
    .executeTakeFirst();
  if (!intent) throw new ApiProblem(409, 'PAYMENT_SESSION_INVALID', 'This payment was not found.');
  if (intent.order_id) throw new ApiProblem(409, 'PAYMENT_ALREADY_USED', 'This payment has already been used.');
  if (intent.status === 'refunding' || intent.status === 'refunded') {
    // An earlier attempt with it failed and gave the money back (its answer may have been lost): say so again.
    throw new ApiProblem(409, 'PAYMENT_REFUNDED', 'This payment was refunded: the order could not be placed with it.', {
      extra: { paymentRefunded: true },
    });
  }
  if (intent.status !== 'pending') {
    throw new ApiProblem(409, 'PAYMENT_CANCELLED', 'Payment cancelled: please choose another payment method.');
  }
  const session = await fetchProviderSession(apiConfig, intent.id);
  if (session.status === 'declined') {
    throw new ApiProblem(402, 'PAYMENT_DECLINED', 'Review your payment details or try another payment method.');
  }
  if (session.status === 'cancelled' || session.status === 'refunded') {
    throw new ApiProblem(409, 'PAYMENT_CANCELLED', 'Payment cancelled: please choose another payment method.');
  }
  if (session.status !== 'succeeded') {
    throw new ApiProblem(409, 'PAYMENT_INCOMPLETE', 'The payment has not been completed.');
  }
  return { kind: 'provider', session, reference: (intent.checkout as { reference?: string }).reference ?? null };
}

/** The money must match exactly: what was paid is what the bag costs now, in its currency, for this checkout. */
function assertPaymentCovers(payment: Payment, priced: PricedBag): void {
  const { remainingCents, currency } = priced.summary;
  if (payment.kind === 'provider') {
    const { session } = payment;
    if (session.amount !== remainingCents || session.currency !== currency || session.reference !== payment.reference) {
      throw new ApiProblem(
        409,
        'CART_UPDATED',
        'Your bag or delivery method changed: please confirm before continuing.',
      );
    }
  } else if (payment.kind === 'none' && remainingCents > 0) {
    throw new ApiProblem(409, 'PAYMENT_REQUIRED', 'Choose how to pay.');
  }
}

/**
 * Failures after which the payment is left alone: it became (or is becoming) an order. A retry that took the
 * idempotency key over is paying with it; an intent already used belongs to an order or to a refund under way.
 */
const PAYMENT_STILL_IN_USE = new Set(['REQUEST_IN_PROGRESS', 'PAYMENT_ALREADY_USED']);

/** Why an order attempt ended without an order, for the refund's audit row. */
function refundReason(error: unknown): string {
  if (error instanceof ApiProblem) return `order not placed: ${error.code}`;
  return `order not placed: ${error instanceof Error ? error.message : 'unexpected error'}`.slice(0, 500);
}

async function insertOrderNumber(
  trx: Transaction<DB>,
  values: Parameters<ReturnType<Transaction<DB>['insertInto']>['values']>[0],
): Promise<{ id: string; number: string; placed_at: Date }> {
  for (let attempt = 0; attempt < 10; attempt++) {
    const row = await trx
      .insertInto('orders')
      .values({ ...(values as object), number: orderNumberCandidate() } as never)
      .onConflict((conflict) => conflict.column('number').doNothing())
      .returning(['id', 'number', 'placed_at'])
      .executeTakeFirst();
    if (row) return row;
  }
  throw new Error('no free order number after 10 attempts');
}

/**
 * Places the order in one transaction; any failed condition rolls all of it back. Once the provider has confirmed
 * the shopper's payment, every way this can end without an order (stock gone, bag or price changed, a step missing,
 * a gift card spent elsewhere, a database failure) refunds that payment before answering; a crash in between is
 * refunded by reconciliation (payments/settlement.ts).
 */
async function placeOrder(request: FastifyRequest, body: PlaceOrderBody, held: HeldClaim): Promise<StoredResponse> {
  const { db } = request.server;
  const bag = await findBag(request);
  if (!bag) throw new ApiProblem(409, 'BAG_EMPTY', 'Your bag is empty.');
  const payment = await paymentOf(request, bag, body);
  try {
    return await placePaidOrder(request, bag, body, held, payment);
  } catch (error) {
    if (payment.kind === 'provider' && !(error instanceof ApiProblem && PAYMENT_STILL_IN_USE.has(error.code))) {
      const settlement = { db, config: request.server.apiConfig, log: request.log };
      const outcome = await refundWithoutOrder(settlement, payment.session.id, {
        source: 'place-order',
        reason: refundReason(error),
      });
      // The shopper is told their money is on its way back, beside why the order could not be placed.
      if (outcome === 'refunded' && error instanceof ApiProblem) {
        throw new ApiProblem(error.status, error.code, error.message, {
          ...(error.errors ? { errors: error.errors } : {}),
          ...(error.headers ? { headers: error.headers } : {}),
          extra: { ...error.extra, paymentRefunded: true },
        });
      }
    }
    throw error;
  }
}

async function placePaidOrder(
  request: FastifyRequest,
  bag: BagRow,
  body: PlaceOrderBody,
  held: HeldClaim,
  payment: Payment,
): Promise<StoredResponse> {
  const { db } = request.server;
  const context = await pricingContextOf(request);
  const priced = await priceBag(db, bag, context);
  assertReadyToPay(priced);
  if (body.bagVersion !== undefined && body.bagVersion !== bag.version) {
    throw new ApiProblem(409, 'CART_UPDATED', 'Your bag or delivery method changed: please confirm before continuing.');
  }
  assertPaymentCovers(payment, priced);
  const { summary } = priced;
  const billing = billingAddressOf(bag);
  if (!billing || !bag.email) throw new ApiProblem(409, 'CHECKOUT_INCOMPLETE', 'Some checkout steps are not complete.');
  const pickup = priced.deliveryMethod?.id === 'click_and_collect' ? priced.pickupStore : null;
  const couponApplied = priced.coupon?.applied ? priced.coupon : null;

  const placed = await db.transaction().execute(async (trx) => {
    await assertClaimHeld(trx, held);
    // The payment first: its row lock makes any other attempt with the same payment wait for this one's outcome,
    // and an intent already claimed for a refund can no longer become an order.
    if (payment.kind === 'provider') {
      const consumed = await trx
        .updateTable('payment_intents')
        .set({ status: 'consumed', updated_at: new Date() })
        .where('id', '=', payment.session.id)
        .where('order_id', 'is', null)
        .where('status', '=', 'pending')
        .returning('id')
        .executeTakeFirst();
      if (!consumed) throw new ApiProblem(409, 'PAYMENT_ALREADY_USED', 'This payment has already been used.');
    }
    // Stock first, in a fixed order (no deadlocks), each unit taken by a conditional update: never an oversell.
    const short: Array<{ lineId: string; sku: string; size: string | null; quantity: number }> = [];
    const ordered = [...priced.lines].sort((a, b) =>
      a.sku === b.sku ? (a.size ?? '').localeCompare(b.size ?? '') : a.sku.localeCompare(b.sku),
    );
    for (const line of ordered) {
      if (line.madeToOrder && !pickup) continue;
      const taken = pickup
        ? await trx
            .updateTable('store_stock')
            .set({ quantity: sql<number>`quantity - ${line.quantity}` })
            .where('store_id', '=', pickup.id)
            .where('sku', '=', line.sku)
            .where('size', '=', line.size ?? '')
            .where('quantity', '>=', line.quantity)
            .returning('quantity')
            .executeTakeFirst()
        : ((await trx
            .updateTable('stock')
            .set({ quantity: sql<number>`quantity - ${line.quantity}` })
            .where('sku', '=', line.sku)
            .where('size', '=', line.size ?? '')
            .where('quantity', '>=', line.quantity)
            .returning('quantity')
            .executeTakeFirst()) ?? (line.resizable ? await takeForResize(trx, line.sku, line.quantity) : undefined));
      if (!taken) short.push({ lineId: line.id, sku: line.sku, size: line.size, quantity: line.quantity });
    }
    if (short.length > 0) {
      throw new ApiProblem(
        409,
        pickup ? 'INSUFFICIENT_STOCK_AT_STORE' : 'INSUFFICIENT_STOCK',
        'Remove unavailable items or adjust quantities.',
        { extra: { lines: short } },
      );
    }
    for (const card of priced.giftCards.filter((applied) => applied.appliedCents > 0)) {
      const redeemed = await trx
        .updateTable('gift_cards')
        .set({ balance_cents: sql<number>`balance_cents - ${card.appliedCents}` })
        .where('number', '=', card.number)
        .where('balance_cents', '>=', card.appliedCents)
        .returning('balance_cents')
        .executeTakeFirst();
      if (!redeemed) {
        throw new ApiProblem(409, 'CART_UPDATED', 'A gift card balance changed: please confirm before continuing.');
      }
    }
    if (couponApplied) {
      const single = await trx
        .selectFrom('coupons')
        .select('single_use')
        .where('code', '=', couponApplied.code)
        .executeTakeFirst();
      if (single?.single_use) {
        const used = await trx
          .updateTable('coupons')
          .set({ redeemed_at: new Date() })
          .where('code', '=', couponApplied.code)
          .where('redeemed_at', 'is', null)
          .returning('code')
          .executeTakeFirst();
        if (!used) throw new ApiProblem(409, 'COUPON_ALREADY_USED', 'This code has already been used.');
      }
    }
    const order = await insertOrderNumber(trx, {
      customer_id: context.customerId,
      email: bag.email as string,
      market: context.market,
      locale: request.localeContext.locale,
      currency: context.currency,
      status: payment.kind === 'provider' || payment.kind === 'none' ? 'being_processed' : 'payment_pending',
      delivery_method: priced.deliveryMethod?.id ?? 'standard',
      pickup_store_id: pickup?.id ?? null,
      shipping_address: pickup || !bag.shipping_address ? null : JSON.stringify(bag.shipping_address),
      billing_address: JSON.stringify(billing),
      billing_postcode: billing.postcode,
      subtotal_cents: summary.subtotalCents,
      delivery_cents: summary.deliveryCents ?? 0,
      discount_cents: summary.discountCents,
      tax_cents: summary.taxCents,
      tax_included: summary.taxIncluded,
      tax_lines: JSON.stringify(summary.taxLines),
      total_cents: summary.totalCents,
      coupon_code: couponApplied?.code ?? null,
    });
    const orderLines = await trx
      .insertInto('order_lines')
      .values(
        priced.lines.map((line, position) => ({
          order_id: order.id,
          position,
          sku: line.sku,
          product_id: line.productId,
          name: line.productName,
          metal: line.metal,
          size: line.size ?? '',
          quantity: line.quantity,
          engraving: line.engraving,
          care_plan: line.carePlanCents > 0,
          unit_cents: line.unitCents,
          care_plan_cents: line.carePlanCents,
          line_cents: line.lineCents,
          status: pickup
            ? 'click_and_collect'
            : line.madeToOrder || line.engraving !== null
              ? 'being_crafted'
              : 'being_processed',
        })),
      )
      .returning(['id', 'position'])
      .execute();
    // Each plan covers its line (the account links the line to the plan's page).
    const lineIdAt = new Map(orderLines.map((row) => [row.position, row.id]));
    const payments: Array<{ method: string; reference: string | null; amount_cents: number; details: string }> =
      priced.giftCards
        .filter((card) => card.appliedCents > 0)
        .map((card) => ({
          method: 'gift_card',
          reference: null,
          amount_cents: card.appliedCents,
          details: JSON.stringify({ last4: card.last4 }),
        }));
    if (payment.kind === 'provider') {
      const { session } = payment;
      await trx.updateTable('payment_intents').set({ order_id: order.id }).where('id', '=', session.id).execute();
      payments.push({
        method: session.method,
        reference: session.id,
        amount_cents: session.amount,
        details: JSON.stringify(
          session.method === 'bnpl'
            ? { provider: 'paystand', instalments: 4 }
            : { provider: 'paystand', brand: session.brand, last4: session.last4 },
        ),
      });
    } else if (payment.kind === 'financing') {
      const approval = await consumeFinancingApproval(
        trx,
        payment.approvalId,
        summary.remainingCents,
        context.currency,
      );
      if (!approval) throw new ApiProblem(409, 'FINANCING_NOT_APPROVED', 'The financing approval cannot be used.');
      const row = await trx
        .selectFrom('financing_approvals')
        .select(['card_last4', 'plan_id', 'plan'])
        .where('id', '=', payment.approvalId)
        .executeTakeFirst();
      payments.push({
        method: 'financing',
        reference: approval.reference,
        amount_cents: summary.remainingCents,
        details: JSON.stringify({
          last4: row?.card_last4 ?? null,
          planId: row?.plan_id ?? null,
          planName: (row?.plan as { name?: string } | undefined)?.name ?? null,
        }),
      });
    }
    if (payments.length > 0) {
      await trx
        .insertInto('order_payments')
        .values(payments.map((entry) => ({ ...entry, order_id: order.id })))
        .execute();
    }
    for (const [position, line] of priced.lines.entries()) {
      if (line.carePlanCents <= 0) continue;
      const plan = await carePlanFor(trx, context.currency, line.unitCents);
      for (let unit = 0; unit < line.quantity; unit++) {
        await trx
          .insertInto('care_plans')
          .values({
            plan_number: planNumberCandidate(),
            customer_id: context.customerId,
            order_id: order.id,
            order_line_id: lineIdAt.get(position) ?? null,
            sku: line.sku,
            product_name: line.productName,
            term_months: plan?.termMonths ?? 36,
            status: 'pending',
            commenced_on: null,
            expires_on: null,
            rrp_cents: line.carePlanCents,
            currency: context.currency,
          })
          .execute();
      }
    }
    await trx.deleteFrom('bag_lines').where('bag_id', '=', bag.id).where('saved_for_later', '=', false).execute();
    await trx.deleteFrom('bag_gift_cards').where('bag_id', '=', bag.id).execute();
    await trx
      .updateTable('bags')
      .set({
        coupon_code: null,
        delivery_method: null,
        pickup_store_id: null,
        priced: null,
        changes: null,
        changes_version: null,
        version: sql<number>`version + 1`,
        updated_at: new Date(),
      })
      .where('id', '=', bag.id)
      .execute();
    crashPoint('place-order:before-commit');
    return order;
  });
  crashPoint('place-order:committed');

  try {
    await request.server.mailer.send(
      orderConfirmationEmail({
        to: bag.email,
        language: context.language,
        locale: request.localeContext.locale,
        orderNumber: placed.number,
        currency: context.currency,
        lines: priced.lines.map((line) => ({
          name: line.productName,
          quantity: line.quantity,
          size: line.sizeLabel,
          engraving: line.engraving,
          lineCents: line.lineCents,
        })),
        totalCents: summary.totalCents,
        deliveryMethod: priced.deliveryMethod?.id ?? 'standard',
        pickupStoreName: pickup?.name ?? null,
      }),
    );
  } catch (error) {
    request.log.error({ err: error, order: placed.number }, 'order confirmation e-mail failed');
  }

  const answer = {
    orderNumber: placed.number,
    placedAt: placed.placed_at.toISOString(),
    status: payment.kind === 'financing' ? 'payment_pending' : 'being_processed',
    email: bag.email,
    market: context.market,
    currency: context.currency,
    deliveryMethod: priced.deliveryMethod?.id ?? null,
    estimatedDelivery: priced.deliveryMethod
      ? { from: priced.deliveryMethod.estimatedFrom, to: priced.deliveryMethod.estimatedTo }
      : null,
    pickupStore: pickup ? { id: pickup.id, name: pickup.name } : null,
    shippingAddress: pickup ? null : bag.shipping_address,
    billingAddress: billing,
    lines: priced.lines.map((line) => ({
      sku: line.sku,
      productId: line.productId,
      name: line.productName,
      metal: line.metal,
      metalLabel: line.metalLabel,
      imageUrl: line.imageUrl,
      size: line.size,
      sizeLabel: line.sizeLabel,
      quantity: line.quantity,
      engraving: line.engraving,
      carePlan: line.carePlanCents > 0,
      unitCents: line.unitCents,
      carePlanCents: line.carePlanCents,
      lineCents: line.lineCents,
    })),
    payments: [
      ...priced.giftCards
        .filter((card) => card.appliedCents > 0)
        .map((card) => ({ method: 'gift_card', last4: card.last4, amountCents: card.appliedCents })),
      ...(payment.kind === 'provider'
        ? [
            {
              method: payment.session.method,
              brand: payment.session.brand,
              last4: payment.session.last4,
              amountCents: payment.session.amount,
            },
          ]
        : []),
      ...(payment.kind === 'financing' ? [{ method: 'financing', amountCents: summary.remainingCents }] : []),
    ],
    summary: {
      subtotalCents: summary.subtotalCents,
      deliveryCents: summary.deliveryCents ?? 0,
      discountCents: summary.discountCents,
      taxLines: summary.taxLines,
      taxCents: summary.taxCents,
      taxIncluded: summary.taxIncluded,
      gstInclusiveCents: summary.gstInclusiveCents,
      totalCents: summary.totalCents,
      couponCode: couponApplied?.code ?? null,
    },
  };
  return { status: 201, contentType: 'application/json; charset=utf-8', body: JSON.stringify(answer) };
}

/** Placing the order: idempotent per shopper and `Idempotency-Key`, stock taken atomically, all or nothing. */
export async function placeOrderRoutes(app: FastifyInstance): Promise<void> {
  defineRoute(app, {
    method: 'POST',
    url: '/checkout/place-order',
    tag: 'checkout',
    summary:
      'Place the order (Idempotency-Key required; kept 72 h): verifies the payment with the provider, then takes ' +
      'stock, gift-card balances and the coupon and writes the order in one transaction',
    body: placeOrderSchema,
    responses: {
      201: '{ orderNumber, …order }; replays of the key return the first answer byte for byte',
      400: 'IDEMPOTENCY_KEY_REQUIRED',
      402: 'PAYMENT_DECLINED',
      409:
        'INSUFFICIENT_STOCK (lines), INSUFFICIENT_STOCK_AT_STORE, CART_UPDATED, PAYMENT_CANCELLED, PAYMENT_INCOMPLETE, ' +
        'PAYMENT_REQUIRED, PAYMENT_SESSION_INVALID, PAYMENT_ALREADY_USED, REQUEST_IN_PROGRESS, CHECKOUT_INCOMPLETE, ' +
        'BAG_EMPTY, COUPON_ALREADY_USED, FINANCING_NOT_APPROVED, PAYMENT_REFUNDED; `paymentRefunded: true` when the card payment was ' +
        'refunded because no order could be placed with it',
      422: 'IDEMPOTENCY_KEY_REUSED',
      502: 'PAYMENT_PROVIDER_ERROR (the key is released: retry)',
    },
    handler: async ({ request, reply, body }) => {
      const key = idempotencyKeyOf(request.headers);
      const session = request.session;
      if (!session) throw new ApiProblem(409, 'BAG_EMPTY', 'Your bag is empty.');
      const scope = session.customerId ? `place-order:c:${session.customerId}` : `place-order:g:${session.tokenHash}`;
      const fingerprint = requestFingerprint({ body, locale: request.localeContext.locale });
      const claim = await claimKey(app.db, scope, key, fingerprint);
      if (claim.kind === 'replay') return sendStored(reply, claim.response);
      let response: StoredResponse;
      try {
        response = await placeOrder(request, body, claim.held);
      } catch (error) {
        if (!(error instanceof ApiProblem) || error.status >= 500) {
          await releaseKey(app.db, claim.held);
          throw error;
        }
        response = problemResponse(error);
      }
      await completeKey(app.db, claim.held, response);
      return sendStored(reply, response);
    },
  });
}

/**
 * A resizable ring with none left in the chosen size is made from another size of the same variant: the unit is
 * taken from the size with the most stock, by a conditional update (never an oversell).
 */
async function takeForResize(trx: Transaction<DB>, sku: string, quantity: number) {
  const donor = await trx
    .selectFrom('stock')
    .select('size')
    .where('sku', '=', sku)
    .where('quantity', '>=', quantity)
    .orderBy('quantity', 'desc')
    .orderBy('size')
    .limit(1)
    .forUpdate()
    .executeTakeFirst();
  if (!donor) return undefined;
  return trx
    .updateTable('stock')
    .set({ quantity: sql<number>`quantity - ${quantity}` })
    .where('sku', '=', sku)
    .where('size', '=', donor.size)
    .where('quantity', '>=', quantity)
    .returning('quantity')
    .executeTakeFirst();
}
