import * as v from 'valibot';
import { catalogueApi } from '../../lib/catalogue-api-client';
import { categoryRefSchema, currencySchema, productTileSchema } from '../../lib/catalogue-schemas';
import type { ApiRequest } from './listing-query';

const facetValueSchema = v.object({
  value: v.string(),
  label: v.string(),
  count: v.number(),
  selected: v.boolean(),
});
export type FacetValue = v.InferOutput<typeof facetValueSchema>;

const categoryFacetValueSchema = v.object({ ...facetValueSchema.entries, slug: v.string(), path: v.string() });
export type CategoryFacetValue = v.InferOutput<typeof categoryFacetValueSchema>;

/** The category a list shows, with its trail and (when the API sends them) its paths in the other locales. */
const listCategorySchema = v.object({
  ...categoryRefSchema.entries,
  description: v.string(),
  breadcrumbs: v.array(categoryRefSchema),
  /** Locale → path without prefix, e.g. `{ 'fr-CA': '/bagues-de-fiancailles' }`. */
  alternates: v.optional(v.record(v.string(), v.string())),
});
export type ListCategory = v.InferOutput<typeof listCategorySchema>;

/** `GET /api/products`: a page of a category's products with facets and counts. */
export const listAnswerSchema = v.object({
  currency: currencySchema,
  member: v.boolean(),
  category: v.nullable(listCategorySchema),
  items: v.array(productTileSchema),
  total: v.number(),
  page: v.number(),
  pageSize: v.number(),
  pageCount: v.number(),
  sort: v.string(),
  applied: v.object({
    category: v.nullable(v.string()),
    metal: v.array(v.string()),
    stone: v.array(v.string()),
    shape: v.array(v.string()),
    price: v.array(v.string()),
    minPriceCents: v.nullable(v.number()),
    maxPriceCents: v.nullable(v.number()),
  }),
  facets: v.object({
    category: v.array(categoryFacetValueSchema),
    metal: v.array(facetValueSchema),
    stone: v.array(facetValueSchema),
    shape: v.array(facetValueSchema),
    price: v.array(v.object({ ...facetValueSchema.entries, minCents: v.number(), maxCents: v.nullable(v.number()) })),
  }),
  priceRange: v.nullable(v.object({ minCents: v.number(), maxCents: v.number() })),
});

/** `GET /api/search`: the list answer plus the query, a typo correction and, when nothing matched, alternatives. */
export const searchAnswerSchema = v.object({
  ...listAnswerSchema.entries,
  query: v.string(),
  correctedQuery: v.nullable(v.string()),
  categories: v.array(categoryRefSchema),
  alternatives: v.nullish(
    v.object({
      didYouMean: v.array(v.string()),
      popular: v.array(v.string()),
      categories: v.array(categoryRefSchema),
    }),
  ),
});

/** A listing answer of either source (search fields are absent from category pages). */
export type ListingAnswer = v.InferOutput<typeof listAnswerSchema> &
  Partial<Omit<v.InferOutput<typeof searchAnswerSchema>, keyof v.InferOutput<typeof listAnswerSchema>>>;

const popularAnswerSchema = v.object({
  queries: v.array(v.object({ query: v.string(), count: v.number() })),
});

const topCategorySchema = v.object({ ...categoryRefSchema.entries, productCount: v.number() });
export type TopCategory = v.InferOutput<typeof topCategorySchema>;

const categoriesAnswerSchema = v.object({ categories: v.array(topCategorySchema) });

/** Fetches one listing request. Refreshes nothing: listings are read-only. */
export function fetchListingPage(request: ApiRequest, signal: AbortSignal): Promise<ListingAnswer> {
  return catalogueApi.get(request.path, {
    query: request.query,
    schema: request.path === '/search' ? searchAnswerSchema : listAnswerSchema,
    signal,
  });
}

/**
 * Fetches several consecutive pages as one answer: the last page's facets and counts, every page's tiles in order,
 * at most `limit` of them.
 */
export async function fetchListing(
  requests: readonly ApiRequest[],
  limit: number,
  signal: AbortSignal,
): Promise<ListingAnswer> {
  const answers = await Promise.all(requests.map((request) => fetchListingPage(request, signal)));
  return combineAnswers(answers, limit);
}

/** Joins consecutive pages: the items of all, in order and at most `limit`; everything else from the last. */
export function combineAnswers(answers: readonly ListingAnswer[], limit = Number.POSITIVE_INFINITY): ListingAnswer {
  const last = answers.at(-1);
  if (!last) throw new Error('combineAnswers needs at least one answer');
  return { ...last, items: answers.flatMap((answer) => answer.items).slice(0, limit) };
}

/** The most searched queries of the shopper's locale (`GET /api/search/popular`). */
export async function fetchPopularSearches(signal: AbortSignal, limit = 8): Promise<string[]> {
  const answer = await catalogueApi.get('/search/popular', { query: { limit }, schema: popularAnswerSchema, signal });
  return answer.queries.map((item) => item.query);
}

/** The top-level categories, biggest first (`GET /api/categories`). */
export async function fetchTopCategories(signal: AbortSignal, limit = 6): Promise<TopCategory[]> {
  const answer = await catalogueApi.get('/categories', { schema: categoriesAnswerSchema, signal });
  return [...answer.categories].sort((a, b) => b.productCount - a.productCount).slice(0, limit);
}
