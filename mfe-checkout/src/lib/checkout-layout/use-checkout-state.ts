import { checkoutAnswerSchema, type CheckoutState } from '@storefront/api-schemas';
import { useLocale } from '@storefront/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { lastSeenBagVersion, publishBagSummary } from '../bag-summary-sync';
import { checkoutApi } from '../checkout-api-client';

/** The checkout as a step page holds it: loading, failed (with a retry), or the latest answer. */
export type CheckoutLoad =
  | { status: 'loading' }
  | { status: 'error'; retry: () => void }
  | { status: 'ready'; checkout: CheckoutState; update: (checkout: CheckoutState) => void };

/**
 * Loads `GET /checkout` (with the bag version the shopper last saw, so server changes come back as CART_UPDATED) and
 * keeps the latest answer; `update` takes the answer of a PUT. Every answer refreshes the header's bag summary. The
 * checkout is asked afresh on every step page: the server's answer is the truth, never a remembered one.
 */
export function useCheckoutState(): CheckoutLoad {
  const client = useQueryClient();
  const locale = useLocale();
  const queryKey = useMemo(() => ['checkout', 'checkout', locale], [locale]);
  const query = useQuery({
    queryKey,
    queryFn: async ({ signal }) => {
      const bagVersion = lastSeenBagVersion();
      const checkout = await checkoutApi.get('/checkout', {
        schema: checkoutAnswerSchema,
        signal,
        ...(bagVersion === undefined ? {} : { query: { bagVersion } }),
      });
      publishBagSummary(checkout.summary);
      return checkout;
    },
    gcTime: 0,
  });

  const update = useCallback(
    (checkout: CheckoutState) => {
      publishBagSummary(checkout.summary);
      client.setQueryData(queryKey, checkout);
    },
    [client, queryKey],
  );
  const { refetch } = query;
  const retry = useCallback(() => void refetch(), [refetch]);

  if (query.data) return { status: 'ready', checkout: query.data, update };
  if (query.isError && !query.isFetching) return { status: 'error', retry };
  return { status: 'loading' };
}
