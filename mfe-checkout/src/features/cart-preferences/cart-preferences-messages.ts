import { defineMessages } from 'react-intl';

export const cartPreferencesMessages = defineMessages({
  salesTaxInfo: { id: 'checkout.cartPreferences.salesTaxInfo', defaultMessage: 'How sales tax is estimated' },
  orderInformation: { id: 'checkout.cartPreferences.orderInformation', defaultMessage: 'Order information' },
  promotion: { id: 'checkout.cartPreferences.promotion', defaultMessage: 'Promotion' },
});
