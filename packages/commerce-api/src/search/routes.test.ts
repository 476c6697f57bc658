import { searchAnswerSchema, type SearchAnswer } from '@storefront/api-schemas';
import { SEARCH_QUERY_MAX_LENGTH } from '@storefront/validation';
import { contentStub } from '../catalogue/content-stub';
import { expectAnswer } from '../test/expect-answer';
import { createTestApi, type TestApi } from '../test/harness';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ content: contentStub() });
});
afterAll(async () => {
  await api.close();
});

async function search(query: string, locale = 'en-AU'): Promise<SearchAnswer> {
  return expectAnswer(await api.client({ locale }).get(`/api/search?${query}`), searchAnswerSchema);
}

describe('GET /api/search', () => {
  it('finds products by full text, most relevant first, with the product list’s facets', async () => {
    const answer = await search('q=sapphire%20ring');
    expect(answer.total).toBeGreaterThan(5);
    expect(answer.sort).toBe('relevance');
    expect(answer.correctedQuery).toBeNull();
    for (const tile of answer.items.slice(0, 10)) expect(tile.name).toMatch(/Sapphire/);
    expect(answer.facets.metal.length).toBeGreaterThan(0);
    expect(answer.facets.price).toHaveLength(5);
    expect(answer.facets.stone.find((facet) => facet.value === 'sapphire')?.count).toBe(answer.total);
  });

  it('finds categories as well as products', async () => {
    const answer = await search('q=engagement%20rings');
    expect(answer.categories[0]).toMatchObject({ id: 'engagement-rings', path: 'engagement-rings' });
    expect(answer.total).toBeGreaterThan(400);
  });

  it('corrects a typo by trigram similarity: "diamnd" finds the diamonds', async () => {
    const typo = await search('q=diamnd%20studs');
    const right = await search('q=diamond%20studs');
    expect(typo.correctedQuery).toBe('diamond studs');
    expect(typo.total).toBe(right.total);
    expect(typo.total).toBeGreaterThan(0);
    expect(typo.items.map((tile) => tile.id)).toEqual(right.items.map((tile) => tile.id));
  });

  it('searches French names for fr-CA, accents or not', async () => {
    const answer = await search('q=bague%20emeraude', 'fr-CA');
    expect(answer.correctedQuery).toBe('bague émeraude');
    expect(answer.total).toBeGreaterThan(0);
    expect(answer.currency).toBe('CAD');
    for (const tile of answer.items.slice(0, 5)) expect(tile.name).toMatch(/émeraude/i);
  });

  it('applies facets, custom ranges and sorts exactly as the product list does', async () => {
    const base = await search('q=diamond&pageSize=1');
    const platinum = base.facets.metal.find((facet) => facet.value === 'platinum')!;
    const narrowed = await search('q=diamond&metal=platinum&sort=price-asc&pageSize=48');
    expect(narrowed.total).toBe(platinum.count);
    const cents = narrowed.items.map((tile) => tile.price!.effectiveCents);
    expect(cents).toEqual([...cents].sort((a, b) => a - b));
    const bad = await api.client().get('/api/search?q=diamond&minPrice=abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ minPrice: 'validation.amount.invalid' });
  });

  it('records each new search in the query log, not its pages or refinements', async () => {
    const count = async () =>
      (
        await api.db
          .selectFrom('search_queries')
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .where('normalised', '=', 'morganite halo')
          .where('locale', '=', 'en-NZ')
          .executeTakeFirstOrThrow()
      ).count;
    const before = Number(await count());
    await search('q=Morganite%20%20Halo', 'en-NZ');
    await search('q=morganite%20halo&page=2', 'en-NZ');
    await search('q=morganite%20halo&metal=14kt-rose-gold', 'en-NZ');
    // The log is written a second at a time (search-log.ts); close or this writes it now.
    await api.app.searchLog.flush();
    expect(Number(await count())).toBe(before + 1);
    const row = await api.db
      .selectFrom('search_queries')
      .selectAll()
      .where('normalised', '=', 'morganite halo')
      .executeTakeFirstOrThrow();
    expect(row.query).toBe('Morganite  Halo');
    expect(row.result_count).toBeGreaterThan(0);
  });

  it('answers a search that finds nothing with did-you-mean, popular searches and top categories', async () => {
    const answer = await search('q=zzyzx%20qwv');
    expect(answer.total).toBe(0);
    expect(answer.items).toEqual([]);
    expect(answer.alternatives?.popular.length).toBeGreaterThan(0);
    expect(answer.alternatives?.categories).toHaveLength(4);
    expect(answer.alternatives?.categories[0]?.id).toBe('engagement-rings');

    const near = await search('q=diamnd%20tiara');
    expect(near.total).toBe(0);
    expect(near.alternatives?.didYouMean).toContain('diamond');
  });

  it('refuses an empty or over-long query with field errors', async () => {
    const long = await api.client().get(`/api/search?q=${'a'.repeat(101)}`);
    expect(long.statusCode).toBe(400);
    // Said as too long, with the limit the search box and page share, for the shopper's language to format.
    expect(long.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      errors: { q: 'validation.search.tooLong' },
      errorValues: { q: { length: SEARCH_QUERY_MAX_LENGTH } },
    });
    expect(SEARCH_QUERY_MAX_LENGTH).toBe(100);
    const longest = await api.client().get(`/api/search?q=${'a'.repeat(SEARCH_QUERY_MAX_LENGTH)}`);
    expect(longest.statusCode).toBe(200);
    const empty = await api.client().get('/api/search?q=%20%20');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual({ q: 'validation.required' });
    const sqlish = await search(`q=${encodeURIComponent("diamond' OR 1=1 --")}`);
    expect(sqlish.total).toBe(0);
  });
});

describe('GET /api/search/suggestions', () => {
  it('suggests products, categories and popular searches as the shopper types', async () => {
    const response = await api.client().get('/api/search/suggestions?q=enga');
    expect(response.statusCode).toBe(200);
    const answer = response.json();
    expect(answer.products.length).toBeGreaterThan(0);
    expect(answer.products.length + answer.categories.length).toBeLessThanOrEqual(8);
    expect(answer.products[0]).toMatchObject({
      slug: expect.any(String),
      image: expect.stringMatching(/\/front-800\.r2\.webp$/),
    });
    expect(answer.categories.map((category: { id: string }) => category.id)).toContain('engagement-rings');
    expect(answer.queries).toContain('engagement rings');
  });

  it('still suggests through a typo', async () => {
    const answer = (await api.client().get('/api/search/suggestions?q=sapphre')).json();
    expect(answer.products.length).toBeGreaterThan(0);
    expect(answer.products[0].name).toMatch(/Sapphire/);
  });
});

describe('GET /api/search/popular', () => {
  it('lists the locale’s most searched queries of the last 30 days from the log', async () => {
    const english = (await api.client({ locale: 'en-CA' }).get('/api/search/popular')).json();
    expect(english.queries[0]).toEqual({ query: 'engagement rings', count: expect.any(Number) });
    const queries = english.queries.map((item: { query: string }) => item.query);
    expect(queries).not.toContain('christmas gifts'); // searched a lot, but more than 30 days ago
    expect(queries).not.toContain('nose ring'); // found nothing
    const counts = english.queries.map((item: { count: number }) => item.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));

    const french = (await api.client({ locale: 'fr-CA' }).get('/api/search/popular?limit=3')).json();
    expect(french.queries).toHaveLength(3);
    expect(french.queries[0].query).toBe('bague de fiançailles');
  });

  it('moves a query up as shoppers search for it', async () => {
    const client = api.client({ locale: 'en-AU' });
    for (let index = 0; index < 120; index++) await client.get('/api/search?q=tanzanite');
    await api.app.searchLog.flush();
    const popular = (await client.get('/api/search/popular')).json();
    expect(popular.queries[0].query).toBe('tanzanite');
  });
});
