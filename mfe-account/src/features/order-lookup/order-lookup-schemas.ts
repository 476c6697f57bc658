import type { MarketCode } from '@storefront/i18n';
import { orderNumberSchema, postcodeSchema, validationMessages as m } from '@storefront/validation';
import * as v from 'valibot';

/**
 * Guest order lookup (SPEC §5): the order number (12 digits, or 5 for WA legacy receipts) and the billing postcode by
 * the market's rule; the same schemas and field names as `POST /orders/lookup`, so its field errors land here.
 */
export function orderLookupSchema(market: MarketCode) {
  return v.object({
    orderNumber: orderNumberSchema,
    billingPostcode: postcodeSchema(market, m.billingPostcodeRequired.id),
  });
}
