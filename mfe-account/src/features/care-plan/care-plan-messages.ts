import { defineMessage, defineMessages } from 'react-intl';

export const carePlanMessages = {
  ...defineMessages({
    loading: { id: 'account.carePlan.loading', defaultMessage: 'Loading your care plan' },
    notFoundTitle: { id: 'account.carePlan.notFoundTitle', defaultMessage: 'We couldn’t find this care plan' },
    notFoundBody: {
      id: 'account.carePlan.notFoundBody',
      defaultMessage: 'This order has no care plan at this number. Your order’s page lists its plans.',
    },
    backToOrder: { id: 'account.carePlan.backToOrder', defaultMessage: 'Back to the order' },
    planNumber: { id: 'account.carePlan.planNumber', defaultMessage: 'Plan number' },
    term: { id: 'account.carePlan.term', defaultMessage: 'Term' },
    status: { id: 'account.carePlan.statusLabel', defaultMessage: 'Status' },
    commencement: { id: 'account.carePlan.commencement', defaultMessage: 'Commencement date' },
    expiry: { id: 'account.carePlan.expiry', defaultMessage: 'Expiry date' },
    rrp: { id: 'account.carePlan.rrp', defaultMessage: 'Recommended retail price' },
    coveredPiece: { id: 'account.carePlan.coveredPiece', defaultMessage: 'Covered piece' },
    orderNumber: { id: 'account.carePlan.orderNumber', defaultMessage: 'Order number' },
    notYet: { id: 'account.carePlan.notYet', defaultMessage: 'When your piece arrives' },
    pendingNote: {
      id: 'account.carePlan.pendingNote',
      defaultMessage:
        'Your plan is pending: it begins on the day your piece reaches you, and runs for its full term from then.',
    },
    expiredNote: {
      id: 'account.carePlan.expiredNote',
      defaultMessage: 'This plan has ended. Visit one of our stores to talk about caring for your piece.',
    },
    activeNote: {
      id: 'account.carePlan.activeNote',
      defaultMessage:
        'Bring your piece and this plan to any of our stores for cleaning, checks and repairs, as your plan’s terms describe.',
    },
  }),
  termMonths: defineMessage<{ months: number }>({
    id: 'account.carePlan.termMonths',
    defaultMessage: '{months, plural, one {# month} other {# months}}',
  }),
  planIndex: defineMessage<{ index: number }>({
    id: 'account.carePlan.planIndex',
    defaultMessage: 'Care plan {index} of this order',
  }),
};
