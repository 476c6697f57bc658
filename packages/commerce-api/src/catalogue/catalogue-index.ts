import type { LocaleCode } from '@storefront/i18n';
import type { Database } from '../db/database';
import type { Currency } from '../db/schema';

/**
 * A read model of the catalogue held in memory: products with their variants and prices, and the category tree
 * with slugs. Facets and sorts over ~1,650 products and ~11,000 variants take a millisecond here and tens of
 * milliseconds as SQL aggregates on the embedded database, so lists and search compute them from this model and ask
 * the database only for what changes (stock) and for full text. The catalogue only changes by seeding; the model is
 * refreshed in the background once it is older than `INDEX_TTL_MS`.
 */
export const INDEX_TTL_MS = 10 * 60_000;

/** A variant's price in one currency, in cents. */
export interface IndexedPrice {
  list: number;
  member: number | null;
}

/** A variant as lists need it. */
export interface IndexedVariant {
  sku: string;
  metal: string;
  carat: number | null;
  widthMm: number | null;
  isDefault: boolean;
  prices: Partial<Record<Currency, IndexedPrice>>;
}

/** A product as lists need it. */
export interface IndexedProduct {
  id: string;
  number: string;
  slug: string;
  categoryId: string;
  /** The category and its ancestors, root first. */
  categoryPath: readonly string[];
  kind: string;
  nameEn: string;
  nameFr: string;
  collection: string | null;
  stone: string | null;
  shape: string | null;
  online: boolean;
  madeToOrder: boolean;
  sized: boolean;
  engravable: boolean;
  bnplEligible: boolean;
  featuredRank: number;
  createdAt: number;
  variants: readonly IndexedVariant[];
  defaultVariant: IndexedVariant;
  /** Distinct metals, in variant order. */
  metals: readonly string[];
}

/** A category with its slugs and place in the tree. */
export interface IndexedCategory {
  id: string;
  parentId: string | null;
  position: number;
  nameEn: string;
  nameFr: string;
  descriptionEn: string;
  descriptionFr: string;
  slugs: Partial<Record<LocaleCode, string>>;
  childIds: string[];
  /** Root first, ending with this category. */
  ancestry: string[];
}

/** The whole read model. */
export interface CatalogueIndex {
  products: readonly IndexedProduct[];
  productsById: ReadonlyMap<string, IndexedProduct>;
  categories: ReadonlyMap<string, IndexedCategory>;
  rootCategoryIds: readonly string[];
  loadedAt: number;
}

async function loadIndex(db: Database): Promise<CatalogueIndex> {
  const [categoryRows, slugRows, productRows, variantRows, priceRows] = await Promise.all([
    db.selectFrom('categories').selectAll().orderBy('position').orderBy('id').execute(),
    db.selectFrom('category_slugs').selectAll().execute(),
    db
      .selectFrom('products')
      .select([
        'id',
        'number',
        'slug',
        'category_id',
        'kind',
        'name_en',
        'name_fr',
        'collection',
        'stone',
        'shape',
        'online',
        'made_to_order',
        'sized',
        'engravable',
        'bnpl_eligible',
        'featured_rank',
        'created_at',
      ])
      .execute(),
    db
      .selectFrom('variants')
      .select(['sku', 'product_id', 'metal', 'carat', 'width_mm', 'is_default', 'position'])
      .orderBy('product_id')
      .orderBy('position')
      .execute(),
    db.selectFrom('prices').select(['sku', 'currency', 'list_cents', 'member_cents']).execute(),
  ]);

  const categories = new Map<string, IndexedCategory>();
  for (const row of categoryRows) {
    categories.set(row.id, {
      id: row.id,
      parentId: row.parent_id,
      position: row.position,
      nameEn: row.name_en,
      nameFr: row.name_fr,
      descriptionEn: row.description_en,
      descriptionFr: row.description_fr,
      slugs: {},
      childIds: [],
      ancestry: [],
    });
  }
  for (const row of slugRows) {
    const category = categories.get(row.category_id);
    if (category) category.slugs[row.locale] = row.slug;
  }
  const rootCategoryIds: string[] = [];
  for (const category of categories.values()) {
    const parent = category.parentId ? categories.get(category.parentId) : undefined;
    if (parent) parent.childIds.push(category.id);
    else rootCategoryIds.push(category.id);
    const ancestry: string[] = [];
    for (let current: IndexedCategory | undefined = category; current && ancestry.length < 10;) {
      ancestry.unshift(current.id);
      current = current.parentId ? categories.get(current.parentId) : undefined;
    }
    category.ancestry = ancestry;
  }

  const pricesBySku = new Map<string, Partial<Record<Currency, IndexedPrice>>>();
  for (const row of priceRows) {
    const prices = pricesBySku.get(row.sku) ?? {};
    prices[row.currency] = { list: row.list_cents, member: row.member_cents };
    pricesBySku.set(row.sku, prices);
  }
  const variantsByProduct = new Map<string, Array<IndexedVariant>>();
  for (const row of variantRows) {
    const variants = variantsByProduct.get(row.product_id) ?? [];
    variants.push({
      sku: row.sku,
      metal: row.metal,
      carat: row.carat === null ? null : Number(row.carat),
      widthMm: row.width_mm === null ? null : Number(row.width_mm),
      isDefault: row.is_default,
      prices: pricesBySku.get(row.sku) ?? {},
    });
    variantsByProduct.set(row.product_id, variants);
  }

  const products: IndexedProduct[] = [];
  for (const row of productRows) {
    const variants = variantsByProduct.get(row.id) ?? [];
    const defaultVariant = variants.find((variant) => variant.isDefault) ?? variants[0];
    if (!defaultVariant) continue; // a product without variants cannot be sold or shown
    products.push({
      id: row.id,
      number: row.number,
      slug: row.slug,
      categoryId: row.category_id,
      categoryPath: categories.get(row.category_id)?.ancestry ?? [row.category_id],
      kind: row.kind,
      nameEn: row.name_en,
      nameFr: row.name_fr,
      collection: row.collection,
      stone: row.stone,
      shape: row.shape,
      online: row.online,
      madeToOrder: row.made_to_order,
      sized: row.sized,
      engravable: row.engravable,
      bnplEligible: row.bnpl_eligible,
      featuredRank: row.featured_rank,
      createdAt: row.created_at.getTime(),
      variants,
      defaultVariant,
      metals: [...new Set(variants.map((variant) => variant.metal))],
    });
  }
  products.sort((a, b) => a.featuredRank - b.featuredRank || a.id.localeCompare(b.id));
  return {
    products,
    productsById: new Map(products.map((product) => [product.id, product])),
    categories,
    rootCategoryIds,
    loadedAt: Date.now(),
  };
}

const cache = new WeakMap<Database, { current: CatalogueIndex | null; loading: Promise<CatalogueIndex> | null }>();

/** The catalogue read model of this database: loaded once, then refreshed in the background when stale. */
export async function catalogueIndex(db: Database): Promise<CatalogueIndex> {
  let entry = cache.get(db);
  if (!entry) {
    entry = { current: null, loading: null };
    cache.set(db, entry);
  }
  const slot = entry;
  const reload = () => {
    slot.loading ??= loadIndex(db).then(
      (index) => {
        slot.current = index;
        slot.loading = null;
        return index;
      },
      (error: unknown) => {
        slot.loading = null;
        throw error;
      },
    );
    return slot.loading;
  };
  if (!slot.current) return reload();
  if (Date.now() - slot.current.loadedAt > INDEX_TTL_MS) void reload().catch(() => undefined);
  return slot.current;
}

/** Drops the read model so the next request reloads it (after seeding, or in tests that change the catalogue). */
export function invalidateCatalogueIndex(db: Database): void {
  cache.delete(db);
}

/** A category's slug in a locale; fr-CA falls back to the en-CA slug (SPEC §3 slugManagerLocaleFallBack). */
export function categorySlug(category: IndexedCategory, locale: LocaleCode): string {
  return category.slugs[locale] ?? (locale === 'fr-CA' ? category.slugs['en-CA'] : undefined) ?? category.id;
}

/** A category's path in a locale: its ancestors' slugs and its own, joined by '/' ("engagement-rings/solitaire"). */
export function categoryPath(index: CatalogueIndex, category: IndexedCategory, locale: LocaleCode): string {
  return category.ancestry
    .map((id) => index.categories.get(id))
    .filter((item): item is IndexedCategory => item !== undefined)
    .map((item) => categorySlug(item, locale))
    .join('/');
}

/**
 * The category a path of slugs names in a locale, walking the tree from the root: every segment must be a child of
 * the one before. fr-CA accepts its own slugs and, for any category, the en-CA one.
 */
export function categoryAtPath(
  index: CatalogueIndex,
  segments: readonly string[],
  locale: LocaleCode,
): IndexedCategory | null {
  let candidates: readonly string[] = index.rootCategoryIds;
  let found: IndexedCategory | null = null;
  for (const segment of segments) {
    const next = candidates
      .map((id) => index.categories.get(id))
      .find(
        (category) =>
          category !== undefined &&
          (category.slugs[locale] === segment || (locale === 'fr-CA' && category.slugs['en-CA'] === segment)),
      );
    if (!next) return null;
    found = next;
    candidates = next.childIds;
  }
  return found;
}

/**
 * A category by id, by path ("engagement-rings/solitaire") or by its own slug alone ("solitaire"), in a locale.
 * Slugs are unique per locale, so a lone slug is unambiguous.
 */
export function findCategory(index: CatalogueIndex, reference: string, locale: LocaleCode): IndexedCategory | null {
  const byId = index.categories.get(reference);
  if (byId) return byId;
  const segments = reference.split('/').filter(Boolean);
  const atPath = categoryAtPath(index, segments, locale);
  if (atPath) return atPath;
  if (segments.length !== 1) return null;
  const [slug] = segments;
  for (const category of index.categories.values()) {
    if (category.slugs[locale] === slug) return category;
  }
  if (locale === 'fr-CA') {
    for (const category of index.categories.values()) if (category.slugs['en-CA'] === slug) return category;
  }
  return null;
}
