import { cardNumberSchema } from '@storefront/validation';
import { sql } from 'kysely';
import * as v from 'valibot';
import { CANADIAN_SALES_TAX } from '../checkout/tax';
import type { AddressSnapshot, TaxLine } from '../db/schema';
import { createTestApi, type TestApi } from '../test/harness';
import { orderStatuses } from './order-codes';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(async () => {
  await api.close();
});

describe('the seeded orders', () => {
  it('cover every status of SPEC §4 for guests in every market, and for members', async () => {
    const rows = await api.db
      .selectFrom('orders')
      .select(['market', 'status', sql<boolean>`customer_id is null`.as('guest')])
      .distinct()
      .execute();
    for (const market of ['AU', 'NZ', 'CA'] as const) {
      const guestStatuses = new Set(rows.filter((row) => row.guest && row.market === market).map((row) => row.status));
      expect([...guestStatuses].sort()).toEqual([...orderStatuses].sort());
    }
    const members = await api.db.selectFrom('customers').select('id').where('status', '=', 'active').execute();
    if (members.length > 0) {
      const memberStatuses = new Set(rows.filter((row) => !row.guest).map((row) => row.status));
      expect([...memberStatuses].sort()).toEqual([...orderStatuses].sort());
    }
    const unknown = rows.filter((row) => !(orderStatuses as readonly string[]).includes(row.status));
    expect(unknown).toEqual([]);
  });

  it('have 12-digit numbers, and 5-digit legacy receipts only from Western Australia', async () => {
    const orders = await api.db
      .selectFrom('orders')
      .leftJoin('stores', 'stores.id', 'orders.pickup_store_id')
      .select([
        'orders.number',
        'orders.market',
        'orders.customer_id',
        'orders.billing_address',
        'stores.state as store_state',
      ])
      .execute();
    const legacy = orders.filter((order) => order.number.length === 5);
    expect(legacy.length).toBeGreaterThan(0);
    for (const order of orders) expect(order.number).toMatch(/^\d{12}$|^\d{5}$/);
    for (const order of legacy) {
      expect(order.market).toBe('AU');
      if (order.customer_id === null) expect(order.billing_address.state).toBe('WA');
      if (order.store_state !== null) expect(order.store_state).toBe('WA');
    }
  });

  it('add up: lines to subtotal, GST inside AU/NZ totals, provincial taxes on top of CA totals, payments to total', async () => {
    const orders = await api.db.selectFrom('orders').selectAll().execute();
    const lines = await api.db.selectFrom('order_lines').selectAll().execute();
    const payments = await api.db.selectFrom('order_payments').selectAll().execute();
    for (const order of orders) {
      const mine = lines.filter((line) => line.order_id === order.id);
      expect(mine.length).toBeGreaterThan(0);
      for (const line of mine) expect(line.line_cents).toBe((line.unit_cents + line.care_plan_cents) * line.quantity);
      expect(order.subtotal_cents).toBe(mine.reduce((sum, line) => sum + line.line_cents, 0));
      const net = order.subtotal_cents + order.delivery_cents - order.discount_cents;
      const taxLines = order.tax_lines as TaxLine[];
      if (order.market === 'CA') {
        expect(order.tax_included).toBe(false);
        const destination = (order.shipping_address as AddressSnapshot | null) ?? order.billing_address;
        const province =
          order.delivery_method === 'click_and_collect' ? undefined : (destination as AddressSnapshot).state;
        if (province && (order.shipping_address as AddressSnapshot | null)?.country === 'CA') {
          expect(taxLines.map(({ name, ratePercent }) => ({ name, ratePercent }))).toEqual(
            CANADIAN_SALES_TAX[province],
          );
        }
        for (const tax of taxLines)
          expect(Math.abs(tax.cents - (net * tax.ratePercent) / 100)).toBeLessThanOrEqual(0.5);
        expect(order.total_cents).toBe(net + order.tax_cents);
      } else {
        const rate = order.market === 'AU' ? 10 : 15;
        expect(order.tax_included).toBe(true);
        expect(order.total_cents).toBe(net);
        expect(taxLines).toEqual([{ name: 'GST', ratePercent: rate, cents: Math.round((net * rate) / (100 + rate)) }]);
      }
      expect(order.tax_cents).toBe(taxLines.reduce((sum, tax) => sum + tax.cents, 0));
      const paid = payments.filter((payment) => payment.order_id === order.id);
      expect(paid.reduce((sum, payment) => sum + payment.amount_cents, 0)).toBe(order.total_cents);
    }
  });

  it('take payments that keep no card number: brand and last 4, gift card last 4, instalments, financing', async () => {
    const payments = await api.db.selectFrom('order_payments').select(['method', 'details']).execute();
    expect(new Set(payments.map((payment) => payment.method))).toEqual(
      new Set(['card', 'gift_card', 'bnpl', 'financing']),
    );
    for (const { method, details } of payments) {
      const text = JSON.stringify(details);
      expect(text).not.toMatch(/\d{5,}/);
      if (method === 'card')
        expect(details).toEqual({ brand: expect.any(String), last4: expect.stringMatching(/^\d{4}$/) });
      if (method === 'gift_card') expect(details).toEqual({ last4: expect.stringMatching(/^\d{4}$/) });
    }
  });

  it('use every delivery method, with a pick-up store on click-and-collect orders once stores are seeded', async () => {
    const orders = await api.db
      .selectFrom('orders')
      .select(['delivery_method', 'pickup_store_id', 'shipping_address'])
      .execute();
    expect(new Set(orders.map((order) => order.delivery_method))).toEqual(
      new Set([
        'standard',
        'premium',
        'express_post',
        'express_international',
        'international',
        'click_and_collect',
        'express',
      ]),
    );
    const stores = await api.db.selectFrom('stores').select('id').execute();
    for (const order of orders.filter((candidate) => candidate.delivery_method === 'click_and_collect')) {
      expect(order.shipping_address).toBeNull();
      if (stores.length > 0) expect(order.pickup_store_id).not.toBeNull();
    }
    for (const order of orders.filter((candidate) => candidate.delivery_method !== 'click_and_collect')) {
      expect(order.shipping_address).not.toBeNull();
    }
  });

  it('track every shipped line, and ship partially shipped orders in parcels with lines of different statuses', async () => {
    const shippedLines = await api.db
      .selectFrom('order_lines')
      .leftJoin('shipment_lines', 'shipment_lines.order_line_id', 'order_lines.id')
      .leftJoin('shipments', 'shipments.id', 'shipment_lines.shipment_id')
      .select(['order_lines.status', 'shipments.tracking_number'])
      .where('order_lines.status', 'in', ['shipped', 'shipped_to_store', 'ready_to_collect'])
      .execute();
    expect(shippedLines.length).toBeGreaterThan(0);
    for (const line of shippedLines) expect(line.tracking_number).toEqual(expect.any(String));
    const partial = await api.db
      .selectFrom('orders')
      .innerJoin('order_lines', 'order_lines.order_id', 'orders.id')
      .select(['orders.id', sql<number>`count(distinct order_lines.status)::int`.as('statuses')])
      .where('orders.status', '=', 'partially_shipped')
      .groupBy('orders.id')
      .execute();
    expect(partial.length).toBeGreaterThan(0);
    for (const order of partial) expect(order.statuses).toBeGreaterThan(1);
    const parcels = await api.db
      .selectFrom('shipments')
      .innerJoin('orders', 'orders.id', 'shipments.order_id')
      .select(['orders.id', sql<number>`count(*)::int`.as('parcels')])
      .where('orders.status', '=', 'partially_shipped')
      .groupBy('orders.id')
      .execute();
    for (const order of parcels) expect(order.parcels).toBe(2);
  });

  it('include care plans that are active, pending and expired, with dates that agree with their status', async () => {
    const plans = await api.db
      .selectFrom('care_plans')
      .select([
        'status',
        'term_months',
        'order_id',
        sql<string | null>`to_char(commenced_on, 'YYYY-MM-DD')`.as('commenced'),
        sql<string | null>`to_char(expires_on, 'YYYY-MM-DD')`.as('expires'),
      ])
      .execute();
    const today = new Date().toISOString().slice(0, 10);
    expect(new Set(plans.map((plan) => plan.status))).toEqual(new Set(['active', 'pending', 'expired']));
    for (const plan of plans) {
      expect(plan.order_id).not.toBeNull();
      if (plan.status === 'pending') expect([plan.commenced, plan.expires]).toEqual([null, null]);
      if (plan.status === 'active') expect(plan.expires! >= today).toBe(true);
      if (plan.status === 'expired') expect(plan.expires! < today).toBe(true);
    }
  });

  it('seed active and inactive financing accounts whose card numbers pass the shared check', async () => {
    const accounts = await api.db.selectFrom('financing_accounts').selectAll().execute();
    expect(new Set(accounts.map((account) => account.status))).toEqual(new Set(['active', 'inactive']));
    for (const account of accounts) {
      expect(account.card_number).toMatch(/^605599\d{10}$/);
      expect(v.safeParse(cardNumberSchema, account.card_number).success).toBe(true);
      expect(account.credit_limit_cents).toBeGreaterThan(0);
    }
  });
});
