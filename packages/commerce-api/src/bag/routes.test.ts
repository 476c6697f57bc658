import { bagAnswerSchema, bagSummaryAnswerSchema } from '@storefront/api-schemas';
import { demoCoupons } from '../checkout/seed';
import { expectAnswer } from '../test/expect-answer';
import { createTestApi, type TestApi } from '../test/harness';
import { defaultContent, fixtureVariant, setStock, type FixtureVariant } from './test-fixtures';

let api: TestApi;
let ring: FixtureVariant;
let plain: FixtureVariant;
beforeAll(async () => {
  api = await createTestApi({ content: defaultContent });
  ring = await fixtureVariant(api.db, { sized: true, engravable: true, minStock: 5 });
  plain = await fixtureVariant(api.db, { sized: false, engravable: false, minStock: 5 });
});
afterAll(async () => {
  await api.close();
});

describe('bag lines', () => {
  it('adds a sized, engraved ring and answers the recomputed bag with a session cookie', async () => {
    const shopper = api.client();
    const response = await shopper.post('/api/bag/lines', {
      sku: ring.sku,
      quantity: 2,
      size: ring.size,
      engraving: 'Forever & always',
    });
    const bag = expectAnswer(response, bagAnswerSchema, 201);
    expect(shopper.cookies.size).toBe(1);
    expect(bag.lines).toHaveLength(1);
    expect(bag.lines[0]).toMatchObject({
      sku: ring.sku,
      size: ring.size,
      quantity: 2,
      engraving: 'Forever & always',
      unitCents: ring.listCents,
      lineCents: 2 * ring.listCents,
      imageUrl: expect.stringMatching(/^\/api\/images\/products\/.+\/front-400\.r2\.webp$/),
      metalLabel: expect.stringMatching(/^[A-Z0-9]/),
      bnplEligible: expect.any(Boolean),
    });
    expect(bag.lines[0]?.metalLabel).not.toBe(bag.lines[0]?.metal);
    expect(bag.lines[0]?.availability.dispatch?.kind).toBe('ships_in');
    expect(bag.summary).toMatchObject({ itemCount: 2, subtotalCents: 2 * ring.listCents });
    expect(expectAnswer(await shopper.get('/api/bag/summary'), bagSummaryAnswerSchema)).toEqual({
      itemCount: 2,
      subtotalCents: 2 * ring.listCents,
      totalCents: 2 * ring.listCents,
      currency: 'AUD',
    });
  });

  it('adds a piece with its care plan priced by the band of its unit price, and refuses the plan where it is not offered', async () => {
    const covered = await fixtureVariant(api.db, { carePlan: true, minStock: 2 });
    const band = await api.db
      .selectFrom('care_plan_bands')
      .select(['price_cents', 'term_months'])
      .where('currency', '=', 'AUD')
      .where('min_cents', '<=', covered.listCents)
      .where('max_cents', '>=', covered.listCents)
      .executeTakeFirstOrThrow();
    const shopper = api.client();
    const bag = expectAnswer(
      await shopper.post('/api/bag/lines', { sku: covered.sku, quantity: 1, carePlan: true }),
      bagAnswerSchema,
      201,
    );
    expect(bag.lines[0]).toMatchObject({
      sku: covered.sku,
      carePlan: { selected: true, priceCents: band.price_cents, termMonths: band.term_months },
      carePlanCents: band.price_cents,
      lineCents: covered.listCents + band.price_cents,
    });

    const uncovered = await fixtureVariant(api.db, { carePlan: false, minStock: 2 });
    const refused = await shopper.post('/api/bag/lines', { sku: uncovered.sku, quantity: 1, carePlan: true });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('CARE_PLAN_NOT_AVAILABLE');
    expect(expectAnswer(await shopper.get('/api/bag'), bagAnswerSchema).lines.map((line) => line.sku)).toEqual([
      covered.sku,
    ]);
  });

  it('answers a shopper without a bag an empty bag and an empty summary', async () => {
    const shopper = api.client({ locale: 'en-CA' });
    expect(expectAnswer(await shopper.get('/api/bag'), bagAnswerSchema)).toMatchObject({
      market: 'CA',
      lines: [],
      summary: { itemCount: 0, totalCents: 0, taxPending: true },
    });
    expect(expectAnswer(await shopper.get('/api/bag/summary'), bagSummaryAnswerSchema)).toEqual({
      itemCount: 0,
      subtotalCents: 0,
      totalCents: 0,
      currency: 'CAD',
    });
  });

  it('gives the header the bag’s subtotal, not its total, once a discount makes them differ', async () => {
    const shopper = api.client();
    await shopper.post('/api/bag/lines', { sku: plain.sku, quantity: 1 });
    const discounted = expectAnswer(
      await shopper.put('/api/bag/coupon', { code: demoCoupons.percent }),
      bagAnswerSchema,
    );
    expect(discounted.summary.totalCents).toBeLessThan(discounted.summary.subtotalCents);
    const summary = expectAnswer(await shopper.get('/api/bag/summary'), bagSummaryAnswerSchema);
    expect(summary).toEqual({
      itemCount: 1,
      subtotalCents: discounted.summary.subtotalCents,
      totalCents: discounted.summary.totalCents,
      currency: 'AUD',
    });
  });

  it('asks for a size on sized pieces', async () => {
    const response = await api.client().post('/api/bag/lines', { sku: ring.sku, quantity: 1 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'SIZE_REQUIRED', errors: { size: 'validation.size.required' } });
  });

  it('refuses engraving on pieces that cannot be engraved, and bad or too long text on those that can', async () => {
    const shopper = api.client();
    const notEngravable = await shopper.post('/api/bag/lines', { sku: plain.sku, engraving: 'Hi' });
    expect(notEngravable.statusCode).toBe(400);
    expect(notEngravable.json()).toMatchObject({
      code: 'ENGRAVING_INVALID',
      errors: { engraving: expect.any(String) },
    });
    const badCharacters = await shopper.post('/api/bag/lines', { sku: ring.sku, size: ring.size, engraving: '<3 ♥' });
    expect(badCharacters.json()).toMatchObject({
      code: 'ENGRAVING_INVALID',
      errors: { engraving: 'validation.engraving.characters' },
    });
    const tooLong = await shopper.post('/api/bag/lines', {
      sku: ring.sku,
      size: ring.size,
      engraving: 'A'.repeat((ring.engravingMaxChars ?? 20) + 1),
    });
    expect(tooLong.json()).toMatchObject({
      code: 'ENGRAVING_INVALID',
      errors: { engraving: 'validation.engraving.tooLong' },
    });
  });

  it('keeps quantities within stock and knows unknown skus', async () => {
    const shopper = api.client();
    await setStock(api.db, plain.sku, plain.size, 5);
    const tooMany = await shopper.post('/api/bag/lines', { sku: plain.sku, quantity: 6 });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json()).toMatchObject({ code: 'INSUFFICIENT_STOCK', available: 5 });
    await shopper.post('/api/bag/lines', { sku: plain.sku, quantity: 4 });
    const oneMoreThanStock = await shopper.post('/api/bag/lines', { sku: plain.sku, quantity: 2 });
    expect(oneMoreThanStock.json()).toMatchObject({ code: 'INSUFFICIENT_STOCK' });
    const unknown = await shopper.post('/api/bag/lines', { sku: 'NO-SUCH-SKU' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('PRODUCT_NOT_FOUND');
  });

  it('ignores tampered prices, currencies and discounts (T12)', async () => {
    const shopper = api.client();
    const response = await shopper.post('/api/bag/lines', {
      sku: plain.sku,
      quantity: 1,
      price: 1,
      unitCents: 1,
      currency: 'NZD',
      discountCents: 100000,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().summary).toMatchObject({
      currency: 'AUD',
      subtotalCents: plain.listCents,
      discountCents: 0,
      totalCents: plain.listCents,
    });
  });

  it('gives 404 for another shopper’s line, and changes nothing (T11)', async () => {
    const owner = api.client();
    const added = await owner.post('/api/bag/lines', { sku: plain.sku, quantity: 1 });
    const lineId = added.json().lines[0].id as string;
    const other = api.client();
    await other.post('/api/bag/lines', { sku: plain.sku, quantity: 1 });
    for (const response of [
      await other.patch(`/api/bag/lines/${lineId}`, { quantity: 3 }),
      await other.delete(`/api/bag/lines/${lineId}`),
      await other.post(`/api/bag/lines/${lineId}/save-for-later`),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain(plain.sku);
    }
    expect((await owner.get('/api/bag')).json().lines[0]).toMatchObject({ id: lineId, quantity: 1 });
  });

  it('saves a line for later and moves it back', async () => {
    const shopper = api.client();
    const added = await shopper.post('/api/bag/lines', { sku: plain.sku, quantity: 1 });
    const lineId = added.json().lines[0].id as string;
    const saved = expectAnswer(await shopper.post(`/api/bag/lines/${lineId}/save-for-later`), bagAnswerSchema);
    expect(saved.lines).toHaveLength(0);
    expect(saved.savedForLater[0]?.id).toBe(lineId);
    expect(saved.summary.totalCents).toBe(0);
    const back = expectAnswer(await shopper.post(`/api/bag/lines/${lineId}/move-to-bag`), bagAnswerSchema);
    expect(back.lines[0]?.id).toBe(lineId);
  });
});
