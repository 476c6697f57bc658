import { defineMessage, defineMessages } from 'react-intl';

export const orderLookupMessages = {
  ...defineMessages({
    orderNumberLabel: { id: 'account.orderLookup.orderNumberLabel', defaultMessage: 'Order number' },
    orderNumberHint: {
      id: 'account.orderLookup.orderNumberHint',
      defaultMessage: 'You’ll find it in your order confirmation email: 12 digits, or 5 on a WA store receipt',
    },
    submit: { id: 'account.orderLookup.submit', defaultMessage: 'Find my order' },
    mismatchTitle: { id: 'account.orderLookup.mismatchTitle', defaultMessage: 'We couldn’t find that order' },
    mismatch: {
      id: 'account.orderLookup.mismatch',
      defaultMessage: 'The order number or billing postcode does not match. Please check them and try again.',
    },
    throttledTitle: { id: 'account.orderLookup.throttledTitle', defaultMessage: 'Too many attempts' },
    failed: { id: 'account.orderLookup.failed', defaultMessage: 'Something went wrong. Please try again.' },
    loading: { id: 'account.orderLookup.loading', defaultMessage: 'Loading your order' },
    expired: {
      id: 'account.orderLookup.expired',
      defaultMessage: 'For your security, the order you looked up has closed. Please enter its details again.',
    },
    another: { id: 'account.orderLookup.another', defaultMessage: 'Look up another order' },
    guestNote: {
      id: 'account.orderLookup.guestNote',
      defaultMessage:
        'For your privacy we show only the suburb and city of your addresses. Sign in or create an account to see everything and add a care plan.',
    },
    signIn: { id: 'account.orderLookup.signIn', defaultMessage: 'Sign in' },
    addressesHeading: { id: 'account.orderLookup.addressesHeading', defaultMessage: 'Delivery and billing' },
  }),
  postcodeLabel: defineMessage<{ market: string }>({
    id: 'account.orderLookup.postcodeLabel',
    defaultMessage: 'Billing {market, select, CA {postal code} other {postcode}}',
  }),
};
