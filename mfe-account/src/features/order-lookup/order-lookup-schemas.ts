import type { MarketCode } from '@storefront/i18n';
import { orderNumberSchema, postcodeSchema, validationMessages as m } from '@storefront/validation';
import * as v from 'valibot';

/** Guest order lookup: the order number and the billing postcode, by the market's postcode rule. */
export function orderLookupSchema(market: MarketCode) {
  return v.object({
    orderNumber: orderNumberSchema,
    postcode: postcodeSchema(market, m.billingPostcodeRequired.id),
  });
}
