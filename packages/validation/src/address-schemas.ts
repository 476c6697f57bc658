import { australianStates, canadianProvincesEnglish, canadianProvincesFrench } from '@storefront/i18n';
import * as v from 'valibot';

import { phoneSchema } from './contact-schemas';
import { noMarkup } from './plain-text-schemas';
import { postcodeInState, postcodeSchema } from './postcode-schemas';
import {
  addressLineSchema,
  firstNameSchema,
  lastNameSchema,
  maxLength,
  optionalText,
  placeNameSchema,
} from './text-schemas';
import { validationMessages as m } from './validation-messages';

const provinceValues = [...new Set([...canadianProvincesEnglish, ...canadianProvincesFrench].map((o) => o.value))];
const provinceAbbreviation = new Map(
  [...canadianProvincesEnglish, ...canadianProvincesFrench].map((option) => [option.value, option.abbreviation]),
);

const commonFields = {
  firstName: firstNameSchema,
  lastName: lastNameSchema,
  address1: addressLineSchema,
  address2: optionalText(addressLineSchema),
  suburb: optionalText(placeNameSchema),
  city: placeNameSchema,
  phone: phoneSchema,
};

const addressOfCountry = v.variant(
  'country',
  [
    v.object({
      ...commonFields,
      country: v.literal('AU'),
      state: v.picklist(
        australianStates.map((option) => option.value),
        m.stateRequired.id,
      ),
      postcode: postcodeSchema('AU'),
    }),
    v.object({
      ...commonFields,
      country: v.literal('CA'),
      state: v.pipe(
        v.picklist(provinceValues, m.provinceRequired.id),
        v.transform((value) => provinceAbbreviation.get(value) ?? value),
      ),
      postcode: postcodeSchema('CA'),
    }),
    v.object({
      ...commonFields,
      country: v.literal('NZ'),
      state: optionalText(placeNameSchema),
      postcode: postcodeSchema('NZ'),
    }),
  ],
  m.countryInvalid.id,
);

/**
 * A postal address in one of the three markets (SPEC §5): names, address lines, suburb, city, state per country
 * (Australia's 8 states, Canada's 13 provinces in English or French values, output as the postal abbreviation, so
 * the French 'Yukon' becomes 'YT'; New Zealand has none, a region is optional), the country's postcode rule and a
 * phone number. The country picks the rules, and the postcode must lie in the chosen state or province
 * (`postcodeInState`: 'H3B 1A4' is Québec's, not Newfoundland's); the problem is on the postcode.
 */
export const addressSchema = v.pipe(
  addressOfCountry,
  v.forward(
    v.check(
      (address) => postcodeInState(address.country, address.state, address.postcode),
      (issue) =>
        (issue.input as { country?: unknown }).country === 'CA' ? m.postcodeNotInProvince.id : m.postcodeNotInState.id,
    ),
    ['postcode'],
  ),
);

/** A validated address: `state` is the postal abbreviation (or a NZ region, or absent). */
export type Address = v.InferOutput<typeof addressSchema>;

/**
 * The name a member gives an address in their address book ('Home', 'Mum’s place'): optional (blank is none), plain
 * text without markup, at most 30 characters.
 */
export const addressLabelSchema = optionalText(v.pipe(v.string(), v.trim(), noMarkup(), maxLength(30)));
