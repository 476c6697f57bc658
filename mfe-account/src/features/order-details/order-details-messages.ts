import { defineMessage, defineMessages } from 'react-intl';

export const orderDetailsMessages = {
  helpBody: defineMessage<{ orderNumber: string }>({
    id: 'account.orderDetails.helpBody',
    defaultMessage: 'Our team is here to help. Quote order number {orderNumber} and we’ll find it straight away.',
  }),
  ...defineMessages({
    loading: { id: 'account.orderDetails.loading', defaultMessage: 'Loading your order' },
    notFoundTitle: { id: 'account.orderDetails.notFoundTitle', defaultMessage: 'We couldn’t find this order' },
    notFoundBody: {
      id: 'account.orderDetails.notFoundBody',
      defaultMessage: 'It isn’t one of the orders of this account. Check the order number, or look it up as a guest.',
    },
    findGuestOrder: { id: 'account.orderDetails.findGuestOrder', defaultMessage: 'Find a guest order' },
    addressesHeading: { id: 'account.orderDetails.addressesHeading', defaultMessage: 'Delivery and billing' },
    helpHeading: { id: 'account.orderDetails.helpHeading', defaultMessage: 'Need help with this order?' },
    helpContact: { id: 'account.orderDetails.helpContact', defaultMessage: 'Contact customer service' },
    helpDelivery: { id: 'account.orderDetails.helpDelivery', defaultMessage: 'Delivery information' },
    helpReturns: { id: 'account.orderDetails.helpReturns', defaultMessage: 'Returns and exchanges' },
    carePlanLinksLabel: { id: 'account.orderDetails.carePlanLinksLabel', defaultMessage: 'Care plans for this piece' },
    addCarePlan: { id: 'account.orderDetails.addCarePlan', defaultMessage: 'Add a care plan' },
    carePlanPaidTitle: { id: 'account.orderDetails.carePlanPaidTitle', defaultMessage: 'Your care plan is in place' },
    carePlanCancelled: {
      id: 'account.orderDetails.carePlanCancelled',
      defaultMessage: 'Payment cancelled: no care plan was added. You can try again whenever you’re ready.',
    },
    carePlanCompleting: { id: 'account.orderDetails.carePlanCompleting', defaultMessage: 'Adding your care plan…' },
    carePlanDeclined: {
      id: 'account.orderDetails.carePlanDeclined',
      defaultMessage:
        'Your payment was declined. Review your payment details or try another card; contact customer service if it persists.',
    },
    carePlanIncomplete: {
      id: 'account.orderDetails.carePlanIncomplete',
      defaultMessage: 'The payment wasn’t completed, so no care plan was added. Please try again.',
    },
    carePlanExists: {
      id: 'account.orderDetails.carePlanExists',
      defaultMessage: 'This piece already has a professional care plan.',
    },
    carePlanNotEligible: {
      id: 'account.orderDetails.carePlanNotEligible',
      defaultMessage: 'A professional care plan isn’t available for this piece.',
    },
    carePlanWindowClosed: {
      id: 'account.orderDetails.carePlanWindowClosed',
      defaultMessage: 'Care plans can be added within 30 days of receiving your order, and that time has passed.',
    },
    carePlanRefunded: {
      id: 'account.orderDetails.carePlanRefunded',
      defaultMessage: 'We’ve refunded your payment in full.',
    },
    carePlanError: {
      id: 'account.orderDetails.carePlanError',
      defaultMessage: 'Something went wrong and no care plan was added. Please try again.',
    },
    viewCarePlan: { id: 'account.orderDetails.viewCarePlan', defaultMessage: 'View your care plan' },
    carePlanAdd: { id: 'account.orderDetails.carePlanOfferTitle', defaultMessage: 'Protect this piece' },
  }),
  carePlanLink: defineMessage<{ number: string; status: string }>({
    id: 'account.orderDetails.carePlanLink',
    defaultMessage: 'Care plan {number} ({status})',
  }),
  carePlanPaidBody: defineMessage<{ number: string }>({
    id: 'account.orderDetails.carePlanPaidBody',
    defaultMessage: 'Care plan {number} now covers this piece.',
  }),
  carePlanOfferUntil: defineMessage<{ price: string; months: number; date: string }>({
    id: 'account.orderDetails.carePlanOfferUntil',
    defaultMessage:
      'Add a {months}-month professional care plan for {price}: cleaning, checks and repairs by our jewellers. Available until {date}.',
  }),
  carePlanOfferOnTheWay: defineMessage<{ price: string; months: number }>({
    id: 'account.orderDetails.carePlanOfferOnTheWay',
    defaultMessage:
      'Add a {months}-month professional care plan for {price}: cleaning, checks and repairs by our jewellers. It starts when your piece arrives, and you can add it until 30 days after.',
  }),
  carePlanClosed: defineMessage<{ date: string }>({
    id: 'account.orderDetails.carePlanClosed',
    defaultMessage:
      'A care plan can no longer be added: plans can be bought within 30 days of receiving your order, and for this piece that time ended on {date}.',
  }),
  addCarePlanFor: defineMessage<{ name: string }>({
    id: 'account.orderDetails.addCarePlanFor',
    defaultMessage: 'Add a care plan for {name}',
  }),
};
