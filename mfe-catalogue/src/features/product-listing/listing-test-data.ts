import type { ProductTileData } from '@storefront/api-schemas';
import { PAGE_PAYLOAD_ELEMENT_ID, resetPagePayloadForTests } from '@storefront/contracts';
import type { ListingAnswer } from './listing-api';
import { priceBuckets } from './listing-query';

type ProductOverrides = Omit<Partial<ProductTileData>, 'price'> & { price?: Partial<ProductTileData['price']> };

/** A tile as the list answer carries it, for tests: an in-stock platinum ring unless told otherwise. */
export function buildProduct(overrides: ProductOverrides = {}): ProductTileData {
  const id = overrides.id ?? 'p-18000001';
  const number = id.replace(/^p-/, '');
  const { price, ...rest } = overrides;
  return {
    id,
    number,
    slug: `ring-${number}`,
    name: `Ring ${number}`,
    kind: 'engagement-ring',
    categoryId: 'solitaire-engagement-rings',
    collection: null,
    stone: { code: 'diamond', label: 'Diamond' },
    shape: { code: 'oval', label: 'Oval' },
    sku: `${number}-PT`,
    image: `/api/images/products/${id}/platinum.svg`,
    metals: [{ code: 'platinum', label: 'Platinum', image: `/api/images/products/${id}/platinum.svg` }],
    availability: { stock: 'in_stock', dispatch: { kind: 'ready_to_ship', businessDays: 1 } },
    flags: { online: true, madeToOrder: false, engravable: true, sized: true, bnplEligible: true },
    ...rest,
    price: {
      currency: 'AUD',
      listCents: 249_900,
      memberCents: null,
      effectiveCents: 249_900,
      isMemberPrice: false,
      from: false,
      ...price,
    },
  };
}

/** `count` distinct products, numbered from `first`. */
export function buildProducts(count: number, first = 1): ProductTileData[] {
  return Array.from({ length: count }, (_, index) =>
    buildProduct({ id: `p-${18_000_000 + first + index}`, name: `Ring number ${first + index}` }),
  );
}

const facet = (value: string, label: string, count: number, selected = false) => ({ value, label, count, selected });

/** A `GET /api/products` answer for Engagement Rings, for tests; `items` defaults to one page of `total`. */
export function buildListAnswer(overrides: Partial<ListingAnswer> = {}): ListingAnswer {
  const total = overrides.total ?? 60;
  const items = overrides.items ?? buildProducts(Math.min(24, total));
  return {
    currency: 'AUD',
    member: false,
    category: {
      id: 'engagement-rings',
      name: 'Engagement Rings',
      slug: 'engagement-rings',
      path: 'engagement-rings',
      description: 'Certified diamonds, set by hand for the question of a lifetime.',
      breadcrumbs: [
        { id: 'engagement-rings', name: 'Engagement Rings', slug: 'engagement-rings', path: 'engagement-rings' },
      ],
    },
    total,
    page: 1,
    pageSize: 24,
    pageCount: Math.max(1, Math.ceil(total / 24)),
    sort: 'featured',
    applied: {
      category: 'engagement-rings',
      metal: [],
      stone: [],
      shape: [],
      price: [],
      minPriceCents: null,
      maxPriceCents: null,
    },
    facets: {
      category: [
        {
          ...facet('solitaire-engagement-rings', 'Solitaire', 87),
          slug: 'solitaire',
          path: 'engagement-rings/solitaire',
        },
        { ...facet('halo-engagement-rings', 'Halo', 82), slug: 'halo', path: 'engagement-rings/halo' },
      ],
      metal: [facet('18kt-white-gold', '18kt White Gold', 234), facet('platinum', 'Platinum', 256)],
      stone: [facet('diamond', 'Diamond', 88), facet('sapphire', 'Sapphire', 18)],
      shape: [facet('oval', 'Oval', 39), facet('pear', 'Pear', 34)],
      price: priceBuckets.map((value, index) => ({
        ...facet(value, value, [0, 0, 0, 185, 178][index] ?? 0),
        minCents: [0, 10_000, 30_000, 100_000, 500_000][index] ?? 0,
        maxCents: [10_000, 30_000, 100_000, 500_000, null][index] ?? null,
      })),
    },
    priceRange: { minCents: 179_900, maxCents: 1_490_000 },
    ...overrides,
    items,
  };
}

/** A `GET /api/search` answer, for tests. */
export function buildSearchAnswer(query: string, overrides: Partial<ListingAnswer> = {}): ListingAnswer {
  const base = buildListAnswer({ ...overrides });
  return {
    ...base,
    category: overrides.category ?? null,
    sort: 'relevance',
    applied: { ...base.applied, category: null },
    query,
    correctedQuery: null,
    categories: [],
    alternatives: null,
    ...overrides,
  };
}

/** The document as the edge serves it: the page's first answer as its payload (deploy/src/edge/catalogue-first-view.ts). */
export function withPagePayload(routeId: string, path: string, data: unknown): () => void {
  resetPagePayloadForTests();
  globalThis.history.replaceState(null, '', path);
  const payload = document.createElement('script');
  payload.type = 'application/json';
  payload.id = PAGE_PAYLOAD_ELEMENT_ID;
  payload.textContent = JSON.stringify({ routeId, locale: 'en-AU', path, data });
  document.body.append(payload);
  return () => {
    resetPagePayloadForTests();
    globalThis.history.replaceState(null, '', '/');
  };
}
