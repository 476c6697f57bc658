import { priceAmountSchema } from '@storefront/validation';
import * as v from 'valibot';

/**
 * The listing's view lives in the URL query, so a link reproduces it:
 * `?metal=platinum&metal=18kt-white-gold&price=1000-5000&minPrice=500&maxPrice=2000&sort=price-asc&page=3`
 * (search adds `q` and may add `category`). This module turns that query into the API's and back; it is pure.
 */

/** Tiles per page the API is asked for; `page=N` in the URL shows N of these pages. */
export const PAGE_SIZE = 24;
/** The largest `pageSize` the API accepts. */
export const MAX_API_PAGE_SIZE = 96;
/** More pages than this in a link are read as this many (a shopper does not scroll past ~1,200 pieces). */
export const MAX_PAGES = 50;

/** The five price buckets of SPEC §9, in the order shown. */
export const priceBuckets = ['under-100', '100-300', '300-1000', '1000-5000', 'over-5000'] as const;
export type PriceBucket = (typeof priceBuckets)[number];

/** The multi-value facets the URL carries (the category is a path, one at most). */
export const facetKeys = ['metal', 'stone', 'shape', 'price'] as const;
export type FacetKey = (typeof facetKeys)[number];

/** Sort orders of a category page; search adds `relevance`, its default. */
export const listSorts = ['featured', 'price-asc', 'price-desc', 'newest'] as const;
export const searchSorts = ['relevance', ...listSorts] as const;
export type ListingSort = (typeof searchSorts)[number];

/** Where a listing's products come from. */
export type ListingSource = 'category' | 'search';

/** What is listed: a category's products (the empty path: the whole catalogue, "Shop all"), or a search's. */
export type ListingTarget = { source: 'category'; path: string } | { source: 'search'; query: string };

/** The shopper's choices read from the URL, cleaned: unknown or malformed values are left out. */
export interface ListingParams {
  /** Search only: the category path the results are narrowed to. */
  category: string | null;
  metal: string[];
  stone: string[];
  shape: string[];
  price: PriceBucket[];
  /** Custom price range bounds in dollars, as typed (already valid), or null. */
  minPrice: string | null;
  maxPrice: string | null;
  sort: ListingSort;
  /** How many pages are shown (1 + the "Load more" presses). */
  page: number;
}

/** One request to the API: its path (under `/api`) and query. */
export interface ApiRequest {
  path: '/products' | '/search';
  query: Record<string, string | number | readonly string[]>;
}

const codePattern = /^[a-z0-9-]{1,40}$/;
const categoryPattern = /^[a-z0-9-]+(?:\/[a-z0-9-]+)*$/;
const MAX_CODES = 20;

/** The sorts a source offers, its default first. */
export function sortsOf(source: ListingSource): readonly ListingSort[] {
  return source === 'search' ? searchSorts : listSorts;
}

/** The sort a listing uses when the URL names none. */
export function defaultSort(source: ListingSource): ListingSort {
  return source === 'search' ? 'relevance' : 'featured';
}

function codesOf(search: URLSearchParams, key: string): string[] {
  const codes = search
    .getAll(key)
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter((value) => codePattern.test(value));
  return [...new Set(codes)].slice(0, MAX_CODES);
}

function amountOf(search: URLSearchParams, key: string): string | null {
  const raw = search.get(key);
  if (raw === null) return null;
  const parsed = v.safeParse(priceAmountSchema, raw);
  return parsed.success ? String(parsed.output) : null;
}

function pageOf(search: URLSearchParams): number {
  const raw = search.get('page') ?? '';
  if (!/^[1-9]\d{0,5}$/.test(raw)) return 1;
  return Math.min(Number(raw), MAX_PAGES);
}

/** Reads the listing's choices from the URL query. */
export function readListingParams(search: URLSearchParams, source: ListingSource): ListingParams {
  const sort = search.get('sort');
  const category = search.get('category');
  const minPrice = amountOf(search, 'minPrice');
  const maxPrice = amountOf(search, 'maxPrice');
  // A range upside down (the API refuses it) keeps its lower bound.
  const rangeValid = minPrice === null || maxPrice === null || Number(minPrice) <= Number(maxPrice);
  return {
    category: source === 'search' && category !== null && categoryPattern.test(category) ? category : null,
    metal: codesOf(search, 'metal'),
    stone: codesOf(search, 'stone'),
    shape: codesOf(search, 'shape'),
    price: codesOf(search, 'price').filter((code): code is PriceBucket =>
      (priceBuckets as readonly string[]).includes(code),
    ),
    minPrice,
    maxPrice: rangeValid ? maxPrice : null,
    sort: sort !== null && sortsOf(source).includes(sort as ListingSort) ? (sort as ListingSort) : defaultSort(source),
    page: pageOf(search),
  };
}

/** Whether any filter (not the sort or the page) is chosen. */
export function hasFilters(params: ListingParams): boolean {
  return (
    params.category !== null ||
    facetKeys.some((key) => params[key].length > 0) ||
    params.minPrice !== null ||
    params.maxPrice !== null
  );
}

/** The API request for the listing without paging: what is listed, filtered and sorted how. */
function baseRequest(target: ListingTarget, params: ListingParams): ApiRequest {
  const query: ApiRequest['query'] = {};
  if (target.source === 'search') query.q = target.query;
  const category = target.source === 'category' ? target.path : params.category;
  if (category) query.category = category;
  for (const key of facetKeys) if (params[key].length > 0) query[key] = params[key];
  if (params.minPrice !== null) query.minPrice = params.minPrice;
  if (params.maxPrice !== null) query.maxPrice = params.maxPrice;
  if (params.sort !== defaultSort(target.source)) query.sort = params.sort;
  return { path: target.source === 'search' ? '/search' : '/products', query };
}

/** The API request for `pageSize` tiles from page `page` of the listing. */
export function apiRequest(target: ListingTarget, params: ListingParams, page: number, pageSize: number): ApiRequest {
  const base = baseRequest(target, params);
  return { path: base.path, query: { ...base.query, page, pageSize } };
}

/**
 * The requests that show the first `params.page` pages at once (a fresh load of `page=3`): one request of
 * 3 × 24 tiles while that fits the API's largest page, else as few full-size pages as cover them (the extra tiles
 * of the last one are dropped by the caller: see `shownCount`).
 */
export function freshRequests(target: ListingTarget, params: ListingParams): ApiRequest[] {
  const wanted = params.page * PAGE_SIZE;
  if (wanted <= MAX_API_PAGE_SIZE) return [apiRequest(target, params, 1, wanted)];
  const count = Math.ceil(wanted / MAX_API_PAGE_SIZE);
  return Array.from({ length: count }, (_, index) => apiRequest(target, params, index + 1, MAX_API_PAGE_SIZE));
}

/** The request for one more page (`page`, 1-based, of `PAGE_SIZE` tiles) after the ones shown. */
export function nextPageRequest(target: ListingTarget, params: ListingParams, page: number): ApiRequest {
  return apiRequest(target, params, page, PAGE_SIZE);
}

/** How many tiles `page` pages show at most. */
export function shownCount(params: ListingParams): number {
  return params.page * PAGE_SIZE;
}

/** A stable text of a request (sorted keys, repeated values kept in order), for cache keys. */
export function requestUrl(request: ApiRequest): string {
  const search = new URLSearchParams();
  for (const key of Object.keys(request.query).sort()) {
    const value = request.query[key];
    const values: readonly (string | number)[] = Array.isArray(value) ? value : [value as string | number];
    for (const item of values) search.append(key, String(item));
  }
  return `${request.path}?${search.toString()}`;
}

/** The same view whatever its page count: what "Load more" appends to. */
export function viewKey(target: ListingTarget, params: ListingParams): string {
  return requestUrl(baseRequest(target, params));
}

function edit(search: URLSearchParams, change: (next: URLSearchParams) => void): URLSearchParams {
  const next = new URLSearchParams(search);
  change(next);
  // Any change of what is listed starts again from the first page.
  next.delete('page');
  return next;
}

/** Adds or removes one value of a facet. */
export function toggleFacetValue(search: URLSearchParams, key: FacetKey, value: string): URLSearchParams {
  return edit(search, (next) => {
    const current = codesOf(search, key);
    const values = current.includes(value) ? current.filter((code) => code !== value) : [...current, value];
    next.delete(key);
    for (const code of values) next.append(key, code);
  });
}

/** Narrows a search to a category path, or (null) widens it again. */
export function withCategory(search: URLSearchParams, path: string | null): URLSearchParams {
  return edit(search, (next) => {
    if (path === null) next.delete('category');
    else next.set('category', path);
  });
}

/** Sets the custom price range (dollars; null leaves a bound open). */
export function withPriceRange(search: URLSearchParams, min: number | null, max: number | null): URLSearchParams {
  return edit(search, (next) => {
    if (min === null) next.delete('minPrice');
    else next.set('minPrice', String(min));
    if (max === null) next.delete('maxPrice');
    else next.set('maxPrice', String(max));
  });
}

/** Sets the sort; the source's default leaves the URL without one. */
export function withSort(search: URLSearchParams, sort: ListingSort, source: ListingSource): URLSearchParams {
  return edit(search, (next) => {
    if (sort === defaultSort(source)) next.delete('sort');
    else next.set('sort', sort);
  });
}

/** Removes every filter, keeping the search text and the sort. */
export function withoutFilters(search: URLSearchParams): URLSearchParams {
  return edit(search, (next) => {
    for (const key of [...facetKeys, 'category', 'minPrice', 'maxPrice']) next.delete(key);
  });
}

/** Shows `page` pages (the "Load more" button); page 1 leaves the URL without one. */
export function withPage(search: URLSearchParams, page: number): URLSearchParams {
  const next = new URLSearchParams(search);
  if (page <= 1) next.delete('page');
  else next.set('page', String(page));
  return next;
}

/** The query a link to another category keeps: the filters and sort, not the page or the search's own keys. */
export function carriedQuery(search: URLSearchParams): string {
  const next = new URLSearchParams(search);
  for (const key of ['page', 'q', 'category']) next.delete(key);
  const text = next.toString();
  return text ? `?${text}` : '';
}
