import { bagAnswerSchema } from '@storefront/api-schemas';
import { invalidateCatalogueIndex } from '../catalogue/catalogue-index';
import { expectAnswer } from '../test/expect-answer';
import { createTestApi, type TestApi, type TestClient } from '../test/harness';
import { defaultContent, setStock } from './test-fixtures';

let api: TestApi;
/** A chain's variant and three of its pendant add-ons' variants, each with stock. */
let chain: string;
let pendants: [string, string, string];
/** A variant of a piece that is no add-on of the chain. */
let stranger: string;

beforeAll(async () => {
  api = await createTestApi({ content: defaultContent });
  const product = await api.db
    .selectFrom('products')
    .innerJoin('variants', 'variants.product_id', 'products.id')
    .select(['products.id', 'variants.sku'])
    .where('products.kind', '=', 'chain')
    .orderBy('variants.sku')
    .executeTakeFirstOrThrow();
  chain = product.sku;
  const addons = await api.db
    .selectFrom('product_addons')
    .innerJoin('variants', 'variants.product_id', 'product_addons.addon_id')
    .select(['product_addons.addon_id', 'variants.sku'])
    .where('product_addons.product_id', '=', product.id)
    .orderBy('product_addons.position')
    .orderBy('variants.sku')
    .execute();
  const firstVariants = [...new Map(addons.map((row) => [row.addon_id, row.sku])).values()];
  expect(firstVariants.length).toBeGreaterThanOrEqual(3);
  pendants = firstVariants.slice(0, 3) as [string, string, string];
  const other = await api.db
    .selectFrom('variants')
    .innerJoin('products', 'products.id', 'variants.product_id')
    .select('variants.sku')
    .where('products.kind', '=', 'charm')
    .orderBy('variants.sku')
    .executeTakeFirstOrThrow();
  stranger = other.sku;
  for (const sku of [chain, ...pendants, stranger]) await setStock(api.db, sku, '', 4);
  await api.db
    .updateTable('products')
    .set({ online: true, made_to_order: false })
    .where('id', 'in', [product.id, ...addons.map((row) => row.addon_id)])
    .execute();
  invalidateCatalogueIndex(api.db);
});
afterAll(async () => {
  await api.close();
});

async function linesOf(shopper: TestClient) {
  const bag = expectAnswer(await shopper.get('/api/bag'), bagAnswerSchema);
  return bag.lines.map((line) => ({ sku: line.sku, quantity: line.quantity }));
}

describe('adding a piece with its add-ons', () => {
  it('adds the piece and each chosen add-on as lines of their own, in one call', async () => {
    const shopper = api.client();
    const response = await shopper.post('/api/bag/lines', { sku: chain, quantity: 1, addons: [pendants[0]] });
    const bag = expectAnswer(response, bagAnswerSchema, 201);
    expect(bag.lines.map((line) => ({ sku: line.sku, quantity: line.quantity }))).toEqual(
      expect.arrayContaining([
        { sku: chain, quantity: 1 },
        { sku: pendants[0], quantity: 1 },
      ]),
    );
    expect(bag.summary.itemCount).toBe(2);
  });

  it('adds nothing when an add-on has no stock, and says which add-on and why', async () => {
    const shopper = api.client();
    await shopper.post('/api/bag/lines', { sku: chain, quantity: 1 });
    const before = await linesOf(shopper);
    await setStock(api.db, pendants[1], '', 0);
    const response = await shopper.post('/api/bag/lines', { sku: chain, quantity: 1, addons: [pendants[1]] });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'ADDON_UNAVAILABLE',
      sku: pendants[1],
      reason: 'INSUFFICIENT_STOCK',
    });
    expect(await linesOf(shopper)).toEqual(before);
    await setStock(api.db, pendants[1], '', 4);
  });

  it('adds nothing, and opens no bag, when an add-on is not sold online', async () => {
    const shopper = api.client();
    const addon = await api.db
      .selectFrom('variants')
      .select('product_id')
      .where('sku', '=', pendants[2])
      .executeTakeFirstOrThrow();
    await api.db.updateTable('products').set({ online: false }).where('id', '=', addon.product_id).execute();
    invalidateCatalogueIndex(api.db);
    const response = await shopper.post('/api/bag/lines', {
      sku: chain,
      quantity: 1,
      addons: [pendants[0], pendants[2]],
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'ADDON_UNAVAILABLE',
      sku: pendants[2],
      reason: 'PRODUCT_UNAVAILABLE_ONLINE',
    });
    expect(await linesOf(shopper)).toEqual([]);
    await api.db.updateTable('products').set({ online: true }).where('id', '=', addon.product_id).execute();
    invalidateCatalogueIndex(api.db);
  });

  it('refuses as an add-on a piece this one does not offer', async () => {
    const shopper = api.client();
    const response = await shopper.post('/api/bag/lines', { sku: chain, quantity: 1, addons: [stranger] });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'ADDON_UNAVAILABLE', sku: stranger, reason: 'NOT_OFFERED' });
    expect(await linesOf(shopper)).toEqual([]);
  });
});
