import type { FastifyInstance } from 'fastify';
import { defaultContent, fixtureVariant, setStock } from '../bag/test-fixtures';
import { completeCheckout, payByCard, startStandin } from '../checkout/test-journey';
import type { CrashPoint } from '../crash-points';
import { loadConfig } from '../config';
import { startApiProcess, stopApiProcess, type ApiProcess } from '../test/api-process';
import { createTestApi, provisionDatabase, TEST_ORIGIN } from '../test/harness';
import { fetchProviderSession } from './provider-client';

/**
 * The API as a real process over a database that outlives it, killed (SIGKILL) at a named point of placing an order
 * and started again: whatever the moment of the crash, a paid shopper ends with exactly one order or one refund.
 */

let standin: { url: string; app: FastifyInstance };
let database: Awaited<ReturnType<typeof provisionDatabase>>;
beforeAll(async () => {
  standin = await startStandin();
  database = await provisionDatabase();
}, 60_000);
afterAll(async () => {
  await standin.app.close();
  await database.drop();
});

/** Starts the API as a process over the test's database, paying at the stand-in. */
const startApi = (env: Record<string, string>) =>
  startApiProcess({ PAYMENT_PROVIDER_URL: standin.url, ...database.env, ...env });

/** A guest with one piece in the bag, the checkout complete and the card paid at the provider (in-process). */
async function paidShopper(): Promise<{ cookie: string; sessionId: string; sku: string }> {
  const handle = await database.open();
  const api = await createTestApi({
    database: handle,
    env: { PAYMENT_PROVIDER_URL: standin.url },
    content: defaultContent,
  });
  try {
    const piece = await fixtureVariant(api.db, { sized: false, minStock: 1 });
    await setStock(api.db, piece.sku, '', 3);
    const shopper = api.client();
    const added = await shopper.post('/api/bag/lines', { sku: piece.sku, quantity: 1 });
    if (added.statusCode !== 201) throw new Error(added.body);
    await completeCheckout(shopper);
    const sessionId = await payByCard(shopper);
    return { cookie: shopper.cookieHeader, sessionId, sku: piece.sku };
  } finally {
    await api.close();
  }
}

/** Places the order over HTTP as the shopper's browser would. */
function placeOrder(api: ApiProcess, shopper: { cookie: string; sessionId: string }, key: string) {
  return fetch(`${api.url}/api/checkout/place-order`, {
    method: 'POST',
    headers: {
      cookie: shopper.cookie,
      origin: TEST_ORIGIN,
      'content-type': 'application/json',
      'idempotency-key': key,
      'x-storefront-csrf': '1',
      'x-storefront-locale': 'en-AU',
    },
    body: JSON.stringify({ paymentSessionId: shopper.sessionId }),
  });
}

const config = () => loadConfig({ NODE_ENV: 'test', PAYMENT_PROVIDER_URL: standin.url }, 'memory://');
const providerStatus = async (id: string) => (await fetchProviderSession(config(), id)).status;

async function eventually<T>(read: () => Promise<T>, wanted: T, timeoutMs = 20_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  let value = await read();
  while (value !== wanted && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    value = await read();
  }
  return value;
}

async function crashWhilePlacing(shopper: { cookie: string; sessionId: string }, at: CrashPoint): Promise<void> {
  const api = await startApi({ STOREFRONT_CRASH_AT: at });
  await expect(placeOrder(api, shopper, `crash-${at}`)).rejects.toThrow();
  expect(await api.exited).toBe('SIGKILL');
}

describe('a crash while placing a paid order', () => {
  it('ends in one refund when it struck before the commit, and in one order when it struck after', async () => {
    const beforeCommit = await paidShopper();
    const afterCommit = await paidShopper();

    await crashWhilePlacing(beforeCommit, 'place-order:before-commit');
    await crashWhilePlacing(afterCommit, 'place-order:committed');
    // Both shoppers' money is with the provider and neither has been answered.
    expect(await providerStatus(beforeCommit.sessionId)).toBe('succeeded');
    expect(await providerStatus(afterCommit.sessionId)).toBe('succeeded');

    // Restarted (the grace period over), the API's reconciliation at start settles what the crashes left.
    const restarted = await startApi({ PAYMENT_RECONCILE_GRACE_SECONDS: '0' });
    try {
      expect(await eventually(() => providerStatus(beforeCommit.sessionId), 'refunded')).toBe('refunded');
    } finally {
      await stopApiProcess(restarted);
    }
    expect(await providerStatus(afterCommit.sessionId)).toBe('succeeded');

    const handle = await database.open();
    try {
      const intents = await handle.db
        .selectFrom('payment_intents')
        .leftJoin('orders', 'orders.id', 'payment_intents.order_id')
        .select(['payment_intents.id', 'payment_intents.status', 'orders.number'])
        .where('payment_intents.id', 'in', [beforeCommit.sessionId, afterCommit.sessionId])
        .execute();
      expect(intents.find((row) => row.id === beforeCommit.sessionId)).toMatchObject({
        status: 'refunded',
        number: null,
      });
      expect(intents.find((row) => row.id === afterCommit.sessionId)).toMatchObject({
        status: 'consumed',
        number: expect.stringMatching(/^\d{12}$/),
      });
      const audit = await handle.db
        .selectFrom('payment_audit')
        .select(['payment_intent_id', 'action', 'source'])
        .where('payment_intent_id', 'in', [beforeCommit.sessionId, afterCommit.sessionId])
        .execute();
      expect(audit).toEqual([
        { payment_intent_id: beforeCommit.sessionId, action: 'refunded', source: 'reconciliation' },
      ]);
    } finally {
      await handle.close();
    }
  }, 180_000);
});
