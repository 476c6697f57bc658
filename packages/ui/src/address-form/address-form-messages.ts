import { defineMessage, defineMessages } from 'react-intl';

/** Texts of the shared address form and address summary; French lives in `packages/i18n/lang/fr.json`. */
export const addressFormMessages = defineMessages({
  firstName: { id: 'ui.addressForm.firstName', defaultMessage: 'First name' },
  lastName: { id: 'ui.addressForm.lastName', defaultMessage: 'Last name' },
  country: { id: 'ui.addressForm.country', defaultMessage: 'Country' },
  countryAU: { id: 'ui.addressForm.countryAU', defaultMessage: 'Australia' },
  countryCA: { id: 'ui.addressForm.countryCA', defaultMessage: 'Canada' },
  countryNZ: { id: 'ui.addressForm.countryNZ', defaultMessage: 'New Zealand' },
  address1: { id: 'ui.addressForm.address1', defaultMessage: 'Street address' },
  address2: { id: 'ui.addressForm.address2', defaultMessage: 'Apartment, suite or unit (optional)' },
  suburb: { id: 'ui.addressForm.suburb', defaultMessage: 'Suburb (optional)' },
  city: { id: 'ui.addressForm.city', defaultMessage: 'Town or city' },
  stateAU: { id: 'ui.addressForm.stateAU', defaultMessage: 'State or territory' },
  stateAUPlaceholder: { id: 'ui.addressForm.stateAUPlaceholder', defaultMessage: 'Select a state' },
  provinceCA: { id: 'ui.addressForm.provinceCA', defaultMessage: 'Province or territory' },
  provinceCAPlaceholder: { id: 'ui.addressForm.provinceCAPlaceholder', defaultMessage: 'Select a province' },
  regionNZ: { id: 'ui.addressForm.regionNZ', defaultMessage: 'Region (optional)' },
  postcode: { id: 'ui.addressForm.postcode', defaultMessage: 'Postcode' },
  postalCode: { id: 'ui.addressForm.postalCode', defaultMessage: 'Postal code' },
  phone: { id: 'ui.addressForm.phone', defaultMessage: 'Phone' },
  phoneHint: {
    id: 'ui.addressForm.phoneHint',
    defaultMessage: 'In case we need to contact you about your order',
  },
  postcodeHintFourDigits: defineMessage<{ example: string }>({
    id: 'ui.addressForm.postcodeHintFourDigits',
    defaultMessage: '4 digits, for example {example}',
  }),
  postcodeHintCanada: defineMessage<{ example: string }>({
    id: 'ui.addressForm.postcodeHintCanada',
    defaultMessage: 'For example {example}',
  }),
});
