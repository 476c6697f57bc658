import * as v from 'valibot';
import { availabilitySchema } from './availability-schemas';
import { centsSchema, codeLabelSchema, currencySchema, localePathsSchema } from './market-schemas';

/** A price as the API shows it, in cents of the market's currency. */
export const priceSchema = v.object({
  currency: currencySchema,
  listCents: centsSchema,
  memberCents: v.nullable(centsSchema),
  /** What this shopper pays: the member price when signed in and lower, else the list price. */
  effectiveCents: centsSchema,
  isMemberPrice: v.boolean(),
  /** Other variants cost more ("from $X"); tiles only, absent on a variant's own price. */
  from: v.optional(v.boolean(), false),
});
/** A shown price. */
export type ProductPrice = v.InferOutput<typeof priceSchema>;

/** A category as lists, breadcrumbs and search name it. */
export const categoryRefSchema = v.object({ id: v.string(), name: v.string(), slug: v.string(), path: v.string() });
/** A category link. */
export type CategoryRef = v.InferOutput<typeof categoryRefSchema>;

/** A category with its description and trail (a list's category, a product's category). */
export const categorySummarySchema = v.object({
  ...categoryRefSchema.entries,
  description: v.string(),
  breadcrumbs: v.array(categoryRefSchema),
});
/** A category with its description and trail. */
export type CategorySummary = v.InferOutput<typeof categorySummarySchema>;

/** A product in a grid: list pages, search, the product page's related products, the wishlist, the builder. */
export const productTileSchema = v.object({
  id: v.string(),
  number: v.string(),
  slug: v.string(),
  name: v.string(),
  kind: v.string(),
  categoryId: v.string(),
  collection: v.nullable(v.string()),
  stone: v.nullable(codeLabelSchema),
  shape: v.nullable(codeLabelSchema),
  /** The variant the tile shows (the cheapest that matches). */
  sku: v.string(),
  image: v.string(),
  metals: v.array(v.object({ code: v.string(), label: v.string(), image: v.string() })),
  /** Never null: a product without a price in the market's currency is left out. */
  price: priceSchema,
  availability: availabilitySchema,
  flags: v.object({
    online: v.boolean(),
    madeToOrder: v.boolean(),
    engravable: v.boolean(),
    sized: v.boolean(),
    bnplEligible: v.boolean(),
  }),
});
/** A product tile. */
export type ProductTileData = v.InferOutput<typeof productTileSchema>;

/** A ring size in the market's system (code `M`; label `M`, or `6.5` in Canada) with its units in stock. */
export const ringSizeStockSchema = v.object({ code: v.string(), label: v.string(), quantity: v.number() });
/** A ring size with its stock. */
export type RingSizeStock = v.InferOutput<typeof ringSizeStockSchema>;

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
  /** Online units over all sizes. */
  quantity: v.number(),
  /** Sized products: the sizes in stock. */
  sizes: v.array(ringSizeStockSchema),
  availability: availabilitySchema,
});
/** A product's variant. */
export type ProductVariant = v.InferOutput<typeof productVariantSchema>;

/** One view of a product's photography in a metal: its alternative text and its files per width, best format first. */
export const productPhotoSchema = v.object({
  metal: v.string(),
  /** `front`, `side` or `detail` (a macro close-up of the stone and setting, or the dial). */
  view: v.string(),
  /** In the shopper's language. */
  alt: v.string(),
  /** Best format first; each `srcset` lists one file per width (square pictures: the height is the width). */
  sources: v.array(
    v.object({
      type: v.picklist(['image/avif', 'image/webp']),
      srcset: v.array(v.object({ url: v.string(), width: v.pipe(v.number(), v.integer()) })),
    }),
  ),
});
/** A view of a product's photography. */
export type ProductPhoto = v.InferOutput<typeof productPhotoSchema>;

/** `GET /products/:slug`: the product page. */
export const productDetailAnswerSchema = v.object({
  id: v.string(),
  number: v.string(),
  slug: v.string(),
  /** The page's path in each locale (absent from an API older than hreflang). */
  alternates: v.optional(localePathsSchema),
  name: v.string(),
  description: v.string(),
  kind: v.string(),
  collection: v.nullable(v.string()),
  gender: v.string(),
  stone: v.nullable(codeLabelSchema),
  shape: v.nullable(codeLabelSchema),
  category: categorySummarySchema,
  breadcrumbs: v.array(categoryRefSchema),
  images: v.array(v.object({ metal: v.string(), url: v.string(), alt: v.string() })),
  /** The photography gallery: every view of every metal, front view first within a metal (additive). */
  gallery: v.optional(v.array(productPhotoSchema), []),
  currency: currencySchema,
  /** Member prices apply. */
  member: v.boolean(),
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
  sizing: v.nullable(v.object({ system: v.picklist(['letter', 'numeric']), sizes: v.array(ringSizeStockSchema) })),
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
      priceCents: centsSchema,
      termMonths: v.number(),
      currency: currencySchema,
      termsUrl: v.nullable(v.string()),
    }),
  ),
  bnpl: v.nullable(
    v.object({ instalments: v.number(), frequency: v.literal('fortnightly'), amountCents: centsSchema }),
  ),
  /** Canada: the financing provider's longest interest-free monthly offer for the selected price (additive). */
  financing: v.optional(
    v.nullable(v.object({ provider: v.string(), termMonths: v.number(), monthlyCents: centsSchema })),
    null,
  ),
  alternatives: v.array(v.object({ ...productTileSchema.entries, attribute: v.nullable(v.string()) })),
  complements: v.array(productTileSchema),
  addons: v.array(v.object({ ...productTileSchema.entries, addonKind: v.picklist(['pendant', 'connector', 'charm']) })),
});
/** The product page's answer. */
export type ProductDetailData = v.InferOutput<typeof productDetailAnswerSchema>;
