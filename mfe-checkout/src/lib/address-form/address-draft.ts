import type { AddressSnapshot } from '@storefront/api-schemas';
import {
  australianStates,
  canadianProvincesEnglish,
  canadianProvincesFrench,
  type LocaleCode,
  type MarketCode,
  type StateOption,
} from '@storefront/i18n';
import { addressSchema } from '@storefront/validation';

/** The fields of an address form, in the order they are shown (and focused on a failed submit). */
export const addressFields = [
  'firstName',
  'lastName',
  'country',
  'address1',
  'address2',
  'suburb',
  'city',
  'state',
  'postcode',
  'phone',
] as const;
export type AddressField = (typeof addressFields)[number];

/** What the shopper has typed, field by field (every field a string, as the inputs hold it). */
export type AddressDraft = Record<AddressField, string> & { country: MarketCode };

/** A blank address in `country`. */
export function emptyAddressDraft(country: MarketCode): AddressDraft {
  return {
    firstName: '',
    lastName: '',
    country,
    address1: '',
    address2: '',
    suburb: '',
    city: '',
    state: '',
    postcode: '',
    phone: '',
  };
}

/** The state, province or (for New Zealand, none: a free region) options of a country, in the page's language. */
export function stateOptionsOf(country: MarketCode, locale: LocaleCode): readonly StateOption[] {
  if (country === 'AU') return australianStates;
  if (country === 'CA') return locale === 'fr-CA' ? canadianProvincesFrench : canadianProvincesEnglish;
  return [];
}

/** Where the address sits in the checkout's request bodies, and so in the API's field errors. */
const ADDRESS_PATH = 'address.';

const isMarket = (value: string): value is MarketCode => value === 'AU' || value === 'CA' || value === 'NZ';

/**
 * A saved address back in the form: the API keeps the postal abbreviation ('YT'), the French province list sends
 * 'Yukon', so the state is matched on its abbreviation.
 */
export function addressDraftFrom(saved: AddressSnapshot, locale: LocaleCode, fallback: MarketCode): AddressDraft {
  const country = isMarket(saved.country) ? saved.country : fallback;
  const state = saved.state ?? '';
  const option = stateOptionsOf(country, locale).find(
    (candidate) => candidate.abbreviation === state || candidate.value === state,
  );
  return {
    firstName: saved.firstName,
    lastName: saved.lastName,
    country,
    address1: saved.address1,
    address2: saved.address2 ?? '',
    suburb: saved.suburb ?? '',
    city: saved.city,
    state: option?.value ?? state,
    postcode: saved.postcode,
    phone: saved.phone,
  };
}

/**
 * The address form's part of `useValidatedForm` (with `values: draft`): the shared address schema (the API's own),
 * its fields in the order they are shown, no suburb for Canada (the form has none; one kept from another country is
 * not sent), and the API's field errors for the address (`address.postcode`) on their fields.
 * @example const form = useValidatedForm({ ...addressFormOptions, values: draft });
 */
export const addressFormOptions = {
  schema: addressSchema,
  fields: addressFields,
  prepare: (values: Record<string, string>) => (values.country === 'CA' ? { ...values, suburb: '' } : values),
  serverField: (path: string) => (path.startsWith(ADDRESS_PATH) ? path.slice(ADDRESS_PATH.length) : undefined),
};
