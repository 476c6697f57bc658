import { defineMessage, defineMessages } from 'react-intl';

export const orderHistoryMessages = {
  ...defineMessages({
    loading: { id: 'account.orderHistory.loading', defaultMessage: 'Loading your orders' },
    listLabel: { id: 'account.orderHistory.listLabel', defaultMessage: 'Your orders, newest first' },
    pagination: { id: 'account.orderHistory.pagination', defaultMessage: 'Order history pages' },
    previous: { id: 'account.orderHistory.previous', defaultMessage: 'Newer orders' },
    next: { id: 'account.orderHistory.next', defaultMessage: 'Older orders' },
    viewOrder: { id: 'account.orderHistory.viewOrder', defaultMessage: 'View order' },
    total: { id: 'account.orderHistory.total', defaultMessage: 'Total' },
  }),
  orderLink: defineMessage<{ number: string }>({
    id: 'account.orderHistory.orderLink',
    defaultMessage: 'Order {number}',
  }),
  placed: defineMessage<{ date: string }>({ id: 'account.orderHistory.placed', defaultMessage: 'Placed {date}' }),
  items: defineMessage<{ count: number }>({
    id: 'account.orderHistory.items',
    defaultMessage: '{count, plural, one {# piece} other {# pieces}}',
  }),
  pageOf: defineMessage<{ page: number; pages: number }>({
    id: 'account.orderHistory.pageOf',
    defaultMessage: 'Page {page} of {pages}',
  }),
  count: defineMessage<{ count: number }>({
    id: 'account.orderHistory.count',
    defaultMessage: '{count, plural, one {# order} other {# orders}}',
  }),
};
