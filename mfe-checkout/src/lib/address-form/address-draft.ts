import type { AddressSnapshot } from '@storefront/api-schemas';
import {
  australianStates,
  canadianProvincesEnglish,
  canadianProvincesFrench,
  type LocaleCode,
  type MarketCode,
  type StateOption,
} from '@storefront/i18n';
import { addressSchema, fieldErrorDescriptors, type Address, type FieldErrorDescriptor } from '@storefront/validation';
import * as v from 'valibot';

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

/** A field's problem: a message id of `@storefront/validation` (or the checkout's), with its values. */
export type AddressErrors = Partial<Record<AddressField, FieldErrorDescriptor>>;

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

/** Checks a draft with the shared address schema (the API's own): the address to send, or each field's problem. */
export function validateAddressDraft(
  draft: AddressDraft,
): { ok: true; address: Address } | { ok: false; errors: AddressErrors } {
  // Canada has no suburb field on the form; anything kept from another country is not sent.
  const input: Record<string, string> = { ...draft, ...(draft.country === 'CA' ? { suburb: '' } : {}) };
  const result = v.safeParse(addressSchema, input);
  if (result.success) return { ok: true, address: result.output };
  return { ok: false, errors: onlyAddressFields(fieldErrorDescriptors(result.issues)) };
}

/**
 * The address problems of an API answer (`errors: { 'address.postcode': 'validation.postcode.au' }`), as the form's
 * fields; `prefix` is the path of the address in the request body.
 */
export function addressErrorsFromApi(errors: Record<string, string>, prefix = 'address.'): AddressErrors {
  const own: Record<string, FieldErrorDescriptor> = {};
  for (const [path, id] of Object.entries(errors)) {
    if (path.startsWith(prefix)) own[path.slice(prefix.length)] = { id };
  }
  return onlyAddressFields(own);
}

function onlyAddressFields(errors: Record<string, FieldErrorDescriptor>): AddressErrors {
  const own: AddressErrors = {};
  for (const field of addressFields) {
    const error = errors[field];
    if (error) own[field] = error;
  }
  return own;
}

/** The first field (in form order) with a problem. */
export function firstInvalidField(errors: AddressErrors): AddressField | undefined {
  return addressFields.find((field) => errors[field] !== undefined);
}
