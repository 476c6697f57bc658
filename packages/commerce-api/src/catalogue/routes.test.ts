import { productDetailAnswerSchema, productListAnswerSchema } from '@storefront/api-schemas';
import { sql } from 'kysely';
import { expectAnswer } from '../test/expect-answer';
import { createTestApi, type TestApi, type TestClient } from '../test/harness';
import { invalidateCatalogueIndex } from './catalogue-index';
import { contentStub } from './content-stub';
import { productImageUrl, productSvgUrl } from './product-images';
import type { ProductListAnswer } from './product-list';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ content: contentStub({ standardDispatchTime: 2, resizeEngravingDelayTime: 5 }) });
});
afterAll(async () => {
  await api.close();
});

async function list(client: TestClient, query: string): Promise<ProductListAnswer> {
  const response = await client.get(`/api/products?${query}`);
  expectAnswer(response, productListAnswerSchema);
  return response.json() as ProductListAnswer;
}

/** A signed-in shopper: a member and a session cookie, as login would leave them. */
async function memberClient(locale = 'en-AU'): Promise<TestClient> {
  return (await api.memberClient({ locale })).client;
}

describe('GET /api/categories', () => {
  it('gives the tree with names and slugs of the locale, French slugs falling back to the en-CA ones', async () => {
    const english = (await api.client({ locale: 'en-CA' }).get('/api/categories')).json();
    const engagement = english.categories.find((category: { id: string }) => category.id === 'engagement-rings');
    expect(engagement).toMatchObject({ name: 'Engagement Rings', slug: 'engagement-rings', path: 'engagement-rings' });
    expect(engagement.productCount).toBeGreaterThanOrEqual(400);
    expect(engagement.children.map((child: { path: string }) => child.path)).toContain('engagement-rings/solitaire');

    const french = (await api.client({ locale: 'fr-CA' }).get('/api/categories')).json();
    const fiancailles = french.categories.find((category: { id: string }) => category.id === 'engagement-rings');
    expect(fiancailles).toMatchObject({ name: 'Bagues de fiançailles', slug: 'bagues-de-fiancailles' });
    const vintage = fiancailles.children.find((child: { id: string }) => child.id === 'vintage-engagement-rings');
    expect(vintage).toMatchObject({ slug: 'vintage', path: 'bagues-de-fiancailles/vintage' });
  });

  it('gives one category by id or slug with breadcrumbs, and 404 for an unknown one', async () => {
    const client = api.client({ locale: 'fr-CA' });
    const response = await client.get('/api/categories/puces');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: 'stud-earrings',
      name: 'Puces',
      path: 'boucles-d-oreilles/puces',
      breadcrumbs: [{ id: 'earrings', name: 'Boucles d’oreilles' }, { id: 'stud-earrings' }],
    });
    expect((await client.get('/api/categories/tiaras')).statusCode).toBe(404);
  });
});

describe('GET /api/products', () => {
  it('lists a category by slug with a page of tiles in the market’s currency', async () => {
    const answer = await list(api.client({ locale: 'en-NZ' }), 'category=engagement-rings&pageSize=12');
    expect(answer.currency).toBe('NZD');
    expect(answer.category).toMatchObject({ id: 'engagement-rings', slug: 'engagement-rings' });
    expect(answer.items).toHaveLength(12);
    expect(answer.total).toBeGreaterThanOrEqual(400);
    expect(answer.pageCount).toBe(Math.ceil(answer.total / 12));
    for (const tile of answer.items) {
      expect(tile.price?.currency).toBe('NZD');
      expect(tile.image).toBe(
        productImageUrl(tile.id, tile.metals.find((metal) => tile.image.includes(metal.code))!.code),
      );
    }
    const nested = await list(api.client({ locale: 'fr-CA' }), 'category=bagues-de-fiancailles/vintage&pageSize=1');
    expect(nested.category).toMatchObject({ id: 'vintage-engagement-rings', path: 'bagues-de-fiancailles/vintage' });
    expect(nested.total).toBe(
      answer.facets.category.find((facet) => facet.value === 'vintage-engagement-rings')?.count,
    );
    const page2 = await list(api.client({ locale: 'en-NZ' }), 'category=engagement-rings&pageSize=12&page=2');
    expect(page2.total).toBe(answer.total);
    expect(page2.items.map((tile) => tile.id)).not.toContain(answer.items[0]?.id);
  });

  it('counts every facet value with the other facets applied', async () => {
    const client = api.client();
    const base = 'category=engagement-rings&metal=platinum&price=1000-5000';
    const answer = await list(client, base);
    expect(answer.facets.category.map((facet) => facet.value)).toEqual(
      expect.arrayContaining(['solitaire-engagement-rings', 'halo-engagement-rings']),
    );
    for (const stone of answer.facets.stone.slice(0, 4)) {
      const narrowed = await list(client, `${base}&stone=${stone.value}&pageSize=1`);
      expect(narrowed.total).toBe(stone.count);
    }
    // The metal facet ignores the metal filter but keeps the price filter.
    for (const metal of answer.facets.metal.slice(0, 4)) {
      const narrowed = await list(client, `category=engagement-rings&metal=${metal.value}&price=1000-5000&pageSize=1`);
      expect(narrowed.total).toBe(metal.count);
    }
    for (const bucket of answer.facets.price) {
      const narrowed = await list(client, `category=engagement-rings&metal=platinum&price=${bucket.value}&pageSize=1`);
      expect(narrowed.total).toBe(bucket.count);
    }
    for (const child of answer.facets.category) {
      const narrowed = await list(client, `category=${child.value}&metal=platinum&price=1000-5000&pageSize=1`);
      expect(narrowed.total).toBe(child.count);
    }
  });

  it('has products in every price bucket, each priced inside its bucket', async () => {
    const client = api.client();
    const all = await list(client, 'pageSize=1');
    expect(all.facets.price).toHaveLength(5);
    for (const bucket of all.facets.price) {
      expect(bucket.count).toBeGreaterThan(0);
      const answer = await list(client, `price=${bucket.value}&pageSize=96`);
      expect(answer.total).toBe(bucket.count);
      for (const tile of answer.items) {
        expect(tile.price!.effectiveCents).toBeGreaterThanOrEqual(bucket.minCents);
        if (bucket.maxCents !== null) expect(tile.price!.effectiveCents).toBeLessThan(bucket.maxCents);
      }
    }
  });

  it('filters by a custom price range and refuses a bad amount with the shared message id', async () => {
    const client = api.client();
    const answer = await list(client, 'minPrice=250&maxPrice=400.50&sort=price-asc&pageSize=96');
    expect(answer.total).toBeGreaterThan(0);
    expect(answer.applied).toMatchObject({ minPriceCents: 25_000, maxPriceCents: 40_050 });
    for (const tile of answer.items) {
      expect(tile.price!.effectiveCents).toBeGreaterThanOrEqual(25_000);
      expect(tile.price!.effectiveCents).toBeLessThanOrEqual(40_050);
    }
    for (const bad of ['minPrice=abc', 'maxPrice=-5', 'minPrice=1.234', 'minPrice=1e3']) {
      const response = await client.get(`/api/products?${bad}`);
      expect(response.statusCode).toBe(400);
      expect(response.headers['content-type']).toContain('application/problem+json');
      expect(Object.values(response.json().errors)).toEqual(['validation.amount.invalid']);
    }
    const reversed = await client.get('/api/products?minPrice=500&maxPrice=100');
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().errors).toEqual({ maxPrice: 'validation.amount.invalid' });
  });

  it('sorts by price both ways, by newest and by featured rank', async () => {
    const client = api.client();
    const ascending = await list(client, 'category=earrings&sort=price-asc&pageSize=48');
    const cents = ascending.items.map((tile) => tile.price!.effectiveCents);
    expect(cents).toEqual([...cents].sort((a, b) => a - b));
    const descending = await list(client, 'category=earrings&sort=price-desc&pageSize=48');
    const down = descending.items.map((tile) => tile.price!.effectiveCents);
    expect(down).toEqual([...down].sort((a, b) => b - a));
    expect(down[0]).toBeGreaterThan(cents[0]!);

    const newest = await list(client, 'category=earrings&sort=newest&pageSize=20');
    const created = await api.db
      .selectFrom('products')
      .select(['id', 'created_at'])
      .where(
        'id',
        'in',
        newest.items.map((tile) => tile.id),
      )
      .execute();
    const when = new Map(created.map((row) => [row.id, row.created_at.getTime()]));
    const times = newest.items.map((tile) => when.get(tile.id)!);
    expect(times).toEqual([...times].sort((a, b) => b - a));

    const featured = await list(client, 'category=earrings&pageSize=20');
    const ranks = await api.db
      .selectFrom('products')
      .select(['id', 'featured_rank'])
      .where(
        'id',
        'in',
        featured.items.map((tile) => tile.id),
      )
      .execute();
    const rank = new Map(ranks.map((row) => [row.id, row.featured_rank]));
    const order = featured.items.map((tile) => rank.get(tile.id)!);
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });

  it('shows member prices to everyone but charges them only to a signed-in member, never cached publicly', async () => {
    const query = 'category=engagement-rings&sort=price-asc&pageSize=96';
    const guestResponse = await api.client().get(`/api/products?${query}`);
    expect(guestResponse.headers['cache-control']).toBe('public, max-age=60');
    expect(guestResponse.headers.vary).toContain('cookie');
    const guest = guestResponse.json() as ProductListAnswer;
    const offered = guest.items.find((tile) => tile.price?.memberCents !== null);
    expect(offered).toBeDefined();
    expect(offered!.price).toMatchObject({ isMemberPrice: false, effectiveCents: offered!.price!.listCents });
    expect(guest.member).toBe(false);

    const member = await memberClient();
    const memberResponse = await member.get(`/api/products?${query}`);
    expect(memberResponse.headers['cache-control']).toContain('no-store');
    const signedIn = memberResponse.json() as ProductListAnswer;
    expect(signedIn.member).toBe(true);
    const discounted = signedIn.items.filter((tile) => tile.price?.isMemberPrice);
    expect(discounted.length).toBeGreaterThan(0);
    for (const tile of discounted) expect(tile.price!.effectiveCents).toBe(tile.price!.memberCents);

    const detail = expectAnswer(await member.get(`/api/products/${offered!.slug}`), productDetailAnswerSchema);
    expect(detail.member).toBe(true);
    expect(detail.selected.price?.isMemberPrice).toBe(true);
  });

  it('answers an unknown category with 404 and a malformed filter with 400', async () => {
    const client = api.client();
    expect((await client.get('/api/products?category=tiaras')).statusCode).toBe(404);
    const bad = await client.get('/api/products?metal=%3Cscript%3E');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('VALIDATION_FAILED');
    expect((await client.get('/api/products?pageSize=500')).statusCode).toBe(400);
  });
});

describe('availability', () => {
  type StockRow = {
    id: string;
    slug: string;
    category_id: string;
    online: boolean;
    made_to_order: boolean;
    quantity: number;
  };
  let rows: StockRow[];
  beforeAll(async () => {
    const result = await sql<StockRow>`
      select p.id, p.slug, p.category_id, p.online, p.made_to_order, coalesce(sum(s.quantity), 0)::int as quantity
      from products p join variants v on v.product_id = p.id left join stock s on s.sku = v.sku
      group by p.id order by p.id`.execute(api.db);
    rows = result.rows;
  });

  /** The product's tile as the category page shows it (walking the pages). */
  async function tileOf(row: StockRow) {
    for (let page = 1; page < 20; page++) {
      const answer = await list(api.client(), `category=${row.category_id}&pageSize=96&page=${page}`);
      const tile = answer.items.find((item) => item.id === row.id);
      if (tile || page >= answer.pageCount) return tile;
    }
    return undefined;
  }

  it.each([
    ['unavailable online', (row: StockRow) => !row.online, 'unavailable_online', null],
    ['out of stock', (row: StockRow) => row.online && !row.made_to_order && row.quantity === 0, 'out_of_stock', null],
    [
      'low stock',
      (row: StockRow) => row.online && !row.made_to_order && row.quantity > 0 && row.quantity <= 3,
      'low_stock',
      'ready_to_ship',
    ],
    ['in stock', (row: StockRow) => row.online && !row.made_to_order && row.quantity > 10, 'in_stock', 'ready_to_ship'],
    ['made to order', (row: StockRow) => row.online && row.made_to_order, 'in_stock', 'ships_in'],
  ] as const)('badges a product that is %s on its tile and its page', async (_, predicate, stock, dispatch) => {
    const row = rows.find(predicate)!;
    expect(row).toBeDefined();
    const tile = await tileOf(row);
    expect(tile?.availability.stock).toBe(stock);
    expect(tile?.availability.dispatch?.kind ?? null).toBe(dispatch);
    const detail = expectAnswer(await api.client().get(`/api/products/${row.slug}`), productDetailAnswerSchema);
    const total = detail.variants.reduce((sum, variant) => sum + variant.quantity, 0);
    expect(total).toBe(row.quantity);
    expect(detail.flags).toMatchObject({ online: row.online, madeToOrder: row.made_to_order });
    if (!row.online) expect(detail.selected.availability).toEqual({ stock, orderable: 0, dispatch: null });
    // Site preferences of this test: standard dispatch 2 business days; made to order adds 10.
    if (row.made_to_order)
      expect(detail.selected.availability.dispatch).toMatchObject({ kind: 'ships_in', businessDays: 12 });
  });
});

describe('GET /api/products/:slug', () => {
  /** A resizable ring in stock, with one variant that has a size in stock and a size that is not. */
  async function ringWithSizes() {
    const result = await sql<{ slug: string; sku: string; in_stock: string; engravable: boolean }>`
      select p.slug, s.sku, min(s.size) as in_stock, p.engravable
      from products p join variants v on v.product_id = p.id join stock s on s.sku = v.sku
      where p.sized and p.resizable and p.online and not p.made_to_order and p.engravable and s.quantity > 3
        and not exists (select 1 from stock t where t.sku = s.sku and t.size = 'H')
      group by p.slug, s.sku, p.engravable order by p.slug limit 1`.execute(api.db);
    return result.rows[0]!;
  }

  it('answers with the locale’s name and description, the market’s sizes and prices, variants and images', async () => {
    const ring = await ringWithSizes();
    const english = expectAnswer(
      await api.client({ locale: 'en-AU' }).get(`/api/products/${ring.slug}`),
      productDetailAnswerSchema,
    );
    const french = expectAnswer(
      await api.client({ locale: 'fr-CA' }).get(`/api/products/${ring.slug}`),
      productDetailAnswerSchema,
    );
    expect(english.name).not.toBe(french.name);
    expect(french.name).toMatch(/^Bague|^Alliance/);
    expect(english.number).toMatch(/^\d{8}$/);
    expect(english.currency).toBe('AUD');
    expect(french.currency).toBe('CAD');
    expect(english.sizing?.system).toBe('letter');
    expect(english.sizing?.sizes.map((size) => size.label)).toEqual([
      'H',
      'I',
      'J',
      'K',
      'L',
      'M',
      'N',
      'O',
      'P',
      'Q',
      'R',
      'S',
      'T',
    ]);
    expect(french.sizing?.system).toBe('numeric');
    expect(french.sizing?.sizes.find((size) => size.code === 'L')?.label).toBe('6');
    expect(english.variants.filter((variant) => variant.isDefault)).toHaveLength(1);
    expect(english.images.length).toBeGreaterThan(0);
    expect(english.breadcrumbs[0]?.id).toBe(english.category.breadcrumbs[0]?.id);
    expect(english.engraving.allowed).toBe(true);
    expect(english.engraving.maxChars).toBeGreaterThan(0);
    expect((await api.client().get('/api/products/no-such-ring')).statusCode).toBe(404);
  });

  it('estimates dispatch from site preferences, adding the delay for resizing or engraving', async () => {
    const ring = await ringWithSizes();
    const client = api.client({ locale: 'en-CA' });
    const inStock = (await client.get(`/api/products/${ring.slug}?sku=${ring.sku}&size=${ring.in_stock}`)).json();
    expect(inStock.selected).toMatchObject({ sku: ring.sku, resized: false, size: { code: ring.in_stock } });
    expect(inStock.selected.availability.dispatch).toMatchObject({ kind: 'ready_to_ship', businessDays: 2 });
    expect(inStock.selected.availability.dispatch.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    // Canadian size 4 is H: not in stock, so the ring is resized from another size (2 + 5 days).
    const resized = (await client.get(`/api/products/${ring.slug}?sku=${ring.sku}&size=4`)).json();
    expect(resized.selected).toMatchObject({ resized: true, size: { code: 'H', label: '4' } });
    expect(resized.selected.availability.dispatch).toMatchObject({ kind: 'ships_in', businessDays: 7 });

    const engraved = (
      await client.get(`/api/products/${ring.slug}?sku=${ring.sku}&size=${ring.in_stock}&engraving=1`)
    ).json();
    expect(engraved.selected.engraving).toBe(true);
    expect(engraved.selected.availability.dispatch).toMatchObject({ kind: 'ships_in', businessDays: 7 });

    const noSize = (await client.get(`/api/products/${ring.slug}`)).json();
    expect(noSize.selected.sizeRequired).toBe(true);
    const badSize = await client.get(`/api/products/${ring.slug}?size=Z9`);
    expect(badSize.statusCode).toBe(400);
    expect(badSize.json().errors).toEqual({ size: 'validation.link.invalid' });
  });

  it('prices the care plan by band, links its terms and offers four fortnightly instalments in AU and NZ only', async () => {
    const product = await api.db
      .selectFrom('products')
      .select('slug')
      .where('care_plan_eligible', '=', true)
      .where('bnpl_eligible', '=', true)
      .where('kind', '=', 'engagement-ring')
      .orderBy('slug')
      .executeTakeFirstOrThrow();
    const detail = expectAnswer(
      await api.client({ locale: 'en-NZ' }).get(`/api/products/${product.slug}`),
      productDetailAnswerSchema,
    );
    const price = detail.selected.price?.effectiveCents ?? 0;
    const band = await api.db
      .selectFrom('care_plan_bands')
      .selectAll()
      .where('currency', '=', 'NZD')
      .where('min_cents', '<=', price)
      .where('max_cents', '>=', price)
      .executeTakeFirstOrThrow();
    expect(detail.carePlan).toEqual({
      priceCents: band.price_cents,
      termMonths: band.term_months,
      currency: 'NZD',
      termsUrl: '/connected/professional-care-plan',
    });
    expect(detail.bnpl).toEqual({ instalments: 4, frequency: 'fortnightly', amountCents: Math.ceil(price / 4) });
    expect(detail.financing).toBeNull();
    const canadian = (await api.client({ locale: 'en-CA' }).get(`/api/products/${product.slug}`)).json();
    expect(canadian.bnpl).toBeNull();
  });

  it('offers the Canadian financing provider’s longest interest-free monthly plan the price reaches, in Canada only', async () => {
    const rows = await api.db
      .selectFrom('products')
      .select('slug')
      .where('online', '=', true)
      .where('kind', '=', 'engagement-ring')
      .orderBy('slug')
      .limit(20)
      .execute();
    let checked = 0;
    for (const { slug } of rows) {
      const canadian = expectAnswer(
        await api.client({ locale: 'fr-CA' }).get(`/api/products/${slug}`),
        productDetailAnswerSchema,
      );
      const price = canadian.selected.price?.effectiveCents;
      if (!price || price < 20_000) continue;
      // 12 months interest-free from $200 (the provider's plans); 6 months has the same minimum, so 12 wins.
      expect(canadian.financing).toEqual({ provider: 'Flexiti', termMonths: 12, monthlyCents: Math.ceil(price / 12) });
      checked += 1;
    }
    expect(checked).toBeGreaterThan(0);
    const australian = (await api.client({ locale: 'en-AU' }).get(`/api/products/${rows[0]?.slug}`)).json();
    expect(australian.financing).toBeNull();
  });

  it('lists alternatives, complements and add-ons as tiles', async () => {
    const engagement = await api.db
      .selectFrom('product_relations')
      .innerJoin('products', 'products.id', 'product_relations.product_id')
      .select('products.slug')
      .where('products.kind', '=', 'engagement-ring')
      .where('product_relations.kind', '=', 'alternative')
      .orderBy('products.slug')
      .executeTakeFirstOrThrow();
    const ring = expectAnswer(await api.client().get(`/api/products/${engagement.slug}`), productDetailAnswerSchema);
    expect(ring.alternatives.length).toBeGreaterThan(0);
    expect(ring.alternatives[0]).toMatchObject({ attribute: expect.stringMatching(/stone|shape|style/) });
    expect(ring.complements.map((tile) => tile.kind)).toContain('wedding-band');

    const bracelet = await api.db
      .selectFrom('products')
      .select('slug')
      .where('kind', '=', 'charm-bracelet')
      .orderBy('slug')
      .executeTakeFirstOrThrow();
    const withAddons = expectAnswer(
      await api.client().get(`/api/products/${bracelet.slug}`),
      productDetailAnswerSchema,
    );
    const kinds = withAddons.addons.map((addon) => addon.addonKind);
    expect(kinds).toEqual(expect.arrayContaining(['charm', 'connector']));
  });
});

describe('related products without a price', () => {
  it('leaves out of the product page a related piece with no price in the shopper’s currency', async () => {
    const relation = await api.db
      .selectFrom('product_relations')
      .innerJoin('products', 'products.id', 'product_relations.product_id')
      .select(['products.slug', 'product_relations.related_id'])
      .where('product_relations.kind', '=', 'alternative')
      .orderBy('products.slug')
      .executeTakeFirstOrThrow();
    // A member, whose answers are never served from the guests' micro cache.
    const member = await memberClient('en-NZ');
    const relatedIds = async () =>
      expectAnswer(await member.get(`/api/products/${relation.slug}`), productDetailAnswerSchema).alternatives.map(
        (tile) => tile.id,
      );
    expect(await relatedIds()).toContain(relation.related_id);

    const skus = api.db.selectFrom('variants').select('sku').where('product_id', '=', relation.related_id);
    const nzd = await api.db
      .selectFrom('prices')
      .selectAll()
      .where('currency', '=', 'NZD')
      .where('sku', 'in', skus)
      .execute();
    await api.db.deleteFrom('prices').where('currency', '=', 'NZD').where('sku', 'in', skus).execute();
    invalidateCatalogueIndex(api.db);
    try {
      expect(await relatedIds()).not.toContain(relation.related_id);
    } finally {
      await api.db.insertInto('prices').values(nzd).execute();
      invalidateCatalogueIndex(api.db);
    }
  });
});

describe('GET /api/openapi.json', () => {
  it('documents the catalogue routes', async () => {
    const document = (await api.client().get('/api/openapi.json')).json();
    const paths = Object.keys(document.paths ?? {});
    for (const path of ['/api/categories', '/api/products', '/api/search', '/api/slugs/resolve']) {
      expect(paths.some((item) => item.startsWith(path))).toBe(true);
    }
  });
});

describe('GET /api/images/products/:productId/:metal.svg', () => {
  it('serves an SVG per product and metal with an immutable cache lifetime', async () => {
    const variant = await api.db
      .selectFrom('variants')
      .select(['product_id', 'metal'])
      .orderBy('sku')
      .executeTakeFirstOrThrow();
    const response = await api.client().get(productSvgUrl(variant.product_id, variant.metal));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('image/svg+xml');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.body).toMatch(/^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(response.body).not.toMatch(/<script|href=/i);
    const other = await api.db
      .selectFrom('variants')
      .select('metal')
      .where('product_id', '=', variant.product_id)
      .where('metal', '!=', variant.metal)
      .executeTakeFirst();
    if (other) {
      const otherImage = await api.client().get(productSvgUrl(variant.product_id, other.metal));
      expect(otherImage.body).not.toBe(response.body);
    }
    expect((await api.client().get(productSvgUrl(variant.product_id, 'unobtainium'))).statusCode).toBe(404);
    expect((await api.client().get(productSvgUrl('p-00000000', variant.metal))).statusCode).toBe(404);
  });

  it('serves the piece alone on a transparent ground with ?background=none, for the try-on', async () => {
    const variant = await api.db
      .selectFrom('variants')
      .select(['product_id', 'metal'])
      .orderBy('sku')
      .executeTakeFirstOrThrow();
    const url = productSvgUrl(variant.product_id, variant.metal);
    const studio = (await api.client().get(url)).body;
    expect(studio).toContain('<rect width="600" height="600" fill="url(#bg)"/>');

    const cutout = await api.client().get(`${url}?background=none`);
    expect(cutout.statusCode).toBe(200);
    expect(cutout.headers['content-type']).toContain('image/svg+xml');
    // Nothing covers the whole canvas: no studio backdrop, no ground shadow; the piece itself is still drawn.
    expect(cutout.body).not.toContain('url(#bg)');
    expect(cutout.body).not.toMatch(/<rect width="600" height="600"/);
    expect(cutout.body).not.toContain('fill-opacity="0.06"');
    expect(cutout.body).toContain('url(#metal)');
    expect((await api.client().get(`${url}?background=checkered`)).statusCode).toBe(400);
  });
});
