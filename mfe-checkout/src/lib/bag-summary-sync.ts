import { bagSummaryChanged } from '@storefront/contracts';
import type { OrderSummaryData } from './checkout-schemas';

/**
 * Publishes a fresh bag summary to the shared bag store (`@storefront/contracts`): the header's count follows every
 * bag or checkout answer. Pass the `summary` of any bag or checkout answer.
 */
export function publishBagSummary(summary: Pick<OrderSummaryData, 'itemCount' | 'subtotalCents' | 'currency'>): void {
  bagSummaryChanged({ itemCount: summary.itemCount, subtotalCents: summary.subtotalCents, currency: summary.currency });
}
