import type { ProductListAnswer, ProductTileData } from '@storefront/api-schemas';

type TileOverrides = Omit<Partial<ProductTileData>, 'flags' | 'price'> & {
  flags?: Partial<ProductTileData['flags']>;
  price?: Partial<ProductTileData['price']>;
};

/** A product tile as `GET /api/products` answers it, for tests: a non-sized pendant unless told otherwise. */
export function buildTile(overrides: TileOverrides = {}): ProductTileData {
  const id = overrides.id ?? 'p-18000001';
  const number = id.slice(2);
  const { flags, price, ...rest } = overrides;
  return {
    id,
    number,
    slug: `piece-${number}`,
    name: `Piece ${number}`,
    kind: 'pendant',
    categoryId: 'pendants',
    collection: null,
    stone: { code: 'diamond', label: 'Diamond' },
    shape: { code: 'round-brilliant', label: 'Round Brilliant' },
    sku: `${number}-18W`,
    image: `/api/images/products/${id}/18kt-white-gold.svg`,
    metals: [
      { code: '18kt-white-gold', label: '18kt White Gold', image: `/api/images/products/${id}/18kt-white-gold.svg` },
    ],
    availability: { stock: 'in_stock', dispatch: { kind: 'ready_to_ship', businessDays: 1 } },
    ...rest,
    price: {
      currency: 'AUD',
      listCents: 49_900,
      memberCents: null,
      effectiveCents: 49_900,
      isMemberPrice: false,
      from: false,
      ...price,
    },
    flags: { online: true, madeToOrder: false, engravable: false, sized: false, bnplEligible: true, ...flags },
  };
}

/** `GET /api/products?ids=` as the API answers it: the known tiles among the ids, in their order, and no facets. */
export function productsByIdsReply(catalogue: readonly ProductTileData[], ids: readonly string[]): ProductListAnswer {
  const items = ids.flatMap((id) => catalogue.filter((tile) => tile.id === id));
  const prices = items.map((tile) => tile.price.effectiveCents);
  return {
    currency: 'AUD',
    member: false,
    category: null,
    items,
    total: items.length,
    page: 1,
    pageSize: Math.max(1, items.length),
    pageCount: 1,
    sort: 'featured',
    applied: { category: null, metal: [], stone: [], shape: [], price: [], minPriceCents: null, maxPriceCents: null },
    facets: { category: [], metal: [], stone: [], shape: [], price: [] },
    priceRange: items.length > 0 ? { minCents: Math.min(...prices), maxCents: Math.max(...prices) } : null,
  };
}
