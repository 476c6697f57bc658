import { australianStates, canadianProvincesEnglish } from '@storefront/i18n';
import { postcodeSchema } from '@storefront/validation';
import { sql } from 'kysely';
import * as v from 'valibot';
import { createTestApi, type TestApi } from '../test/harness';
import { resolvePlace } from './place-search';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(async () => {
  await api.close();
});

describe('seedStores', () => {
  it('seeds at least 60 stores across the three markets, most in Australia', async () => {
    const counts = await api.db
      .selectFrom('stores')
      .select(['market', sql<number>`count(*)::int`.as('count')])
      .groupBy('market')
      .execute();
    const byMarket = Object.fromEntries(counts.map((row) => [row.market, row.count]));
    expect((byMarket.AU ?? 0) + (byMarket.CA ?? 0) + (byMarket.NZ ?? 0)).toBeGreaterThanOrEqual(60);
    expect(byMarket.CA).toBeGreaterThanOrEqual(10);
    expect(byMarket.NZ).toBeGreaterThanOrEqual(8);
    expect(byMarket.AU).toBeGreaterThan(Math.max(byMarket.CA ?? 0, byMarket.NZ ?? 0));
  });

  it('gives every store a state of its market, a valid postcode, a known time zone, a phone and click and collect mostly', async () => {
    const stores = await api.db.selectFrom('stores').selectAll().execute();
    const states = {
      AU: new Set(australianStates.map((state) => state.abbreviation)),
      CA: new Set(canadianProvincesEnglish.map((state) => state.abbreviation)),
    };
    const phones = {
      AU: /^\(0[2378]\) \d{4} \d{4}$/,
      CA: /^(\(\d{3}\) |\d{3} )\d{3}-\d{4}$/,
      NZ: /^\(0[3479]\) \d{3} \d{4}$/,
    };
    for (const store of stores) {
      if (store.market === 'NZ') expect(store.state).toBeNull();
      else expect(states[store.market].has(store.state ?? '')).toBe(true);
      expect(v.parse(postcodeSchema(store.market), store.postcode)).toBe(store.postcode);
      expect(store.phone).toMatch(phones[store.market]);
      expect(store.email).toMatch(/^[a-z0-9-]+@lustreandco\.(com\.au|ca|co\.nz)$/);
      expect(() => new Intl.DateTimeFormat('en', { timeZone: store.time_zone })).not.toThrow();
      expect(store.id).toMatch(/^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/);
    }
    const zones = new Set(stores.map((store) => store.time_zone));
    for (const zone of [
      'Australia/Perth',
      'Australia/Adelaide',
      'Australia/Brisbane',
      'Australia/Darwin',
      'America/Vancouver',
      'America/Edmonton',
      'America/Winnipeg',
      'America/Halifax',
      'Pacific/Auckland',
    ]) {
      expect(zones).toContain(zone);
    }
    const withCollect = stores.filter((store) => store.click_and_collect).length;
    expect(withCollect / stores.length).toBeGreaterThan(0.8);
  });

  it('opens Australian stores late one weekday and keeps Sunday shorter or closed everywhere', async () => {
    const hours = await api.db
      .selectFrom('store_hours')
      .innerJoin('stores', 'stores.id', 'store_hours.store_id')
      .select([
        'store_id',
        'market',
        'weekday',
        sql<string | null>`opens::text`.as('opens'),
        sql<string | null>`closes::text`.as('closes'),
      ])
      .execute();
    const byStore = new Map<string, typeof hours>();
    for (const row of hours) byStore.set(row.store_id, [...(byStore.get(row.store_id) ?? []), row]);
    const span = (row: (typeof hours)[number] | undefined) =>
      row?.opens && row.closes
        ? Number(row.closes.slice(0, 2)) * 60 +
          Number(row.closes.slice(3, 5)) -
          (Number(row.opens.slice(0, 2)) * 60 + Number(row.opens.slice(3, 5)))
        : 0;
    for (const [storeId, week] of byStore) {
      expect(week).toHaveLength(7);
      const sunday = week.find((row) => row.weekday === 0);
      const longest = Math.max(...week.map(span));
      if (storeId !== 'queenstown') expect(span(sunday)).toBeLessThan(longest);
      if (week[0]?.market === 'AU') expect(week.some((row) => (row.closes ?? '') >= '21:00')).toBe(true);
    }
  });

  it('seeds special hours around the seeding day: Christmas Day closed, labels in English and French', async () => {
    const christmas = await api.db
      .selectFrom('store_special_hours')
      .select(['store_id', 'label_en', 'label_fr', 'opens'])
      .where(sql<boolean>`extract(month from day) = 12 and extract(day from day) = 25`)
      .execute();
    const stores = await api.db.selectFrom('stores').select('id').execute();
    expect(new Set(christmas.map((row) => row.store_id)).size).toBe(stores.length);
    for (const row of christmas)
      expect(row).toMatchObject({ label_en: 'Christmas Day', label_fr: 'Noël', opens: null });
    const upcoming = await api.db
      .selectFrom('store_special_hours')
      .select(sql<number>`count(*)::int`.as('count'))
      .where('day', '>=', sql<string>`current_date`)
      .where('day', '<', sql<string>`current_date + 90`)
      .executeTakeFirstOrThrow();
    expect(upcoming.count).toBeGreaterThan(0);
  });

  it('builds a gazetteer of several hundred places in which the four main postcodes resolve', async () => {
    const count = await api.db
      .selectFrom('gazetteer')
      .select(sql<number>`count(*)::int`.as('count'))
      .executeTakeFirstOrThrow();
    expect(count.count).toBeGreaterThanOrEqual(300);
    const main = await Promise.all([
      resolvePlace(api.db, 'AU', '2000'),
      resolvePlace(api.db, 'CA', 'L7G 0J1'),
      resolvePlace(api.db, 'CA', 'H3B 1A4'),
      resolvePlace(api.db, 'NZ', '1010'),
    ]);
    expect(main.map((place) => [place?.match, place?.postcode, place?.city])).toEqual([
      ['postcode', '2000', 'Sydney'],
      ['postcode', 'L7G 0J1', 'Halton Hills'],
      ['postcode', 'H3B 1A4', 'Montréal'],
      ['postcode', '1010', 'Auckland'],
    ]);
  });

  it('stocks a sane share of the catalogue per store, with some limited and some sold-out shelves', async () => {
    const variants = await api.db
      .selectFrom('variants')
      .select(sql<number>`count(*)::int`.as('count'))
      .executeTakeFirstOrThrow();
    const perStore = await api.db
      .selectFrom('store_stock')
      .select([
        'store_id',
        sql<number>`count(*)::int`.as('rows'),
        sql<number>`count(*) filter (where quantity = 0)::int`.as('empty'),
        sql<number>`count(*) filter (where quantity between 1 and 2)::int`.as('limited'),
      ])
      .groupBy('store_id')
      .execute();
    if (variants.count === 0) {
      expect(perStore).toEqual([]);
      return;
    }
    const stores = await api.db.selectFrom('stores').select('id').execute();
    expect(perStore).toHaveLength(stores.length);
    for (const store of perStore) {
      expect(store.rows).toBeGreaterThan(0);
      expect(store.rows).toBeLessThanOrEqual(2000);
    }
    expect(perStore.reduce((sum, store) => sum + store.empty, 0)).toBeGreaterThan(0);
    expect(perStore.reduce((sum, store) => sum + store.limited, 0)).toBeGreaterThan(0);
  });
});
