import { defineMessages } from 'react-intl';

export const orderLookupMessages = {
  ...defineMessages({
    orderNumberLabel: { id: 'account.orderLookup.orderNumberLabel', defaultMessage: 'Order number' },
    orderNumberHint: {
      id: 'account.orderLookup.orderNumberHint',
      defaultMessage: 'You’ll find it in your order confirmation email',
    },
    submit: { id: 'account.orderLookup.submit', defaultMessage: 'Find my order' },
  }),
  ...defineMessages<{ postcodeLabel: { market: string } }>({
    postcodeLabel: {
      id: 'account.orderLookup.postcodeLabel',
      defaultMessage: 'Billing {market, select, CA {postal code} other {postcode}}',
    },
  }),
};
