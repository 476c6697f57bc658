import { sql } from 'kysely';
import { Random } from '../seed/random';
import { createTestApi, type TestApi } from '../test/harness';
import { buildCatalogue } from './catalogue-generator';
import { contentStub } from './content-stub';
import { RING_SIZE_CODES } from './ring-sizes';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ content: contentStub() });
});
afterAll(async () => {
  await api.close();
});

describe('the seeded catalogue', () => {
  it('is the same, row for row, every time it is built for the same day', () => {
    const today = new Date('2026-03-01T00:00:00Z');
    const first = buildCatalogue(new Random('storefront-seed-v1:catalogue'), today);
    const second = buildCatalogue(new Random('storefront-seed-v1:catalogue'), today);
    expect(JSON.stringify(second)).toBe(JSON.stringify(first));
    const otherSeed = buildCatalogue(new Random('another'), today);
    expect(JSON.stringify(otherSeed.products)).not.toBe(JSON.stringify(first.products));
  });

  it('holds at least 1,500 products in every category, with unique numbers, slugs and SKUs', async () => {
    const counts = await sql<{ products: number; numbers: number; slugs: number; categories: number }>`
      select count(*)::int as products, count(distinct number)::int as numbers, count(distinct slug)::int as slugs,
        count(distinct category_id)::int as categories
      from products`.execute(api.db);
    const row = counts.rows[0]!;
    expect(row.products).toBeGreaterThanOrEqual(1500);
    expect(row.numbers).toBe(row.products);
    expect(row.slugs).toBe(row.products);
    const leaves = await sql<{ id: string }>`
      select c.id from categories c where not exists (select 1 from categories k where k.parent_id = c.id)
        and not exists (select 1 from products p where p.category_id = c.id)`.execute(api.db);
    expect(leaves.rows).toEqual([]);
    const numbers = await api.db.selectFrom('products').select('number').execute();
    for (const { number } of numbers) expect(number).toMatch(/^\d{8}$/);
    const defaults = await sql<{ product_id: string }>`
      select product_id from variants group by product_id having count(*) filter (where is_default) <> 1`.execute(
      api.db,
    );
    expect(defaults.rows).toEqual([]);
  });

  it('prices every variant in AUD, CAD and NZD, with products in every price bucket and member prices on part', async () => {
    const missing = await sql<{ sku: string }>`
      select v.sku from variants v where (select count(*) from prices p where p.sku = v.sku) <> 3`.execute(api.db);
    expect(missing.rows).toEqual([]);
    const buckets = await sql<{ currency: string; bucket: number; products: number }>`
      select currency, width_bucket(list_cents, array[10000, 30000, 100000, 500000]) as bucket,
        count(distinct v.product_id)::int as products
      from prices p join variants v on v.sku = p.sku group by 1, 2 order by 1, 2`.execute(api.db);
    for (const currency of ['AUD', 'CAD', 'NZD']) {
      const own = buckets.rows.filter((row) => row.currency === currency);
      expect(own.map((row) => row.bucket)).toEqual([0, 1, 2, 3, 4]);
      for (const row of own) expect(row.products).toBeGreaterThan(10);
    }
    const member = await sql<{ share: number; above: number }>`
      select avg((member_cents is not null)::int)::float as share,
        count(*) filter (where member_cents >= list_cents)::int as above from prices`.execute(api.db);
    expect(member.rows[0]!.share).toBeGreaterThan(0.1);
    expect(member.rows[0]!.share).toBeLessThan(0.6);
    expect(member.rows[0]!.above).toBe(0);
  });

  it('keeps ring stock by size code, with sold-out, low and healthy stock', async () => {
    const sizes = await sql<{ size: string }>`
      select distinct s.size from stock s join variants v on v.sku = s.sku join products p on p.id = v.product_id
      where p.sized`.execute(api.db);
    for (const { size } of sizes.rows) expect(RING_SIZE_CODES).toContain(size);
    const unsized = await sql<{ count: number }>`
      select count(*)::int as count from stock s join variants v on v.sku = s.sku join products p on p.id = v.product_id
      where not p.sized and s.size <> ''`.execute(api.db);
    expect(unsized.rows[0]!.count).toBe(0);
    const levels = await sql<{ zero: number; low: number; healthy: number }>`
      select count(*) filter (where quantity = 0)::int as zero,
        count(*) filter (where quantity between 1 and 3)::int as low,
        count(*) filter (where quantity > 3)::int as healthy from stock`.execute(api.db);
    const { zero, low, healthy } = levels.rows[0]!;
    expect(zero).toBeGreaterThan(100);
    expect(low).toBeGreaterThan(100);
    expect(healthy).toBeGreaterThan(low);
  });

  it('gives every category English slugs and most a French one', async () => {
    const slugs = await sql<{ locale: string; count: number }>`
      select locale, count(*)::int as count from category_slugs group by locale order by locale`.execute(api.db);
    const byLocale = Object.fromEntries(slugs.rows.map((row) => [row.locale, row.count]));
    const categories = await api.db.selectFrom('categories').select('id').execute();
    expect(byLocale['en-AU']).toBe(categories.length);
    expect(byLocale['en-CA']).toBe(categories.length);
    expect(byLocale['en-NZ']).toBe(categories.length);
    expect(byLocale['fr-CA']).toBeLessThan(categories.length);
    expect(byLocale['fr-CA']).toBeGreaterThan(categories.length - 4);
  });

  it('relates products: alternatives, complements, add-ons, flags and care-plan bands per currency', async () => {
    const relations = await sql<{ kind: string; count: number }>`
      select kind, count(*)::int as count from product_relations group by kind order by kind`.execute(api.db);
    expect(relations.rows.map((row) => row.kind)).toEqual(['alternative', 'complement']);
    const addons = await sql<{ kind: string }>`select distinct kind from product_addons order by kind`.execute(api.db);
    expect(addons.rows.map((row) => row.kind)).toEqual(['charm', 'connector', 'pendant']);
    const flags = await sql<{
      engravable: number;
      made: number;
      offline: number;
      no_bnpl: number;
      bad_engraving: number;
    }>`
      select count(*) filter (where engravable)::int as engravable, count(*) filter (where made_to_order)::int as made,
        count(*) filter (where not online)::int as offline, count(*) filter (where not bnpl_eligible)::int as no_bnpl,
        count(*) filter (where engravable <> (engraving_max_chars is not null))::int as bad_engraving
      from products`.execute(api.db);
    const row = flags.rows[0]!;
    expect(row.engravable).toBeGreaterThan(100);
    expect(row.made).toBeGreaterThan(50);
    expect(row.offline).toBeGreaterThan(5);
    expect(row.no_bnpl).toBeGreaterThan(10);
    expect(row.bad_engraving).toBe(0);
    const bands = await sql<{ currency: string; count: number }>`
      select currency, count(*)::int as count from care_plan_bands group by currency order by currency`.execute(api.db);
    expect(bands.rows).toEqual([
      { currency: 'AUD', count: 6 },
      { currency: 'CAD', count: 6 },
      { currency: 'NZD', count: 6 },
    ]);
  });
});
