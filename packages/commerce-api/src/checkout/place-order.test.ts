import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { testCards, CHALLENGE_OTP } from '@storefront/standin-payments';
import { defaultContent, fixtureVariant, setStock, type FixtureVariant } from '../bag/test-fixtures';
import { placedOrderAnswerSchema } from '@storefront/api-schemas';
import { fetchProviderSession } from '../payments/provider-client';
import { expectAnswer } from '../test/expect-answer';
import { createTestApi, type TestApi, type TestClient } from '../test/harness';
import { cancelPayment, completeCheckout, payByCard, startStandin } from './test-journey';

let api: TestApi;
let standin: { url: string; app: FastifyInstance };
let piece: FixtureVariant;
beforeAll(async () => {
  standin = await startStandin();
  api = await createTestApi({ env: { PAYMENT_PROVIDER_URL: standin.url }, content: defaultContent });
  piece = await fixtureVariant(api.db, { sized: false, minStock: 5 });
});
afterAll(async () => {
  await api.close();
  await standin.app.close();
});

let keyCounter = 0;
const newKey = () => `test-key-${Date.now()}-${keyCounter++}`;

async function shopperWithBag(quantity = 1, sku = piece.sku): Promise<TestClient> {
  const shopper = api.client();
  const added = await shopper.post('/api/bag/lines', { sku, quantity });
  if (added.statusCode !== 201) throw new Error(added.body);
  await completeCheckout(shopper);
  return shopper;
}

function place(shopper: TestClient, body: object, key: string | null = newKey()) {
  return shopper.post('/api/checkout/place-order', body, key === null ? {} : { 'idempotency-key': key });
}

async function stockOf(sku: string, size = ''): Promise<number> {
  const row = await api.db
    .selectFrom('stock')
    .select('quantity')
    .where('sku', '=', sku)
    .where('size', '=', size)
    .executeTakeFirst();
  return row?.quantity ?? 0;
}

describe('placing an order paid by card', () => {
  it('places the order, takes the stock, keeps only brand and last 4, clears the bag and e-mails a confirmation', async () => {
    await setStock(api.db, piece.sku, '', 5);
    const shopper = await shopperWithBag(2);
    const sessionId = await payByCard(shopper, testCards.success);
    const response = await place(shopper, { paymentSessionId: sessionId });
    const order = expectAnswer(response, placedOrderAnswerSchema, 201);
    expect(order.orderNumber).toMatch(/^\d{12}$/);
    // The confirmation page shows each line as the bag did: the metal's name and the picture; and its product id
    // (the purchase the storefront logs).
    expect(order.lines[0]).toMatchObject({
      metalLabel: expect.any(String),
      imageUrl: expect.stringMatching(/^\//),
      productId: piece.productId,
    });
    expect(order.payments).toEqual([
      { method: 'card', brand: 'visa', last4: '1111', amountCents: order.summary.totalCents },
    ]);
    expect(order.summary.totalCents).toBe(2 * piece.listCents);
    expect(await stockOf(piece.sku)).toBe(3);
    const payments = await api.db
      .selectFrom('order_payments')
      .innerJoin('orders', 'orders.id', 'order_payments.order_id')
      .select(['order_payments.details', 'order_payments.amount_cents'])
      .where('orders.number', '=', order.orderNumber)
      .execute();
    expect(payments[0]?.details).toEqual({ provider: 'paystand', brand: 'visa', last4: '1111' });
    expect((await shopper.get('/api/bag')).json().lines).toEqual([]);
    const mail = await api.db
      .selectFrom('email_outbox')
      .selectAll()
      .where('kind', '=', 'order-confirmation')
      .where('subject', 'like', `%${order.orderNumber}`)
      .execute();
    expect(mail).toHaveLength(1);
    expect(mail[0]?.subject).toBe(`Your Lustre & Co. order ${order.orderNumber}`);
  });

  it('answers 402 PAYMENT_DECLINED for a declined card and places nothing', async () => {
    const shopper = await shopperWithBag();
    const sessionId = await payByCard(shopper, testCards.declined);
    const response = await place(shopper, { paymentSessionId: sessionId });
    expect(response.statusCode).toBe(402);
    expect(response.json().code).toBe('PAYMENT_DECLINED');
    expect((await shopper.get('/api/bag')).json().lines).toHaveLength(1);
  });

  it('places the order after the right 3-D Secure code, and declines after a wrong one', async () => {
    const right = await shopperWithBag();
    expect(
      (await place(right, { paymentSessionId: await payByCard(right, testCards.challenge, { otp: CHALLENGE_OTP }) }))
        .statusCode,
    ).toBe(201);
    const wrong = await shopperWithBag();
    const response = await place(wrong, {
      paymentSessionId: await payByCard(wrong, testCards.challenge, { otp: '111111' }),
    });
    expect(response.statusCode).toBe(402);
  });

  it('answers 409 PAYMENT_CANCELLED after Cancel on the provider’s page', async () => {
    const shopper = await shopperWithBag();
    const response = await place(shopper, { paymentSessionId: await cancelPayment(shopper) });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('PAYMENT_CANCELLED');
  });

  it('answers CART_UPDATED and places nothing when the bag changed after paying', async () => {
    const shopper = await shopperWithBag();
    const sessionId = await payByCard(shopper);
    const lineId = (await shopper.get('/api/bag')).json().lines[0].id;
    await shopper.patch(`/api/bag/lines/${lineId}`, { quantity: 2 });
    const response = await place(shopper, { paymentSessionId: sessionId });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('CART_UPDATED');
    expect((await shopper.get('/api/bag')).json().lines[0].quantity).toBe(2);
  });
  it('answers 502 PAYMENT_PROVIDER_ERROR when the provider is down, and the same key can retry', async () => {
    const down = await createTestApi({ env: { PAYMENT_PROVIDER_URL: 'http://127.0.0.1:9' }, content: defaultContent });
    try {
      const shopper = down.client();
      await shopper.post('/api/bag/lines', { sku: piece.sku, quantity: 1 });
      await completeCheckout(shopper);
      const opened = await shopper.post('/api/checkout/payment-session', { method: 'card' });
      expect(opened.statusCode).toBe(502);
      expect(opened.json().code).toBe('PAYMENT_PROVIDER_ERROR');
      await down.db
        .insertInto('payment_intents')
        .values({
          id: 'ps_unreachable',
          bag_id: (await down.db.selectFrom('bags').select('id').executeTakeFirstOrThrow()).id,
          order_id: null,
          amount_cents: 1,
          currency: 'AUD',
          method: 'card',
          status: 'pending',
          checkout: '{}',
        })
        .execute();
      const key = newKey();
      const first = await shopper.post(
        '/api/checkout/place-order',
        { paymentSessionId: 'ps_unreachable' },
        { 'idempotency-key': key },
      );
      expect(first.statusCode).toBe(502);
      expect(first.json().code).toBe('PAYMENT_PROVIDER_ERROR');
      const retry = await shopper.post(
        '/api/checkout/place-order',
        { paymentSessionId: 'ps_unreachable' },
        { 'idempotency-key': key },
      );
      expect(retry.statusCode).toBe(502);
      expect(
        await down.db.selectFrom('orders').select('id').where('email', '=', 'olivia@example.com').execute(),
      ).toHaveLength(0);
    } finally {
      await down.close();
    }
  });
});

describe('Idempotency-Key on place-order (T2)', () => {
  it('requires the key', async () => {
    const shopper = await shopperWithBag();
    const response = await place(shopper, {}, null);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('IDEMPOTENCY_KEY_REQUIRED');
  });

  it('places one order for 50 concurrent and 5 sequential sends of one key; replays are byte-identical', async () => {
    await setStock(api.db, piece.sku, '', 10);
    const shopper = await shopperWithBag();
    const sessionId = await payByCard(shopper);
    const key = newKey();
    const before = await api.db.selectFrom('orders').select('id').execute();
    const concurrent = await Promise.all(
      Array.from({ length: 50 }, () => place(shopper, { paymentSessionId: sessionId }, key)),
    );
    const statuses = concurrent.map((response) => response.statusCode);
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    expect(statuses.filter((status) => status === 201).length).toBeGreaterThanOrEqual(1);
    for (const response of concurrent.filter((entry) => entry.statusCode !== 201)) {
      expect(response.statusCode).toBe(409);
      expect(response.json().code).toBe('REQUEST_IN_PROGRESS');
    }
    expect(statuses.filter((status) => status === 409).length).toBeGreaterThan(0);
    const created = concurrent.find((response) => response.statusCode === 201)!;
    for (let attempt = 0; attempt < 5; attempt++) {
      const replay = await place(shopper, { paymentSessionId: sessionId }, key);
      expect(replay.statusCode).toBe(201);
      expect(replay.body).toBe(created.body);
    }
    const after = await api.db.selectFrom('orders').select('id').execute();
    expect(after.length - before.length).toBe(1);
    const intents = await api.db.selectFrom('payment_intents').select('order_id').where('id', '=', sessionId).execute();
    expect(intents).toHaveLength(1);
    expect(intents[0]?.order_id).not.toBeNull();
    const different = await place(shopper, { paymentSessionId: 'ps_other' }, key);
    expect(different.statusCode).toBe(422);
    expect(different.json().code).toBe('IDEMPOTENCY_KEY_REUSED');
  });
});

/** The session as the provider has it now. */
const providerStatus = async (id: string) => (await fetchProviderSession(api.config, id)).status;

/** The audit rows of one payment intent. */
const auditOf = (id: string) =>
  api.db.selectFrom('payment_audit').selectAll().where('payment_intent_id', '=', id).execute();

describe('the last unit (T1)', () => {
  it('gives exactly one order to 50 shoppers paying for the last unit at once, and refunds the other 49', async () => {
    const last = await fixtureVariant(api.db, { sized: false, minStock: 1, exclude: [piece.sku] });
    await setStock(api.db, last.sku, last.size, 1);
    const shoppers: Array<{ shopper: TestClient; sessionId: string }> = [];
    for (let index = 0; index < 50; index++) {
      const shopper = await shopperWithBag(1, last.sku);
      shoppers.push({ shopper, sessionId: await payByCard(shopper) });
    }
    const responses = await Promise.all(
      shoppers.map(({ shopper, sessionId }) => place(shopper, { paymentSessionId: sessionId })),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    const refused = responses.filter((response) => response.statusCode === 409);
    expect(refused).toHaveLength(49);
    for (const response of refused) {
      expect(response.json()).toMatchObject({ code: 'INSUFFICIENT_STOCK', paymentRefunded: true });
    }
    expect(await stockOf(last.sku, last.size)).toBe(0);
    const orders = await api.db.selectFrom('order_lines').select('order_id').where('sku', '=', last.sku).execute();
    expect(orders).toHaveLength(1);
    // Every loser's money is back: refunded at the provider, recorded once, before the 409 was answered.
    const losers = shoppers.filter((_, index) => statuses[index] === 409).map(({ sessionId }) => sessionId);
    expect(await Promise.all(losers.map(providerStatus))).toEqual(losers.map(() => 'refunded'));
    const audit = await api.db
      .selectFrom('payment_audit')
      .select(['payment_intent_id', 'action', 'source', 'reason'])
      .where('payment_intent_id', 'in', losers)
      .execute();
    expect(audit).toHaveLength(49);
    for (const row of audit) {
      expect(row).toMatchObject({
        action: 'refunded',
        source: 'place-order',
        reason: 'order not placed: INSUFFICIENT_STOCK',
      });
    }
    const winner = shoppers[statuses.indexOf(201)]!.sessionId;
    expect(await providerStatus(winner)).toBe('succeeded');
    expect(await auditOf(winner)).toEqual([]);
  }, 90_000);
});

describe('a paid shopper always gets an order or their money back', () => {
  // Each way an order attempt can fail after the provider took the money, made to happen between paying and placing.
  const afterPaying: Array<[string, (shopper: TestClient, sessionId: string) => Promise<void>, string | null]> = [
    ['the piece sold out', async () => setStock(api.db, piece.sku, '', 0), 'INSUFFICIENT_STOCK'],
    [
      'the bag changed',
      async (shopper) => {
        const lineId = (await shopper.get('/api/bag')).json().lines[0].id;
        await shopper.patch(`/api/bag/lines/${lineId}`, { quantity: 2 });
      },
      'CART_UPDATED',
    ],
    [
      'the price changed',
      async () => {
        await api.db
          .updateTable('prices')
          .set({ list_cents: piece.listCents + 100 })
          .where('sku', '=', piece.sku)
          .where('currency', '=', 'AUD')
          .execute();
      },
      'CART_UPDATED',
    ],
    [
      'the delivery method was taken away',
      async (_shopper, sessionId) => {
        const intent = api.db.selectFrom('payment_intents').select('bag_id').where('id', '=', sessionId);
        await api.db.updateTable('bags').set({ delivery_method: null }).where('id', '=', intent).execute();
      },
      'CHECKOUT_INCOMPLETE',
    ],
    [
      'the database failed mid-order',
      async () => {
        await sql`create or replace function fail_order_insert() returns trigger language plpgsql as $$
          begin raise exception 'simulated database failure'; end $$`.execute(api.db);
        await sql`create trigger fail_order_insert before insert on orders
          for each row execute function fail_order_insert()`.execute(api.db);
      },
      null,
    ],
  ];

  afterEach(async () => {
    await sql`drop trigger if exists fail_order_insert on orders`.execute(api.db);
    await setStock(api.db, piece.sku, '', 5);
    await api.db
      .updateTable('prices')
      .set({ list_cents: piece.listCents })
      .where('sku', '=', piece.sku)
      .where('currency', '=', 'AUD')
      .execute();
  });

  it.each(afterPaying)('refunds the payment when %s, and places nothing', async (_, change, code) => {
    await setStock(api.db, piece.sku, '', 5);
    const shopper = await shopperWithBag();
    const sessionId = await payByCard(shopper);
    await change(shopper, sessionId);
    const response = await place(shopper, { paymentSessionId: sessionId });
    if (code) expect(response.json()).toMatchObject({ code, paymentRefunded: true });
    else expect(response.statusCode).toBe(500);
    expect(await providerStatus(sessionId)).toBe('refunded');
    expect(await auditOf(sessionId)).toEqual([
      expect.objectContaining({ action: 'refunded', source: 'place-order', amount_cents: piece.listCents }),
    ]);
    const intent = await api.db
      .selectFrom('payment_intents')
      .selectAll()
      .where('id', '=', sessionId)
      .executeTakeFirst();
    expect(intent).toMatchObject({ status: 'refunded', order_id: null });
    // The same payment cannot then be used for an order, whatever the shopper retries.
    const again = await place(shopper, { paymentSessionId: sessionId });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'PAYMENT_REFUNDED', paymentRefunded: true });
  });
});
