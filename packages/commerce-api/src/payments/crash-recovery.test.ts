import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { defaultContent, fixtureVariant, setStock } from '../bag/test-fixtures';
import { completeCheckout, payByCard, startStandin } from '../checkout/test-journey';
import type { CrashPoint } from '../crash-points';
import { loadConfig } from '../config';
import { createTestApi, provisionDatabase, TEST_ORIGIN } from '../test/harness';
import { fetchProviderSession } from './provider-client';

/**
 * The API as a real process over a database that outlives it, killed (SIGKILL) at a named point of placing an order
 * and started again: whatever the moment of the crash, a paid shopper ends with exactly one order or one refund.
 */
const API_DIR = path.resolve(process.cwd(), 'packages/commerce-api');

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

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

interface ApiProcess {
  url: string;
  child: ChildProcess;
  exited: Promise<NodeJS.Signals | number | null>;
}

/** Starts `src/server.ts` as `npm start` does (Node with tsx), over the test's database; resolves once it listens. */
async function startApi(env: Record<string, string>): Promise<ApiProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: API_DIR,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      API_HOST: '127.0.0.1',
      API_PORT: String(port),
      PAYMENT_PROVIDER_URL: standin.url,
      CONTENTFUL_HOST: '127.0.0.1:9',
      LOG_LEVEL: 'error',
      ...database.env,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<NodeJS.Signals | number | null>((resolve) =>
    child.once('exit', (code, signal) => resolve(signal ?? code)),
  );
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the API did not start in 60 s:\n${output}`)), 60_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Commerce API on')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    void exited.then((how) => reject(new Error(`the API exited (${String(how)}) before listening:\n${output}`)));
  });
  return { url: `http://127.0.0.1:${port}`, child, exited };
}

async function stopApi(api: ApiProcess): Promise<void> {
  api.child.kill('SIGTERM');
  await api.exited;
}

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
      await stopApi(restarted);
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
