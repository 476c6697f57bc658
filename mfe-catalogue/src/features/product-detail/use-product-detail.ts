import { type ProductDetailData, productDetailAnswerSchema } from '@storefront/api-schemas';
import { takePagePayload } from '@storefront/contracts';
import { ProblemError } from '@storefront/http';
import { useCallback, useEffect, useRef, useState } from 'react';
import * as v from 'valibot';
import {
  fetchEngravingDelayDays,
  fetchPdpPreferences,
  fetchProductDetail,
  type PdpPreferences,
  type ProductDetailRequest,
} from './product-detail-api';

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

/**
 * The product page for a slug and the shopper's choice (variant, size, engraving), fetched again whenever the
 * choice changes; the previous answer stays on screen meanwhile, so nothing jumps. `retry` asks again.
 */
export function useProductDetail(request: ProductDetailRequest): { state: ProductDetailState; retry: () => void } {
  const [state, setState] = useState<ProductDetailState>(() => {
    const product = prerenderedProduct(request);
    return product ? { status: 'ready', product, refreshing: false, refreshFailed: false } : { status: 'loading' };
  });
  // The document's payload is the answer to the first request: no need to ask again.
  const answered = useRef(state.status === 'ready');
  const [attempt, setAttempt] = useState(0);
  const { slug, sku, size, engraving } = request;

  useEffect(() => {
    if (answered.current) {
      answered.current = false;
      return;
    }
    const controller = new AbortController();
    setState((previous) =>
      previous.status === 'ready' && previous.product.slug === slug
        ? { ...previous, refreshing: true, refreshFailed: false }
        : { status: 'loading' },
    );
    fetchProductDetail({ slug, sku, size, engraving }, controller.signal).then(
      (product) => setState({ status: 'ready', product, refreshing: false, refreshFailed: false }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (error instanceof ProblemError && error.status === 404) {
          setState({ status: 'not-found' });
        } else if (error instanceof ProblemError && error.status === 400 && (sku !== undefined || size !== undefined)) {
          setState({ status: 'bad-link' });
        } else {
          setState((previous) =>
            previous.status === 'ready' && previous.product.slug === slug
              ? { ...previous, refreshing: false, refreshFailed: true }
              : error instanceof ProblemError && error.status === 400
                ? { status: 'not-found' }
                : { status: 'error' },
          );
        }
      },
    );
    return () => controller.abort();
  }, [slug, sku, size, engraving, attempt]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { state, retry };
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

/** The product page's content: loaded once; a failure leaves the defaults (the page works without them). */
export function usePdpContent(): { preferences: PdpPreferences | null; engravingDelayDays: number } {
  const [preferences, setPreferences] = useState<PdpPreferences | null>(null);
  const [engravingDelayDays, setEngravingDelayDays] = useState(3);
  useEffect(() => {
    const controller = new AbortController();
    fetchPdpPreferences(controller.signal).then(setPreferences, () => undefined);
    fetchEngravingDelayDays(controller.signal).then(setEngravingDelayDays, () => undefined);
    return () => controller.abort();
  }, []);
  return { preferences, engravingDelayDays };
}
