import { deliveryMethodsAnswerSchema, placedOrderAnswerSchema } from '@storefront/api-schemas';
import { testCards } from '@storefront/standin-payments';
import type { FastifyRequest } from 'fastify';
import { defaultContent, fixtureVariant, type FixtureVariant } from '../bag/test-fixtures';
import { completeCheckout, payByCard, startStandin } from '../checkout/test-journey';
import { expectAnswer } from '../test/expect-answer';
import { createTestApi, type TestApi, type TestClient } from '../test/harness';
import { calendarClock, calendarNowOf, DEV_CLOCK_COOKIE, devClockOf, parseDevClock } from './calendar-clock';

/**
 * The development clock (`DEV_CLOCK=true` and a `storefront_dev_clock` cookie): a browser of the journeys' store asks
 * for the dates of a fixed instant, whenever it runs. Site preferences are the SPEC defaults (standard dispatch 1
 * business day); the piece is in stock, so it is ready to ship.
 */
let api: TestApi;
let standin: Awaited<ReturnType<typeof startStandin>>;
let piece: FixtureVariant;
let slug: string;
const realNow = calendarClock.now;

/** Thu 25 Mar 2027, 00:30 in Sydney (AEDT, +11): UTC still says Wednesday 24 Mar, 13:30. Easter is that weekend. */
const beforeEaster = '2027-03-24T13:30:00Z';
/** The calendar clock everyone else is on: Wed 25 Nov 2026, 10:00 in Sydney. */
const realClock = '2026-11-24T23:00:00Z';

function onDevClock(client: TestClient, instant = beforeEaster): TestClient {
  client.cookies.set(DEV_CLOCK_COOKIE, instant);
  return client;
}

beforeAll(async () => {
  standin = await startStandin();
  api = await createTestApi({
    content: defaultContent,
    env: { DEV_CLOCK: 'true', PAYMENT_PROVIDER_URL: standin.url },
  });
  piece = await fixtureVariant(api.db, { sized: false, minStock: 5 });
  const row = await api.db
    .selectFrom('variants')
    .innerJoin('products', 'products.id', 'variants.product_id')
    .select('products.slug')
    .where('variants.sku', '=', piece.sku)
    .executeTakeFirstOrThrow();
  slug = row.slug;
  calendarClock.now = () => new Date(realClock);
});
afterAll(async () => {
  calendarClock.now = realNow;
  await api.close();
  await standin.app.close();
});

describe('the development clock', () => {
  it('dates the product page from its instant, in Sydney, past Good Friday and Easter Monday', async () => {
    const page = `/api/products/${slug}?sku=${piece.sku}`;
    const answer = (await onDevClock(api.client({ locale: 'en-AU' })).get(page)).json();
    // Thursday in Sydney; one business day on: not Good Friday (26), the weekend or Easter Monday (29): Tue 30 Mar.
    expect(answer.selected.availability.dispatch).toEqual({
      kind: 'ready_to_ship',
      businessDays: 1,
      date: '2027-03-30',
    });
  });

  it('neither takes nor leaves the product page in the shared micro-cache', async () => {
    const page = `/api/products/${slug}?sku=${piece.sku}`;
    api.app.microCache.clear();
    // Cached by a shopper on the real clock (Wed 25 Nov: dispatch Thu 26 Nov) …
    const real = await api.client({ locale: 'en-AU' }).get(page);
    expect(real.json().selected.availability.dispatch.date).toBe('2026-11-26');
    // … the development clock's shopper still gets the dates of their instant, never stored for others.
    const own = await onDevClock(api.client({ locale: 'en-AU' })).get(page);
    expect(own.headers['x-cache']).toBeUndefined();
    expect(own.headers['cache-control']).toBe('private, no-store');
    expect(own.json().selected.availability.dispatch.date).toBe('2027-03-30');
    const again = await api.client({ locale: 'en-AU' }).get(page);
    expect(again.headers['x-cache']).toBe('hit');
    expect(again.json().selected.availability.dispatch.date).toBe('2026-11-26');
  });

  it('dates every delivery method at checkout from its instant', async () => {
    const shopper = onDevClock(api.client({ locale: 'en-AU' }));
    expect((await shopper.post('/api/bag/lines', { sku: piece.sku, quantity: 1 })).statusCode).toBe(201);
    const answer = expectAnswer(await shopper.get('/api/checkout/delivery-methods'), deliveryMethodsAnswerSchema);
    const dates = Object.fromEntries(
      answer.methods.map((method) => [method.id, [method.estimatedFrom, method.estimatedTo]]),
    );
    // Dispatched Tue 30 Mar; standard 2–6 business days, express post 1–3, premium 1 (Sydney has no holiday after).
    expect(dates).toMatchObject({
      standard: ['2027-04-01', '2027-04-07'],
      express_post: ['2027-03-31', '2027-04-02'],
      premium: ['2027-03-31', '2027-03-31'],
    });
    // The same bag without the cookie is on the real clock again.
    shopper.cookies.delete(DEV_CLOCK_COOKIE);
    const real = expectAnswer(await shopper.get('/api/checkout/delivery-methods'), deliveryMethodsAnswerSchema);
    expect(real.methods.find((method) => method.id === 'premium')?.estimatedFrom).toBe('2026-11-27');
  });

  it('places the order with the chosen method’s dates of its instant, for the confirmation', async () => {
    const shopper = onDevClock(api.client({ locale: 'en-AU' }));
    expect((await shopper.post('/api/bag/lines', { sku: piece.sku, quantity: 1 })).statusCode).toBe(201);
    await completeCheckout(shopper, undefined, 'express_post');
    const paymentSessionId = await payByCard(shopper, testCards.success);
    const placed = await shopper.post(
      '/api/checkout/place-order',
      { paymentSessionId },
      { 'idempotency-key': `dev-clock-${Date.now()}` },
    );
    const order = expectAnswer(placed, placedOrderAnswerSchema, 201);
    expect(order.deliveryMethod).toBe('express_post');
    expect(order.estimatedDelivery).toEqual({ from: '2027-03-31', to: '2027-04-02' });
  });

  it('ignores a value that is not an instant with its offset', async () => {
    const page = `/api/products/${slug}?sku=${piece.sku}`;
    for (const value of [
      '2027-03-24',
      '2027-03-24T13:30:00',
      'tomorrow',
      '2027-13-40T99:00:00Z',
      '1999-12-31T13:00:00Z',
    ]) {
      api.app.microCache.clear();
      const answer = (await onDevClock(api.client({ locale: 'en-AU' }), value).get(page)).json();
      expect(answer.selected.availability.dispatch.date).toBe('2026-11-26');
    }
  });
});

describe('parseDevClock', () => {
  it('reads an instant in UTC or with an offset, percent-encoded or not', () => {
    expect(parseDevClock('2027-03-24T13:30:00Z')?.toISOString()).toBe('2027-03-24T13:30:00.000Z');
    expect(parseDevClock('2027-03-25T00:30+11:00')?.toISOString()).toBe('2027-03-24T13:30:00.000Z');
    expect(parseDevClock('2027-03-25T00%3A30%3A00%2B11%3A00')?.toISOString()).toBe('2027-03-24T13:30:00.000Z');
    expect(parseDevClock(undefined)).toBeUndefined();
    expect(parseDevClock('%E0%A4%A')).toBeUndefined();
  });
});

describe('devClockOf', () => {
  const requestWith = (devClock: boolean, cookie?: string) =>
    ({
      server: { apiConfig: { devClock } },
      cookies: cookie === undefined ? {} : { [DEV_CLOCK_COOKIE]: cookie },
    }) as unknown as FastifyRequest;

  it('is honoured only when the API runs with DEV_CLOCK=true', () => {
    expect(devClockOf(requestWith(true, beforeEaster))?.toISOString()).toBe('2027-03-24T13:30:00.000Z');
    expect(devClockOf(requestWith(false, beforeEaster))).toBeUndefined();
    expect(calendarNowOf(requestWith(false, beforeEaster)).toISOString()).toBe('2026-11-24T23:00:00.000Z');
    expect(calendarNowOf(requestWith(true)).toISOString()).toBe('2026-11-24T23:00:00.000Z');
  });
});
