import type { ProductTileData } from '@storefront/api-schemas';
import type { FetchTable } from '@storefront/dev-harness/testing';
import { problemReply } from '@storefront/http/testing';
import type { DesignDetail, DesignVariant } from './jewellery-builder-api';

const price = (cents: number) => ({
  currency: 'AUD' as const,
  listCents: cents,
  memberCents: null,
  effectiveCents: cents,
  isMemberPrice: false,
  from: false,
});

const inStock = {
  stock: 'in_stock' as const,
  orderable: 3,
  dispatch: { kind: 'ready_to_ship' as const, businessDays: 1 },
};

/** `GET /api/categories` with the engagement-ring settings (and another root the builder ignores). */
export function buildCategories() {
  const setting = (id: string, name: string, slug: string) => ({
    id,
    name,
    slug,
    path: `engagement-rings/${slug}`,
    description: `${name} settings`,
    productCount: 10,
    children: [],
  });
  return {
    categories: [
      {
        id: 'engagement-rings',
        name: 'Engagement Rings',
        slug: 'engagement-rings',
        path: 'engagement-rings',
        description: '',
        productCount: 30,
        children: [
          setting('solitaire-engagement-rings', 'Solitaire', 'solitaire'),
          setting('halo-engagement-rings', 'Halo', 'halo'),
        ],
      },
      {
        id: 'earrings',
        name: 'Earrings',
        slug: 'earrings',
        path: 'earrings',
        description: '',
        productCount: 5,
        children: [],
      },
    ],
  };
}

/** A design as a tile in `GET /api/products`. */
export function buildDesignTile(overrides: Partial<ProductTileData> & { slug: string; name: string }): ProductTileData {
  return {
    id: 'p-18000100',
    number: '18000100',
    kind: 'engagement-ring',
    categoryId: 'halo-engagement-rings',
    collection: null,
    stone: { code: 'diamond', label: 'Diamond' },
    shape: { code: 'oval', label: 'Oval' },
    sku: `${overrides.slug}-18W-050`,
    image: `/api/images/products/${overrides.slug}/18kt-white-gold.svg`,
    metals: [],
    price: { ...price(199_900), from: true },
    availability: { stock: 'in_stock', dispatch: null },
    flags: { online: true, madeToOrder: false, engravable: true, sized: true, bnplEligible: true },
    ...overrides,
  };
}

/** A variant of a design: a stone size in a metal. */
function variant(slug: string, metal: 'platinum' | '18kt-white-gold', carat: number, cents: number, isDefault = false) {
  const label = metal === 'platinum' ? 'Platinum' : '18kt White Gold';
  const result: DesignVariant = {
    sku: `${slug}-${metal === 'platinum' ? 'PT' : '18W'}-${String(carat * 100).padStart(3, '0')}`,
    metal: { code: metal, label },
    carat,
    isDefault,
    image: `/api/images/products/${slug}/${metal}.svg`,
    price: price(cents),
    availability: inStock,
  };
  return result;
}

/**
 * `GET /api/products/:slug` of a ring in 0.5 and 1 ct (+$900), white gold and platinum (+$300), sized H–T,
 * engravable up to 15 characters. The `sku`, `size` and `engraving` of the query become `selected`, as the API does.
 */
export function buildDesignDetail(
  slug: string,
  name: string,
  query?: URLSearchParams,
  baseCents = 199_900,
): DesignDetail {
  const variants = [
    variant(slug, '18kt-white-gold', 0.5, baseCents, true),
    variant(slug, '18kt-white-gold', 1, baseCents + 90_000),
    variant(slug, 'platinum', 0.5, baseCents + 30_000),
    variant(slug, 'platinum', 1, baseCents + 130_000),
  ];
  const chosen = variants.find((item) => item.sku === query?.get('sku')) ?? variants[0]!;
  const size = query?.get('size') ?? null;
  const engraved = query?.get('engraving') === '1';
  const sizes = ['H', 'I', 'J', 'K', 'L', 'M', 'N', 'O', 'P', 'Q', 'R', 'S', 'T'].map((code) => ({
    code,
    label: code,
    quantity: code === 'L' ? 2 : 0,
  }));
  return {
    id: 'p-18000100',
    slug,
    name,
    variants,
    selected: {
      sku: chosen.sku,
      size: size ? { code: size, label: size } : null,
      engraving: engraved,
      resized: false,
      price: chosen.price,
      availability:
        size || engraved
          ? { stock: 'in_stock', orderable: 99, dispatch: { kind: 'ships_in', businessDays: 5, date: '2031-03-14' } }
          : chosen.availability,
    },
    sizing: { system: 'letter', sizes },
    engraving: { allowed: true, maxChars: 15 },
    flags: { online: true, madeToOrder: true },
  };
}

const shapes = [
  { value: 'round-brilliant', label: 'Round Brilliant', count: 1 },
  { value: 'oval', label: 'Oval', count: 2 },
  { value: 'heart', label: 'Heart', count: 0 },
];

/** Two oval halo designs (the first featured) and one round one; every setting has the same shapes. */
export const designs = [
  buildDesignTile({ id: 'p-18000100', slug: 'aurora-oval-halo-ring', name: 'Aurora Oval Halo Ring' }),
  buildDesignTile({
    id: 'p-18000101',
    slug: 'celeste-oval-halo-ring',
    name: 'Celeste Oval Halo Ring',
    price: { ...price(249_900), from: true },
  }),
  buildDesignTile({
    id: 'p-18000102',
    slug: 'nova-round-halo-ring',
    name: 'Nova Round Halo Ring',
    shape: { code: 'round-brilliant', label: 'Round Brilliant' },
  }),
];

/** The builder's reads answered the way the API does, as a fetch table for `renderRemotePage`. */
export function builderApi(): FetchTable {
  return {
    'GET /api/categories': buildCategories(),
    'GET /api/products': (request) => {
      const shape = request.query.get('shape');
      const items = designs.filter((design) => !shape || design.shape?.code === shape);
      return {
        currency: 'AUD',
        items: items.slice(0, Number(request.query.get('pageSize') ?? 24)),
        total: items.length,
        facets: { shape: shapes.map((item) => ({ ...item, selected: item.value === shape })) },
        priceRange: { minCents: 199_900, maxCents: 399_900 },
      };
    },
    'GET /api/products/:slug': (request) => {
      const slug = request.path.split('/').pop() ?? '';
      const design = designs.find((item) => item.slug === slug);
      if (!design) return problemReply(404, 'NOT_FOUND');
      return buildDesignDetail(slug, design.name, request.query, design.price.effectiveCents);
    },
  };
}
