import { defineMessage, defineMessages } from 'react-intl';

export const accountOverviewMessages = defineMessages({
  greeting: defineMessage<{ firstName: string }>({
    id: 'account.overview.greeting',
    defaultMessage: 'Welcome back, {firstName}',
  }),
  membershipHeading: { id: 'account.overview.membershipHeading', defaultMessage: 'Brilliance membership' },
  membershipActive: { id: 'account.overview.membershipActive', defaultMessage: 'Brilliance member' },
  memberNumber: { id: 'account.overview.memberNumber', defaultMessage: 'Member number' },
  memberSince: { id: 'account.overview.memberSince', defaultMessage: 'Member since' },
  notMember: {
    id: 'account.overview.notMember',
    defaultMessage: 'Your account is not part of Brilliance yet.',
  },
  membershipLink: { id: 'account.overview.membershipLink', defaultMessage: 'Your benefits and vouchers' },
  latestOrderHeading: { id: 'account.overview.latestOrderHeading', defaultMessage: 'Latest order' },
  latestOrderNumber: defineMessage<{ number: string }>({
    id: 'account.overview.latestOrderNumber',
    defaultMessage: 'Order {number}',
  }),
  latestOrderPlaced: defineMessage<{ date: string }>({
    id: 'account.overview.latestOrderPlaced',
    defaultMessage: 'Placed on {date}',
  }),
  latestOrderItems: defineMessage<{ count: number; total: string }>({
    id: 'account.overview.latestOrderItems',
    defaultMessage: '{count, plural, one {# piece} other {# pieces}} · {total}',
  }),
  latestOrderLink: defineMessage<{ number: string }>({
    id: 'account.overview.latestOrderLink',
    defaultMessage: 'View order {number}',
  }),
  allOrdersLink: { id: 'account.overview.allOrdersLink', defaultMessage: 'All orders' },
  noOrders: { id: 'account.overview.noOrders', defaultMessage: 'You haven’t placed an order yet.' },
  ordersFailed: { id: 'account.overview.ordersFailed', defaultMessage: 'We couldn’t load your latest order.' },
  offersHeading: { id: 'account.overview.offersHeading', defaultMessage: 'Offers and rewards' },
  offersCount: defineMessage<{ count: number }>({
    id: 'account.overview.offersCount',
    defaultMessage:
      '{count, plural, =0 {No vouchers to use right now} one {# voucher ready to use} other {# vouchers ready to use}}',
  }),
  offersLink: { id: 'account.overview.offersLink', defaultMessage: 'My offers' },
  offersFailed: { id: 'account.overview.offersFailed', defaultMessage: 'We couldn’t load your vouchers.' },
  loadingCard: { id: 'account.overview.loadingCard', defaultMessage: 'Loading' },
  tryAgain: { id: 'account.overview.tryAgain', defaultMessage: 'Try again' },
});
