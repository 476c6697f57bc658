import type { FastifyInstance } from 'fastify';
import { completeCheckout, payByCard, startStandin } from '../checkout/test-journey';
import { createTestApi, type TestApi } from '../test/harness';
import { defaultContent, fixtureVariant, setStock, type FixtureVariant } from './test-fixtures';

/**
 * A resizable ring with none left in the shopper's size is made from another size (SPEC §1 resized items): the
 * product page, the bag and order placement agree on it.
 */
let api: TestApi;
let standin: { url: string; app: FastifyInstance };
let ring: FixtureVariant;
const wanted = 'M';
const donor = 'T';

beforeAll(async () => {
  standin = await startStandin();
  api = await createTestApi({ env: { PAYMENT_PROVIDER_URL: standin.url }, content: defaultContent });
  ring = await fixtureVariant(api.db, { sized: true, minStock: 1 });
  await api.db.deleteFrom('stock').where('sku', '=', ring.sku).execute();
  await setStock(api.db, ring.sku, wanted, 0);
  await setStock(api.db, ring.sku, donor, 3);
});
afterAll(async () => {
  await api.close();
  await standin.app.close();
});

async function setResizable(resizable: boolean): Promise<void> {
  await api.db
    .updateTable('products')
    .set({ resizable, made_to_order: false })
    .where('id', '=', ring.productId)
    .execute();
}

async function stockOf(size: string): Promise<number> {
  const row = await api.db
    .selectFrom('stock')
    .select('quantity')
    .where('sku', '=', ring.sku)
    .where('size', '=', size)
    .executeTakeFirstOrThrow();
  return row.quantity;
}

describe('a ring resized from another size', () => {
  it('is refused in a size with no stock when the ring cannot be resized', async () => {
    await setResizable(false);
    const added = await api.client().post('/api/bag/lines', { sku: ring.sku, size: wanted });
    expect(added.statusCode).toBe(409);
    expect(added.json()).toMatchObject({ code: 'INSUFFICIENT_STOCK', available: 0 });
  });

  it('is offered by the product page, taken by the bag with the resize delay, and made from the donor size', async () => {
    await setResizable(true);
    const shopper = api.client();
    const slug = (
      await api.db.selectFrom('products').select('slug').where('id', '=', ring.productId).executeTakeFirstOrThrow()
    ).slug;
    const page = await shopper.get(`/api/products/${slug}?sku=${ring.sku}&size=${wanted}`);
    expect(page.json().selected).toMatchObject({ resized: true, availability: { stock: 'low_stock', orderable: 3 } });
    const pageDays = page.json().selected.availability.dispatch.businessDays;

    const added = await shopper.post('/api/bag/lines', { sku: ring.sku, size: wanted });
    expect(added.statusCode).toBe(201);
    const line = added.json().lines[0];
    expect(line).toMatchObject({ sku: ring.sku, size: wanted });
    expect(line.availability).toMatchObject({
      stock: 'low_stock',
      dispatch: { kind: 'ships_in', businessDays: pageDays },
    });

    await completeCheckout(shopper);
    const sessionId = await payByCard(shopper);
    const placed = await shopper.post(
      '/api/checkout/place-order',
      { paymentSessionId: sessionId },
      { 'idempotency-key': `resized-${Date.now()}` },
    );
    expect(placed.statusCode).toBe(201);
    expect(await stockOf(wanted)).toBe(0);
    expect(await stockOf(donor)).toBe(2);
  });
});
