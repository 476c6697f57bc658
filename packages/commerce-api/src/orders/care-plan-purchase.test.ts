import {
  carePlanAnswerSchema,
  carePlanPaymentSessionAnswerSchema,
  carePlanPurchaseAnswerSchema,
  memberOrderAnswerSchema,
  type MemberOrder,
} from '@storefront/api-schemas';
import { testCards } from '@storefront/standin-payments';
import type { FastifyInstance } from 'fastify';
import { startStandin } from '../checkout/test-journey';
import { expectAnswer } from '../test/expect-answer';
import { createTestApi, type TestApi, type TestClient } from '../test/harness';

let api: TestApi;
let standin: { url: string; app: FastifyInstance };
beforeAll(async () => {
  standin = await startStandin();
  api = await createTestApi({ env: { PAYMENT_PROVIDER_URL: standin.url } });
});
afterAll(async () => {
  await api.close();
  await standin.app.close();
});

const DAY_MS = 86_400_000;
const taken = new Set<string>();

/**
 * A seeded guest order with an eligible piece and no plan, handed to a new member; its one shipment delivered
 * `deliveredDaysAgo` days ago (null: not delivered yet).
 */
async function memberWithOrder(
  deliveredDaysAgo: number | null,
): Promise<{ client: TestClient; number: string; lineId: string }> {
  const member = await api.memberClient();
  const row = await api.db
    .selectFrom('orders')
    .innerJoin('order_lines', 'order_lines.order_id', 'orders.id')
    .innerJoin('products', 'products.id', 'order_lines.product_id')
    .innerJoin('shipment_lines', 'shipment_lines.order_line_id', 'order_lines.id')
    .select(['orders.id', 'orders.number', 'order_lines.id as line_id', 'shipment_lines.shipment_id'])
    .where('orders.market', '=', 'AU')
    .where('orders.status', 'in', ['completed', 'shipped'])
    .$if(taken.size > 0, (query) => query.where('orders.id', 'not in', [...taken]))
    .where('products.care_plan_eligible', '=', true)
    .where('order_lines.care_plan', '=', false)
    .where('order_lines.quantity', '=', 1)
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('care_plans').select('id').whereRef('care_plans.order_line_id', '=', 'order_lines.id'))),
    )
    .where(({ fn, ref }) => fn('length', [ref('orders.number')]), '=', 12)
    .orderBy('orders.number')
    .executeTakeFirstOrThrow();
  taken.add(row.id);
  await api.db.updateTable('orders').set({ customer_id: member.customerId }).where('id', '=', row.id).execute();
  await api.db
    .updateTable('shipments')
    .set({ delivered_at: deliveredDaysAgo === null ? null : new Date(Date.now() - deliveredDaysAgo * DAY_MS) })
    .where('id', '=', row.shipment_id)
    .execute();
  return { client: member.client, number: row.number, lineId: row.line_id };
}

async function orderOf(client: TestClient, number: string): Promise<MemberOrder> {
  return expectAnswer(await client.get(`/api/orders/${number}`), memberOrderAnswerSchema).order;
}

/** Submits a card on the provider's page, as the shopper's browser does. */
async function pay(redirectUrl: string, cardNumber: string = testCards.success): Promise<void> {
  await fetch(redirectUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ card_number: cardNumber, expiry: '12/35', cvc: '123' }).toString(),
    redirect: 'manual',
  });
}

async function openSession(client: TestClient, number: string, lineId: string) {
  const response = await client.post(`/api/orders/${number}/care-plans/payment-session`, { lineId });
  return expectAnswer(response, carePlanPaymentSessionAnswerSchema, 201);
}

async function providerStatus(id: string): Promise<string> {
  const response = await fetch(`${standin.url}/v1/payment-sessions/${id}`, {
    headers: { authorization: 'Bearer sk_test_paystand_lustre' },
  });
  return ((await response.json()) as { status: string }).status;
}

describe('buying a care plan for a piece already ordered', () => {
  it('sells a plan within 30 days of delivery: paid on the provider’s page, active from today, shown on the line', async () => {
    const { client, number, lineId } = await memberWithOrder(10);
    const line = (await orderOf(client, number)).lines.find((entry) => entry.id === lineId)!;
    expect(line.carePlanOffer).toMatchObject({ status: 'open', priceCents: expect.any(Number) });
    const offer = line.carePlanOffer as { until: string; priceCents: number; termMonths: number };
    expect(new Date(offer.until).getTime()).toBeGreaterThan(Date.now() + 19 * DAY_MS);

    const session = await openSession(client, number, lineId);
    expect(session).toMatchObject({ amountCents: offer.priceCents, currency: 'AUD' });
    expect(session.redirectUrl.startsWith(standin.url)).toBe(true);
    await pay(session.redirectUrl);

    const bought = await client.post(`/api/orders/${number}/care-plans`, {
      paymentSessionId: session.paymentSessionId,
    });
    const answer = expectAnswer(bought, carePlanPurchaseAnswerSchema, 201);
    const today = new Date().toISOString().slice(0, 10);
    expect(answer.lineId).toBe(lineId);
    expect(answer.carePlans).toHaveLength(1);
    const [plan] = answer.carePlans;
    expect(plan).toMatchObject({
      index: 1,
      planNumber: expect.stringMatching(/^PCP\d{10}$/),
      status: 'active',
      commencedOn: today,
      termMonths: offer.termMonths,
      recommendedRetailPriceCents: offer.priceCents,
      order: { number },
    });

    const after = (await orderOf(client, number)).lines.find((entry) => entry.id === lineId)!;
    expect(after.plans).toEqual([{ index: 1, planNumber: plan!.planNumber, status: 'active' }]);
    expect(after.carePlanOffer).toBeNull();
    const page = expectAnswer(await client.get(`/api/orders/${number}/care-plans/1`), carePlanAnswerSchema);
    expect(page.carePlan).toEqual(plan);
  });

  it('answers the same plans when the paid session is sent again, and never sells a second plan for the line', async () => {
    const { client, number, lineId } = await memberWithOrder(3);
    const session = await openSession(client, number, lineId);
    await pay(session.redirectUrl);
    const body = { paymentSessionId: session.paymentSessionId };
    const first = await client.post(`/api/orders/${number}/care-plans`, body);
    const again = await client.post(`/api/orders/${number}/care-plans`, body);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    const count = await api.db
      .selectFrom('care_plans')
      .select(({ fn }) => fn.countAll<number>().as('count'))
      .where('order_line_id', '=', lineId)
      .executeTakeFirstOrThrow();
    expect(Number(count.count)).toBe(1);

    const refused = await client.post(`/api/orders/${number}/care-plans/payment-session`, { lineId });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'CARE_PLAN_EXISTS' });
  });

  it('refunds a second payment for a line that got its plan meanwhile', async () => {
    const { client, number, lineId } = await memberWithOrder(5);
    const one = await openSession(client, number, lineId);
    const two = await openSession(client, number, lineId);
    await pay(one.redirectUrl);
    await pay(two.redirectUrl);
    expect(
      (await client.post(`/api/orders/${number}/care-plans`, { paymentSessionId: one.paymentSessionId })).statusCode,
    ).toBe(201);
    const second = await client.post(`/api/orders/${number}/care-plans`, { paymentSessionId: two.paymentSessionId });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ code: 'CARE_PLAN_EXISTS', paymentRefunded: true });
    expect(await providerStatus(two.paymentSessionId)).toBe('refunded');
    expect(await providerStatus(one.paymentSessionId)).toBe('succeeded');
    // The refund is audited as the care plan's own, not as a failed order.
    const audit = await api.db
      .selectFrom('payment_audit')
      .select(['action', 'source', 'reason'])
      .where('payment_intent_id', 'in', [one.paymentSessionId, two.paymentSessionId])
      .execute();
    expect(audit).toEqual([
      { action: 'refunded', source: 'care-plan', reason: 'care plan not added: CARE_PLAN_EXISTS' },
    ]);
  });

  it('says why not after 30 days from delivery, and refuses to open a payment', async () => {
    const { client, number, lineId } = await memberWithOrder(31);
    const line = (await orderOf(client, number)).lines.find((entry) => entry.id === lineId)!;
    expect(line.carePlanOffer).toEqual({ status: 'closed', closedAt: expect.any(String) });
    expect(line.purchasableUntil).toBeNull();
    const refused = await client.post(`/api/orders/${number}/care-plans/payment-session`, { lineId });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'CARE_PLAN_WINDOW_CLOSED',
      closedAt: line.carePlanOffer!.status === 'closed' ? line.carePlanOffer!.closedAt : '',
    });
  });

  it('sells a pending plan for a piece still on its way (it starts when the piece arrives)', async () => {
    const { client, number, lineId } = await memberWithOrder(null);
    const line = (await orderOf(client, number)).lines.find((entry) => entry.id === lineId)!;
    expect(line.carePlanOffer).toMatchObject({ status: 'open', until: null });
    const session = await openSession(client, number, lineId);
    await pay(session.redirectUrl);
    const bought = await client.post(`/api/orders/${number}/care-plans`, {
      paymentSessionId: session.paymentSessionId,
    });
    expect(bought.statusCode).toBe(201);
    expect(bought.json().carePlans[0]).toMatchObject({ status: 'pending', commencedOn: null, expiresOn: null });
  });

  it('refuses a piece that cannot have a plan and a line that was bought with one', async () => {
    const { client, number, lineId } = await memberWithOrder(2);
    const productId = (await orderOf(client, number)).lines.find((entry) => entry.id === lineId)!.productId;
    await api.db.updateTable('products').set({ care_plan_eligible: false }).where('id', '=', productId).execute();
    try {
      const line = (await orderOf(client, number)).lines.find((entry) => entry.id === lineId)!;
      expect(line.carePlanOffer).toBeNull();
      const refused = await client.post(`/api/orders/${number}/care-plans/payment-session`, { lineId });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ code: 'CARE_PLAN_NOT_ELIGIBLE' });
    } finally {
      await api.db.updateTable('products').set({ care_plan_eligible: true }).where('id', '=', productId).execute();
    }
    await api.db.updateTable('order_lines').set({ care_plan: true }).where('id', '=', lineId).execute();
    const withPlan = await client.post(`/api/orders/${number}/care-plans/payment-session`, { lineId });
    expect(withPlan.statusCode).toBe(409);
    expect(withPlan.json()).toMatchObject({ code: 'CARE_PLAN_EXISTS' });
  });

  it('adds nothing for a payment not completed or declined', async () => {
    const { client, number, lineId } = await memberWithOrder(4);
    const unpaid = await openSession(client, number, lineId);
    const incomplete = await client.post(`/api/orders/${number}/care-plans`, {
      paymentSessionId: unpaid.paymentSessionId,
    });
    expect(incomplete.statusCode).toBe(409);
    expect(incomplete.json()).toMatchObject({ code: 'PAYMENT_INCOMPLETE' });
    const declined = await openSession(client, number, lineId);
    await pay(declined.redirectUrl, testCards.declined);
    const refused = await client.post(`/api/orders/${number}/care-plans`, {
      paymentSessionId: declined.paymentSessionId,
    });
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toMatchObject({ code: 'PAYMENT_DECLINED' });
    expect((await orderOf(client, number)).lines.find((entry) => entry.id === lineId)!.plans).toEqual([]);
  });

  it('brings the shopper back to the order’s page, in their locale, paid or cancelled', async () => {
    const { number, lineId } = await memberWithOrder(7);
    const member = await api.memberClient({ locale: 'en-AU' });
    await api.db.updateTable('orders').set({ customer_id: member.customerId }).where('number', '=', number).execute();
    const session = await openSession(member.client, number, lineId);
    const cancelled = await fetch(`${session.redirectUrl}/cancel`, { method: 'POST', redirect: 'manual' });
    const location = new URL(cancelled.headers.get('location') ?? '');
    expect(`${location.origin}${location.pathname}`).toBe(`http://localhost:8080/my-account/order-history/${number}`);
    expect(location.searchParams.get('carePlan')).toBe('cancelled');
    expect(location.searchParams.get('session')).toBe(session.paymentSessionId);
    const refused = await member.client.post(`/api/orders/${number}/care-plans`, {
      paymentSessionId: session.paymentSessionId,
    });
    expect(refused.json()).toMatchObject({ code: 'PAYMENT_CANCELLED' });
  });

  it('is for members only, on their own orders, with their own payments', async () => {
    const { client, number, lineId } = await memberWithOrder(6);
    const guest = api.client();
    expect((await guest.post(`/api/orders/${number}/care-plans/payment-session`, { lineId })).statusCode).toBe(401);
    expect((await guest.post(`/api/orders/${number}/care-plans`, { paymentSessionId: 'ps_x' })).statusCode).toBe(401);

    const other = await api.memberClient();
    const theirs = await other.client.post(`/api/orders/${number}/care-plans/payment-session`, { lineId });
    const nobodys = await other.client.post('/api/orders/999999999999/care-plans/payment-session', { lineId });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual(nobodys.json());
    expect(theirs.body).not.toContain(number);

    const session = await openSession(client, number, lineId);
    await pay(session.redirectUrl);
    const otherOrder = await memberWithOrder(6);
    // A paid session for one order cannot buy a plan on another, even the same member's own.
    const elsewhere = await otherOrder.client.post(`/api/orders/${otherOrder.number}/care-plans`, {
      paymentSessionId: session.paymentSessionId,
    });
    expect(elsewhere.statusCode).toBe(409);
    expect(elsewhere.json()).toMatchObject({ code: 'PAYMENT_SESSION_INVALID' });

    const unknownLine = await client.post(`/api/orders/${number}/care-plans/payment-session`, {
      lineId: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknownLine.statusCode).toBe(404);
    const badLine = await client.post(`/api/orders/${number}/care-plans/payment-session`, { lineId: 'x' });
    expect(badLine.statusCode).toBe(400);
  });
});
