import { checkoutAnswerSchema, deliveryMethodsAnswerSchema } from '@storefront/api-schemas';
import { defaultContent, fixtureVariant, setStock, type FixtureVariant } from '../bag/test-fixtures';
import { expectAnswer } from '../test/expect-answer';
import { createTestApi, type TestApi } from '../test/harness';
import { calendarClock } from './calendar-clock';

/**
 * Dispatch, delivery and pickup dates as a shopper is answered them, over the seeded database with the clock pinned:
 * an Australian shopper's dates count from the Sydney day (not UTC's), and click and collect of a made-to-order piece
 * waits for the piece to be made. Site preferences are the SPEC defaults: standard dispatch 1 business day.
 */
let api: TestApi;
let piece: FixtureVariant;
let madeToOrder: { sku: string; slug: string; size: string };
let store: { id: string };
const realNow = calendarClock.now;

/** Wed 25 Nov 2026, 23:30 in Sydney (12:30 UTC): a late-evening order. */
const wednesdayLateEvening = '2026-11-25T12:30:00Z';
/** Thu 26 Nov 2026, 00:30 in Sydney: UTC still says Wednesday 13:30. */
const thursdayJustAfterMidnight = '2026-11-25T13:30:00Z';
/** Wed 25 Nov 2026, 10:00 in Sydney. */
const wednesdayMorning = '2026-11-24T23:00:00Z';

/** Pins the clock (and forgets the product page's 5-second micro-cache, which does not know the clock moved). */
function pinClock(iso: string): void {
  calendarClock.now = () => new Date(iso);
  api.app.microCache.clear();
}

beforeAll(async () => {
  api = await createTestApi({ content: defaultContent });
  piece = await fixtureVariant(api.db, { sized: false, minStock: 5 });
  const crafted = await api.db
    .selectFrom('variants')
    .innerJoin('products', 'products.id', 'variants.product_id')
    .innerJoin('prices', (join) => join.onRef('prices.sku', '=', 'variants.sku').on('prices.currency', '=', 'AUD'))
    .select(['variants.sku', 'products.slug', 'products.sized'])
    .where('products.made_to_order', '=', true)
    .where('products.online', '=', true)
    .orderBy('products.sized')
    .orderBy('variants.sku')
    .executeTakeFirstOrThrow();
  madeToOrder = { sku: crafted.sku, slug: crafted.slug, size: crafted.sized ? 'N' : '' };
  // Online stock in the size, so the piece is not resized (which would add the resize delay).
  await setStock(api.db, madeToOrder.sku, madeToOrder.size, 5);
  store = await api.db
    .selectFrom('stores')
    .select(['id'])
    .where('market', '=', 'AU')
    .where('state', '=', 'NSW')
    .where('click_and_collect', '=', true)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  for (const sku of [piece.sku, madeToOrder.sku]) {
    const size = sku === piece.sku ? piece.size : madeToOrder.size;
    await api.db
      .insertInto('store_stock')
      .values({ store_id: store.id, sku, size, quantity: 3 })
      .onConflict((conflict) => conflict.columns(['store_id', 'sku', 'size']).doUpdateSet({ quantity: 3 }))
      .execute();
  }
});
afterEach(() => {
  calendarClock.now = realNow;
});
afterAll(async () => {
  calendarClock.now = realNow;
  await api.close();
});

describe('an Australian shopper’s dates', () => {
  it('count from the Sydney day on the product page, just after midnight as late in the evening', async () => {
    const shopper = api.client({ locale: 'en-AU' });
    const page = `/api/products/${madeToOrder.slug}?sku=${madeToOrder.sku}`;
    pinClock(wednesdayLateEvening);
    const evening = (await shopper.get(`${page}${madeToOrder.size ? `&size=${madeToOrder.size}` : ''}`)).json();
    // Made to order: 1 + 10 business days from Wednesday.
    expect(evening.selected.availability.dispatch).toEqual({ kind: 'ships_in', businessDays: 11, date: '2026-12-10' });

    pinClock(thursdayJustAfterMidnight);
    const night = (await shopper.get(page)).json();
    // From Thursday (UTC's Wednesday would say 10 Dec again, a business day early).
    expect(night.selected.availability.dispatch).toMatchObject({ businessDays: 11, date: '2026-12-11' });
  });

  it('count from the Sydney day for every delivery method at checkout', async () => {
    const shopper = api.client({ locale: 'en-AU' });
    expect((await shopper.post('/api/bag/lines', { sku: piece.sku, quantity: 1 })).statusCode).toBe(201);

    pinClock(wednesdayLateEvening);
    const evening = expectAnswer(await shopper.get('/api/checkout/delivery-methods'), deliveryMethodsAnswerSchema);
    const eveningStandard = evening.methods.find((method) => method.id === 'standard');
    // Dispatched Thu 26 Nov, then 2–6 business days.
    expect([eveningStandard?.estimatedFrom, eveningStandard?.estimatedTo]).toEqual(['2026-11-30', '2026-12-04']);

    pinClock(thursdayJustAfterMidnight);
    const night = expectAnswer(await shopper.get('/api/checkout/delivery-methods'), deliveryMethodsAnswerSchema);
    const nightStandard = night.methods.find((method) => method.id === 'standard');
    expect([nightStandard?.estimatedFrom, nightStandard?.estimatedTo]).toEqual(['2026-12-01', '2026-12-07']);
    const premium = night.methods.find((method) => method.id === 'premium');
    expect(premium?.estimatedFrom).toBe('2026-11-30');
  });
});

describe('click and collect', () => {
  it('is ready a business day or two after ordering a piece from the store’s shelf', async () => {
    pinClock(wednesdayMorning);
    const shopper = api.client({ locale: 'en-AU' });
    await shopper.post('/api/bag/lines', { sku: piece.sku, quantity: 1 });
    const answer = expectAnswer(
      await shopper.put('/api/checkout/shipping', { deliveryMethod: 'click_and_collect', storeId: store.id }),
      checkoutAnswerSchema,
    );
    expect(answer.deliveryMethod).toMatchObject({ estimatedFrom: '2026-11-26', estimatedTo: '2026-11-27' });
  });

  it('of a made-to-order piece is ready only after it is made and sent to the store', async () => {
    pinClock(wednesdayMorning);
    const shopper = api.client({ locale: 'en-AU' });
    const added = await shopper.post('/api/bag/lines', {
      sku: madeToOrder.sku,
      quantity: 1,
      ...(madeToOrder.size ? { size: madeToOrder.size } : {}),
    });
    expect(added.statusCode).toBe(201);
    await shopper.post('/api/bag/lines', { sku: piece.sku, quantity: 1 });
    const answer = expectAnswer(
      await shopper.put('/api/checkout/shipping', { deliveryMethod: 'click_and_collect', storeId: store.id }),
      checkoutAnswerSchema,
    );
    // The piece is dispatched on Thu 10 Dec (1 + 10 business days), then 1–2 business days to the store.
    expect(answer.deliveryMethod).toMatchObject({ estimatedFrom: '2026-12-11', estimatedTo: '2026-12-14' });
    const offered = expectAnswer(await shopper.get('/api/checkout/delivery-methods'), deliveryMethodsAnswerSchema);
    expect(offered.methods.find((method) => method.id === 'click_and_collect')).toMatchObject({
      estimatedFrom: '2026-12-11',
      estimatedTo: '2026-12-14',
    });
  });
});
