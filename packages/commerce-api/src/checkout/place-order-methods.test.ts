import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { bnplIdentities } from '@storefront/standin-payments';
import { placedOrderAnswerSchema } from '@storefront/api-schemas';
import { defaultContent, setStock } from '../bag/test-fixtures';
import type { Currency } from '../db/schema';
import { demoFinancingAccounts, testCardNumber } from '../financing/seed';
import { expectAnswer } from '../test/expect-answer';
import { createTestApi, type TestApi, type TestClient } from '../test/harness';
import { addresses, completeCheckout, payByCard, startStandin } from './test-journey';

let api: TestApi;
let standin: { url: string; app: FastifyInstance };
beforeAll(async () => {
  standin = await startStandin();
  api = await createTestApi({ env: { PAYMENT_PROVIDER_URL: standin.url }, content: defaultContent });
});
afterAll(async () => {
  await api.close();
  await standin.app.close();
});
beforeEach(async () => {
  await api.db.deleteFrom('throttles').execute();
});

let keyCounter = 0;
const newKey = () => `methods-key-${Date.now()}-${keyCounter++}`;

const place = (shopper: TestClient, body: object) =>
  shopper.post('/api/checkout/place-order', body, { 'idempotency-key': newKey() });

/** An unsized, unengraved, in-stock seeded piece priced in this range (pay in 4 stops at 3,000.00; financing limits). */
async function pieceFor(
  currency: Currency,
  range: { min: number; max: number },
  exclude: readonly string[] = [],
): Promise<{ sku: string; listCents: number }> {
  let query = api.db
    .selectFrom('variants')
    .innerJoin('products', 'products.id', 'variants.product_id')
    .innerJoin('prices', (join) => join.onRef('prices.sku', '=', 'variants.sku').on('prices.currency', '=', currency))
    .innerJoin('stock', (join) => join.onRef('stock.sku', '=', 'variants.sku').on('stock.size', '=', ''))
    .select(['variants.sku', 'prices.list_cents as listCents'])
    .where('products.online', '=', true)
    .where('products.made_to_order', '=', false)
    .where('products.sized', '=', false)
    .where('products.engravable', '=', false)
    .where('products.bnpl_eligible', '=', true)
    .where('stock.quantity', '>=', 1)
    .where('prices.list_cents', '>=', range.min)
    .where('prices.list_cents', '<=', range.max);
  if (exclude.length > 0) query = query.where('variants.sku', 'not in', [...exclude]);
  const found = await query.orderBy('variants.sku').executeTakeFirst();
  if (!found) throw new Error(`no seeded ${currency} piece between ${range.min} and ${range.max}`);
  return found;
}

async function stockOf(sku: string): Promise<number> {
  const row = await api.db
    .selectFrom('stock')
    .select('quantity')
    .where('sku', '=', sku)
    .where('size', '=', '')
    .executeTakeFirst();
  return row?.quantity ?? 0;
}

async function storeStockOf(storeId: string, sku: string): Promise<number> {
  const row = await api.db
    .selectFrom('store_stock')
    .select('quantity')
    .where('store_id', '=', storeId)
    .where('sku', '=', sku)
    .where('size', '=', '')
    .executeTakeFirst();
  return row?.quantity ?? 0;
}

async function orderCount(): Promise<number> {
  const row = await api.db
    .selectFrom('orders')
    .select(sql<number>`count(*)::int`.as('count'))
    .executeTakeFirstOrThrow();
  return row.count;
}

async function orderRow(number: string) {
  return api.db.selectFrom('orders').selectAll().where('number', '=', number).executeTakeFirstOrThrow();
}

async function paymentsOf(number: string) {
  return api.db
    .selectFrom('order_payments')
    .innerJoin('orders', 'orders.id', 'order_payments.order_id')
    .select([
      'order_payments.method',
      'order_payments.reference',
      'order_payments.amount_cents',
      'order_payments.details',
    ])
    .where('orders.number', '=', number)
    .execute();
}

async function shopperWith(
  sku: string,
  options: { locale?: string; address?: (typeof addresses)[keyof typeof addresses] } = {},
): Promise<TestClient> {
  const shopper = api.client({ locale: options.locale ?? 'en-AU' });
  const added = await shopper.post('/api/bag/lines', { sku, quantity: 1 });
  if (added.statusCode !== 201) throw new Error(added.body);
  await completeCheckout(shopper, options.address ?? addresses.AU);
  return shopper;
}

describe('Pay in 4 (bnpl) in Australia', () => {
  it('places the order paid in 4 instalments, takes the stock and keeps no card details', async () => {
    const piece = await pieceFor('AUD', { min: 10_000, max: 250_000 });
    await setStock(api.db, piece.sku, '', 4);
    const shopper = await shopperWith(piece.sku);
    const sessionId = await payByCard(shopper, bnplIdentities.approved, { method: 'bnpl' });
    const response = await place(shopper, { paymentSessionId: sessionId });
    const order = expectAnswer(response, placedOrderAnswerSchema, 201);
    expect(order.summary.totalCents).toBe(piece.listCents);
    expect(order.status).toBe('being_processed');
    expect(order.payments).toEqual([
      { method: 'bnpl', brand: 'paystand-pay-in-4', last4: null, amountCents: piece.listCents },
    ]);
    expect(await paymentsOf(order.orderNumber)).toEqual([
      {
        method: 'bnpl',
        reference: sessionId,
        amount_cents: piece.listCents,
        details: { provider: 'paystand', instalments: 4 },
      },
    ]);
    const row = await orderRow(order.orderNumber);
    expect(row).toMatchObject({ status: 'being_processed', market: 'AU', currency: 'AUD', pickup_store_id: null });
    expect(await stockOf(piece.sku)).toBe(3);
    const intent = await api.db
      .selectFrom('payment_intents')
      .select(['method', 'status', 'order_id'])
      .where('id', '=', sessionId)
      .executeTakeFirstOrThrow();
    expect(intent).toEqual({ method: 'bnpl', status: 'consumed', order_id: row.id });
    expect((await shopper.get('/api/bag')).json().lines).toEqual([]);
  });

  it('answers 402 PAYMENT_DECLINED for a declined instalment identity and places nothing', async () => {
    const piece = await pieceFor('AUD', { min: 10_000, max: 250_000 });
    await setStock(api.db, piece.sku, '', 4);
    const shopper = await shopperWith(piece.sku);
    const sessionId = await payByCard(shopper, bnplIdentities.declined, { method: 'bnpl' });
    const before = await orderCount();
    const response = await place(shopper, { paymentSessionId: sessionId });
    expect(response.statusCode).toBe(402);
    expect(response.json().code).toBe('PAYMENT_DECLINED');
    expect(await orderCount()).toBe(before);
    expect(await stockOf(piece.sku)).toBe(4);
    expect((await shopper.get('/api/bag')).json().lines).toHaveLength(1);
    const intent = await api.db
      .selectFrom('payment_intents')
      .select('order_id')
      .where('id', '=', sessionId)
      .executeTakeFirstOrThrow();
    expect(intent.order_id).toBeNull();
  });
});

describe('financing in Canada', () => {
  const account = demoFinancingAccounts.find((candidate) => candidate.serial === 1)!;
  const cardNumber = testCardNumber(account.serial);
  const dateOfBirth = account.dateOfBirth.split('-').reverse().join('/');

  /** A Canadian shopper with the piece in the bag, delivered in Ontario; the amount to pay (tax included). */
  async function canadianShopper(sku: string): Promise<{ shopper: TestClient; totalCents: number }> {
    const shopper = await shopperWith(sku, { locale: 'en-CA', address: addresses.ON });
    const checkout = (await shopper.get('/api/checkout')).json();
    expect(checkout.missing).toEqual([]);
    expect(checkout.summary.currency).toBe('CAD');
    return { shopper, totalCents: checkout.summary.remainingCents };
  }

  async function approval(shopper: TestClient, amountCents: number): Promise<{ approvalId: string; planId: string }> {
    const lookup = await shopper.post('/api/financing/lookup', { cardNumber, dateOfBirth, amountCents });
    expect(lookup.statusCode).toBe(200);
    expect(lookup.json()).toMatchObject({ status: 'active', canContinue: true, cardLast4: '0011' });
    const planId = lookup.json().plans[0].id as string;
    const applied = await shopper.post('/api/financing/applications', { cardNumber, dateOfBirth, planId, amountCents });
    expect(applied.statusCode).toBe(201);
    return { approvalId: applied.json().approvalId as string, planId };
  }

  it('uses the seeded test account the brief names', () => {
    expect(cardNumber).toBe('6055990000000011');
    expect(dateOfBirth).toBe('27/03/1985');
  });

  it('places the order on an approval for exactly the total, keeps only the last 4, and uses the approval once', async () => {
    const piece = await pieceFor('CAD', { min: 30_000, max: 700_000 });
    await setStock(api.db, piece.sku, '', 5);
    const { shopper, totalCents } = await canadianShopper(piece.sku);
    expect(totalCents).toBeGreaterThan(piece.listCents); // Ontario HST on top
    const { approvalId, planId } = await approval(shopper, totalCents);

    const response = await place(shopper, { financingApprovalId: approvalId });
    const order = expectAnswer(response, placedOrderAnswerSchema, 201);
    expect(order).toMatchObject({ status: 'payment_pending', market: 'CA', currency: 'CAD' });
    expect(order.summary.totalCents).toBe(totalCents);
    expect(order.payments).toEqual([{ method: 'financing', amountCents: totalCents }]);
    expect(response.body).not.toContain(cardNumber);

    const payments = await paymentsOf(order.orderNumber);
    expect(payments).toEqual([
      {
        method: 'financing',
        reference: expect.stringMatching(/^FIN-[A-Z2-9]{12}$/),
        amount_cents: totalCents,
        details: { last4: '0011', planId, planName: expect.any(String) },
      },
    ]);
    expect(JSON.stringify(payments)).not.toContain(cardNumber);
    expect(await orderRow(order.orderNumber)).toMatchObject({ status: 'payment_pending', total_cents: totalCents });
    const used = await api.db
      .selectFrom('financing_approvals')
      .select(['used_at', 'reference'])
      .where('id', '=', approvalId)
      .executeTakeFirstOrThrow();
    expect(used.used_at).not.toBeNull();
    expect(used.reference).toBe(payments[0]!.reference);
    expect(await stockOf(piece.sku)).toBe(4);
    expect((await shopper.get('/api/bag')).json().lines).toEqual([]);

    // The same approval on a second order for the same amount: refused, nothing placed.
    const second = await canadianShopper(piece.sku);
    expect(second.totalCents).toBe(totalCents);
    const before = await orderCount();
    const again = await place(second.shopper, { financingApprovalId: approvalId });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('FINANCING_NOT_APPROVED');
    expect(await orderCount()).toBe(before);
    expect(await stockOf(piece.sku)).toBe(4);
    expect((await second.shopper.get('/api/bag')).json().lines).toHaveLength(1);
  });

  it('keeps the approval with the checkout, so a reload still pays with it, and places the order on it', async () => {
    const piece = await pieceFor('CAD', { min: 30_000, max: 700_000 });
    await setStock(api.db, piece.sku, '', 5);
    const { shopper, totalCents } = await canadianShopper(piece.sku);
    expect((await shopper.get('/api/checkout')).json().financingApproval).toBeNull();
    const { approvalId, planId } = await approval(shopper, totalCents);

    // A reload asks the server afresh: the approval comes back with the checkout, not from the tab.
    const reloaded = (await shopper.get('/api/checkout')).json();
    expect(reloaded.financingApproval).toMatchObject({
      approvalId,
      amountCents: totalCents,
      currency: 'CAD',
      cardLast4: '0011',
      plan: { id: planId },
    });
    // Another shopper's checkout does not see it.
    const other = await canadianShopper(piece.sku);
    expect((await other.shopper.get('/api/checkout')).json().financingApproval).toBeNull();
    expect((await place(other.shopper, { payWith: 'financing' })).json().code).toBe('FINANCING_NOT_APPROVED');

    const order = expectAnswer(await place(shopper, { payWith: 'financing' }), placedOrderAnswerSchema, 201);
    expect(order.payments).toEqual([{ method: 'financing', amountCents: totalCents }]);
    const used = await api.db
      .selectFrom('financing_approvals')
      .select('used_at')
      .where('id', '=', approvalId)
      .executeTakeFirstOrThrow();
    expect(used.used_at).not.toBeNull();
  });

  it('answers no approval once the total it was for has changed', async () => {
    const piece = await pieceFor('CAD', { min: 30_000, max: 700_000 });
    await setStock(api.db, piece.sku, '', 5);
    const { shopper, totalCents } = await canadianShopper(piece.sku);
    await approval(shopper, totalCents);
    await shopper.put('/api/checkout/shipping', { deliveryMethod: 'express', address: addresses.ON });
    const changed = (await shopper.get('/api/checkout')).json();
    expect(changed.summary.remainingCents).not.toBe(totalCents);
    expect(changed.financingApproval).toBeNull();
  });

  it('refuses an approval for another amount and leaves it unused', async () => {
    const piece = await pieceFor('CAD', { min: 30_000, max: 700_000 });
    await setStock(api.db, piece.sku, '', 5);
    const { shopper, totalCents } = await canadianShopper(piece.sku);
    const { approvalId } = await approval(shopper, totalCents + 100);
    const before = await orderCount();
    const response = await place(shopper, { financingApprovalId: approvalId });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('FINANCING_NOT_APPROVED');
    expect(await orderCount()).toBe(before);
    expect(await stockOf(piece.sku)).toBe(5);
    const row = await api.db
      .selectFrom('financing_approvals')
      .select(['used_at', 'reference'])
      .where('id', '=', approvalId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ used_at: null, reference: null });
  });

  it('refuses an unknown approval id', async () => {
    const piece = await pieceFor('CAD', { min: 30_000, max: 700_000 });
    await setStock(api.db, piece.sku, '', 5);
    const { shopper } = await canadianShopper(piece.sku);
    const response = await place(shopper, { financingApprovalId: 'fa_not_a_real_approval' });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('FINANCING_NOT_APPROVED');
  });
});

describe('click and collect', () => {
  let store: { id: string; name: string };
  let piece: { sku: string; listCents: number };
  beforeAll(async () => {
    piece = await pieceFor('AUD', { min: 10_000, max: 2_000_000 });
    const seeded = await api.db
      .selectFrom('stores')
      .select(['id', 'name'])
      .where('market', '=', 'AU')
      .where('click_and_collect', '=', true)
      .orderBy('id')
      .executeTakeFirst();
    store = seeded ?? { id: 'test-store-sydney', name: 'Lustre & Co. Test Sydney' };
    if (!seeded) {
      await api.db
        .insertInto('stores')
        .values({
          id: store.id,
          name: store.name,
          market: 'AU',
          address1: '1 Pitt St',
          address2: null,
          suburb: 'Sydney',
          city: 'Sydney',
          state: 'NSW',
          postcode: '2000',
          phone: '02 9000 0000',
          email: 'sydney@example.com',
          latitude: -33.86,
          longitude: 151.2,
        })
        .execute();
    }
  });

  async function setStoreStock(quantity: number): Promise<void> {
    await api.db
      .insertInto('store_stock')
      .values({ store_id: store.id, sku: piece.sku, size: '', quantity })
      .onConflict((conflict) => conflict.columns(['store_id', 'sku', 'size']).doUpdateSet({ quantity }))
      .execute();
  }

  async function collector(): Promise<TestClient> {
    const shopper = api.client();
    expect((await shopper.post('/api/bag/lines', { sku: piece.sku, quantity: 1 })).statusCode).toBe(201);
    for (const [url, body] of [
      ['/api/checkout/email', { email: 'olivia@example.com' }],
      ['/api/checkout/shipping', { deliveryMethod: 'click_and_collect', storeId: store.id }],
      ['/api/checkout/billing', { sameAsShipping: false, address: addresses.AU }],
    ] as const) {
      const response = await shopper.put(url, body);
      if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
    }
    return shopper;
  }

  it('takes the unit from the store’s stock, not the online stock, and records the pickup store', async () => {
    await setStock(api.db, piece.sku, '', 7);
    await setStoreStock(3);
    const shopper = await collector();
    const sessionId = await payByCard(shopper);
    const response = await place(shopper, { paymentSessionId: sessionId });
    const order = expectAnswer(response, placedOrderAnswerSchema, 201);
    expect(order).toMatchObject({
      deliveryMethod: 'click_and_collect',
      pickupStore: { id: store.id, name: store.name },
      shippingAddress: null,
      billingAddress: { postcode: addresses.AU.postcode },
    });
    expect(order.summary.deliveryCents).toBe(0);
    expect(order.summary.totalCents).toBe(piece.listCents);
    expect(await storeStockOf(store.id, piece.sku)).toBe(2);
    expect(await stockOf(piece.sku)).toBe(7);
    const row = await orderRow(order.orderNumber);
    expect(row).toMatchObject({
      delivery_method: 'click_and_collect',
      pickup_store_id: store.id,
      shipping_address: null,
      status: 'being_processed',
    });
    const lines = await api.db
      .selectFrom('order_lines')
      .select(['sku', 'status'])
      .where('order_id', '=', row.id)
      .execute();
    expect(lines).toEqual([{ sku: piece.sku, status: 'click_and_collect' }]);
  });

  it('answers INSUFFICIENT_STOCK_AT_STORE when the store sold out after payment, and refunds the payment', async () => {
    await setStock(api.db, piece.sku, '', 7);
    await setStoreStock(1);
    const shopper = await collector();
    const sessionId = await payByCard(shopper);
    await setStoreStock(0);
    const before = await orderCount();
    const response = await place(shopper, { paymentSessionId: sessionId });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('INSUFFICIENT_STOCK_AT_STORE');
    expect(response.json().lines).toEqual([expect.objectContaining({ sku: piece.sku, quantity: 1 })]);
    expect(await orderCount()).toBe(before);
    expect(await stockOf(piece.sku)).toBe(7);
    expect(await storeStockOf(store.id, piece.sku)).toBe(0);
    const intent = await api.db
      .selectFrom('payment_intents')
      .select(['status', 'order_id'])
      .where('id', '=', sessionId)
      .executeTakeFirstOrThrow();
    expect(intent).toEqual({ status: 'refunded', order_id: null });
  });
});
