import { productListAnswerSchema } from '@storefront/api-schemas';
import { expectAnswer } from '../test/expect-answer';
import { createTestApi, type TestApi } from '../test/harness';
import { contentStub } from './content-stub';
import type { ProductListAnswer } from './product-list';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ content: contentStub({ standardDispatchTime: 2, resizeEngravingDelayTime: 5 }) });
});
afterAll(async () => {
  await api.close();
});

async function list(query: string, locale = 'en-AU'): Promise<ProductListAnswer> {
  const response = await api.client({ locale }).get(`/api/products?${query}`);
  expectAnswer(response, productListAnswerSchema);
  return response.json() as ProductListAnswer;
}

describe('GET /api/products?ids=', () => {
  it('gives those products as tiles in the order asked, without facets, whatever else the query says', async () => {
    const some = await list('category=earrings&pageSize=3&sort=price-asc');
    const ids = some.items.map((tile) => tile.id);
    expect(ids).toHaveLength(3);
    const reversed = [...ids].reverse();

    const answer = await list(`ids=${reversed.join(',')}&category=engagement-rings&metal=platinum&page=4`, 'en-NZ');
    expect(answer.items.map((tile) => tile.id)).toEqual(reversed);
    expect(answer).toMatchObject({ total: 3, page: 1, pageCount: 1, category: null, currency: 'NZD' });
    expect(answer.facets).toEqual({ category: [], metal: [], stone: [], shape: [], price: [] });
    for (const tile of answer.items) {
      expect(tile.price?.currency).toBe('NZD');
      expect(tile.availability.stock).toEqual(expect.any(String));
    }
    expect(answer.priceRange?.minCents).toBe(Math.min(...answer.items.map((tile) => tile.price!.effectiveCents)));
  });

  it('accepts the key repeated, counts a repeated id once and leaves out products that no longer exist', async () => {
    const [first, second] = (await list('category=bracelets&pageSize=2')).items.map((tile) => tile.id);
    const answer = await list(`ids=${second}&ids=p-99999999,${first}&ids=${second}`);
    expect(answer.items.map((tile) => tile.id)).toEqual([second, first]);
    expect(answer.total).toBe(2);
  });

  it('names products in the shopper’s language', async () => {
    const [tile] = (await list('category=engagement-rings&pageSize=1')).items;
    const french = await list(`ids=${tile!.id}`, 'fr-CA');
    expect(french.items[0]).toMatchObject({ id: tile!.id, price: { currency: 'CAD' } });
    expect(french.items[0]?.name).not.toBe(tile!.name);
  });

  it('refuses malformed ids and more than 100 with the shared link message', async () => {
    const client = api.client();
    const tooMany = Array.from({ length: 101 }, (_, i) => `p-${18000000 + i}`).join(',');
    for (const bad of ['ids=', 'ids=18000001', 'ids=p-1,slug-ring', 'ids=p-1;drop', `ids=${tooMany}`]) {
      const response = await client.get(`/api/products?${bad}`);
      expect(response.statusCode).toBe(400);
      expect(Object.values(response.json().errors)).toEqual(['validation.link.invalid']);
    }
    const hundred = Array.from({ length: 100 }, (_, i) => `p-${18000000 + i}`).join(',');
    expect((await client.get(`/api/products?ids=${hundred}`)).statusCode).toBe(200);
  });
});

describe('GET /api/products?ids=&skus=', () => {
  it('shows a piece as the variant the shopper saved: its metal’s image, its sku and its own price', async () => {
    const rings = (await list('category=engagement-rings&pageSize=24')).items;
    const ring = rings.find((tile) => tile.metals.length > 1)!;
    const detail = (await api.client().get(`/api/products/${ring.slug}`)).json() as {
      variants: { sku: string; metal: { code: string }; image: string; price: { effectiveCents: number } | null }[];
    };
    const saved = detail.variants.find((variant) => variant.price && variant.image !== ring.image)!;
    expect(saved).toBeDefined();

    const plain = await list(`ids=${ring.id}`);
    expect(plain.items[0]).toMatchObject({ sku: ring.sku, image: ring.image });

    const answer = await list(`ids=${ring.id}&skus=${saved.sku}`);
    expect(answer.items[0]).toMatchObject({
      id: ring.id,
      sku: saved.sku,
      image: saved.image,
      price: { effectiveCents: saved.price!.effectiveCents, from: false },
    });
  });

  it('shows the usual variant when a saved sku is not the product’s, and refuses a malformed one', async () => {
    const [first, second] = (await list('category=earrings&pageSize=2')).items;
    const answer = await list(`ids=${first!.id}&skus=${second!.sku}`);
    expect(answer.items[0]).toMatchObject({ id: first!.id, sku: first!.sku, image: first!.image });
    const response = await api.client().get(`/api/products?ids=${first!.id}&skus=%3Cscript%3E`);
    expect(response.statusCode).toBe(400);
    expect(Object.values(response.json().errors)).toEqual(['validation.link.invalid']);
  });
});

describe('category.alternates', () => {
  it('gives the listed category’s path in every locale, French slugs where they exist, for hreflang', async () => {
    const english = await list('category=engagement-rings/trilogy&pageSize=1', 'en-AU');
    const alternates = {
      'en-AU': '/engagement-rings/trilogy',
      'en-CA': '/engagement-rings/trilogy',
      'fr-CA': '/bagues-de-fiancailles/trilogie',
      'en-NZ': '/engagement-rings/trilogy',
    };
    expect(english.category?.alternates).toEqual(alternates);
    const french = await list('category=bagues-de-fiancailles/trilogie&pageSize=1', 'fr-CA');
    expect(french.category?.alternates).toEqual(alternates);
    // Vintage has no French slug of its own: fr-CA keeps the en-CA one under its French parent.
    const vintage = await list('category=vintage-engagement-rings&pageSize=1', 'en-CA');
    expect(vintage.category?.alternates['fr-CA']).toBe('/bagues-de-fiancailles/vintage');
    expect((await list('pageSize=1')).category).toBeNull();
  });
});
