import * as v from 'valibot';
import { centsSchema, currencySchema, localePathsSchema } from './market-schemas';
import { categoryRefSchema, categorySummarySchema, productTileSchema } from './product-schemas';

/** One value of a facet with the number of products it would show. */
export const facetValueSchema = v.object({
  value: v.string(),
  label: v.string(),
  count: v.number(),
  selected: v.boolean(),
});
/** A facet value. */
export type FacetValue = v.InferOutput<typeof facetValueSchema>;

/** A sub-category to narrow to, with its page's path. */
export const categoryFacetValueSchema = v.object({ ...facetValueSchema.entries, slug: v.string(), path: v.string() });
/** A category facet value. */
export type CategoryFacetValue = v.InferOutput<typeof categoryFacetValueSchema>;

/** A price bucket (SPEC §9): `minCents ≤ price < maxCents`, no upper bound for the last. */
export const priceFacetValueSchema = v.object({
  ...facetValueSchema.entries,
  minCents: centsSchema,
  maxCents: v.nullable(centsSchema),
});

/** The category a list shows, with its trail and its page's path in every locale. */
export const listCategorySchema = v.object({
  ...categorySummarySchema.entries,
  /** Absent from an API older than hreflang. */
  alternates: v.optional(localePathsSchema),
});
/** A list's category. */
export type ListCategory = v.InferOutput<typeof listCategorySchema>;

/** `GET /products` (a category page, or products by `ids=`): a page of tiles with facets and counts. */
export const productListAnswerSchema = v.object({
  currency: currencySchema,
  member: v.boolean(),
  category: v.nullable(listCategorySchema),
  items: v.array(productTileSchema),
  total: v.number(),
  page: v.number(),
  pageSize: v.number(),
  pageCount: v.number(),
  sort: v.picklist(['featured', 'price-asc', 'price-desc', 'newest', 'relevance']),
  applied: v.object({
    category: v.nullable(v.string()),
    metal: v.array(v.string()),
    stone: v.array(v.string()),
    shape: v.array(v.string()),
    price: v.array(v.string()),
    minPriceCents: v.nullable(centsSchema),
    maxPriceCents: v.nullable(centsSchema),
  }),
  facets: v.object({
    category: v.array(categoryFacetValueSchema),
    metal: v.array(facetValueSchema),
    stone: v.array(facetValueSchema),
    shape: v.array(facetValueSchema),
    price: v.array(priceFacetValueSchema),
  }),
  /** Lowest and highest price of the products listed; null when there are none. */
  priceRange: v.nullable(v.object({ minCents: centsSchema, maxCents: centsSchema })),
});
/** A product list answer. */
export type ProductListAnswer = v.InferOutput<typeof productListAnswerSchema>;

/** `GET /search`: the list answer plus the query, a typo correction and, when nothing matched, alternatives. */
export const searchAnswerSchema = v.object({
  ...productListAnswerSchema.entries,
  query: v.string(),
  correctedQuery: v.nullable(v.string()),
  categories: v.array(categoryRefSchema),
  alternatives: v.nullable(
    v.object({
      didYouMean: v.array(v.string()),
      popular: v.array(v.string()),
      categories: v.array(categoryRefSchema),
    }),
  ),
});
/** A search answer. */
export type SearchAnswer = v.InferOutput<typeof searchAnswerSchema>;
