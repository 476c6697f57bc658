/** The address form's fields in the order they are shown. */
export { addressFields } from './address-draft';
/** One field of the address form, what the shopper typed, and an address as the API answers it. */
export type { AddressField, AddressDraft, PostalAddress } from './address-draft';
/** A blank address in a country (optionally with the member's name). */
export { emptyAddressDraft } from './address-draft';
/** A saved address back in the form, its state matched on the postal abbreviation. */
export { addressDraftFrom } from './address-draft';
/** A country's states or provinces in the page's language (none for New Zealand). */
export { stateOptionsOf } from './address-draft';
/** The address form's `useValidatedForm` options: the API's address schema, fields and Canada's missing suburb. */
export { addressFormOptions } from './address-draft';
/** `serverField` for an address nested in a request body (`address.postcode` → `postcode`). */
export { addressServerField } from './address-draft';
/** The market-aware postal address fieldset (names, country, lines, suburb, city, state, postcode, phone). */
export { AddressForm } from './address-form';
/** Props of `AddressForm`. */
export type { AddressFormProps } from './address-form';
/** An address as a postal block, and its lines (for a one-line summary or a radio's label). */
export { AddressSummary, useAddressLines } from './address-summary';
/** The address form's message descriptors (ids `ui.addressForm.<purpose>`). */
export { addressFormMessages } from './address-form-messages';
