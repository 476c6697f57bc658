import { defineMessages } from 'react-intl';

export const billingAddressMessages = defineMessages({
  heading: { id: 'checkout.billingAddress.heading', defaultMessage: 'Billing address' },
  sameAsShipping: { id: 'checkout.billingAddress.sameAsShipping', defaultMessage: 'Same as my delivery address' },
  formLegend: { id: 'checkout.billingAddress.formLegend', defaultMessage: 'Your billing address' },
  collectNote: {
    id: 'checkout.billingAddress.collectNote',
    defaultMessage: 'You’re collecting in store, so please tell us the address your payment method is registered to.',
  },
  fixFields: {
    id: 'checkout.billingAddress.fixFields',
    defaultMessage: 'Please check the highlighted fields of your billing address.',
  },
  shippingRequired: {
    id: 'checkout.billingAddress.shippingRequired',
    defaultMessage: 'Please enter a billing address.',
  },
  saveFailed: {
    id: 'checkout.billingAddress.saveFailed',
    defaultMessage: 'We couldn’t save your billing address. Please try again.',
  },
});
