import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { defaultContent, fixtureVariant, setStock, type FixtureVariant } from '../bag/test-fixtures';
import { ApiProblem } from '../http/problem';
import { createTestApi, type TestApi, type TestClient } from '../test/harness';
import { assertClaimHeld, claimKey, completeKey, IN_FLIGHT_STALE_MINUTES, requestFingerprint } from './idempotency';
import { completeCheckout, payByCard, startStandin } from './test-journey';

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
const newKey = () => `idem-test-${Date.now()}-${keyCounter++}`;

/** A signed-in member with one piece in the bag, checkout complete and paid by card; what place-order needs. */
async function paidMember(): Promise<{ shopper: TestClient; scope: string; body: { paymentSessionId: string } }> {
  await setStock(api.db, piece.sku, '', 20);
  const { client: shopper, customerId } = await api.memberClient();
  const added = await shopper.post('/api/bag/lines', { sku: piece.sku, quantity: 1 });
  if (added.statusCode !== 201) throw new Error(added.body);
  await completeCheckout(shopper);
  const paymentSessionId = await payByCard(shopper);
  return { shopper, scope: `place-order:c:${customerId}`, body: { paymentSessionId } };
}

/** The claim a process left behind when it died after claiming the key, `ageMinutes` ago. */
async function leftInFlight(scope: string, key: string, body: object, ageMinutes: number): Promise<void> {
  await api.db
    .insertInto('idempotency_keys')
    .values({
      scope,
      key,
      request_hash: requestFingerprint({ body, locale: 'en-AU' }),
      status: 'in_flight',
      created_at: sql<Date>`now() - make_interval(mins => ${ageMinutes})`,
    })
    .execute();
}

const place = (shopper: TestClient, body: object, key: string) =>
  shopper.post('/api/checkout/place-order', body, { 'idempotency-key': key });

async function orderCount(): Promise<number> {
  const row = await api.db
    .selectFrom('orders')
    .select(sql<number>`count(*)::int`.as('count'))
    .executeTakeFirstOrThrow();
  return row.count;
}

async function keyRow(scope: string, key: string) {
  return api.db
    .selectFrom('idempotency_keys')
    .select(['status', 'response_status'])
    .where('scope', '=', scope)
    .where('key', '=', key)
    .executeTakeFirst();
}

describe('a key left in flight', () => {
  it('still answers 409 REQUEST_IN_PROGRESS while the claim is fresh, and places nothing', async () => {
    const { shopper, scope, body } = await paidMember();
    const key = newKey();
    await leftInFlight(scope, key, body, 1);
    const before = await orderCount();
    const response = await place(shopper, body, key);
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('REQUEST_IN_PROGRESS');
    expect(response.headers['retry-after']).toBe('1');
    expect(await orderCount()).toBe(before);
    expect(await keyRow(scope, key)).toEqual({ status: 'in_flight', response_status: null });
    expect((await shopper.get('/api/bag')).json().lines).toHaveLength(1);
  });

  it(`is taken over after ${IN_FLIGHT_STALE_MINUTES} minutes by the same request: one order, then replays`, async () => {
    const { shopper, scope, body } = await paidMember();
    const key = newKey();
    await leftInFlight(scope, key, body, IN_FLIGHT_STALE_MINUTES + 1);
    const before = await orderCount();
    const response = await place(shopper, body, key);
    expect(response.statusCode).toBe(201);
    expect(response.json().orderNumber).toMatch(/^\d{12}$/);
    expect(await keyRow(scope, key)).toEqual({ status: 'done', response_status: 201 });
    const replay = await place(shopper, body, key);
    expect(replay.statusCode).toBe(201);
    expect(replay.body).toBe(response.body);
    expect(await orderCount()).toBe(before + 1);
    const intent = await api.db
      .selectFrom('payment_intents')
      .select(['status', 'order_id'])
      .where('id', '=', body.paymentSessionId)
      .executeTakeFirstOrThrow();
    expect(intent.status).toBe('consumed');
    expect(intent.order_id).not.toBeNull();
  });

  it('is not taken over by a different request with the same key (422 IDEMPOTENCY_KEY_REUSED)', async () => {
    const { shopper, scope, body } = await paidMember();
    const key = newKey();
    await leftInFlight(scope, key, { paymentSessionId: 'ps_something_else' }, IN_FLIGHT_STALE_MINUTES + 60);
    const before = await orderCount();
    const response = await place(shopper, body, key);
    expect(response.statusCode).toBe(422);
    expect(response.json().code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await orderCount()).toBe(before);
    expect(await keyRow(scope, key)).toEqual({ status: 'in_flight', response_status: null });
  });

  it('lets exactly one of many concurrent claims take a stale key over', async () => {
    const scope = `test-scope-${Date.now()}`;
    const key = newKey();
    const fingerprint = requestFingerprint({ body: { paymentSessionId: 'ps_x' }, locale: 'en-AU' });
    await leftInFlight(scope, key, { paymentSessionId: 'ps_x' }, IN_FLIGHT_STALE_MINUTES + 1);
    const outcomes = await Promise.allSettled(
      Array.from({ length: 20 }, () => claimKey(api.db, scope, key, fingerprint)),
    );
    const claimed = outcomes.filter((outcome) => outcome.status === 'fulfilled');
    expect(claimed).toHaveLength(1);
    expect(claimed[0]).toMatchObject({ status: 'fulfilled', value: { kind: 'claimed' } });
    const refused = outcomes.filter((outcome): outcome is PromiseRejectedResult => outcome.status === 'rejected');
    expect(refused).toHaveLength(19);
    for (const outcome of refused) {
      expect(outcome.reason).toBeInstanceOf(ApiProblem);
      expect((outcome.reason as ApiProblem).code).toBe('REQUEST_IN_PROGRESS');
    }
    // The claim's clock restarted: it is fresh again, so a later retry waits rather than taking it over once more.
    await expect(claimKey(api.db, scope, key, fingerprint)).rejects.toMatchObject({ code: 'REQUEST_IN_PROGRESS' });
  });

  it('places one order when concurrent retries of the same request find a stale key', async () => {
    const { shopper, scope, body } = await paidMember();
    const key = newKey();
    await leftInFlight(scope, key, body, IN_FLIGHT_STALE_MINUTES + 1);
    const before = await orderCount();
    const responses = await Promise.all(Array.from({ length: 10 }, () => place(shopper, body, key)));
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    const created = responses.filter((response) => response.statusCode === 201);
    expect(created.length).toBeGreaterThanOrEqual(1);
    // Every 201 is the one execution (or its replay), byte for byte; everything else waited for it.
    for (const response of created) expect(response.body).toBe(created[0]!.body);
    for (const response of responses.filter((entry) => entry.statusCode !== 201)) {
      expect(response.statusCode).toBe(409);
      expect(response.json().code).toBe('REQUEST_IN_PROGRESS');
    }
    expect(await orderCount()).toBe(before + 1);
    expect(await keyRow(scope, key)).toEqual({ status: 'done', response_status: 201 });
  });
});

describe('a slow (not dead) first execution whose claim a retry took over', () => {
  it('cannot commit its order, nor overwrite the answer the retry stores', async () => {
    const scope = `slow-scope-${Date.now()}`;
    const key = newKey();
    const fingerprint = requestFingerprint({ body: { paymentSessionId: 'ps_slow' }, locale: 'en-AU' });
    const first = await claimKey(api.db, scope, key, fingerprint);
    if (first.kind !== 'claimed') throw new Error('expected a claim');
    // Five minutes later a retry takes the claim over (its clock pushed back to stand in for the wait).
    await api.db
      .updateTable('idempotency_keys')
      .set({ created_at: sql<Date>`now() - make_interval(mins => ${IN_FLIGHT_STALE_MINUTES + 1})` })
      .where('scope', '=', scope)
      .execute();
    const retry = await claimKey(api.db, scope, key, fingerprint);
    if (retry.kind !== 'claimed') throw new Error('expected the retry to take over');

    // The slow first execution reaches its order transaction: refused, so it rolls back and places nothing.
    await expect(api.db.transaction().execute((trx) => assertClaimHeld(trx, first.held))).rejects.toMatchObject({
      code: 'REQUEST_IN_PROGRESS',
    });
    // The retry's own transaction goes ahead.
    await expect(api.db.transaction().execute((trx) => assertClaimHeld(trx, retry.held))).resolves.toBeUndefined();

    const answer = { status: 201, contentType: 'application/json', body: '{"orderNumber":"1"}' };
    await completeKey(api.db, retry.held, answer);
    await completeKey(api.db, first.held, { status: 409, contentType: 'application/json', body: '{}' });
    const stored = await api.db
      .selectFrom('idempotency_keys')
      .select(['status', 'response_status'])
      .where('scope', '=', scope)
      .where('key', '=', key)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ status: 'done', response_status: 201 });
  });
});
