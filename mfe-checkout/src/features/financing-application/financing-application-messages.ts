import { defineMessage, defineMessages } from 'react-intl';

export const financingApplicationMessages = defineMessages({
  amountLabel: { id: 'checkout.financing.amountLabel', defaultMessage: 'Amount to finance' },
  cardNumberLabel: { id: 'checkout.financing.cardNumberLabel', defaultMessage: 'Finance card number' },
  cardNumberHint: {
    id: 'checkout.financing.cardNumberHint',
    defaultMessage: 'The 16-digit number of the virtual card your finance provider gave you',
  },
  dateOfBirthLabel: { id: 'checkout.financing.dateOfBirthLabel', defaultMessage: 'Date of birth' },
  dateOfBirthHint: { id: 'checkout.financing.dateOfBirthHint', defaultMessage: 'DD/MM/YYYY, for example 27/03/1985' },
  findAccount: { id: 'checkout.financing.findAccount', defaultMessage: 'Find my plans' },
  accountFound: defineMessage<{ last4: string }>({
    id: 'checkout.financing.accountFound',
    defaultMessage: 'Account ending in {last4} found. Choose a plan to continue.',
  }),
  planLegend: { id: 'checkout.financing.planLegend', defaultMessage: 'Choose your plan' },
  planRequired: { id: 'checkout.financing.planRequired', defaultMessage: 'Please choose a plan' },
  planMonthlyDetail: defineMessage<{ monthly: string; term: number; interest: string; total: string }>({
    id: 'checkout.financing.planMonthlyDetail',
    defaultMessage:
      'Monthly payments: {monthly} a month for {term, plural, one {# month} other {# months}}, {interest} promotional interest, {total} in total',
  }),
  planSingleDetail: defineMessage<{ amount: string; term: number; interest: string }>({
    id: 'checkout.financing.planSingleDetail',
    defaultMessage:
      'Single payment: {amount} due after {term, plural, one {# month} other {# months}}, {interest} promotional interest',
  }),
  apply: { id: 'checkout.financing.apply', defaultMessage: 'Apply and continue' },
  approved: defineMessage<{ plan: string }>({
    id: 'checkout.financing.approved',
    defaultMessage: 'Approved: {plan}. Taking you back to billing to place your order.',
  }),
  alreadyApproved: defineMessage<{ plan: string }>({
    id: 'checkout.financing.alreadyApproved',
    defaultMessage: 'You are already approved for {plan} on this amount.',
  }),
  backToBilling: { id: 'checkout.financing.backToBilling', defaultMessage: 'Back to billing' },
  errorTitle: { id: 'checkout.financing.errorTitle', defaultMessage: 'We couldn’t continue with finance' },
  accountNotFound: {
    id: 'checkout.financing.accountNotFound',
    defaultMessage: 'Account not found. Please check your information.',
  },
  accountInactive: {
    id: 'checkout.financing.accountInactive',
    defaultMessage:
      'This finance account is not active. Your account must be active to continue: please contact your finance provider, or choose another payment method.',
  },
  creditLimitExceeded: {
    id: 'checkout.financing.creditLimitExceeded',
    defaultMessage:
      'This purchase is over your account’s credit limit. Please choose another payment method or reduce your order.',
  },
  creditLimitExceededWithLimit: defineMessage<{ limit: string }>({
    id: 'checkout.financing.creditLimitExceededWithLimit',
    defaultMessage:
      'This purchase is over your account’s credit limit of {limit}. Please choose another payment method or reduce your order.',
  }),
  noPlanForAmount: {
    id: 'checkout.financing.noPlanForAmount',
    defaultMessage: 'No finance plan is available for this amount. Please choose another payment method.',
  },
  planUnavailable: {
    id: 'checkout.financing.planUnavailable',
    defaultMessage: 'This plan is no longer offered for this amount. Please choose another plan.',
  },
  tooManyAttemptsSeconds: defineMessage<{ seconds: number }>({
    id: 'checkout.financing.tooManyAttemptsSeconds',
    defaultMessage:
      'Too many attempts. Please wait {seconds, plural, one {# second} other {# seconds}} before trying again.',
  }),
  tooManyAttemptsMinutes: defineMessage<{ minutes: number }>({
    id: 'checkout.financing.tooManyAttemptsMinutes',
    defaultMessage:
      'Too many attempts. Please wait {minutes, plural, one {# minute} other {# minutes}} before trying again.',
  }),
  somethingWentWrong: {
    id: 'checkout.financing.somethingWentWrong',
    defaultMessage: 'Something went wrong. Please try again.',
  },
  loadFailed: {
    id: 'checkout.financing.loadFailed',
    defaultMessage: 'We couldn’t load the amount to finance. Please try again.',
  },
  tryAgain: { id: 'checkout.financing.tryAgain', defaultMessage: 'Try again' },
  loading: { id: 'checkout.financing.loading', defaultMessage: 'Loading the amount to finance' },
  canadaOnlyTitle: {
    id: 'checkout.financing.canadaOnlyTitle',
    defaultMessage: 'Finance applications are available in Canada only',
  },
  canadaOnlyBody: {
    id: 'checkout.financing.canadaOnlyBody',
    defaultMessage: 'You can still pay by card, gift card or buy now, pay later at checkout.',
  },
  nothingToFinanceTitle: {
    id: 'checkout.financing.nothingToFinanceTitle',
    defaultMessage: 'There’s nothing to finance',
  },
  nothingToFinanceBody: {
    id: 'checkout.financing.nothingToFinanceBody',
    defaultMessage: 'Add pieces to your bag and check out, then choose finance as your payment method.',
  },
  coveredTitle: { id: 'checkout.financing.coveredTitle', defaultMessage: 'No additional payment required' },
  coveredBody: {
    id: 'checkout.financing.coveredBody',
    defaultMessage: 'Your gift cards cover the whole order, so there’s nothing left to finance.',
  },
  goToBag: { id: 'checkout.financing.goToBag', defaultMessage: 'Go to my bag' },
});
