import type { Transaction } from 'kysely';
import type { DB, Market } from '../db/schema';
import type { Random } from '../seed/random';
import { insertChunked, isoDay, type SeedContext } from '../seed/context';
import { gazetteerCities } from './gazetteer-data';
import { addDays } from './opening-hours';
import { placeKey } from './place-key';
import { emailOf, servicesOf, storeSeeds, timeZoneOf, type StoreSeed } from './store-data';
import { hoursUnder, tradingDays } from './trading-holidays';

/** Special hours are seeded for this many days from just before the seeding day (the API shows the next 60). */
const SPECIAL_HOURS_DAYS = 400;

/** Seeds stores, hours, special hours, gazetteer, store stock. */
export async function seedStores(context: SeedContext): Promise<void> {
  const { trx, random, today } = context;
  await insertChunked(trx, 'stores', storeSeeds.map(storeRow));
  await insertChunked(trx, 'store_hours', storeSeeds.flatMap(weeklyRows));
  // Two days back: in the Americas the local date can still be the day before the seeding day (UTC).
  const from = addDays(isoDay(today), -2);
  await insertChunked(
    trx,
    'store_special_hours',
    storeSeeds.flatMap((store) => specialRows(store, from)),
  );
  await insertChunked(trx, 'gazetteer', gazetteerRows());
  await seedStoreStock(trx, random.fork('store-stock'));
}

function storeRow(store: StoreSeed) {
  return {
    id: store.id,
    name: store.name,
    market: store.market,
    address1: store.address1,
    address2: store.address2,
    suburb: store.suburb,
    city: store.city,
    state: store.state,
    postcode: store.postcode,
    phone: store.phone,
    email: emailOf(store),
    latitude: store.latitude,
    longitude: store.longitude,
    click_and_collect: store.clickAndCollect !== false,
    time_zone: timeZoneOf(store.market, store.state),
    services: servicesOf(store),
  };
}

function weeklyRows(store: StoreSeed) {
  return store.hours.map((hours, weekday) => ({
    store_id: store.id,
    weekday,
    opens: hours ? hours[0] : null,
    closes: hours ? hours[1] : null,
  }));
}

function specialRows(store: StoreSeed, from: string) {
  return tradingDays(store.market, store.state, from, SPECIAL_HOURS_DAYS).map((day) => {
    const weekday = new Date(`${day.date}T00:00:00Z`).getUTCDay();
    const hours = hoursUnder(day.rule, store.hours[weekday] ?? null);
    return {
      store_id: store.id,
      day: day.date,
      label_en: day.labelEn,
      label_fr: day.labelFr,
      opens: hours ? hours[0] : null,
      closes: hours ? hours[1] : null,
    };
  });
}

function gazetteerRows() {
  return gazetteerCities.flatMap((city) =>
    city.places.map(([postcode, locality, latitude, longitude], index) => ({
      market: city.market,
      postcode,
      locality,
      city: city.city,
      state: city.state,
      latitude,
      longitude,
      locality_key: placeKey(locality),
      city_key: placeKey(city.city),
      centre: index === 0,
    })),
  );
}

interface CarriedVariant {
  sku: string;
  productId: string;
  isDefault: boolean;
  sized: boolean;
}

/** Ring sizes are letters in Australia and New Zealand ('M', 'N½'), numbers in Canada ('6', '6.5'). */
function sizesForMarket(sizes: readonly string[], market: Market): string[] {
  const letters = sizes.filter((size) => /^[A-Z]/i.test(size));
  const numbers = sizes.filter((size) => /^\d/.test(size));
  if (letters.length === 0 || numbers.length === 0) return [...sizes];
  return market === 'CA' ? numbers : letters;
}

/** Units on the shelf: some sold out, some limited (1–2), most a few. */
function shelfQuantity(random: Random): number {
  const roll = random.next();
  if (roll < 0.12) return 0;
  if (roll < 0.4) return random.int(1, 2);
  return random.int(3, 8);
}

/**
 * Stock per store for a share of the catalogue seeded before (the catalogue's own `variants` and `stock`): flagships
 * carry more of the range; rings in a few market sizes. Nothing to do while there is no catalogue.
 */
async function seedStoreStock(trx: Transaction<DB>, random: Random): Promise<void> {
  const variants = await trx
    .selectFrom('variants')
    .innerJoin('products', 'products.id', 'variants.product_id')
    .select(['variants.sku', 'variants.product_id', 'variants.is_default', 'products.sized'])
    .orderBy('variants.product_id')
    .orderBy('variants.position')
    .orderBy('variants.sku')
    .execute();
  if (variants.length === 0) return;
  const sizeRows = await trx.selectFrom('stock').select(['sku', 'size']).orderBy('sku').orderBy('size').execute();
  const sizesBySku = new Map<string, string[]>();
  for (const row of sizeRows) {
    if (row.size === '') continue;
    const list = sizesBySku.get(row.sku) ?? [];
    list.push(row.size);
    sizesBySku.set(row.sku, list);
  }
  const byProduct = new Map<string, CarriedVariant[]>();
  for (const row of variants) {
    const list = byProduct.get(row.product_id) ?? [];
    list.push({ sku: row.sku, productId: row.product_id, isDefault: row.is_default, sized: row.sized });
    byProduct.set(row.product_id, list);
  }
  const productIds = [...byProduct.keys()];
  const rows: { store_id: string; sku: string; size: string; quantity: number }[] = [];
  for (const store of storeSeeds) {
    const storeRandom = random.fork(store.id);
    const share = store.flagship ? 150 : storeRandom.int(60, 110);
    for (const productId of storeRandom.sample(productIds, share)) {
      const productVariants = byProduct.get(productId) ?? [];
      const carried = productVariants.filter((variant, index) =>
        variant.isDefault || index === 0 ? true : storeRandom.chance(0.2),
      );
      for (const variant of carried) {
        if (!variant.sized) {
          rows.push({ store_id: store.id, sku: variant.sku, size: '', quantity: shelfQuantity(storeRandom) });
          continue;
        }
        const sizes = sizesForMarket(sizesBySku.get(variant.sku) ?? [], store.market);
        for (const size of storeRandom.sample(sizes, storeRandom.int(3, 6))) {
          rows.push({ store_id: store.id, sku: variant.sku, size, quantity: shelfQuantity(storeRandom) });
        }
      }
    }
  }
  await insertChunked(trx, 'store_stock', rows, 1000);
}
