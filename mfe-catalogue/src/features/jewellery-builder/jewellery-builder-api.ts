import { availabilitySchema, currencySchema, priceSchema, productTileSchema } from '@storefront/api-schemas';
import * as v from 'valibot';
import { catalogueApi } from '../../lib/catalogue-api-client';

/** The category whose sub-categories are the builder's setting styles. */
export const ENGAGEMENT_RINGS_ID = 'engagement-rings';

const codeLabelSchema = v.object({ code: v.string(), label: v.string() });

const settingSchema = v.object({
  id: v.string(),
  name: v.string(),
  slug: v.string(),
  path: v.string(),
  description: v.string(),
  productCount: v.number(),
});
/** A setting style: one sub-category of engagement rings (solitaire, halo, trilogy, vintage…). */
export type Setting = v.InferOutput<typeof settingSchema>;

const categoriesSchema = v.object({
  categories: v.array(v.object({ id: v.string(), children: v.array(settingSchema) })),
});

const designsSchema = v.object({
  currency: currencySchema,
  items: v.array(productTileSchema),
  total: v.number(),
  facets: v.object({
    shape: v.array(v.object({ value: v.string(), label: v.string(), count: v.number() })),
  }),
  priceRange: v.nullable(v.object({ minCents: v.number(), maxCents: v.number() })),
});
/** The designs of a setting (of one stone shape, when chosen) and the shapes the setting comes in. */
export type Designs = v.InferOutput<typeof designsSchema>;
/** A stone shape a setting comes in, with its number of designs. */
export type ShapeOption = Designs['facets']['shape'][number];

const variantSchema = v.object({
  sku: v.string(),
  metal: codeLabelSchema,
  carat: v.nullable(v.number()),
  isDefault: v.boolean(),
  image: v.string(),
  price: v.nullable(priceSchema),
  availability: availabilitySchema,
});
/** One stone size in one metal of a design. */
export type DesignVariant = v.InferOutput<typeof variantSchema>;

const sizeSchema = v.object({ code: v.string(), label: v.string(), quantity: v.number() });
/** A ring size in the market's sizing system (code `M`; label `M`, or `6.5` in Canada). */
export type RingSize = v.InferOutput<typeof sizeSchema>;

const designDetailSchema = v.object({
  id: v.string(),
  slug: v.string(),
  name: v.string(),
  variants: v.array(variantSchema),
  selected: v.object({
    sku: v.string(),
    size: v.nullable(codeLabelSchema),
    engraving: v.boolean(),
    resized: v.boolean(),
    price: v.nullable(priceSchema),
    availability: availabilitySchema,
  }),
  sizing: v.nullable(v.object({ system: v.picklist(['letter', 'numeric']), sizes: v.array(sizeSchema) })),
  engraving: v.object({ allowed: v.boolean(), maxChars: v.nullable(v.number()) }),
  flags: v.object({ online: v.boolean(), madeToOrder: v.boolean() }),
});
/** A design's detail: its variants, ring sizes, engraving and the chosen variant's price and availability. */
export type DesignDetail = v.InferOutput<typeof designDetailSchema>;

/** The setting styles: the engagement-ring sub-categories that have pieces. */
export async function fetchSettings(signal: AbortSignal): Promise<Setting[]> {
  const answer = await catalogueApi.get('/categories', { schema: categoriesSchema, signal });
  const root = answer.categories.find((category) => category.id === ENGAGEMENT_RINGS_ID);
  return (root?.children ?? []).filter((setting) => setting.productCount > 0);
}

/**
 * The shapes of a setting (facet counts ignore the shape filter) and, once a shape is chosen, its designs in
 * featured order (the first is the one the builder suggests).
 */
export function fetchDesigns(settingPath: string, shape: string | null, signal: AbortSignal): Promise<Designs> {
  return catalogueApi.get('/products', {
    query: { category: settingPath, shape, sort: 'featured', pageSize: shape ? 96 : 1 },
    schema: designsSchema,
    signal,
  });
}

/** A design with the price and availability (dispatch date) of a variant, ring size and engraving. */
export function fetchDesignDetail(
  slug: string,
  choice: { sku: string | null; size: string | null; engraving: boolean },
  signal: AbortSignal,
): Promise<DesignDetail> {
  return catalogueApi.get(`/products/${encodeURIComponent(slug)}`, {
    query: { sku: choice.sku, size: choice.size, engraving: choice.engraving ? '1' : null },
    schema: designDetailSchema,
    signal,
  });
}
