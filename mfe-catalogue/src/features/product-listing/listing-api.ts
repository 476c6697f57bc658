import {
  categoryRefSchema,
  productListAnswerSchema,
  searchAnswerSchema,
  type ProductListAnswer,
  type SearchAnswer,
} from '@storefront/api-schemas';
import { takePagePayload } from '@storefront/contracts';
import * as v from 'valibot';
import { catalogueApi } from '../../lib/catalogue-api-client';
import {
  defaultSort,
  hasFilters,
  PAGE_SIZE,
  type ApiRequest,
  type ListingParams,
  type ListingTarget,
} from './listing-query';

/** A listing answer of either source (search fields are absent from category pages). */
export type ListingAnswer = ProductListAnswer & Partial<Omit<SearchAnswer, keyof ProductListAnswer>>;

const topCategorySchema = v.object({ ...categoryRefSchema.entries, productCount: v.number() });
export type TopCategory = v.InferOutput<typeof topCategorySchema>;

const categoriesAnswerSchema = v.object({ categories: v.array(topCategorySchema) });

/** Fetches one listing request. Refreshes nothing: listings are read-only. */
export function fetchListingPage(request: ApiRequest, signal: AbortSignal): Promise<ListingAnswer> {
  return catalogueApi.get(request.path, {
    query: request.query,
    schema: request.path === '/search' ? searchAnswerSchema : productListAnswerSchema,
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

/**
 * The answer the edge prerendered into the document for this listing (SPEC §7 per-page payloads, ADR 007;
 * deploy/src/edge/catalogue-first-view.ts), when it answers this very view: the plain address (no filter, sort or
 * page: the edge answers nothing else) of a category page (`product-list`) or of search (`search`, "Shop all"
 * included), a first page of `PAGE_SIZE` tiles. Anything else is asked as usual.
 */
export function prerenderedListing(target: ListingTarget, params: ListingParams): ListingAnswer | undefined {
  if (hasFilters(params) || params.page !== 1 || params.sort !== defaultSort(target.source)) return undefined;
  const routeId = target.source === 'category' && target.path !== '' ? 'product-list' : 'search';
  const schema = target.source === 'search' ? searchAnswerSchema : productListAnswerSchema;
  const parsed = v.safeParse(schema, takePagePayload(routeId));
  if (!parsed.success || parsed.output.page !== 1 || parsed.output.pageSize !== PAGE_SIZE) return undefined;
  return parsed.output;
}

/** The top-level categories, biggest first (`GET /api/categories`). */
export async function fetchTopCategories(signal: AbortSignal, limit = 6): Promise<TopCategory[]> {
  const answer = await catalogueApi.get('/categories', { schema: categoriesAnswerSchema, signal });
  return [...answer.categories].sort((a, b) => b.productCount - a.productCount).slice(0, limit);
}
