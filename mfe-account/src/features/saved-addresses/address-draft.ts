import type { SavedAddress } from '@storefront/api-schemas';
import {
  australianStates,
  canadianProvincesEnglish,
  canadianProvincesFrench,
  type LocaleCode,
  type MarketCode,
  type StateOption,
} from '@storefront/i18n';
import { addressLabelSchema, addressSchema } from '@storefront/validation';
import * as v from 'valibot';

/** The fields of the address form, in the order they are shown (and focused on a failed save). */
export const addressFields = [
  'label',
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

/** What the member has typed, field by field. */
export type AddressDraft = Record<AddressField, string> & { country: MarketCode };

/** A blank address in `country`, with the member's name to start from. */
export function emptyAddressDraft(country: MarketCode, name: { firstName: string; lastName: string }): AddressDraft {
  return {
    label: '',
    firstName: name.firstName,
    lastName: name.lastName,
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

/** The states or provinces of a country in the page's language (New Zealand has none: a free region). */
export function stateOptionsOf(country: MarketCode, locale: LocaleCode): readonly StateOption[] {
  if (country === 'AU') return australianStates;
  if (country === 'CA') return locale === 'fr-CA' ? canadianProvincesFrench : canadianProvincesEnglish;
  return [];
}

const isMarket = (value: string): value is MarketCode => value === 'AU' || value === 'CA' || value === 'NZ';

/** A saved address back in the form (the state matched on its value or postal abbreviation). */
export function addressDraftFrom(saved: SavedAddress, locale: LocaleCode, fallback: MarketCode): AddressDraft {
  const country = isMarket(saved.country) ? saved.country : fallback;
  const state = saved.state ?? '';
  const option = stateOptionsOf(country, locale).find(
    (candidate) => candidate.abbreviation === state || candidate.value === state,
  );
  return {
    label: saved.label ?? '',
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

/** The address book entry's schema: the shared address schema (the API's own) and the entry's label. */
export const addressEntrySchema = v.intersect([addressSchema, v.object({ label: addressLabelSchema })]);

/** `useValidatedForm` options of the address form (with `values: draft`): no suburb for Canada, as the form shows none. */
export const addressFormOptions = {
  schema: addressEntrySchema,
  fields: addressFields,
  prepare: (values: Record<string, string>) => (values.country === 'CA' ? { ...values, suburb: '' } : values),
};
