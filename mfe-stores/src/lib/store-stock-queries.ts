import {
  oneStoreStockAnswerSchema,
  storeStockSearchAnswerSchema,
  type OneStoreStockAnswer,
  type StoreStockSearchAnswer,
} from '@storefront/api-schemas';
import { queryOptions } from '@tanstack/react-query';
import type { StoreSearchWhere } from './store-queries';
import { storesApi } from './stores-api-client';

/** Stock changes with every sale: a minute is fresh enough for a shopper choosing a store. */
const STOCK_FRESH_MS = 60_000;

/** The piece a stock question is about: a variant, its size ('' or none for pieces without sizes), engraved or not. */
export interface StockPiece {
  sku: string;
  size?: string | undefined;
  engraved?: boolean | undefined;
}

/**
 * A variant and size at the stores of the active market nearest a place (`GET /stores/stock`), nearest first, each
 * with its units of the size, units across sizes and its SPEC §4 message.
 */
export function storeStockSearchQuery(locale: string, where: StoreSearchWhere, piece: StockPiece, limit = 10) {
  const query: Record<string, string> =
    'q' in where ? { q: where.q } : { lat: String(where.lat), lng: String(where.lng) };
  query.sku = piece.sku;
  if (piece.size) query.size = piece.size;
  if (piece.engraved) query.engraving = '1';
  query.limit = String(limit);
  return queryOptions({
    queryKey: ['stores', 'stock-search', locale, query],
    queryFn: ({ signal }): Promise<StoreStockSearchAnswer> =>
      storesApi.get('/stores/stock', { query, schema: storeStockSearchAnswerSchema, signal }),
    staleTime: STOCK_FRESH_MS,
  });
}

/** One variant (and size) at one store of the active market (`GET /stores/<id>/stock`). */
export function oneStoreStockQuery(locale: string, storeId: string, piece: StockPiece) {
  const query: Record<string, string> = { skus: piece.sku };
  if (piece.size) query.size = piece.size;
  return queryOptions({
    queryKey: ['stores', 'store-stock', locale, storeId, query],
    queryFn: ({ signal }): Promise<OneStoreStockAnswer> =>
      storesApi.get(`/stores/${encodeURIComponent(storeId)}/stock`, {
        query,
        schema: oneStoreStockAnswerSchema,
        signal,
      }),
    staleTime: STOCK_FRESH_MS,
  });
}
