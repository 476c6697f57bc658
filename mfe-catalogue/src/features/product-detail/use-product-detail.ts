import { type ProductDetailData, productDetailAnswerSchema } from '@storefront/api-schemas';
import { takePagePayload, useLocale } from '@storefront/contracts';
import { ProblemError } from '@storefront/http';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import * as v from 'valibot';
import { productDetailQuery, type ProductDetailRequest } from '../../lib/product-detail-query';
import { fetchEngravingDelayDays, fetchPdpPreferences, type PdpPreferences } from './product-detail-api';

/** The product page's data as it loads (SPEC §4: idle, pending, success, error). */
export type ProductDetailState =
  | { status: 'loading' }
  | { status: 'not-found' }
  /** The link's variant or size is not one of this product's: the page drops them from the address. */
  | { status: 'bad-link' }
  | { status: 'error' }
  | {
      status: 'ready';
      product: ProductDetailData;
      /** A new choice is being fetched; `product` is the previous answer until it arrives. */
      refreshing: boolean;
      /** The last choice could not be fetched; `product` is the previous answer. */
      refreshFailed: boolean;
    };

/** Content changes with an editor's publish, not while a shopper browses. */
const CONTENT_FRESH_MS = 10 * 60_000;

/**
 * The product page for a slug and the shopper's choice (variant, size, engraving), asked again whenever the choice
 * changes; the previous answer for the same piece stays on screen meanwhile, so nothing jumps. `retry` asks again.
 * The answer the edge prerendered into the document is the first request's answer: it is not asked twice.
 */
export function useProductDetail(request: ProductDetailRequest): { state: ProductDetailState; retry: () => void } {
  const { slug } = request;
  const locale = useLocale();
  const query = useQuery({
    ...productDetailQuery(locale, request),
    initialData: () => prerenderedProduct(request),
    initialDataUpdatedAt: () => Date.now(),
    // While another choice of the same piece loads, the last one stays.
    placeholderData: (previous) => (previous?.slug === slug ? previous : undefined),
  });
  // The last answer for this piece, so a choice that cannot be fetched leaves the page as it was.
  const lastShown = useRef<ProductDetailData | undefined>(undefined);
  if (query.data && !query.isPlaceholderData) lastShown.current = query.data;
  const { refetch } = query;
  const retry = useCallback(() => void refetch(), [refetch]);
  return { state: productDetailState(query, request, lastShown.current), retry };
}

/** The page's state from the query's: loading, the answer (maybe refreshing), or what went wrong. */
function productDetailState(
  query: UseQueryResult<ProductDetailData>,
  { slug, sku, size }: ProductDetailRequest,
  lastShown: ProductDetailData | undefined,
): ProductDetailState {
  const previous = lastShown?.slug === slug ? lastShown : undefined;
  if (query.isError && query.isFetching) {
    return previous
      ? { status: 'ready', product: previous, refreshing: true, refreshFailed: false }
      : { status: 'loading' };
  }
  if (query.isError) {
    const { error } = query;
    if (error instanceof ProblemError && error.status === 404) return { status: 'not-found' };
    if (error instanceof ProblemError && error.status === 400 && (sku !== undefined || size !== undefined)) {
      return { status: 'bad-link' };
    }
    if (previous) return { status: 'ready', product: previous, refreshing: false, refreshFailed: true };
    return error instanceof ProblemError && error.status === 400 ? { status: 'not-found' } : { status: 'error' };
  }
  if (query.data === undefined) return { status: 'loading' };
  return { status: 'ready', product: query.data, refreshing: query.isPlaceholderData, refreshFailed: false };
}

/**
 * The answer the edge prerendered into the document for this page (SPEC §7 per-page payloads), when it is the answer
 * to this very request (the payload is for the address shown; an engraving choice is never in an address).
 */
function prerenderedProduct(request: ProductDetailRequest): ProductDetailData | undefined {
  if (request.engraving) return undefined;
  const parsed = v.safeParse(productDetailAnswerSchema, takePagePayload('product'));
  return parsed.success ? parsed.output : undefined;
}

/** The product page's content, shared by every product page; a failure leaves the defaults (the page works without). */
export function usePdpContent(): { preferences: PdpPreferences | null; engravingDelayDays: number } {
  const locale = useLocale();
  const preferences = useQuery({
    queryKey: ['content', 'pdp-preferences', locale],
    queryFn: ({ signal }) => fetchPdpPreferences(signal),
    staleTime: CONTENT_FRESH_MS,
  });
  const delay = useQuery({
    queryKey: ['content', 'engraving-delay-days', locale],
    queryFn: ({ signal }) => fetchEngravingDelayDays(signal),
    staleTime: CONTENT_FRESH_MS,
  });
  return { preferences: preferences.data ?? null, engravingDelayDays: delay.data ?? 3 };
}
