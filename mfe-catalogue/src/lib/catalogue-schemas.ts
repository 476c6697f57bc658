import * as v from 'valibot';

/** The market currencies (SPEC §9). */
export const currencySchema = v.picklist(['AUD', 'CAD', 'NZD']);

/** A price as the API shows it, in cents of the market's currency. */
export const priceSchema = v.object({
  currency: currencySchema,
  listCents: v.number(),
  memberCents: v.nullable(v.number()),
  /** What this shopper pays: the member price when signed in and lower, else the list price. */
  effectiveCents: v.number(),
  isMemberPrice: v.boolean(),
  /** Other variants cost more ("from $X"). */
  from: v.optional(v.boolean(), false),
});
export type ProductPrice = v.InferOutput<typeof priceSchema>;

/** When a piece leaves us (SPEC §4): ready to ship, or ships in N business days. */
export const dispatchSchema = v.object({
  kind: v.picklist(['ready_to_ship', 'ships_in']),
  businessDays: v.number(),
  /** The estimated dispatch date (YYYY-MM-DD), on the product page. */
  date: v.optional(v.string()),
});

/** Stock and dispatch of a product or variant (SPEC §4). */
export const availabilitySchema = v.object({
  stock: v.picklist(['in_stock', 'low_stock', 'out_of_stock', 'unavailable_online']),
  orderable: v.optional(v.number()),
  dispatch: v.nullish(dispatchSchema),
});
export type Availability = v.InferOutput<typeof availabilitySchema>;

const codeLabelSchema = v.object({ code: v.string(), label: v.string() });

/** A product in a grid: list pages, search, alternatives, complements, the wishlist. */
export const productTileSchema = v.object({
  id: v.string(),
  number: v.string(),
  slug: v.string(),
  name: v.string(),
  kind: v.string(),
  categoryId: v.string(),
  collection: v.nullish(v.string()),
  stone: v.nullable(codeLabelSchema),
  shape: v.nullable(codeLabelSchema),
  sku: v.string(),
  image: v.string(),
  metals: v.array(v.object({ code: v.string(), label: v.string(), image: v.string() })),
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
export type ProductTileData = v.InferOutput<typeof productTileSchema>;

/** A category as lists and breadcrumbs name it. */
export const categoryRefSchema = v.object({ id: v.string(), name: v.string(), slug: v.string(), path: v.string() });
export type CategoryRef = v.InferOutput<typeof categoryRefSchema>;

/** The bag summary every bag answer carries (the header's count). */
export const bagAnswerSchema = v.object({
  summary: v.object({
    itemCount: v.number(),
    subtotalCents: v.number(),
    totalCents: v.number(),
    currency: currencySchema,
  }),
});
