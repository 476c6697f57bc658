import {
  carePlanAnswerSchema,
  carePlansAnswerSchema,
  memberOrderAnswerSchema,
  orderHistoryAnswerSchema,
  orderLookupAnswerSchema,
  reopenedOrderAnswerSchema,
} from '@storefront/api-schemas';
import { expectAnswer } from '../test/expect-answer';
import { createTestApi, type TestApi, type TestClient } from '../test/harness';
import { metalByCode } from '../catalogue/catalogue-vocabulary';
import { signLookupToken } from './lookup-token';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(async () => {
  await api.close();
});
beforeEach(async () => {
  await api.db.deleteFrom('throttles').execute();
});

/** A member of our own (independent of the identity seed) signed in on a new client. */
async function memberClient(email: string, locale = 'en-AU'): Promise<{ client: TestClient; customerId: string }> {
  return api.memberClient({ email, locale });
}

/** A copy of a seeded order (lines, payments, shipments) under a new number, for this customer. */
async function cloneOrder(orderId: string, customerId: string, number: string): Promise<string> {
  const { id: _id, ...order } = await api.db
    .selectFrom('orders')
    .selectAll()
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
  void _id;
  const json = (value: unknown) => (value === null ? null : JSON.stringify(value));
  const copy = await api.db
    .insertInto('orders')
    .values({
      ...order,
      number,
      customer_id: customerId,
      shipping_address: json(order.shipping_address),
      billing_address: JSON.stringify(order.billing_address),
      tax_lines: JSON.stringify(order.tax_lines),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const lineIds = new Map<string, string>();
  for (const { id, ...line } of await api.db
    .selectFrom('order_lines')
    .selectAll()
    .where('order_id', '=', orderId)
    .execute()) {
    const inserted = await api.db
      .insertInto('order_lines')
      .values({ ...line, order_id: copy.id })
      .returning('id')
      .executeTakeFirstOrThrow();
    lineIds.set(id, inserted.id);
  }
  for (const { id: _payment, ...payment } of await api.db
    .selectFrom('order_payments')
    .selectAll()
    .where('order_id', '=', orderId)
    .execute()) {
    void _payment;
    await api.db
      .insertInto('order_payments')
      .values({ ...payment, order_id: copy.id, details: JSON.stringify(payment.details) })
      .execute();
  }
  for (const { id, ...shipment } of await api.db
    .selectFrom('shipments')
    .selectAll()
    .where('order_id', '=', orderId)
    .execute()) {
    const inserted = await api.db
      .insertInto('shipments')
      .values({ ...shipment, order_id: copy.id })
      .returning('id')
      .executeTakeFirstOrThrow();
    const links = await api.db.selectFrom('shipment_lines').selectAll().where('shipment_id', '=', id).execute();
    for (const link of links) {
      await api.db
        .insertInto('shipment_lines')
        .values({ shipment_id: inserted.id, order_line_id: lineIds.get(link.order_line_id)! })
        .execute();
    }
  }
  return number;
}

/** Seeded guest orders of a market, by status. */
async function guestOrder(market: 'AU' | 'NZ' | 'CA', status: string) {
  return api.db
    .selectFrom('orders')
    .selectAll()
    .where('customer_id', 'is', null)
    .where('market', '=', market)
    .where('status', '=', status)
    .where(({ fn, ref }) => fn('length', [ref('number')]), '=', 12)
    .orderBy('number')
    .executeTakeFirstOrThrow();
}

describe('member order history and detail', () => {
  let alice: { client: TestClient; customerId: string };
  let bruno: { client: TestClient; customerId: string };
  let aliceNumbers: string[];

  beforeAll(async () => {
    alice = await memberClient('alice.orders@example.com');
    bruno = await memberClient('bruno.orders@example.com');
    const originals = await api.db
      .selectFrom('orders')
      .select('id')
      .where('customer_id', 'is', null)
      .where('market', '=', 'AU')
      .orderBy('placed_at', 'desc')
      .limit(12)
      .execute();
    aliceNumbers = [];
    for (const [index, original] of originals.entries()) {
      aliceNumbers.push(await cloneOrder(original.id, alice.customerId, `5550000000${String(index).padStart(2, '0')}`));
    }
  });

  it('asks a guest to sign in', async () => {
    const response = await api.client().get('/api/orders');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it('lists only the member’s own orders, newest first, ten a page, with item count and first picture', async () => {
    const page1 = expectAnswer(await alice.client.get('/api/orders'), orderHistoryAnswerSchema);
    expect(page1).toMatchObject({ page: 1, pageSize: 10, totalOrders: 12, totalPages: 2 });
    expect(page1.orders).toHaveLength(10);
    const page2 = expectAnswer(await alice.client.get('/api/orders?page=2'), orderHistoryAnswerSchema);
    expect(page2.orders).toHaveLength(2);
    const listed = [...page1.orders, ...page2.orders];
    expect(listed.map((order) => order.number).sort()).toEqual([...aliceNumbers].sort());
    const dates = listed.map((order) => order.placedAt);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const order of listed) {
      expect(order).toEqual({
        number: expect.stringMatching(/^\d{12}$/),
        placedAt: expect.any(String),
        status: expect.any(String),
        totalCents: expect.any(Number),
        currency: 'AUD',
        itemCount: expect.any(Number),
        imageUrl: expect.stringMatching(/^\/api\/images\/products\/[^/]+\/[^/]+\/front-400\.r2\.webp$/),
        imageUrls: expect.any(Array),
      });
      expect(order.imageUrls?.[0]).toBe(order.imageUrl);
      expect(order.imageUrls?.length).toBeGreaterThanOrEqual(1);
      expect(order.imageUrls?.length).toBeLessThanOrEqual(Math.min(4, order.itemCount));
      expect(order.itemCount).toBeGreaterThan(0);
    }
    // An order of several pieces shows each of their pictures.
    expect(listed.some((order) => (order.imageUrls?.length ?? 0) > 1)).toBe(true);
    const empty = expectAnswer(await bruno.client.get('/api/orders'), orderHistoryAnswerSchema);
    expect(empty).toMatchObject({ orders: [], totalOrders: 0, totalPages: 0 });
  });

  it('refuses a page that is not a positive number', async () => {
    const response = await alice.client.get('/api/orders?page=0');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ page: 'validation.link.invalid' });
  });

  it('shows the member’s order in full: addresses, method, payments, lines with status and tracking, summary', async () => {
    const partial = await api.db
      .selectFrom('orders')
      .select('number')
      .where('customer_id', '=', alice.customerId)
      .where('status', '=', 'partially_shipped')
      .executeTakeFirst();
    const number = partial?.number ?? aliceNumbers[0]!;
    const response = await alice.client.get(`/api/orders/${number}`);
    expectAnswer(response, memberOrderAnswerSchema);
    const { order } = response.json();
    expect(order).toMatchObject({
      number,
      market: 'AU',
      currency: 'AUD',
      email: expect.stringContaining('@'),
      deliveryMethod: expect.any(String),
      billingAddress: { postcode: expect.stringMatching(/^\d{4}$/), country: 'AU' },
      fulfilment: { type: expect.stringMatching(/^(delivery|pickup)$/), status: expect.any(String) },
    });
    const total = order.summary.find((line: { code: string }) => line.code === 'total');
    expect(total.cents).toBe(order.totalCents);
    expect(order.summary.map((line: { code: string }) => line.code)).toContain('gst_inclusive');
    expect(order.payments.reduce((sum: number, payment: { amountCents: number }) => sum + payment.amountCents, 0)).toBe(
      order.totalCents,
    );
    if (partial) {
      expect(order.fulfilment.status).toBe('partially_shipped');
      const statuses = new Set(order.lines.map((line: { status: string }) => line.status));
      expect(statuses.size).toBeGreaterThan(1);
      const shipped = order.lines.filter((line: { status: string }) => line.status === 'shipped');
      for (const line of shipped) expect(line.shipment.trackingNumber).toEqual(expect.any(String));
      expect(order.shipments).toHaveLength(2);
    }
  });

  it('names each piece’s metal in the shopper’s language', async () => {
    const number = aliceNumbers[0]!;
    const english = (await alice.client.get(`/api/orders/${number}`)).json().order.lines[0];
    const french = (await alice.client.get(`/api/orders/${number}`, { 'x-storefront-locale': 'fr-CA' })).json().order
      .lines[0];
    expect(english.metalLabel).toBe(metalByCode.get(english.metal)?.label.en);
    expect(french.metalLabel).toBe(metalByCode.get(english.metal)?.label.fr);
    expect(french.metalLabel).not.toBe(english.metalLabel);
  });

  it('answers another member’s order exactly like an order that does not exist (T11)', async () => {
    const number = aliceNumbers[0]!;
    const theirs = await bruno.client.get(`/api/orders/${number}`);
    const nobodys = await bruno.client.get('/api/orders/999999999999');
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual(nobodys.json());
    expect(theirs.body).not.toContain(number);
    expect(theirs.body).not.toContain('alice');
    expect(theirs.json()).not.toHaveProperty('order');
    const own = await alice.client.get(`/api/orders/${number}`);
    expect(own.statusCode).toBe(200);
  });

  it('offers a care plan for 30 days after an eligible item was received, and not on lines that have one', async () => {
    const orders = await api.db
      .selectFrom('orders')
      .select('number')
      .where('customer_id', '=', alice.customerId)
      .where('status', 'in', ['completed', 'collected'])
      .execute();
    const now = Date.now();
    for (const { number } of orders) {
      const response = await alice.client.get(`/api/orders/${number}`);
      expectAnswer(response, memberOrderAnswerSchema);
      const { order } = response.json();
      for (const line of order.lines) {
        if (line.purchasableUntil === null) continue;
        expect(line.carePlan).toBe(false);
        const received = new Date(line.shipment?.collectedAt ?? line.shipment?.deliveredAt ?? order.placedAt);
        expect(new Date(line.purchasableUntil).getTime() - received.getTime()).toBe(30 * 86_400_000);
        expect(new Date(line.purchasableUntil).getTime()).toBeGreaterThan(now);
      }
    }
    const inWindow = await api.db
      .selectFrom('orders')
      .innerJoin('order_lines', 'order_lines.order_id', 'orders.id')
      .innerJoin('products', 'products.id', 'order_lines.product_id')
      .select('orders.number')
      .where('orders.customer_id', 'is', null)
      .where('orders.status', '=', 'collected')
      .where('products.care_plan_eligible', '=', true)
      .where('order_lines.care_plan', '=', false)
      .orderBy('orders.placed_at', 'desc')
      .executeTakeFirst();
    if (inWindow) {
      await api.db.deleteFrom('throttles').execute();
      const row = await api.db
        .selectFrom('orders')
        .selectAll()
        .where('number', '=', inWindow.number)
        .executeTakeFirstOrThrow();
      const response = await api.client({ locale: `en-${row.market}` }).post('/api/orders/lookup', {
        orderNumber: row.number,
        billingPostcode: row.billing_postcode,
      });
      const lines = response.json().order.lines as Array<{ purchasableUntil: string | null }>;
      expect(lines.some((line) => line.purchasableUntil !== null)).toBe(true);
    }
  });
});

describe('guest order lookup', () => {
  it('finds an order by number and billing postcode and shows less than a member sees', async () => {
    const order = await guestOrder('AU', 'shipped');
    const response = await api.client().post('/api/orders/lookup', {
      orderNumber: order.number.replace(/(\d{4})(?=\d)/g, '$1 '),
      billingPostcode: order.billing_postcode,
    });
    expectAnswer(response, orderLookupAnswerSchema);
    const body = response.json();
    expect(body.token).toEqual(expect.any(String));
    expect(new Date(body.expiresAt).getTime()).toBeGreaterThan(Date.now());
    expect(body.order).toMatchObject({ number: order.number, status: 'shipped', market: 'AU' });
    expect(body.order).not.toHaveProperty('email');
    expect(body.order).not.toHaveProperty('billingAddress');
    expect(body.order).not.toHaveProperty('shippingAddress');
    expect(body.order.billTo).toEqual({
      suburb: expect.anything(),
      city: expect.any(String),
      state: expect.anything(),
      country: 'AU',
    });
    expect(response.body).not.toContain(order.email);
    expect(response.body).not.toContain(order.billing_address.address1);
    expect(response.body).not.toContain(order.billing_address.lastName);
    for (const payment of body.order.payments) expect(Object.keys(payment).sort()).toEqual(['amountCents', 'method']);
    for (const line of body.order.lines) {
      expect(line).not.toHaveProperty('engraving');
      expect(line.shipment.trackingNumber).toEqual(expect.any(String));
    }

    const reopened = await api.client().get(`/api/orders/lookup/${body.token}`);
    expect(expectAnswer(reopened, reopenedOrderAnswerSchema).order).toEqual(body.order);
  });

  it('refuses a tampered or expired lookup token', async () => {
    const order = await guestOrder('AU', 'collected');
    const { token } = signLookupToken(api.config.secret, order.id);
    const tampered = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    const expired = signLookupToken(api.config.secret, order.id, Date.now() - 31 * 60 * 1000).token;
    for (const bad of [tampered, expired]) {
      const response = await api.client().get(`/api/orders/lookup/${bad}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'ORDER_LOOKUP_EXPIRED' });
      expect(response.json()).not.toHaveProperty('order');
    }
    const garbage = await api.client().get('/api/orders/lookup/not-a-token');
    expect(garbage.statusCode).toBe(400);
  });

  it('gives the same answer for a wrong postcode and an unknown order number', async () => {
    const order = await guestOrder('NZ', 'completed');
    const wrongPostcode = await api.client({ locale: 'en-NZ' }).post('/api/orders/lookup', {
      orderNumber: order.number,
      billingPostcode: order.billing_postcode === '9999' ? '9998' : '9999',
    });
    await api.db.deleteFrom('throttles').execute();
    const unknownNumber = await api.client({ locale: 'en-NZ' }).post('/api/orders/lookup', {
      orderNumber: '000000000001',
      billingPostcode: order.billing_postcode,
    });
    expect(wrongPostcode.statusCode).toBe(404);
    expect(unknownNumber.statusCode).toBe(404);
    expect(wrongPostcode.json()).toEqual(unknownNumber.json());
    expect(wrongPostcode.json()).toMatchObject({
      code: 'ORDER_LOOKUP_MISMATCH',
      detail: 'The order number or billing postcode does not match.',
    });
  });

  it('does not find an order of another market', async () => {
    const order = await guestOrder('NZ', 'shipped');
    const response = await api.client({ locale: 'en-AU' }).post('/api/orders/lookup', {
      orderNumber: order.number,
      billingPostcode: order.billing_postcode,
    });
    expect(response.statusCode).toBe(404);
  });

  it('accepts Canadian postcodes with or without a space or hyphen, in any case', async () => {
    const order = await guestOrder('CA', 'being_processed');
    const compact = order.billing_postcode.replace(' ', '');
    for (const postcode of [
      compact.toLowerCase(),
      compact,
      order.billing_postcode.replace(' ', '-'),
      ` ${order.billing_postcode} `,
    ]) {
      const response = await api.client({ locale: 'fr-CA' }).post('/api/orders/lookup', {
        orderNumber: order.number,
        billingPostcode: postcode,
      });
      expect(response.statusCode).toBe(200);
    }
  });

  it('answers malformed input with the shared message ids', async () => {
    const response = await api.client({ locale: 'en-CA' }).post('/api/orders/lookup', {
      orderNumber: '12345',
      billingPostcode: '1234',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ billingPostcode: 'validation.postcode.ca' });
    const blank = await api.client().post('/api/orders/lookup', { orderNumber: '', billingPostcode: '' });
    expect(blank.json().errors).toEqual({
      orderNumber: 'validation.orderNumber.required',
      billingPostcode: 'validation.billingPostcode.required',
    });
  });

  it('slows guessing with doubling delays (429), even for the right postcode, until the wait has passed', async () => {
    const order = await guestOrder('AU', 'completed');
    const client = api.client();
    const attempt = (billingPostcode: string) =>
      client.post('/api/orders/lookup', { orderNumber: order.number, billingPostcode });
    const wrong = order.billing_postcode === '9999' ? '9998' : '9999';

    expect((await attempt(wrong)).statusCode).toBe(404);
    const blocked = await attempt(wrong);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ code: 'TOO_MANY_ATTEMPTS', retryAfterSeconds: 1 });
    expect(blocked.headers['retry-after']).toBe('1');
    expect((await attempt(order.billing_postcode)).statusCode).toBe(429);

    // Let the clock run past each block instead of sleeping: the waits double, 1 s, 2 s, 4 s, 8 s.
    const passTime = () =>
      api.db
        .updateTable('throttles')
        .set({ blocked_until: new Date(Date.now() - 1000) })
        .execute();
    for (const expected of [2, 4, 8]) {
      await passTime();
      expect((await attempt(wrong)).statusCode).toBe(404);
      const next = await attempt(order.billing_postcode);
      expect(next.statusCode).toBe(429);
      expect(next.json().retryAfterSeconds).toBe(expected);
    }
    await passTime();
    expect((await attempt(order.billing_postcode)).statusCode).toBe(200);
    const numberCounter = await api.db
      .selectFrom('throttles')
      .selectAll()
      .where('scope', '=', 'order-lookup:number')
      .where('key', '=', order.number)
      .executeTakeFirst();
    expect(numberCounter).toBeUndefined();
  });

  it('counts unknown order numbers against the caller too', async () => {
    const client = api.client();
    expect(
      (await client.post('/api/orders/lookup', { orderNumber: '000000000002', billingPostcode: '2000' })).statusCode,
    ).toBe(404);
    expect(
      (await client.post('/api/orders/lookup', { orderNumber: '000000000003', billingPostcode: '2000' })).statusCode,
    ).toBe(429);
  });
});

describe('care plans', () => {
  let carol: { client: TestClient; customerId: string };

  beforeAll(async () => {
    carol = await memberClient('carol.plans@example.com');
    const order = await guestOrder('AU', 'completed');
    await api.db.updateTable('orders').set({ customer_id: carol.customerId }).where('id', '=', order.id).execute();
    await api.db
      .insertInto('care_plans')
      .values([
        {
          plan_number: 'PCP900000001',
          customer_id: carol.customerId,
          order_id: order.id,
          product_name: 'Diamond Solitaire Ring',
          term_months: 36,
          status: 'active',
          commenced_on: '2025-01-10',
          expires_on: '2099-01-10',
          rrp_cents: 24_900,
          currency: 'AUD',
        },
        {
          plan_number: 'PCP900000002',
          customer_id: carol.customerId,
          order_id: null,
          product_name: 'Pearl Drop Earrings',
          term_months: 24,
          status: 'active',
          commenced_on: '2019-03-01',
          expires_on: '2021-03-01',
          rrp_cents: 9_900,
          currency: 'AUD',
        },
        {
          plan_number: 'PCP900000003',
          customer_id: carol.customerId,
          order_id: order.id,
          product_name: 'Sapphire Halo Pendant',
          term_months: 36,
          status: 'pending',
          commenced_on: null,
          expires_on: null,
          rrp_cents: 14_900,
          currency: 'AUD',
        },
      ])
      .execute();
  });

  it('lists the member’s plans with number, term, status, dates and recommended retail price', async () => {
    const response = await carol.client.get('/api/care-plans');
    expect(response.statusCode).toBe(200);
    const plans = response.json().carePlans;
    expect(plans).toHaveLength(3);
    // Numbered from 1 within their order; the plan bought in store has no order and so no page.
    expect(plans.map((plan: { index: number | null }) => plan.index)).toEqual([1, 2, null]);
    const byNumber = Object.fromEntries(plans.map((plan: { planNumber: string }) => [plan.planNumber, plan]));
    expect(byNumber.PCP900000001).toMatchObject({
      termMonths: 36,
      status: 'active',
      commencedOn: '2025-01-10',
      expiresOn: '2099-01-10',
      recommendedRetailPriceCents: 24_900,
      currency: 'AUD',
      product: { name: 'Diamond Solitaire Ring' },
      order: { number: expect.stringMatching(/^\d{12}$/) },
    });
    // Stored as active but past its expiry: it reads as expired.
    expect(byNumber.PCP900000002).toMatchObject({ status: 'expired', order: null });
    expect(byNumber.PCP900000003).toMatchObject({ status: 'pending', commencedOn: null, expiresOn: null });
  });

  it('opens a plan by its order and 1-based position in it, and refuses 0 or a position beyond the order', async () => {
    const list = expectAnswer(await carol.client.get('/api/care-plans'), carePlansAnswerSchema).carePlans;
    for (const plan of list.filter((entry) => entry.order !== null)) {
      const response = await carol.client.get(`/api/orders/${plan.order!.number}/care-plans/${plan.index}`);
      expect(expectAnswer(response, carePlanAnswerSchema).carePlan).toEqual(plan);
    }
    const number = list.find((entry) => entry.order !== null)!.order!.number;
    for (const index of ['3', '9999']) {
      const response = await carol.client.get(`/api/orders/${number}/care-plans/${index}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).not.toHaveProperty('carePlan');
    }
    for (const index of ['0', '01']) {
      expect((await carol.client.get(`/api/orders/${number}/care-plans/${index}`)).statusCode).toBe(400);
    }
  });

  it('shows no one else’s plans', async () => {
    const dave = await memberClient('dave.plans@example.com');
    expect((await dave.client.get('/api/care-plans')).json().carePlans).toEqual([]);
    const theirs = (await carol.client.get('/api/care-plans')).json().carePlans[0].order.number;
    const response = await dave.client.get(`/api/orders/${theirs}/care-plans/1`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).not.toHaveProperty('carePlan');
    expect((await api.client().get('/api/care-plans')).statusCode).toBe(401);
  });
});
