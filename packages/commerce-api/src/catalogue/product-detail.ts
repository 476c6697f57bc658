import { localeCodes, type LocaleCode } from '@storefront/i18n';
import { validationMessages as m } from '@storefront/validation';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { problems } from '../http/problem';
import { businessDaysFromNow, MARKET_CALENDARS, type BusinessCalendar } from '../calendar/business-days';
import { calendarClock } from '../calendar/calendar-clock';
import { financingOfferFor, type FinancingOffer } from '../financing/financing-plans';
import { availabilityOf, sizedStock, type Availability } from './availability';
import { catalogueIndex } from './catalogue-index';
import { labelOf, metalByCode, shapeByCode, stoneByCode } from './catalogue-vocabulary';
import { carePlanFor } from './pricing';
import { orderableAddons, type ProductAddonTile } from './product-addons';
import { productImageUrl } from './product-images';
import { productGallery, type ProductPhoto } from './product-images-gallery';
import {
  categorySummary,
  tilesFor,
  variantPrice,
  type CategorySummary,
  type ProductTile,
  type ShopperContext,
  type TilePrice,
} from './product-list';
import { ringSizeCodeOf, ringSizesFor, sizeLabel, sizeSystemOf, type SizeSystem } from './ring-sizes';

/** `GET /api/products/:slug` query: the variant, ring size and engraving the dispatch estimate is for. */
export const productDetailQuerySchema = v.object({
  sku: v.optional(v.pipe(v.string(m.linkInvalid.id), v.regex(/^[A-Za-z0-9-]{1,40}$/, m.linkInvalid.id))),
  size: v.optional(v.pipe(v.string(m.linkInvalid.id), v.maxLength(10, m.linkInvalid.id))),
  engraving: v.optional(
    v.pipe(
      v.picklist(['0', '1', 'true', 'false'], m.linkInvalid.id),
      v.transform((value) => value === '1' || value === 'true'),
    ),
    '0',
  ),
});

/** A dispatch estimate: the business days and the date it leaves us. */
export interface DispatchEstimate {
  kind: 'ready_to_ship' | 'ships_in';
  businessDays: number;
  /** `YYYY-MM-DD`: the market's today (its own time zone) plus the business days, skipping its public holidays. */
  date: string;
}

/** Availability of a variant (and size) with its dispatch date. */
export interface VariantAvailability {
  stock: Availability['stock'];
  orderable: number;
  dispatch: DispatchEstimate | null;
}

/** The product page's answer. */
export interface ProductDetail {
  id: string;
  number: string;
  slug: string;
  /**
   * The same page in each locale, as a path without locale prefix (`/p/<slug>`), for canonical and hreflang links.
   * Product slugs are one per product in every language today, so the four paths are equal; the page reads them from
   * here so that per-language slugs would need no change there.
   */
  alternates: Record<LocaleCode, string>;
  name: string;
  description: string;
  kind: string;
  collection: string | null;
  gender: string;
  stone: { code: string; label: string } | null;
  shape: { code: string; label: string } | null;
  category: CategorySummary;
  breadcrumbs: CategorySummary['breadcrumbs'];
  images: Array<{ metal: string; url: string; alt: string }>;
  /** The photography gallery: every view of every metal, with its AVIF and WebP files per width. */
  gallery: ProductPhoto[];
  currency: string;
  member: boolean;
  variants: Array<{
    sku: string;
    metal: { code: string; label: string };
    carat: number | null;
    widthMm: number | null;
    isDefault: boolean;
    image: string;
    price: Omit<TilePrice, 'from'> | null;
    /** Online units over all sizes. */
    quantity: number;
    /** Sized products: units per size in stock (market labels). */
    sizes: Array<{ code: string; label: string; quantity: number }>;
    availability: VariantAvailability;
  }>;
  selected: {
    sku: string;
    size: { code: string; label: string } | null;
    engraving: boolean;
    /** The ring will be resized from another size in stock (adds the resize delay). */
    resized: boolean;
    sizeRequired: boolean;
    price: Omit<TilePrice, 'from'> | null;
    availability: VariantAvailability;
  };
  sizing: { system: SizeSystem; sizes: Array<{ code: string; label: string; quantity: number }> } | null;
  engraving: { allowed: boolean; maxChars: number | null };
  flags: {
    sized: boolean;
    engravable: boolean;
    madeToOrder: boolean;
    resizable: boolean;
    carePlanEligible: boolean;
    bnplEligible: boolean;
    online: boolean;
  };
  carePlan: { priceCents: number; termMonths: number; currency: string; termsUrl: string | null } | null;
  bnpl: { instalments: number; frequency: 'fortnightly'; amountCents: number } | null;
  /** Canada: the financing provider's interest-free monthly offer for the selected price (null elsewhere). */
  financing: FinancingOffer | null;
  alternatives: Array<ProductTile & { attribute: string | null }>;
  complements: ProductTile[];
  /** Only add-ons orderable now, each with a variant in stock (see `orderableAddons`). */
  addons: ProductAddonTile[];
}

/** The product page's path in every locale (no locale prefix). */
function alternatesOf(slug: string): Record<LocaleCode, string> {
  const path = `/p/${encodeURIComponent(slug)}`;
  return Object.fromEntries(localeCodes.map((locale) => [locale, path])) as Record<LocaleCode, string>;
}

function withDate(availability: Availability, now: Date, calendar: BusinessCalendar): VariantAvailability {
  return {
    stock: availability.stock,
    orderable: availability.orderable,
    dispatch: availability.dispatch
      ? { ...availability.dispatch, date: businessDaysFromNow(now, availability.dispatch.businessDays, calendar) }
      : null,
  };
}

/** The product page: variants with prices and stock per size, availability and dispatch, related products. */
export async function productDetail(
  app: FastifyInstance,
  shopper: ShopperContext,
  slug: string,
  query: v.InferOutput<typeof productDetailQuerySchema>,
  /** The instant dispatch dates count from (a request's development clock; default the calendar clock's now). */
  now: Date = calendarClock.now(),
): Promise<ProductDetail> {
  const index = await catalogueIndex(app.db);
  const row = await app.db.selectFrom('products').selectAll().where('slug', '=', slug).executeTakeFirst();
  const indexed = row ? index.productsById.get(row.id) : undefined;
  if (!row || !indexed) throw problems.notFound('No such product.');

  const [stockRows, relationRows, addons, sitePreferences, pdpPreferences] = await Promise.all([
    app.db
      .selectFrom('stock')
      .innerJoin('variants', 'variants.sku', 'stock.sku')
      .select(['stock.sku', 'stock.size', 'stock.quantity'])
      .where('variants.product_id', '=', row.id)
      .execute(),
    app.db
      .selectFrom('product_relations')
      .select(['related_id', 'kind', 'attribute'])
      .where('product_id', '=', row.id)
      .orderBy('kind')
      .orderBy('position')
      .execute(),
    orderableAddons(app, index, row.id, shopper),
    app.content.sitePreferences(shopper.locale),
    app.content.pdpPreferences(shopper.locale),
  ]);
  const related = await tilesFor(
    app,
    index,
    relationRows.map((relation) => relation.related_id),
    shopper,
  );
  const tileById = new Map(related.map((tile) => [tile.id, tile]));

  const stock = new Map<string, Map<string, number>>();
  for (const item of stockRows) {
    const sizes = stock.get(item.sku) ?? new Map<string, number>();
    sizes.set(item.size, item.quantity);
    stock.set(item.sku, sizes);
  }
  const total = (sku: string) => [...(stock.get(sku)?.values() ?? [])].reduce((sum, quantity) => sum + quantity, 0);
  const calendar = MARKET_CALENDARS[shopper.market];
  const language = shopper.language;
  const base = { online: row.online, madeToOrder: row.made_to_order };

  const variants = indexed.variants.map((variant) => ({
    sku: variant.sku,
    metal: { code: variant.metal, label: labelOf(metalByCode, variant.metal, language) },
    carat: variant.carat,
    widthMm: variant.widthMm,
    isDefault: variant.isDefault,
    image: productImageUrl(row.id, variant.metal),
    price: variantPrice(variant, shopper),
    quantity: total(variant.sku),
    sizes: row.sized
      ? [...(stock.get(variant.sku) ?? new Map<string, number>())]
          .filter(([, quantity]) => quantity > 0)
          .map(([code, quantity]) => ({ code, label: sizeLabel(code, shopper.market, language), quantity }))
      : [],
    availability: withDate(
      availabilityOf({ ...base, quantity: total(variant.sku), personalised: false }, sitePreferences),
      now,
      calendar,
    ),
  }));

  const selectedVariant = indexed.variants.find((variant) => variant.sku === query.sku) ?? indexed.defaultVariant;
  let sizeCode: string | null = null;
  if (row.sized && query.size !== undefined) {
    sizeCode = ringSizeCodeOf(query.size, shopper.market);
    if (!sizeCode) throw problems.invalid({ size: m.linkInvalid.id });
  }
  const sizeStock = stock.get(selectedVariant.sku) ?? new Map<string, number>();
  const engraving = query.engraving && row.engravable;
  // Without a chosen size a sized piece shows its variant's stock; with one, the bag's rule (resized when needed).
  const { quantity, resized } = sizedStock({
    sized: row.sized && sizeCode !== null,
    resizable: row.resizable,
    sizeQuantity: sizeCode ? (sizeStock.get(sizeCode) ?? 0) : 0,
    skuQuantity: total(selectedVariant.sku),
  });
  const selectedAvailability = withDate(
    availabilityOf({ ...base, quantity, personalised: engraving || resized }, sitePreferences),
    now,
    calendar,
  );
  const selectedPrice = variantPrice(selectedVariant, shopper);

  const category = index.categories.get(row.category_id);
  if (!category) throw problems.notFound('No such product.');
  const summary = categorySummary(index, category, shopper.locale);
  const name = language === 'fr' ? row.name_fr : row.name_en;
  const carePlan =
    row.care_plan_eligible && selectedPrice
      ? await carePlanFor(app.db, shopper.currency, selectedPrice.effectiveCents)
      : null;

  return {
    id: row.id,
    number: row.number,
    slug: row.slug,
    alternates: alternatesOf(row.slug),
    name,
    description: language === 'fr' ? row.description_fr : row.description_en,
    kind: row.kind,
    collection: row.collection,
    gender: row.gender,
    stone: row.stone ? { code: row.stone, label: labelOf(stoneByCode, row.stone, language) } : null,
    shape: row.shape ? { code: row.shape, label: labelOf(shapeByCode, row.shape, language) } : null,
    category: summary,
    breadcrumbs: summary.breadcrumbs,
    images: indexed.metals.map((metal) => ({
      metal,
      url: productImageUrl(row.id, metal),
      alt: `${name}, ${labelOf(metalByCode, metal, language)}`,
    })),
    gallery: productGallery({ id: row.id, kind: row.kind, name, metals: indexed.metals }, language),
    currency: shopper.currency,
    member: shopper.member,
    variants,
    selected: {
      sku: selectedVariant.sku,
      size: sizeCode ? { code: sizeCode, label: sizeLabel(sizeCode, shopper.market, language) } : null,
      engraving,
      resized,
      sizeRequired: row.sized && !sizeCode,
      price: selectedPrice,
      availability: selectedAvailability,
    },
    sizing: row.sized
      ? {
          system: sizeSystemOf(shopper.market),
          sizes: ringSizesFor(shopper.market, language).map((size) => ({
            ...size,
            quantity: sizeStock.get(size.code) ?? 0,
          })),
        }
      : null,
    engraving: { allowed: row.engravable, maxChars: row.engravable ? row.engraving_max_chars : null },
    flags: {
      sized: row.sized,
      engravable: row.engravable,
      madeToOrder: row.made_to_order,
      resizable: row.resizable,
      carePlanEligible: row.care_plan_eligible,
      bnplEligible: row.bnpl_eligible,
      online: row.online,
    },
    carePlan: carePlan ? { ...carePlan, currency: shopper.currency, termsUrl: pdpPreferences.pcpLink } : null,
    bnpl:
      row.bnpl_eligible && shopper.market !== 'CA' && selectedPrice
        ? { instalments: 4, frequency: 'fortnightly', amountCents: Math.ceil(selectedPrice.effectiveCents / 4) }
        : null,
    financing: shopper.market === 'CA' && selectedPrice ? financingOfferFor(selectedPrice.effectiveCents) : null,
    alternatives: relationRows
      .filter((relation) => relation.kind === 'alternative')
      .flatMap((relation) => {
        const tile = tileById.get(relation.related_id);
        return tile ? [{ ...tile, attribute: relation.attribute }] : [];
      }),
    complements: relationRows
      .filter((relation) => relation.kind === 'complement')
      .flatMap((relation) => tileById.get(relation.related_id) ?? []),
    addons,
  };
}
