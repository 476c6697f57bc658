import type { OneStoreStockAnswer, StoreStock, StoreStockSearchAnswer, StoreWithStock } from '@storefront/api-schemas';
import { buildDay, buildStoreSearch, buildStoreSummary } from './store-builders';

/** A store's stock of a piece (test data): 5 of 7 in stock, collectable. */
export function buildStoreStock(overrides: Partial<StoreStock> = {}): StoreStock {
  return { available: 5, total: 7, message: 'in_stock', clickAndCollect: true, ...overrides };
}

/** A store of a stock search (test data): Westfield Sydney, in stock unless told. */
export function buildStoreWithStock(
  store: Parameters<typeof buildStoreSummary>[0] = {},
  stock: Partial<StoreStock> = {},
): StoreWithStock {
  return { ...buildStoreSummary(store), stock: buildStoreStock(stock) };
}

/** A stock search answer (test data): a ring in size N at the stores nearest Sydney 2000. */
export function buildStoreStockSearch(overrides: Partial<StoreStockSearchAnswer> = {}): StoreStockSearchAnswer {
  const search = buildStoreSearch();
  const stores = overrides.stores ?? [
    buildStoreWithStock(),
    buildStoreWithStock(
      {
        id: 'bondi-junction',
        name: 'Lustre & Co. Bondi Junction',
        distanceKm: 5.6,
        openNow: false,
        today: buildDay({ opens: null, closes: null, closed: true, special: 'Christmas Day' }),
      },
      { available: 1, total: 3, message: 'limited_stock' },
    ),
  ];
  return {
    sku: 'RING-N',
    size: 'N',
    engraved: false,
    query: search.query,
    place: search.place,
    summary: {
      storesListed: stores.length,
      storesWithStock: stores.filter((store) => store.stock.available > 0).length,
    },
    ...overrides,
    stores,
  };
}

/** One store's stock answer (test data): the variant at the store with the message given. */
export function buildOneStoreStock(
  storeId: string,
  item: Partial<OneStoreStockAnswer['items'][number]> = {},
): OneStoreStockAnswer {
  return {
    storeId,
    clickAndCollect: true,
    items: [
      {
        sku: 'RING-N',
        known: true,
        size: 'N',
        available: 4,
        total: 6,
        sizes: [
          { size: 'N', quantity: 4 },
          { size: 'P', quantity: 2 },
        ],
        message: 'in_stock',
        clickAndCollect: true,
        ...item,
      },
    ],
  };
}
