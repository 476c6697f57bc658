import { defineMessage, defineMessages } from 'react-intl';

export const cartPreferencesMessages = defineMessages({
  salesTaxInfo: { id: 'checkout.cartPreferences.salesTaxInfo', defaultMessage: 'How sales tax is estimated' },
  orderInformation: { id: 'checkout.cartPreferences.orderInformation', defaultMessage: 'Order information' },
  promotion: { id: 'checkout.cartPreferences.promotion', defaultMessage: 'Promotion' },
  alertsSummary: defineMessage<{ count: number }>({
    id: 'checkout.cartPreferences.alertsSummary',
    defaultMessage: '{count, plural, one {# notice} other {# notices}} about your order',
  }),
  alertsShow: { id: 'checkout.cartPreferences.alertsShow', defaultMessage: 'Show details' },
  alertsHide: { id: 'checkout.cartPreferences.alertsHide', defaultMessage: 'Hide details' },
});
