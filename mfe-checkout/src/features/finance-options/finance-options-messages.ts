import { defineMessage, defineMessages } from 'react-intl';

export const financeOptionsMessages = defineMessages({
  whatTitle: { id: 'checkout.financeOptions.whatTitle', defaultMessage: 'What is finance?' },
  whatBody: {
    id: 'checkout.financeOptions.whatBody',
    defaultMessage:
      'With our Canadian finance partner you can take your piece home now and pay for it in monthly payments, or in one payment later, often at a promotional interest rate. Your finance account is a virtual card issued by the provider.',
  },
  howTitle: { id: 'checkout.financeOptions.howTitle', defaultMessage: 'How it works' },
  howStepBag: {
    id: 'checkout.financeOptions.howStepBag',
    defaultMessage: 'Add your pieces to your bag and check out as usual.',
  },
  howStepApply: {
    id: 'checkout.financeOptions.howStepApply',
    defaultMessage: 'At billing, choose finance: enter your finance card number and date of birth, then pick a plan.',
  },
  howStepPlace: {
    id: 'checkout.financeOptions.howStepPlace',
    defaultMessage: 'Once you are approved, place your order. Your finance provider collects the payments.',
  },
  plansTitle: { id: 'checkout.financeOptions.plansTitle', defaultMessage: 'Our plans' },
  plansExample: defineMessage<{ amount: string }>({
    id: 'checkout.financeOptions.plansExample',
    defaultMessage: 'Payments shown for a purchase of {amount}.',
  }),
  plansExampleBag: defineMessage<{ amount: string }>({
    id: 'checkout.financeOptions.plansExampleBag',
    defaultMessage: 'Payments shown for the {amount} in your bag.',
  }),
  monthlyPlan: { id: 'checkout.financeOptions.monthlyPlan', defaultMessage: 'Monthly payments' },
  singlePlan: { id: 'checkout.financeOptions.singlePlan', defaultMessage: 'Single payment' },
  payments: { id: 'checkout.financeOptions.payments', defaultMessage: 'Payments' },
  monthlyPayments: defineMessage<{ amount: string; term: number }>({
    id: 'checkout.financeOptions.monthlyPayments',
    defaultMessage: '{amount} a month for {term, plural, one {# month} other {# months}}',
  }),
  singlePayment: defineMessage<{ amount: string; term: number }>({
    id: 'checkout.financeOptions.singlePayment',
    defaultMessage: '{amount} after {term, plural, one {# month} other {# months}}',
  }),
  interest: { id: 'checkout.financeOptions.interest', defaultMessage: 'Promotional interest' },
  total: { id: 'checkout.financeOptions.total', defaultMessage: 'Total' },
  minimum: { id: 'checkout.financeOptions.minimum', defaultMessage: 'Minimum purchase' },
  notOffered: defineMessage<{ amount: string }>({
    id: 'checkout.financeOptions.notOffered',
    defaultMessage: 'For purchases of {amount} or more',
  }),
  loading: { id: 'checkout.financeOptions.loading', defaultMessage: 'Loading the plans' },
  loadFailed: {
    id: 'checkout.financeOptions.loadFailed',
    defaultMessage: 'We couldn’t load the plans. Please try again.',
  },
  tryAgain: { id: 'checkout.financeOptions.tryAgain', defaultMessage: 'Try again' },
  goToBag: { id: 'checkout.financeOptions.goToBag', defaultMessage: 'Go to my bag' },
  canadaOnlyTitle: {
    id: 'checkout.financeOptions.canadaOnlyTitle',
    defaultMessage: 'Finance is available in Canada',
  },
  canadaOnlyBody: {
    id: 'checkout.financeOptions.canadaOnlyBody',
    defaultMessage:
      'Finance applications are for shoppers in Canada. In your region you can pay by card, gift card or buy now, pay later at checkout.',
  },
});
