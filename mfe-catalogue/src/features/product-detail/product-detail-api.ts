import * as v from 'valibot';
import { catalogueApi } from '../../lib/catalogue-api-client';
import {
  availabilitySchema,
  categoryRefSchema,
  currencySchema,
  priceSchema,
  productTileSchema,
} from '../../lib/catalogue-schemas';

const codeLabelSchema = v.object({ code: v.string(), label: v.string() });
const ringSizeSchema = v.object({ code: v.string(), label: v.string(), quantity: v.number() });

/** One buyable variant: metal × stone size × width, with its price and online stock. */
export const productVariantSchema = v.object({
  sku: v.string(),
  metal: codeLabelSchema,
  carat: v.nullable(v.number()),
  widthMm: v.nullable(v.number()),
  isDefault: v.boolean(),
  image: v.string(),
  /** Null when the variant has no price in this market. */
  price: v.nullable(priceSchema),
  quantity: v.number(),
  sizes: v.array(ringSizeSchema),
  availability: availabilitySchema,
});
export type ProductVariant = v.InferOutput<typeof productVariantSchema>;

/** `GET /api/products/:slug`: the product page (packages/commerce-api/src/catalogue/product-detail.ts). */
export const productDetailSchema = v.object({
  id: v.string(),
  number: v.string(),
  slug: v.string(),
  /** The page's path (no locale prefix) in each locale, for canonical and hreflang links. */
  alternates: v.optional(
    v.object({
      'en-AU': v.optional(v.string()),
      'en-CA': v.optional(v.string()),
      'fr-CA': v.optional(v.string()),
      'en-NZ': v.optional(v.string()),
    }),
  ),
  name: v.string(),
  description: v.string(),
  kind: v.string(),
  collection: v.nullable(v.string()),
  stone: v.nullable(codeLabelSchema),
  shape: v.nullable(codeLabelSchema),
  breadcrumbs: v.array(categoryRefSchema),
  images: v.array(v.object({ metal: v.string(), url: v.string(), alt: v.string() })),
  currency: currencySchema,
  variants: v.array(productVariantSchema),
  selected: v.object({
    sku: v.string(),
    size: v.nullable(codeLabelSchema),
    engraving: v.boolean(),
    /** The chosen size is not in stock: the ring is resized from another size (adds the resize delay). */
    resized: v.boolean(),
    sizeRequired: v.boolean(),
    price: v.nullable(priceSchema),
    availability: availabilitySchema,
  }),
  sizing: v.nullable(v.object({ system: v.picklist(['letter', 'numeric']), sizes: v.array(ringSizeSchema) })),
  engraving: v.object({ allowed: v.boolean(), maxChars: v.nullable(v.number()) }),
  flags: v.object({
    sized: v.boolean(),
    engravable: v.boolean(),
    madeToOrder: v.boolean(),
    resizable: v.boolean(),
    carePlanEligible: v.boolean(),
    bnplEligible: v.boolean(),
    online: v.boolean(),
  }),
  carePlan: v.nullable(
    v.object({
      priceCents: v.number(),
      termMonths: v.number(),
      currency: currencySchema,
      termsUrl: v.nullable(v.string()),
    }),
  ),
  bnpl: v.nullable(v.object({ instalments: v.number(), frequency: v.string(), amountCents: v.number() })),
  alternatives: v.array(v.object({ ...productTileSchema.entries, attribute: v.nullable(v.string()) })),
  complements: v.array(productTileSchema),
  addons: v.array(v.object({ ...productTileSchema.entries, addonKind: v.picklist(['pendant', 'connector', 'charm']) })),
});
export type ProductDetailData = v.InferOutput<typeof productDetailSchema>;
export type ProductAddon = ProductDetailData['addons'][number];

/** What the product page is asked for: the variant, ring size and engraving its dispatch estimate is for. */
export interface ProductDetailRequest {
  slug: string;
  sku?: string | undefined;
  size?: string | undefined;
  engraving?: boolean | undefined;
}

/** The product page's data; abort `signal` when the shopper picks something else first. */
export function fetchProductDetail(request: ProductDetailRequest, signal: AbortSignal): Promise<ProductDetailData> {
  return catalogueApi.get(`/products/${encodeURIComponent(request.slug)}`, {
    query: {
      sku: request.sku,
      size: request.size,
      engraving: request.engraving ? '1' : undefined,
    },
    schema: productDetailSchema,
    signal,
  });
}

/** `GET /api/content/pdp-preferences`: the product page's content (care plan link, size guide, delivery). */
export const pdpPreferencesSchema = v.object({
  pcpLink: v.nullable(v.string()),
  pcpSummary: v.string(),
  ringSizeGuide: v.object({ intro: v.string(), url: v.nullable(v.string()) }),
  deliveryAndReturns: v.object({ title: v.string(), body: v.string(), url: v.nullable(v.string()) }),
});
export type PdpPreferences = v.InferOutput<typeof pdpPreferencesSchema>;

/** `GET /api/content/site-preferences`, the one field the product page reads. */
const sitePreferencesSchema = v.object({ resizeEngravingDelayTime: v.optional(v.number(), 3) });

/** The product page's content preferences. */
export function fetchPdpPreferences(signal: AbortSignal): Promise<PdpPreferences> {
  return catalogueApi.get('/content/pdp-preferences', { schema: pdpPreferencesSchema, signal });
}

/** Business days engraving or resizing adds to dispatch (SPEC §9: default 3). */
export async function fetchEngravingDelayDays(signal: AbortSignal): Promise<number> {
  const answer = await catalogueApi.get('/content/site-preferences', { schema: sitePreferencesSchema, signal });
  return answer.resizeEngravingDelayTime;
}
