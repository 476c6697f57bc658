import { connect } from 'node:net';
import { createContentStandin, type ContentStandin } from '@storefront/standin-content';
import type { FastifyInstance } from 'fastify';
import { fixtureVariant, setStock } from './bag/test-fixtures';
import { demoGiftCards, giftCardNumber } from './checkout/seed';
import { completeCheckout, payByCard, startStandin } from './checkout/test-journey';
import { announceReseed } from './content/content-purge';
import { WEBHOOK_SECRET_HEADER } from './content/routes';
import type { DatabaseHandle } from './db/database';
import { migrations } from './db/migrations';
import { emailKey, LOGIN_SCOPES } from './identity/login-throttle';
import { insertActiveMember } from './identity/identity-test-support';
import { useTestScryptCost } from './identity/passwords';
import { startApiProcess, stopApiProcess, type ApiProcess } from './test/api-process';
import { provisionDatabase } from './test/harness';
import { HttpShopper } from './test/http-shopper';

/**
 * Three real API processes over one PostgreSQL database, as `npm run start:cluster` and a Kubernetes Deployment run
 * them: nothing a shopper relies on may live in one process's memory. The processes start together over an empty
 * database (so they also prove migrating and seeding once) and serve every case below; requests are spread over them.
 */
const server = process.env.DATABASE_URL;
const describeOnServer = server ? describe : describe.skip;
if (!server) {
  console.warn(
    'several-processes.test.ts skipped: several API processes need a PostgreSQL server (DATABASE_URL, as in .ci/run).',
  );
}

jest.setTimeout(120_000);

const WEBHOOK_SECRET = 'several-processes-webhook-secret';
let payments: { url: string; app: FastifyInstance };
let content: ContentStandin;
let database: Awaited<ReturnType<typeof provisionDatabase>>;
let handle: DatabaseHandle;
let apis: ApiProcess[] = [];
const urls = () => apis.map((api) => api.url);

beforeAll(async () => {
  if (!server) return;
  useTestScryptCost({ log2N: 14, r: 8, p: 1 });
  payments = await startStandin();
  content = await createContentStandin({ watch: false });
  const { host: contentHost } = await content.listen({ port: 0 });
  database = await provisionDatabase({ empty: true });
  const env = {
    ...database.env,
    PAYMENT_PROVIDER_URL: payments.url,
    CONTENTFUL_HOST: contentHost,
    CONTENTFUL_WEBHOOK_SECRET: WEBHOOK_SECRET,
    SHUTDOWN_DRAIN_DELAY_SECONDS: '1',
  };
  const started = await Promise.allSettled([1, 2, 3].map(() => startApiProcess(env, 180_000)));
  apis = started.flatMap((outcome) => (outcome.status === 'fulfilled' ? [outcome.value] : []));
  const failed = started.find((outcome) => outcome.status === 'rejected');
  if (failed) throw failed.reason; // afterAll stops the ones that started

  handle = await database.open();
}, 240_000);

afterAll(async () => {
  if (!server) return;
  await Promise.all(apis.map(stopApiProcess));
  await handle?.close();
  await database?.drop();
  await payments?.app.close();
  await content?.close();
  useTestScryptCost(null);
});

let addressCounter = 0;
/** A client address of its own (198.18.0.0/15 is for tests), so no case meets another's throttle counters. */
function freshAddress(): string {
  addressCounter += 1;
  return `198.18.${Math.floor(addressCounter / 250)}.${(addressCounter % 250) + 1}`;
}

/** Runs `work` for every item, `width` at a time. */
async function inBatches<T, R>(items: readonly T[], width: number, work: (item: T, index: number) => Promise<R>) {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += width) {
    results.push(...(await Promise.all(items.slice(start, start + width).map((item, i) => work(item, start + i)))));
  }
  return results;
}

describeOnServer(
  server
    ? 'three API processes over one PostgreSQL'
    : 'three API processes over one PostgreSQL (skipped: needs a PostgreSQL server in DATABASE_URL, as .ci/run gives)',
  () => {
    it('migrate and seed the empty database once when they start together', async () => {
      const reports = apis.map((api) =>
        /Database ready in \d+ ms: (\d+) migrations applied by this process(, seeded)?/.exec(api.output()),
      );
      expect(reports.every(Boolean)).toBe(true);
      const applied = reports.map((report) => Number(report![1])).sort();
      expect(applied).toEqual([0, 0, Object.keys(migrations).length]);
      expect(reports.filter((report) => report![2]).length).toBe(1);
      const recorded = await handle.db
        .selectFrom('kysely_migration' as never)
        .select('name' as never)
        .execute();
      expect(recorded).toHaveLength(Object.keys(migrations).length);
    });

    it('give the last unit to exactly one of 50 shoppers spread over the three (T1): one order, stock 0', async () => {
      const last = await fixtureVariant(handle.db, { sized: false, minStock: 1 });
      await setStock(handle.db, last.sku, last.size, 1);
      // Each shopper's visit takes turns over the processes: the bag, the checkout and the payment cross them.
      const shoppers = await inBatches(Array.from({ length: 50 }), 10, async () => {
        const shopper = new HttpShopper(urls(), { ip: freshAddress() });
        const added = await shopper.post('/api/bag/lines', { sku: last.sku, quantity: 1 });
        if (added.statusCode !== 201) throw new Error(`bag: ${added.statusCode} ${added.body}`);
        await completeCheckout(shopper);
        return { shopper, sessionId: await payByCard(shopper) };
      });
      const answers = await Promise.all(
        shoppers.map(({ shopper, sessionId }, index) =>
          shopper
            .at(index % apis.length)
            .post('/api/checkout/place-order', { paymentSessionId: sessionId }, { 'idempotency-key': `t1-${index}` }),
        ),
      );
      const statuses = answers.map((answer) => answer.statusCode);
      expect(statuses.filter((status) => status === 201)).toHaveLength(1);
      expect(statuses.filter((status) => status === 409)).toHaveLength(49);
      for (const answer of answers.filter((item) => item.statusCode === 409)) {
        expect(answer.json()).toMatchObject({ code: 'INSUFFICIENT_STOCK', paymentRefunded: true });
      }
      const stock = await handle.db
        .selectFrom('stock')
        .select('quantity')
        .where('sku', '=', last.sku)
        .where('size', '=', last.size)
        .executeTakeFirstOrThrow();
      expect(stock.quantity).toBe(0);
      const lines = await handle.db.selectFrom('order_lines').select('order_id').where('sku', '=', last.sku).execute();
      expect(lines).toHaveLength(1);
    });

    describe('sign-in', () => {
      const PASSWORD = 'Sparkle9Ring';
      let memberCounter = 0;
      function newMember(): Promise<string> {
        memberCounter += 1;
        return insertActiveMember(handle.db, {
          email: `several.processes.${memberCounter}@example.com`,
          password: PASSWORD,
          firstName: 'Spread',
        });
      }
      /** 401: the password was checked (and wrong); 429: refused before the check. */
      const tally = (statuses: number[]) => ({
        checked: statuses.filter((status) => status === 401).length,
        refused: statuses.filter((status) => status === 429).length,
        other: statuses.filter((status) => status !== 401 && status !== 429),
      });

      it('throttles 21 simultaneous wrong passwords from one address spread over the processes as one would', async () => {
        const email = await newMember();
        const attacker = new HttpShopper(urls(), { ip: freshAddress() });
        const statuses = await Promise.all(
          Array.from({ length: 21 }, async () => {
            const answer = await attacker.post('/api/identity/login', { email, password: 'Wrong1Pass' });
            return answer.statusCode;
          }),
        );
        const answers = tally(statuses);
        // The first failure blocks for 1 s, then 2 s: a burst a busy machine spreads over a moment lets at most 2 more.
        expect(answers.other).toEqual([]);
        expect(answers.checked).toBeGreaterThanOrEqual(1);
        expect(answers.checked).toBeLessThanOrEqual(3);
      });

      it('holds the per-account cap of 100 failures an hour under 50 guesses from rotating addresses over the processes', async () => {
        const email = await newMember();
        await handle.db
          .insertInto('throttles')
          .values({ scope: LOGIN_SCOPES.account, key: emailKey(email), failures: 95, updated_at: new Date() })
          .execute();
        const statuses = await Promise.all(
          Array.from({ length: 50 }, async (_, index) => {
            const guesser = new HttpShopper(urls(), { ip: freshAddress() }).at(index);
            return (await guesser.post('/api/identity/login', { email, password: 'Guess1234' })).statusCode;
          }),
        );
        const answers = tally(statuses);
        expect(answers.other).toEqual([]);
        expect(answers.checked).toBeLessThanOrEqual(5);
      });

      it('keeps a session made on one process on the others, and a sign-out on one ends it on all', async () => {
        const email = await newMember();
        const member = new HttpShopper(urls(), { ip: freshAddress() });
        const signedIn = await member.at(0).post('/api/identity/login', { email, password: PASSWORD });
        expect(signedIn.statusCode).toBe(200);
        for (const index of [0, 1, 2]) {
          expect((await member.at(index).get('/api/identity/session')).json()).toMatchObject({ signedIn: true });
        }
        const cookie = [...member.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
        expect((await member.at(2).post('/api/identity/logout')).statusCode).toBe(200);
        // The old cookie, replayed on every process (a copy kept in another tab), is no longer anyone's session.
        for (const api of apis) {
          const answer = await fetch(`${api.url}/api/identity/session`, {
            headers: { cookie, 'x-storefront-locale': 'en-AU' },
          });
          expect(await answer.json()).toMatchObject({ signedIn: false });
        }
      });
    });

    describe('gift-card PINs', () => {
      const card = demoGiftCards.find(
        (item) => item.currency === 'AUD' && item.balanceCents > 0 && (item.expiresInDays ?? 1) > 0,
      )!;
      const wrongPin = card.pin === '0000' ? '0001' : '0000';

      it('let one of 20 simultaneous wrong PINs for a card, from 20 addresses over the processes, reach the check', async () => {
        const piece = await fixtureVariant(handle.db, { sized: false, minStock: 5 });
        const shoppers = await Promise.all(
          Array.from({ length: 20 }, async (_, index) => {
            const shopper = new HttpShopper(urls(), { ip: freshAddress() }).at(index);
            const added = await shopper.post('/api/bag/lines', { sku: piece.sku, quantity: 1 });
            if (added.statusCode !== 201) throw new Error(`bag: ${added.statusCode} ${added.body}`);
            return shopper;
          }),
        );
        const statuses = await Promise.all(
          shoppers.map(
            async (shopper) =>
              (
                await shopper.post('/api/checkout/gift-cards', {
                  number: giftCardNumber(card.body),
                  pin: wrongPin,
                })
              ).statusCode,
          ),
        );
        const checked = statuses.filter((status) => status === 400).length;
        expect(statuses.filter((status) => status !== 400 && status !== 429)).toEqual([]);
        expect(checked).toBeGreaterThanOrEqual(1);
        expect(checked).toBeLessThanOrEqual(3);
      });
    });

    it('purge a content answer on every process when the webhook reaches one of them', async () => {
      const path = '/api/content/pages/connected/bridal-appointments';
      const titles = () =>
        Promise.all(
          apis.map(async (api) => {
            const answer = await fetch(`${api.url}${path}`, { headers: { 'x-storefront-locale': 'en-AU' } });
            return ((await answer.json()) as { sections: Array<{ title: string }> }).sections[0]?.title;
          }),
        );
      expect(await titles()).toEqual(Array(3).fill('An hour just for the two of you'));
      content.publishEdit('section-bridal-text', { title: { 'en-AU': 'Two hours just for the two of you' } });
      try {
        // Each process keeps its cached page until told.
        expect(await titles()).toEqual(Array(3).fill('An hour just for the two of you'));
        const purged = await fetch(`${apis[0]!.url}/api/content/webhook`, {
          method: 'POST',
          headers: {
            'content-type': 'application/vnd.contentful.management.v1+json',
            [WEBHOOK_SECRET_HEADER]: WEBHOOK_SECRET,
          },
          body: JSON.stringify({
            sys: { id: 'section-bridal-text', type: 'Entry', contentType: { sys: { id: 'pageSection' } } },
          }),
        });
        expect(purged.status).toBe(204);
        // The NOTIFY reaches the other processes within moments.
        let seen = await titles();
        for (
          let tries = 0;
          tries < 20 && seen.some((title) => title !== 'Two hours just for the two of you');
          tries++
        ) {
          await new Promise((resolve) => setTimeout(resolve, 100));
          seen = await titles();
        }
        expect(seen).toEqual(Array(3).fill('Two hours just for the two of you'));
      } finally {
        content.undoEdits();
      }
    });

    it('read the catalogue and the store directory afresh on every process at once when a re-seed is announced', async () => {
      const listPath = '/api/products?category=engagement-rings&page=1&pageSize=24';
      const read = async (api: ApiProcess, path: string) =>
        (await fetch(`${api.url}${path}`, { headers: { 'x-storefront-locale': 'en-AU' } })).json() as Promise<{
          items?: Array<{ id: string; name: string }>;
          stores?: Array<{ id: string; name: string }>;
        }>;
      const first = (await read(apis[0]!, listPath)).items![0]!;
      const store = (await read(apis[0]!, '/api/stores?market=AU')).stores![0]!;
      const seen = () =>
        Promise.all(
          apis.map(async (api) => [
            (await read(api, listPath)).items!.find((item) => item.id === first.id)?.name,
            (await read(api, '/api/stores?market=AU')).stores!.find((each) => each.id === store.id)?.name,
          ]),
        );
      // Every process has read both (and micro-cached the answers).
      expect(await seen()).toEqual(Array(3).fill([first.name, store.name]));
      await handle.db
        .updateTable('products')
        .set({ name_en: `${first.name} (re-seeded)` })
        .where('id', '=', first.id)
        .execute();
      await handle.db
        .updateTable('stores')
        .set({ name: `${store.name} (re-seeded)` })
        .where('id', '=', store.id)
        .execute();
      try {
        // What a process read stays until it is told (the read model for 10 minutes, the directory for 60 s).
        expect(await seen()).toEqual(Array(3).fill([first.name, store.name]));
        // What `npm run seed -- --force` sends once it has seeded.
        await announceReseed(handle.db);
        const fresh = [`${first.name} (re-seeded)`, `${store.name} (re-seeded)`];
        let now = await seen();
        for (let tries = 0; tries < 20 && JSON.stringify(now) !== JSON.stringify(Array(3).fill(fresh)); tries++) {
          await new Promise((resolve) => setTimeout(resolve, 100));
          now = await seen();
        }
        expect(now).toEqual(Array(3).fill(fresh));
      } finally {
        await handle.db.updateTable('products').set({ name_en: first.name }).where('id', '=', first.id).execute();
        await handle.db.updateTable('stores').set({ name: store.name }).where('id', '=', store.id).execute();
        await announceReseed(handle.db);
      }
    });

    it('drain on SIGTERM: unready at once, the request in flight answered, new connections refused, exit 0', async () => {
      const draining = apis[2]!;
      const piece = await fixtureVariant(handle.db, { sized: false, minStock: 5 });
      const body = JSON.stringify({ sku: piece.sku, quantity: 1 });
      const { port } = new URL(draining.url);
      // A shopper's request in flight: headers and half the body sent, the rest still on its way.
      const socket = connect(Number(port), '127.0.0.1');
      let raw = '';
      socket.on('data', (chunk) => (raw += chunk.toString()));
      const closed = new Promise((resolve) => socket.on('close', resolve));
      await new Promise((resolve) => socket.once('connect', resolve));
      socket.write(
        [
          'POST /api/bag/lines HTTP/1.1',
          `Host: 127.0.0.1:${port}`,
          'Content-Type: application/json',
          `Content-Length: ${Buffer.byteLength(body)}`,
          'X-Storefront-Csrf: 1',
          'X-Storefront-Locale: en-AU',
          'Origin: http://localhost:8080',
          '',
          body.slice(0, 10),
        ].join('\r\n'),
      );
      await new Promise((resolve) => setTimeout(resolve, 100));
      draining.child.kill('SIGTERM');

      // Readiness turns at once, while the process still answers (the load balancer stops sending it shoppers).
      let health = await fetch(`${draining.url}/api/healthz`).catch(() => null);
      for (let tries = 0; tries < 20 && health?.status !== 503; tries++) {
        await new Promise((resolve) => setTimeout(resolve, 25));
        health = await fetch(`${draining.url}/api/healthz`).catch(() => null);
      }
      expect(health?.status).toBe(503);
      expect(await health?.json()).toMatchObject({ status: 'draining' });

      // After the drain delay it stops accepting connections…
      const refused = async () =>
        fetch(`${draining.url}/api/healthz`).then(
          () => false,
          () => true,
        );
      let gone = await refused();
      for (let tries = 0; tries < 60 && !gone; tries++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        gone = await refused();
      }
      expect(gone).toBe(true);
      // …and still answers the request that was in flight, then exits 0.
      socket.write(body.slice(10));
      await closed;
      expect(raw).toMatch(/^HTTP\/1\.1 201 /);
      expect(raw).toMatch(/\r\nconnection: close\r\n/i);
      expect(await draining.exited).toBe(0);
      expect(draining.output()).toContain('Drained: every request answered, the pool closed.');
      // The other two serve on.
      for (const api of apis.slice(0, 2)) expect((await fetch(`${api.url}/api/healthz`)).status).toBe(200);
    });
  },
);
