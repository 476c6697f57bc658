import { checkoutSummaryPreviewSchema, type BagTotals, type CheckoutState } from '@storefront/api-schemas';
import { useLocale } from '@storefront/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { checkoutApi } from '../checkout-api-client';

/** The delivery the shopper is choosing on the shipping step, before it is saved. */
export interface DeliveryDraft {
  /** Where it goes (the address's country), for delivery. */
  country?: string | undefined;
  /** The address's state or province, for delivery. */
  state?: string | undefined;
  /** The delivery method chosen, or `click_and_collect`. */
  deliveryMethod?: string | undefined;
  /** The store to collect from. */
  storeId?: string | undefined;
}

function queryOf(draft: DeliveryDraft): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [name, value] of Object.entries(draft)) if (value) query[name] = value;
  return query;
}

/**
 * The order summary for the delivery being chosen (`GET /checkout/summary`): the server prices the bag as it would be
 * with this country, province and method (or store) — its delivery price and the tax where it goes — without saving
 * it. Without a draft, or until the first answer comes, the checkout's own summary stands.
 */
export function useSummaryFor(checkout: CheckoutState, draft: DeliveryDraft | null): BagTotals {
  const locale = useLocale();
  const query = draft ? queryOf(draft) : null;
  const preview = useQuery({
    // The checkout's version and total are inputs too: a changed bag or gift card is asked for again.
    queryKey: ['checkout', 'summary', locale, checkout.bagVersion, checkout.summary.totalCents, query],
    queryFn: ({ signal }) =>
      checkoutApi.get('/checkout/summary', { query: query ?? {}, schema: checkoutSummaryPreviewSchema, signal }),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
  return query !== null && preview.data ? preview.data.summary : checkout.summary;
}
