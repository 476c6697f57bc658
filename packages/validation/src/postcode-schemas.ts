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

// Australia Post's postcode ranges of each state and territory (delivery areas, PO boxes and large users).
const australianRanges: Readonly<Record<string, readonly (readonly [number, number])[]>> = {
  NSW: [
    [1000, 2599],
    [2619, 2899],
    [2921, 2999],
  ],
  ACT: [
    [200, 299],
    [2600, 2618],
    [2900, 2920],
  ],
  VIC: [
    [3000, 3999],
    [8000, 8999],
  ],
  QLD: [
    [4000, 4999],
    [9000, 9999],
  ],
  SA: [[5000, 5999]],
  WA: [[6000, 6999]],
  TAS: [[7000, 7999]],
  NT: [[800, 999]],
};

// Canada Post's first letter of a postal code for each province and territory (its postal district).
const canadianFirstLetters: Readonly<Record<string, string>> = {
  NL: 'A',
  NS: 'B',
  PE: 'C',
  NB: 'E',
  QC: 'GHJ',
  ON: 'KLMNP',
  MB: 'R',
  SK: 'S',
  AB: 'T',
  BC: 'V',
  NT: 'X',
  NU: 'X',
  YT: 'Y',
};

/**
 * Whether a postcode belongs to the chosen state or province: Australia by Australia Post's ranges per state, Canada
 * by the postal code's first letter per province (by postal abbreviation); New Zealand has no states, so any postcode
 * does. An unknown state, or a postcode not of its country's shape, is not judged here: their own rules say what is
 * wrong ('Please enter a valid 4-digit postcode', not "not in the state you chose").
 * @example postcodeInState('CA', 'NL', 'H3B 1A4') // false: H is Montréal
 */
export function postcodeInState(country: MarketCode, state: string | undefined, postcode: string): boolean {
  if (state === undefined) return true;
  if (country === 'AU') {
    if (!/^\d{4}$/.test(postcode.trim())) return true;
    const ranges = australianRanges[state];
    const number = Number(postcode);
    return ranges === undefined || ranges.some(([low, high]) => number >= low && number <= high);
  }
  if (country === 'CA') {
    if (!canadianPostcode.test(postcode.trim())) return true;
    const letters = canadianFirstLetters[state];
    return letters === undefined || letters.includes(postcode.charAt(0).toUpperCase());
  }
  return true;
}
