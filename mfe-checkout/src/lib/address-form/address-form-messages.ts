import { defineMessage, defineMessages } from 'react-intl';

export const addressFormMessages = defineMessages({
  firstName: { id: 'checkout.address.firstName', defaultMessage: 'First name' },
  lastName: { id: 'checkout.address.lastName', defaultMessage: 'Last name' },
  country: { id: 'checkout.address.country', defaultMessage: 'Country' },
  countryAU: { id: 'checkout.address.countryAU', defaultMessage: 'Australia' },
  countryCA: { id: 'checkout.address.countryCA', defaultMessage: 'Canada' },
  countryNZ: { id: 'checkout.address.countryNZ', defaultMessage: 'New Zealand' },
  address1: { id: 'checkout.address.address1', defaultMessage: 'Street address' },
  address2: { id: 'checkout.address.address2', defaultMessage: 'Apartment, suite or unit (optional)' },
  suburb: { id: 'checkout.address.suburb', defaultMessage: 'Suburb (optional)' },
  city: { id: 'checkout.address.city', defaultMessage: 'Town or city' },
  stateAU: { id: 'checkout.address.stateAU', defaultMessage: 'State or territory' },
  stateAUPlaceholder: { id: 'checkout.address.stateAUPlaceholder', defaultMessage: 'Select a state' },
  provinceCA: { id: 'checkout.address.provinceCA', defaultMessage: 'Province or territory' },
  provinceCAPlaceholder: { id: 'checkout.address.provinceCAPlaceholder', defaultMessage: 'Select a province' },
  regionNZ: { id: 'checkout.address.regionNZ', defaultMessage: 'Region (optional)' },
  postcode: { id: 'checkout.address.postcode', defaultMessage: 'Postcode' },
  postalCode: { id: 'checkout.address.postalCode', defaultMessage: 'Postal code' },
  phone: { id: 'checkout.address.phone', defaultMessage: 'Phone' },
  phoneHint: {
    id: 'checkout.address.phoneHint',
    defaultMessage: 'In case we need to contact you about your order',
  },
  postcodeHintFourDigits: defineMessage<{ example: string }>({
    id: 'checkout.address.postcodeHintFourDigits',
    defaultMessage: '4 digits, for example {example}',
  }),
  postcodeHintCanada: defineMessage<{ example: string }>({
    id: 'checkout.address.postcodeHintCanada',
    defaultMessage: 'For example {example}',
  }),
});
