import { checkoutAnswerSchema, type CheckoutState } from '@storefront/api-schemas';
import { useCallback, useEffect, useState } from 'react';
import { lastSeenBagVersion, publishBagSummary } from '../bag-summary-sync';
import { checkoutApi } from '../checkout-api-client';

/** The checkout as a step page holds it: loading, failed (with a retry), or the latest answer. */
export type CheckoutLoad =
  | { status: 'loading' }
  | { status: 'error'; retry: () => void }
  | { status: 'ready'; checkout: CheckoutState; update: (checkout: CheckoutState) => void };

/**
 * Loads `GET /checkout` (with the bag version the shopper last saw, so server changes come back as CART_UPDATED) and
 * keeps the latest answer; `update` takes the answer of a PUT. Every answer refreshes the header's bag summary.
 */
export function useCheckoutState(): CheckoutLoad {
  const [state, setState] = useState<{ status: 'loading' | 'error' } | { status: 'ready'; checkout: CheckoutState }>({
    status: 'loading',
  });
  const [attempt, setAttempt] = useState(0);

  const update = useCallback((checkout: CheckoutState) => {
    publishBagSummary(checkout.summary);
    setState({ status: 'ready', checkout });
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    const bagVersion = lastSeenBagVersion();
    checkoutApi
      .get('/checkout', {
        schema: checkoutAnswerSchema,
        signal: controller.signal,
        ...(bagVersion === undefined ? {} : { query: { bagVersion } }),
      })
      .then(update, (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error(error);
        setState({ status: 'error' });
      });
    return () => controller.abort();
  }, [attempt, update]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((count) => count + 1);
  }, []);

  if (state.status === 'ready') return { status: 'ready', checkout: state.checkout, update };
  if (state.status === 'error') return { status: 'error', retry };
  return { status: 'loading' };
}
