import {
  storeDetailAnswerSchema,
  storeSearchAnswerSchema,
  type StoreDetail,
  type StoreSearchAnswer,
} from '@storefront/api-schemas';
import { ProblemError } from '@storefront/http';
import { queryOptions } from '@tanstack/react-query';
import { storesApi } from './stores-api-client';

/** Where a search measures from: a typed place, or a position (the browser's, or a store's). */
export type StoreSearchWhere = { q: string } | { lat: number; lng: number };

/** How long opening status counts as fresh: a store can open or close any minute. */
const STORES_FRESH_MS = 60_000;

/** The stores of the active market nearest a place (`GET /stores/search`), nearest first. */
export function storeSearchQuery(locale: string, where: StoreSearchWhere, limit = 10) {
  const query: Record<string, string> =
    'q' in where ? { q: where.q } : { lat: String(where.lat), lng: String(where.lng) };
  query.limit = String(limit);
  return queryOptions({
    queryKey: ['stores', 'search', locale, query],
    queryFn: ({ signal }): Promise<StoreSearchAnswer> =>
      storesApi.get('/stores/search', { query, schema: storeSearchAnswerSchema, signal }),
    staleTime: STORES_FRESH_MS,
  });
}

/** A store of the active market with its week and special hours (`GET /stores/<id>`), in the locale's language. */
export function storeDetailQuery(locale: string, id: string) {
  return queryOptions({
    queryKey: ['stores', 'detail', locale, id],
    queryFn: ({ signal }): Promise<StoreDetail> =>
      storesApi.get(`/stores/${encodeURIComponent(id)}`, { schema: storeDetailAnswerSchema, signal }),
    staleTime: STORES_FRESH_MS,
  });
}

/** Whether the API said the market has no such store (404 `STORE_NOT_FOUND`). */
export function isStoreNotFound(error: unknown): boolean {
  return error instanceof ProblemError && error.status === 404;
}
