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

/** One field of the address form. */
export type AddressField = (typeof addressFields)[number];

/** What the shopper has typed, field by field (every field a string, as the inputs hold it). */
export type AddressDraft = Record<AddressField, string> & { country: MarketCode };

/**
 * A postal address as the API answers it (a checkout's snapshot, an address book entry): blank parts are null.
 * Both `AddressSnapshot` and `SavedAddress` of `@storefront/api-schemas` are one.
 */
export interface PostalAddress {
  firstName: string;
  lastName: string;
  address1: string;
  address2?: string | null;
  suburb?: string | null;
  city: string;
  state?: string | null;
  postcode: string;
  country: string;
  phone: string;
}

/** A blank address in `country`, optionally starting from the member's name. */
export function emptyAddressDraft(country: MarketCode, name?: { firstName: string; lastName: string }): AddressDraft {
  return {
    firstName: name?.firstName ?? '',
    lastName: name?.lastName ?? '',
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
export function stateOptionsOf(country: MarketCode, locale: string): readonly StateOption[] {
  if (country === 'AU') return australianStates;
  if (country === 'CA') return locale === 'fr-CA' ? canadianProvincesFrench : canadianProvincesEnglish;
  return [];
}

const isMarket = (value: string): value is MarketCode => value === 'AU' || value === 'CA' || value === 'NZ';

/**
 * A saved address back in the form: the API keeps the postal abbreviation ('YT'), the French province list sends
 * 'Yukon', so the state is matched on its abbreviation. A country outside the markets becomes `fallback`.
 */
export function addressDraftFrom(saved: PostalAddress, locale: LocaleCode, fallback: MarketCode): AddressDraft {
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
 * its fields in the order they are shown, and no suburb for Canada (the form has none; one kept from another country
 * is not sent). Spread it and add what the form has more (fields, `serverField`, `onValid`).
 * @example const form = useValidatedForm({ ...addressFormOptions, values: draft, onValid: save });
 */
export const addressFormOptions = {
  schema: addressSchema,
  fields: addressFields,
  prepare: (values: Record<string, string>) => (values.country === 'CA' ? { ...values, suburb: '' } : values),
};

/**
 * Names an API field error of an address nested in a request body (`address.postcode` → `postcode`), for
 * `useValidatedForm`'s `serverField`; paths outside the address are left out.
 * @example useValidatedForm({ ...addressFormOptions, serverField: addressServerField('address.') })
 */
export function addressServerField(prefix: string): (path: string) => string | undefined {
  return (path) => (path.startsWith(prefix) ? path.slice(prefix.length) : undefined);
}
