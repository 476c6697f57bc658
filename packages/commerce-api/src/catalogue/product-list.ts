import { localeCodes, type LocaleCode } from '@storefront/i18n';
import { priceAmountSchema, validationMessages as m } from '@storefront/validation';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { anyOf } from '../db/any-of';
import type { Currency, Market } from '../db/schema';
import { problems } from '../http/problem';
import { availabilityOf, type Availability } from './availability';
import {
  catalogueIndex,
  categoryPath,
  categorySlug,
  findCategory,
  type CatalogueIndex,
  type IndexedCategory,
  type IndexedProduct,
  type IndexedVariant,
} from './catalogue-index';
import { labelOf, metalByCode, metals, shapeByCode, shapes, stoneByCode, stones } from './catalogue-vocabulary';
import { productImageUrl } from './product-images';

/** The five price buckets (SPEC §9), in cents: `minCents ≤ price < maxCents` (no upper bound for the last). */
export const priceBuckets = [
  { value: 'under-100', minCents: 0, maxCents: 10_000 },
  { value: '100-300', minCents: 10_000, maxCents: 30_000 },
  { value: '300-1000', minCents: 30_000, maxCents: 100_000 },
  { value: '1000-5000', minCents: 100_000, maxCents: 500_000 },
  { value: 'over-5000', minCents: 500_000, maxCents: null },
] as const;

/** A price bucket's code. */
export type PriceBucket = (typeof priceBuckets)[number]['value'];

/** Sort orders of the product list; search adds `relevance`. */
export const listSorts = ['featured', 'price-asc', 'price-desc', 'newest'] as const;
/** A sort order (list or search). */
export type ListSort = (typeof listSorts)[number] | 'relevance';

/** A query parameter listing values, `a,b` or the key repeated: its non-empty items, trimmed. */
const commaSeparated = v.pipe(
  v.union([v.string(), v.array(v.string())], m.linkInvalid.id),
  v.transform((value) =>
    (Array.isArray(value) ? value : [value])
      .flatMap((item) => item.split(','))
      .map((item) => item.trim())
      .filter(Boolean),
  ),
);

/** Facet values: `metal=platinum,18kt-white-gold` or the key repeated; lower-case codes. */
const codeList = v.optional(
  v.pipe(
    commaSeparated,
    v.check((list) => list.length <= 20 && list.every((code) => /^[a-z0-9-]{1,40}$/.test(code)), m.linkInvalid.id),
  ),
  [],
);

const positiveInteger = (max: number, fallback: string) =>
  v.optional(
    v.pipe(
      v.string(m.linkInvalid.id),
      v.regex(/^[1-9]\d{0,3}$/, m.linkInvalid.id),
      v.transform(Number),
      v.maxValue(max, m.linkInvalid.id),
    ),
    fallback,
  );

/** Query parameters every product list shares (category page and search). */
export const listQueryEntries = {
  category: v.optional(
    v.pipe(v.string(m.linkInvalid.id), v.maxLength(200, m.linkInvalid.id), v.regex(/^[a-z0-9/-]*$/, m.linkInvalid.id)),
  ),
  metal: codeList,
  stone: codeList,
  shape: codeList,
  price: v.pipe(
    codeList,
    v.check((list) => list.every((code) => priceBuckets.some((bucket) => bucket.value === code)), m.linkInvalid.id),
  ),
  minPrice: v.optional(priceAmountSchema),
  maxPrice: v.optional(priceAmountSchema),
  page: positiveInteger(1000, '1'),
  pageSize: positiveInteger(96, '24'),
};

/** At most this many products by id in one request (`ids=`). */
export const MAX_PRODUCT_IDS = 100;

/** A query parameter listing values (`a,b` or the key repeated), each passing `valid`, at most {@link MAX_PRODUCT_IDS}. */
function listParameter(valid: (item: string) => boolean, minimum: number) {
  return v.optional(
    v.pipe(
      commaSeparated,
      v.check(
        (list) => list.length >= minimum && list.length <= MAX_PRODUCT_IDS && list.every(valid),
        m.linkInvalid.id,
      ),
    ),
  );
}

/** `ids=p-1,p-2` (or the key repeated): product ids, each `p-` and digits, at least one. */
const productIdList = listParameter((id) => /^p-\d{1,12}$/.test(id), 1);

/**
 * With `ids=`, `skus=18000001-WG,…` (or the key repeated): the variants the shopper saved (the wishlist's); a product
 * with one of them is shown as that variant.
 */
const savedSkuList = listParameter((sku) => /^[A-Za-z0-9][A-Za-z0-9-]{0,39}$/.test(sku), 0);

/** `GET /api/products` query. */
export const productListQuerySchema = v.object({
  ...listQueryEntries,
  sort: v.optional(v.picklist(listSorts, m.linkInvalid.id), 'featured'),
  ids: productIdList,
  skus: savedSkuList,
});

/** The parsed list query (search adds its own `q` and `relevance` sort). */
export type ListQuery = Omit<v.InferOutput<typeof productListQuerySchema>, 'sort' | 'ids' | 'skus'> & {
  sort: ListSort;
};

/** Who is asking: the market's currency and language, and whether member prices apply. */
export interface ShopperContext {
  locale: LocaleCode;
  market: Market;
  currency: Currency;
  language: 'en' | 'fr';
  member: boolean;
}

/** The shopper context of a request: member prices only with a signed-in session. */
export function shopperOf(request: FastifyRequest): ShopperContext {
  const { locale, market, currency, language } = request.localeContext;
  return { locale, market, currency, language, member: Boolean(request.session?.customerId) };
}

/**
 * Public caching for anonymous answers only; anything answered to a session (member prices, a bag) is never
 * stored by a shared cache. `vary` keeps languages and markets apart.
 */
export function setListCaching(request: FastifyRequest, reply: FastifyReply, maxAgeSeconds = 60): void {
  void reply.header('vary', 'cookie, x-storefront-locale');
  void reply.header('cache-control', request.session ? 'private, no-store' : `public, max-age=${maxAgeSeconds}`);
}

/** A shown price, in the market's currency. */
export interface TilePrice {
  currency: Currency;
  listCents: number;
  memberCents: number | null;
  /** What this shopper pays: the member price when signed in and lower, else the list price. */
  effectiveCents: number;
  isMemberPrice: boolean;
  /** Other variants cost more ("from $X"). */
  from: boolean;
}

/** A product in a grid. */
export interface ProductTile {
  id: string;
  number: string;
  slug: string;
  name: string;
  kind: string;
  categoryId: string;
  collection: string | null;
  stone: { code: string; label: string } | null;
  shape: { code: string; label: string } | null;
  sku: string;
  image: string;
  metals: Array<{ code: string; label: string; image: string }>;
  price: TilePrice;
  availability: { stock: Availability['stock']; dispatch: Availability['dispatch'] };
  flags: { online: boolean; madeToOrder: boolean; engravable: boolean; sized: boolean; bnplEligible: boolean };
}

/** One value of a facet with the number of products it would show. */
export interface FacetValue {
  value: string;
  label: string;
  count: number;
  selected: boolean;
}

/** The product list's answer (category page and search). */
export interface ProductListAnswer {
  currency: Currency;
  member: boolean;
  category: ListedCategory | null;
  items: ProductTile[];
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
  sort: ListSort;
  applied: {
    category: string | null;
    metal: string[];
    stone: string[];
    shape: string[];
    price: string[];
    minPriceCents: number | null;
    maxPriceCents: number | null;
  };
  facets: {
    category: Array<FacetValue & { slug: string; path: string }>;
    metal: FacetValue[];
    stone: FacetValue[];
    shape: FacetValue[];
    price: Array<FacetValue & { minCents: number; maxCents: number | null }>;
  };
  /** Lowest and highest price of the products shown (for a range slider); null when there are none. */
  priceRange: { minCents: number; maxCents: number } | null;
}

/** A category as lists and breadcrumbs show it. */
export interface CategorySummary {
  id: string;
  name: string;
  slug: string;
  path: string;
  description: string;
  breadcrumbs: Array<{ id: string; name: string; slug: string; path: string }>;
}

/** The listed category: its summary and, for `hreflang`, its path in every locale. */
export type ListedCategory = CategorySummary & {
  /** The category's page path in each locale, without the locale prefix ('/bagues-de-fiancailles'). */
  alternates: Record<LocaleCode, string>;
};

/** A category's page path in each locale; fr-CA uses the French slugs and falls back to the en-CA ones. */
export function categoryAlternates(index: CatalogueIndex, category: IndexedCategory): Record<LocaleCode, string> {
  return Object.fromEntries(
    localeCodes.map((locale) => [locale, `/${categoryPath(index, category, locale)}`]),
  ) as Record<LocaleCode, string>;
}

/** A category's summary in a locale. */
export function categorySummary(index: CatalogueIndex, category: IndexedCategory, locale: LocaleCode): CategorySummary {
  const language = locale === 'fr-CA' ? 'fr' : 'en';
  return {
    id: category.id,
    name: language === 'fr' ? category.nameFr : category.nameEn,
    slug: categorySlug(category, locale),
    path: categoryPath(index, category, locale),
    description: language === 'fr' ? category.descriptionFr : category.descriptionEn,
    breadcrumbs: category.ancestry
      .map((id) => index.categories.get(id))
      .filter((item): item is IndexedCategory => item !== undefined)
      .map((item) => ({
        id: item.id,
        name: language === 'fr' ? item.nameFr : item.nameEn,
        slug: categorySlug(item, locale),
        path: categoryPath(index, item, locale),
      })),
  };
}

/** What this shopper pays for a variant, or null when it has no price in the currency. */
export function variantPrice(variant: IndexedVariant, shopper: ShopperContext): Omit<TilePrice, 'from'> | null {
  const price = variant.prices[shopper.currency];
  if (!price) return null;
  const memberApplies = shopper.member && price.member !== null && price.member < price.list;
  return {
    currency: shopper.currency,
    listCents: price.list,
    memberCents: price.member,
    effectiveCents: memberApplies ? (price.member ?? price.list) : price.list,
    isMemberPrice: memberApplies,
  };
}

/** The bucket of a price, without a loop: this runs for every variant of every list request. */
function bucketOf(cents: number): PriceBucket {
  if (cents < 10_000) return 'under-100';
  if (cents < 30_000) return '100-300';
  if (cents < 100_000) return '300-1000';
  if (cents < 500_000) return '1000-5000';
  return 'over-5000';
}

interface Match {
  product: IndexedProduct;
  variant: IndexedVariant;
  price: TilePrice;
}

/** Filters of one list request, resolved. */
export interface ListFilters {
  category: IndexedCategory | null;
  metal: readonly string[];
  stone: readonly string[];
  shape: readonly string[];
  price: readonly string[];
  minCents: number | null;
  maxCents: number | null;
  /** Search: only these products, with their relevance. */
  relevance?: ReadonlyMap<string, number>;
}

/**
 * Filters, counts and sorts the catalogue in one pass. A product matches when its stone and cut match and one of its
 * variants matches the metal and price filters; its shown price is the lowest of those variants. Each facet counts
 * products with every other filter applied (so choosing a metal narrows the price counts, not the metal counts).
 */
export function evaluateList(index: CatalogueIndex, filters: ListFilters, shopper: ShopperContext) {
  const metalSet = new Set(filters.metal);
  const stoneSet = new Set(filters.stone);
  const shapeSet = new Set(filters.shape);
  const bucketSet = new Set(filters.price);
  const facetCategoryIds = filters.category ? filters.category.childIds : index.rootCategoryIds;
  const counts = {
    category: new Map<string, number>(),
    metal: new Map<string, number>(),
    stone: new Map<string, number>(),
    shape: new Map<string, number>(),
    price: new Map<string, number>(),
  };
  const bump = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);
  const matches: Match[] = [];
  const metalsWithPrice = new Set<string>();
  const bucketsWithMetal = new Set<string>();

  for (const product of index.products) {
    if (filters.relevance && !filters.relevance.has(product.id)) continue;
    if (filters.category && !product.categoryPath.includes(filters.category.id)) continue;
    const stoneOk = stoneSet.size === 0 || (product.stone !== null && stoneSet.has(product.stone));
    const shapeOk = shapeSet.size === 0 || (product.shape !== null && shapeSet.has(product.shape));
    metalsWithPrice.clear();
    bucketsWithMetal.clear();
    let best: IndexedVariant | null = null;
    let bestCents = 0;
    let highest = 0;
    for (const variant of product.variants) {
      const price = variant.prices[shopper.currency];
      if (!price) continue;
      const cents = shopper.member && price.member !== null && price.member < price.list ? price.member : price.list;
      const metalOk = metalSet.size === 0 || metalSet.has(variant.metal);
      const rangeOk =
        (filters.minCents === null || cents >= filters.minCents) &&
        (filters.maxCents === null || cents <= filters.maxCents);
      const bucket = bucketOf(cents);
      const bucketOk = bucketSet.size === 0 || bucketSet.has(bucket);
      if (rangeOk && bucketOk) metalsWithPrice.add(variant.metal);
      if (metalOk && rangeOk) bucketsWithMetal.add(bucket);
      if (metalOk && rangeOk && bucketOk) {
        if (!best || cents < bestCents || (cents === bestCents && variant.isDefault)) {
          best = variant;
          bestCents = cents;
        }
        highest = Math.max(highest, cents);
      }
    }
    if (stoneOk && shapeOk) {
      for (const metal of metalsWithPrice) bump(counts.metal, metal);
      for (const bucket of bucketsWithMetal) bump(counts.price, bucket);
    }
    if (!best) continue;
    if (shapeOk && product.stone) bump(counts.stone, product.stone);
    if (stoneOk && product.shape) bump(counts.shape, product.shape);
    if (!stoneOk || !shapeOk) continue;
    const price = variantPrice(best, shopper);
    if (!price) continue;
    matches.push({ product, variant: best, price: { ...price, from: highest > bestCents } });
    for (const id of facetCategoryIds) if (product.categoryPath.includes(id)) bump(counts.category, id);
  }
  return { matches, counts, facetCategoryIds };
}

function sortMatches(matches: Match[], sort: ListSort, relevance?: ReadonlyMap<string, number>): void {
  const featured = (a: Match, b: Match) => a.product.featuredRank - b.product.featuredRank;
  switch (sort) {
    case 'price-asc':
      matches.sort((a, b) => a.price.effectiveCents - b.price.effectiveCents || featured(a, b));
      break;
    case 'price-desc':
      matches.sort((a, b) => b.price.effectiveCents - a.price.effectiveCents || featured(a, b));
      break;
    case 'newest':
      matches.sort((a, b) => b.product.createdAt - a.product.createdAt || featured(a, b));
      break;
    case 'relevance':
      matches.sort(
        (a, b) => (relevance?.get(b.product.id) ?? 0) - (relevance?.get(a.product.id) ?? 0) || featured(a, b),
      );
      break;
    default:
      matches.sort(featured);
  }
}

/** Online stock per product (all variants and sizes), in one query by SKU (the stock table's key). */
async function stockByProduct(app: FastifyInstance, products: readonly IndexedProduct[]): Promise<Map<string, number>> {
  const productOf = new Map<string, string>();
  for (const product of products) for (const variant of product.variants) productOf.set(variant.sku, product.id);
  if (productOf.size === 0) return new Map();
  // One array parameter rather than hundreds: far less to parse and bind on the embedded engine.
  const rows = await app.db
    .selectFrom('stock')
    .select(['sku', 'quantity'])
    .where('sku', '=', anyOf([...productOf.keys()]))
    .execute();
  const totals = new Map<string, number>();
  for (const row of rows) {
    const productId = productOf.get(row.sku);
    if (productId) totals.set(productId, (totals.get(productId) ?? 0) + row.quantity);
  }
  return totals;
}

/** The tile of one product shown with this variant (its sku, image and price) and the product's online units. */
export function tileOf(
  product: IndexedProduct,
  variant: IndexedVariant,
  price: TilePrice,
  quantity: number,
  shopper: ShopperContext,
  preferences: { standardDispatchTime: number; resizeEngravingDelayTime: number },
): ProductTile {
  const availability = availabilityOf(
    { online: product.online, madeToOrder: product.madeToOrder, quantity, personalised: false },
    preferences,
  );
  return {
    id: product.id,
    number: product.number,
    slug: product.slug,
    name: shopper.language === 'fr' ? product.nameFr : product.nameEn,
    kind: product.kind,
    categoryId: product.categoryId,
    collection: product.collection,
    stone: product.stone ? { code: product.stone, label: labelOf(stoneByCode, product.stone, shopper.language) } : null,
    shape: product.shape ? { code: product.shape, label: labelOf(shapeByCode, product.shape, shopper.language) } : null,
    sku: variant.sku,
    image: productImageUrl(product.id, variant.metal),
    metals: product.metals.map((metal) => ({
      code: metal,
      label: labelOf(metalByCode, metal, shopper.language),
      image: productImageUrl(product.id, metal),
    })),
    price,
    availability: { stock: availability.stock, dispatch: availability.dispatch },
    flags: {
      online: product.online,
      madeToOrder: product.madeToOrder,
      engravable: product.engravable,
      sized: product.sized,
      bnplEligible: product.bnplEligible,
    },
  };
}

/**
 * Tiles of these products (related products, add-ons, the wishlist's), in the given order, with their stock badges.
 * A product without a price in the market's currency is left out: a tile always shows a price.
 */
export async function tilesFor(
  app: FastifyInstance,
  index: CatalogueIndex,
  productIds: readonly string[],
  shopper: ShopperContext,
  savedSkus: ReadonlySet<string> = new Set(),
): Promise<ProductTile[]> {
  const products = productIds
    .map((id) => index.productsById.get(id))
    .filter((item): item is IndexedProduct => item !== undefined);
  const [stock, preferences] = await Promise.all([
    stockByProduct(app, products),
    app.content.sitePreferences(shopper.locale),
  ]);
  return products.flatMap((product) => {
    const prices = product.variants.flatMap((variant) => {
      const price = variantPrice(variant, shopper);
      return price ? [{ variant, price }] : [];
    });
    const cheapest = prices.reduce<(typeof prices)[number] | undefined>(
      (best, entry) => (!best || entry.price.effectiveCents < best.price.effectiveCents ? entry : best),
      undefined,
    );
    if (!cheapest) return [];
    // A variant the shopper saved is shown as itself: its metal's image, its sku and its own price.
    const saved = prices.find((entry) => savedSkus.has(entry.variant.sku));
    if (saved) {
      const tile = tileOf(
        product,
        saved.variant,
        { ...saved.price, from: false },
        stock.get(product.id) ?? 0,
        shopper,
        preferences,
      );
      return [tile];
    }
    const highest = Math.max(...prices.map((entry) => entry.price.effectiveCents));
    const price = { ...cheapest.price, from: highest > cheapest.price.effectiveCents };
    return [tileOf(product, cheapest.variant, price, stock.get(product.id) ?? 0, shopper, preferences)];
  });
}

const facetOrder = <T extends { code: string }>(items: readonly T[]) => items.map((item) => item.code);

function facetValues(
  order: readonly string[],
  counts: Map<string, number>,
  selected: readonly string[],
  label: (code: string) => string,
): FacetValue[] {
  const codes = [
    ...new Set([...order.filter((code) => counts.has(code) || selected.includes(code)), ...counts.keys()]),
  ];
  return codes.map((code) => ({
    value: code,
    label: label(code),
    count: counts.get(code) ?? 0,
    selected: selected.includes(code),
  }));
}

/**
 * The product list (a category page, or search results when `relevance` is given): filters, facets with counts,
 * the sort and one page of tiles with prices in the market's currency and availability badges.
 */
export async function listProducts(
  app: FastifyInstance,
  shopper: ShopperContext,
  query: ListQuery,
  options: { relevance?: ReadonlyMap<string, number>; index?: CatalogueIndex } = {},
): Promise<ProductListAnswer> {
  const index = options.index ?? (await catalogueIndex(app.db));
  let category: IndexedCategory | null = null;
  if (query.category) {
    category = findCategory(index, query.category, shopper.locale);
    if (!category) throw problems.notFound('No such category.');
  }
  const minCents = query.minPrice === undefined ? null : Math.round(query.minPrice * 100);
  const maxCents = query.maxPrice === undefined ? null : Math.round(query.maxPrice * 100);
  if (minCents !== null && maxCents !== null && minCents > maxCents) {
    throw problems.invalid({ maxPrice: m.amountInvalid.id });
  }
  const filters: ListFilters = {
    category,
    metal: query.metal,
    stone: query.stone,
    shape: query.shape,
    price: query.price,
    minCents,
    maxCents,
    ...(options.relevance ? { relevance: options.relevance } : {}),
  };
  const { matches, counts, facetCategoryIds } = evaluateList(index, filters, shopper);
  sortMatches(matches, query.sort, options.relevance);

  const total = matches.length;
  const pageCount = Math.max(1, Math.ceil(total / query.pageSize));
  const pageMatches = matches.slice((query.page - 1) * query.pageSize, query.page * query.pageSize);
  const [stock, preferences] = await Promise.all([
    stockByProduct(
      app,
      pageMatches.map((match) => match.product),
    ),
    app.content.sitePreferences(shopper.locale),
  ]);
  const language = shopper.language;
  const effective = matches.map((match) => match.price.effectiveCents);

  return {
    currency: shopper.currency,
    member: shopper.member,
    category: category
      ? { ...categorySummary(index, category, shopper.locale), alternates: categoryAlternates(index, category) }
      : null,
    items: pageMatches.map((match) =>
      tileOf(match.product, match.variant, match.price, stock.get(match.product.id) ?? 0, shopper, preferences),
    ),
    total,
    page: query.page,
    pageSize: query.pageSize,
    pageCount,
    sort: query.sort,
    applied: {
      category: category?.id ?? null,
      metal: [...query.metal],
      stone: [...query.stone],
      shape: [...query.shape],
      price: [...query.price],
      minPriceCents: minCents,
      maxPriceCents: maxCents,
    },
    facets: {
      category: facetCategoryIds
        .map((id) => index.categories.get(id))
        .filter((item): item is IndexedCategory => item !== undefined && (counts.category.get(item.id) ?? 0) > 0)
        .map((item) => ({
          value: item.id,
          label: language === 'fr' ? item.nameFr : item.nameEn,
          slug: categorySlug(item, shopper.locale),
          path: categoryPath(index, item, shopper.locale),
          count: counts.category.get(item.id) ?? 0,
          selected: false,
        })),
      metal: facetValues(facetOrder(metals), counts.metal, query.metal, (code) => labelOf(metalByCode, code, language)),
      stone: facetValues(facetOrder(stones), counts.stone, query.stone, (code) => labelOf(stoneByCode, code, language)),
      shape: facetValues(facetOrder(shapes), counts.shape, query.shape, (code) => labelOf(shapeByCode, code, language)),
      price: priceBuckets.map((bucket) => ({
        value: bucket.value,
        label: bucket.value,
        minCents: bucket.minCents,
        maxCents: bucket.maxCents,
        count: counts.price.get(bucket.value) ?? 0,
        selected: query.price.includes(bucket.value),
      })),
    },
    priceRange: effective.length > 0 ? { minCents: Math.min(...effective), maxCents: Math.max(...effective) } : null,
  };
}

/**
 * `GET /api/products?ids=…`: these products as tiles in the order asked (the wishlist's grid), in the list answer's
 * shape. Other filters, the sort and paging do not apply; there are no facets. Unknown ids, and products without a
 * price in the market's currency, are left out (a saved piece may have been withdrawn); repeated ids count once.
 */
export async function listProductsByIds(
  app: FastifyInstance,
  shopper: ShopperContext,
  ids: readonly string[],
  savedSkus: readonly string[] = [],
): Promise<ProductListAnswer> {
  const index = await catalogueIndex(app.db);
  const items = await tilesFor(app, index, [...new Set(ids)], shopper, new Set(savedSkus));
  const effective = items.map((tile) => tile.price.effectiveCents);
  return {
    currency: shopper.currency,
    member: shopper.member,
    category: null,
    items,
    total: items.length,
    page: 1,
    pageSize: Math.max(1, items.length),
    pageCount: 1,
    sort: 'featured',
    applied: {
      category: null,
      metal: [],
      stone: [],
      shape: [],
      price: [],
      minPriceCents: null,
      maxPriceCents: null,
    },
    facets: { category: [], metal: [], stone: [], shape: [], price: [] },
    priceRange: effective.length > 0 ? { minCents: Math.min(...effective), maxCents: Math.max(...effective) } : null,
  };
}
