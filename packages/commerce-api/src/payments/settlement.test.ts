import type { FastifyInstance } from 'fastify';
import { testCards } from '@storefront/standin-payments';
import { defaultContent, fixtureVariant, setStock, type FixtureVariant } from '../bag/test-fixtures';
import { completeCheckout, payByCard, startStandin } from '../checkout/test-journey';
import { createTestApi, type TestApi, type TestClient } from '../test/harness';
import { fetchProviderSession, refundProviderSession } from './provider-client';
import { reconcilePayments, refundWithoutOrder, type SettlementContext } from './settlement';

let api: TestApi;
let standin: { url: string; app: FastifyInstance };
let piece: FixtureVariant;
let settlement: SettlementContext;
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

beforeAll(async () => {
  standin = await startStandin();
  api = await createTestApi({ env: { PAYMENT_PROVIDER_URL: standin.url }, content: defaultContent });
  piece = await fixtureVariant(api.db, { sized: false, minStock: 5 });
  await setStock(api.db, piece.sku, '', 500);
  settlement = { db: api.db, config: api.config, log: quiet };
}, 30_000);
afterAll(async () => {
  await api.close();
  await standin.app.close();
});

async function shopperWithBag(): Promise<TestClient> {
  const shopper = api.client();
  const added = await shopper.post('/api/bag/lines', { sku: piece.sku, quantity: 1 });
  if (added.statusCode !== 201) throw new Error(added.body);
  await completeCheckout(shopper);
  return shopper;
}

/** A shopper who paid at the provider and then never placed the order (closed the tab, lost the connection…). */
async function paidAndGone(card: string = testCards.success): Promise<string> {
  return payByCard(await shopperWithBag(), card);
}

const providerStatus = async (id: string) => (await fetchProviderSession(api.config, id)).status;
const intentOf = (id: string) =>
  api.db.selectFrom('payment_intents').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const auditOf = (id: string) =>
  api.db.selectFrom('payment_audit').selectAll().where('payment_intent_id', '=', id).execute();
const later = (seconds: number) => new Date(Date.now() + seconds * 1000);

describe('reconciliation of payments without an order', () => {
  it('refunds a payment the provider took when no order was placed with it, once the grace period is over', async () => {
    const sessionId = await paidAndGone();
    expect(await reconcilePayments(settlement, { graceSeconds: 900 })).toMatchObject({ refunded: 0 });
    expect(await providerStatus(sessionId)).toBe('succeeded');

    const report = await reconcilePayments(settlement, { graceSeconds: 900, now: later(901) });
    expect(report.refunded).toBeGreaterThanOrEqual(1);
    expect(await providerStatus(sessionId)).toBe('refunded');
    expect(await intentOf(sessionId)).toMatchObject({ status: 'refunded', order_id: null });
    expect(await auditOf(sessionId)).toEqual([
      expect.objectContaining({
        action: 'refunded',
        source: 'reconciliation',
        reason: 'paid at the provider, but no order was placed with it',
        amount_cents: piece.listCents,
        currency: 'AUD',
      }),
    ]);
    // A second pass finds nothing left to do for it.
    await reconcilePayments(settlement, { graceSeconds: 0, now: later(1000) });
    expect(await auditOf(sessionId)).toHaveLength(1);
  });

  it('never touches a payment that became an order', async () => {
    const shopper = await shopperWithBag();
    const sessionId = await payByCard(shopper);
    const placed = await shopper.post(
      '/api/checkout/place-order',
      { paymentSessionId: sessionId },
      { 'idempotency-key': `reconcile-${Date.now()}` },
    );
    expect(placed.statusCode).toBe(201);
    await reconcilePayments(settlement, { graceSeconds: 0, now: later(3600) });
    expect(await refundWithoutOrder(settlement, sessionId, { source: 'reconciliation', reason: 'test' })).toBe(
      'not-ours',
    );
    expect(await providerStatus(sessionId)).toBe('succeeded');
    expect(await intentOf(sessionId)).toMatchObject({ status: 'consumed', order_id: expect.any(String) });
    expect(await auditOf(sessionId)).toEqual([]);
  });

  it('closes declined payments with nothing to refund, and leaves unfinished ones to their shopper until abandoned', async () => {
    const declined = await paidAndGone(testCards.declined);
    const shopper = await shopperWithBag();
    const opened = await shopper.post('/api/checkout/payment-session', { method: 'card' });
    const unfinished = opened.json().paymentSessionId as string;

    await reconcilePayments(settlement, { graceSeconds: 0, now: later(60) });
    expect(await intentOf(declined)).toMatchObject({ status: 'closed' });
    expect(await auditOf(declined)).toEqual([
      expect.objectContaining({ action: 'closed', provider_status: 'declined', amount_cents: piece.listCents }),
    ]);
    expect(await intentOf(unfinished)).toMatchObject({ status: 'pending' });

    await reconcilePayments(settlement, { graceSeconds: 0, now: later(49 * 3600) });
    expect(await intentOf(unfinished)).toMatchObject({ status: 'closed' });
    expect(await auditOf(unfinished)).toEqual([
      expect.objectContaining({ action: 'closed', reason: 'never completed at the provider' }),
    ]);
  });

  it('refunds each payment exactly once when several processes reconcile at the same time', async () => {
    const sessions = [await paidAndGone(), await paidAndGone(), await paidAndGone()];
    // Four "processes" (their own settlement contexts over the same database) run passes at once.
    const passes = await Promise.all(
      Array.from({ length: 4 }, () =>
        reconcilePayments({ ...settlement }, { graceSeconds: 0, now: later(120), limit: 1000 }),
      ),
    );
    const refunded = passes.reduce((sum, pass) => sum + pass.refunded, 0);
    expect(refunded).toBeGreaterThanOrEqual(sessions.length);
    for (const id of sessions) {
      expect(await providerStatus(id)).toBe('refunded');
      expect(await auditOf(id)).toEqual([expect.objectContaining({ action: 'refunded' })]);
    }
  });

  it('keeps trying when the provider cannot be reached, and refunds once it can', async () => {
    const sessionId = await paidAndGone();
    const unreachable = { ...settlement, config: { ...api.config, paymentProviderUrl: 'http://127.0.0.1:9' } };
    expect(await refundWithoutOrder(unreachable, sessionId, { source: 'place-order', reason: 'test' })).toBe(
      'retry-later',
    );
    expect(await intentOf(sessionId)).toMatchObject({ status: 'refunding' });
    expect(await auditOf(sessionId)).toEqual([expect.objectContaining({ action: 'refund_failed' })]);
    // An order can no longer be placed with a payment being refunded.
    expect(await intentOf(sessionId)).toMatchObject({ order_id: null });

    // The claim is fresh: nobody else refunds it yet; once stale, reconciliation takes it over.
    await reconcilePayments(settlement, { graceSeconds: 0, now: later(30) });
    expect(await providerStatus(sessionId)).toBe('succeeded');
    await reconcilePayments(settlement, { graceSeconds: 0, now: later(61) });
    expect(await providerStatus(sessionId)).toBe('refunded');
    expect((await auditOf(sessionId)).map((row) => row.action).sort()).toEqual(['refund_failed', 'refunded']);
  });

  it('records a payment the provider already refunded (a refund whose answer was lost) without refunding again', async () => {
    const sessionId = await paidAndGone();
    expect(await refundProviderSession(api.config, sessionId)).toBe('refunded');
    await reconcilePayments(settlement, { graceSeconds: 0, now: later(60) });
    expect(await intentOf(sessionId)).toMatchObject({ status: 'refunded', order_id: null });
    expect(await auditOf(sessionId)).toEqual([
      expect.objectContaining({
        action: 'refunded',
        source: 'reconciliation',
        reason: 'refunded at the provider, no order was placed with it',
        provider_status: 'refunded',
      }),
    ]);
  });
});
