import type { MarketCode } from '@storefront/i18n';
import * as v from 'valibot';

import { validationMessages as m } from './validation-messages';

// Canadian postal codes never use D, F, I, O, Q or U, and W and Z never start one.
const canadianPostcode = /^([ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z])[ -]?(\d[ABCEGHJ-NPRSTV-Z]\d)$/i;

function fourDigitPostcode(requiredMessageId: string, invalidMessageId: string) {
  return v.pipe(
    v.string(requiredMessageId),
    v.trim(),
    v.nonEmpty(requiredMessageId),
    v.regex(/^\d{4}$/, invalidMessageId),
  );
}

function canadianPostcodeSchema(requiredMessageId: string) {
  return v.pipe(
    v.string(requiredMessageId),
    v.trim(),
    v.nonEmpty(requiredMessageId),
    v.regex(canadianPostcode, m.postcodeCa.id),
    v.transform((value) => value.toUpperCase().replace(canadianPostcode, '$1 $2')),
  );
}

/**
 * The postcode rule of a market (SPEC §5): AU and NZ four digits ('4112'); CA 'K1V 1J8', 'K1V-1J8' or 'K1V1J8' in
 * any case, output normalised to 'K1V 1J8'. Blank gives `requiredMessageId` (default `validation.required`).
 */
export function postcodeSchema(market: MarketCode, requiredMessageId: string = m.required.id) {
  switch (market) {
    case 'AU':
      return fourDigitPostcode(requiredMessageId, m.postcodeAu.id);
    case 'NZ':
      return fourDigitPostcode(requiredMessageId, m.postcodeNz.id);
    case 'CA':
      return canadianPostcodeSchema(requiredMessageId);
  }
}

/** The countries an address may be in: the three markets. */
export const countryCodeSchema = v.picklist(['AU', 'CA', 'NZ'], m.countryInvalid.id);
