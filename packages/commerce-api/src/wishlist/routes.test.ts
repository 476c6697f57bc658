import { wishlistAnswerSchema, type WishlistAnswer as Wishlist } from '@storefront/api-schemas';
import { productPhotoUrl } from '../catalogue/product-photo-urls';
import { signIn } from '../identity/identity-test-support';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../identity/seed';
import { expectAnswer } from '../test/expect-answer';
import { createTestApi, type TestApi, type TestClient } from '../test/harness';

jest.setTimeout(60_000);

let api: TestApi;
let ava: TestClient;
let liam: TestClient;
let products: Array<{ id: string; sku: string; metal: string }>;

beforeAll(async () => {
  api = await createTestApi();
  ava = api.client();
  liam = api.client({ locale: 'en-CA' });
  await signIn(ava, DEMO_ACCOUNTS.au, DEMO_PASSWORD, { 'x-forwarded-for': '203.0.113.21' });
  await signIn(liam, DEMO_ACCOUNTS.ca, DEMO_PASSWORD, { 'x-forwarded-for': '203.0.113.22' });
  products = await api.db
    .selectFrom('variants')
    .innerJoin('prices', 'prices.sku', 'variants.sku')
    .select(['variants.product_id as id', 'variants.sku', 'variants.metal'])
    .where('prices.currency', '=', 'AUD')
    .where('variants.is_default', '=', false)
    .orderBy('variants.sku')
    .limit(50)
    .execute();
  // Distinct products only.
  products = products.filter((row, index) => products.findIndex((other) => other.id === row.id) === index).slice(0, 3);
  // Start from empty lists so the assertions below are about what these tests did.
  await api.db.deleteFrom('wishlist_items').execute();
});
afterAll(async () => {
  await api.close();
});

describe('wishlist', () => {
  it('needs a member', async () => {
    expect((await api.client().get('/api/wishlist')).statusCode).toBe(401);
  });

  it('saves a variant and lists it with name, slug, image and today’s price in the market’s currency', async () => {
    const [first] = products;
    const saved = await ava.put(`/api/wishlist/items/${first!.id}`, { sku: first!.sku });
    expectAnswer(saved, wishlistAnswerSchema);
    const list = expectAnswer(await ava.get('/api/wishlist'), wishlistAnswerSchema);
    expect(list.currency).toBe('AUD');
    expect(list.items).toHaveLength(1);
    const [item] = list.items;
    expect(item).toMatchObject({ productId: first!.id, sku: first!.sku });
    expect(item!.imageUrl).toBe(productPhotoUrl(first!.id, first!.metal, 'front', 400, 'webp'));
    const price = await api.db
      .selectFrom('prices')
      .select(['list_cents', 'member_cents'])
      .where('sku', '=', first!.sku)
      .where('currency', '=', 'AUD')
      .executeTakeFirstOrThrow();
    expect(item!.price).toMatchObject({ currency: 'AUD', listCents: price.list_cents });
    expect(item!.price!.priceCents).toBe(Math.min(price.list_cents, price.member_cents ?? price.list_cents));
    const product = await api.db
      .selectFrom('products')
      .select(['name_en', 'slug'])
      .where('id', '=', first!.id)
      .executeTakeFirstOrThrow();
    expect(item).toMatchObject({ name: product.name_en, slug: product.slug });
  });

  it('answers an unknown product, or a variant of another product, with 404 PRODUCT_NOT_FOUND', async () => {
    const unknown = await ava.put('/api/wishlist/items/no-such-product', {});
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'PRODUCT_NOT_FOUND' });
    const [first, second] = products;
    const foreignSku = await ava.put(`/api/wishlist/items/${first!.id}`, { sku: second!.sku });
    expect(foreignSku.json()).toMatchObject({ code: 'PRODUCT_NOT_FOUND' });
  });

  it('merges a browser list idempotently, skipping unknown products', async () => {
    const items = [
      { productId: products[1]!.id, addedAt: new Date(Date.now() - 5 * 86_400_000).toISOString() },
      { productId: products[2]!.id, sku: products[2]!.sku },
      { productId: products[0]!.id },
      { productId: 'retired-product' },
    ];
    const first = await ava.post('/api/wishlist/merge', { items });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ added: 2 });
    const again = await ava.post('/api/wishlist/merge', { items });
    expect(again.json()).toMatchObject({ added: 0 });
    const list = (again.json() as Wishlist).items;
    expect(list.map((item) => item.productId).sort()).toEqual(products.map((product) => product.id).sort());
    const tooMany = await ava.post('/api/wishlist/merge', {
      items: Array.from({ length: 101 }, (_, index) => ({ productId: `p-${index}` })),
    });
    expect(tooMany.statusCode).toBe(400);
  });

  it('keeps one member’s list from another: reading, changing and deleting give nothing away (T11)', async () => {
    const liamList = await liam.get('/api/wishlist');
    expect((liamList.json() as Wishlist).items).toEqual([]);
    const removal = await liam.delete(`/api/wishlist/items/${products[0]!.id}`);
    expect(removal.statusCode).toBe(404);
    expect(removal.body).not.toContain(products[0]!.sku);
    const avaList = (await ava.get('/api/wishlist')).json() as Wishlist;
    expect(avaList.items).toHaveLength(3);
    // Liam saving the same product only touches his own list.
    await liam.put(`/api/wishlist/items/${products[0]!.id}`, {});
    expect(
      ((await ava.get('/api/wishlist')).json() as Wishlist).items.find((i) => i.productId === products[0]!.id),
    ).toMatchObject({ sku: products[0]!.sku });
  });

  it('removes an item', async () => {
    const removed = await ava.delete(`/api/wishlist/items/${products[1]!.id}`);
    expect(removed.statusCode).toBe(200);
    expect((removed.json() as Wishlist).items.map((item) => item.productId)).not.toContain(products[1]!.id);
  });
});
