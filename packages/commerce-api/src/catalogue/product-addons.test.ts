import { productDetailAnswerSchema } from '@storefront/api-schemas';
import { defaultContent, setStock } from '../bag/test-fixtures';
import { expectAnswer } from '../test/expect-answer';
import { createTestApi, type TestApi } from '../test/harness';
import { invalidateCatalogueIndex } from './catalogue-index';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ content: defaultContent });
});
afterAll(async () => {
  await api.close();
});

/** A chain of the seed with its pendant add-ons (and their variants, cheapest AUD list price first). */
async function chainWithPendants() {
  const chain = await api.db
    .selectFrom('products')
    .select(['id', 'slug'])
    .where('kind', '=', 'chain')
    .orderBy('slug')
    .executeTakeFirstOrThrow();
  const addonIds = (
    await api.db
      .selectFrom('product_addons')
      .select('addon_id')
      .where('product_id', '=', chain.id)
      .orderBy('position')
      .execute()
  ).map((row) => row.addon_id);
  const variants = await api.db
    .selectFrom('variants')
    .innerJoin('prices', (join) => join.onRef('prices.sku', '=', 'variants.sku').on('prices.currency', '=', 'AUD'))
    .select(['variants.sku', 'variants.product_id', 'prices.list_cents'])
    .where('variants.product_id', 'in', addonIds)
    .orderBy('prices.list_cents')
    .orderBy('variants.sku')
    .execute();
  const skusOf = (id: string) => variants.filter((row) => row.product_id === id).map((row) => row.sku);
  return { chain, addonIds, skusOf };
}

async function stockOfSku(sku: string): Promise<number> {
  const rows = await api.db.selectFrom('stock').select('quantity').where('sku', '=', sku).execute();
  return rows.reduce((sum, row) => sum + row.quantity, 0);
}

describe('the add-ons a product page offers', () => {
  it('offers only add-ons the bag takes now: a variant with stock, sold online', async () => {
    const { chain, addonIds, skusOf } = await chainWithPendants();
    expect(addonIds.length).toBeGreaterThanOrEqual(3);
    const [restocked, offline, soldOut] = addonIds as [string, string, string];
    const [cheapest, ...others] = skusOf(restocked);
    expect(others.length).toBeGreaterThan(0);
    // The cheapest variant of the first pendant has none left; a dearer one has some.
    await api.db.updateTable('stock').set({ quantity: 0 }).where('sku', '=', cheapest!).execute();
    await setStock(api.db, others[0]!, '', 3);
    // The second pendant is no longer sold online; the third has no unit of any variant and is not made to order.
    await api.db.updateTable('products').set({ online: false }).where('id', '=', offline).execute();
    await api.db.updateTable('products').set({ made_to_order: false }).where('id', '=', soldOut).execute();
    await api.db.updateTable('stock').set({ quantity: 0 }).where('sku', 'in', skusOf(soldOut)).execute();
    invalidateCatalogueIndex(api.db);

    const page = expectAnswer(await api.client().get(`/api/products/${chain.slug}`), productDetailAnswerSchema);
    const offered = page.addons.map((addon) => addon.id);
    expect(offered).toContain(restocked);
    expect(offered).not.toContain(offline);
    expect(offered).not.toContain(soldOut);
    const pendant = page.addons.find((addon) => addon.id === restocked)!;
    expect(pendant.sku).not.toBe(cheapest);
    expect(skusOf(restocked)).toContain(pendant.sku);
    for (const addon of page.addons) {
      expect(addon.availability.stock).not.toBe('unavailable_online');
      if (!addon.flags.madeToOrder) expect(await stockOfSku(addon.sku)).toBeGreaterThan(0);
    }
  });
});
