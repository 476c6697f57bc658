import { defineMessage, defineMessages } from 'react-intl';

export const brillianceMessages = defineMessages({
  benefitsHeading: { id: 'account.brilliance.benefitsHeading', defaultMessage: 'Your Brilliance benefits' },
  benefitWelcomeTitle: { id: 'account.brilliance.benefitWelcomeTitle', defaultMessage: 'A welcome voucher' },
  benefitWelcome: defineMessage<{ amount: string; minimum: string }>({
    id: 'account.brilliance.benefitWelcome',
    defaultMessage: '{amount} off a spend of {minimum} or more, e-mailed when you join and valid for 30 days.',
  }),
  benefitBirthdayTitle: { id: 'account.brilliance.benefitBirthdayTitle', defaultMessage: 'Birthday rewards' },
  benefitBirthday: {
    id: 'account.brilliance.benefitBirthday',
    defaultMessage: 'A voucher on your birthday every year, sent by e-mail and kept in your account.',
  },
  benefitAnniversaryTitle: {
    id: 'account.brilliance.benefitAnniversaryTitle',
    defaultMessage: 'Anniversary rewards',
  },
  benefitAnniversary: {
    id: 'account.brilliance.benefitAnniversary',
    defaultMessage: 'A thank-you voucher on the anniversary of the day you joined.',
  },
  benefitPricingTitle: { id: 'account.brilliance.benefitPricingTitle', defaultMessage: 'Member pricing' },
  benefitPricing: {
    id: 'account.brilliance.benefitPricing',
    defaultMessage: 'Member prices on selected pieces whenever you are signed in.',
  },
  benefitOffersTitle: { id: 'account.brilliance.benefitOffersTitle', defaultMessage: 'Offers picked for you' },
  benefitOffers: {
    id: 'account.brilliance.benefitOffers',
    defaultMessage: 'Members-only offers and early access, in My offers.',
  },
  terms: { id: 'account.brilliance.terms', defaultMessage: 'Brilliance terms and conditions' },
  guestHeading: { id: 'account.brilliance.guestHeading', defaultMessage: 'Join Brilliance, or sign in' },
  guestBody: {
    id: 'account.brilliance.guestBody',
    defaultMessage: 'Membership is free. Join to receive your welcome voucher, or sign in to see your rewards.',
  },
  join: { id: 'account.brilliance.join', defaultMessage: 'Join Brilliance' },
  signIn: { id: 'account.brilliance.signIn', defaultMessage: 'Sign in' },
  membershipHeading: { id: 'account.brilliance.membershipHeading', defaultMessage: 'Your membership' },
  memberName: defineMessage<{ firstName: string; lastName: string }>({
    id: 'account.brilliance.memberName',
    defaultMessage: '{firstName} {lastName}',
  }),
  memberNumber: { id: 'account.brilliance.memberNumber', defaultMessage: 'Member number' },
  memberSince: { id: 'account.brilliance.memberSince', defaultMessage: 'Member since' },
  vouchersHeading: { id: 'account.brilliance.vouchersHeading', defaultMessage: 'Your vouchers' },
  vouchersEmpty: {
    id: 'account.brilliance.vouchersEmpty',
    defaultMessage: 'You have no vouchers right now. Your birthday and anniversary rewards will appear here.',
  },
  vouchersLoading: { id: 'account.brilliance.vouchersLoading', defaultMessage: 'Loading your vouchers' },
  vouchersFailed: { id: 'account.brilliance.vouchersFailed', defaultMessage: 'We couldn’t load your vouchers.' },
  tryAgain: { id: 'account.brilliance.tryAgain', defaultMessage: 'Try again' },
  kindWelcome: { id: 'account.brilliance.kindWelcome', defaultMessage: 'Welcome voucher' },
  kindBirthday: { id: 'account.brilliance.kindBirthday', defaultMessage: 'Birthday reward' },
  kindAnniversary: { id: 'account.brilliance.kindAnniversary', defaultMessage: 'Anniversary reward' },
  voucherValue: defineMessage<{ amount: string; minimum: string }>({
    id: 'account.brilliance.voucherValue',
    defaultMessage: '{amount} off a spend of {minimum} or more',
  }),
  voucherValueNoMinimum: defineMessage<{ amount: string }>({
    id: 'account.brilliance.voucherValueNoMinimum',
    defaultMessage: '{amount} off your order',
  }),
  code: { id: 'account.brilliance.code', defaultMessage: 'Code' },
  statusUnused: { id: 'account.brilliance.statusUnused', defaultMessage: 'Ready to use' },
  statusUsed: { id: 'account.brilliance.statusUsed', defaultMessage: 'Used' },
  statusExpired: { id: 'account.brilliance.statusExpired', defaultMessage: 'Expired' },
  useBy: defineMessage<{ date: string }>({ id: 'account.brilliance.useBy', defaultMessage: 'Use by {date}' }),
  usedOn: defineMessage<{ date: string }>({ id: 'account.brilliance.usedOn', defaultMessage: 'Used on {date}' }),
  expiredOn: defineMessage<{ date: string }>({
    id: 'account.brilliance.expiredOn',
    defaultMessage: 'Expired on {date}',
  }),
  howToUse: {
    id: 'account.brilliance.howToUse',
    defaultMessage: 'Enter the code as a promotion code in your bag at checkout. Each voucher can be used once.',
  },
  goToBag: { id: 'account.brilliance.goToBag', defaultMessage: 'Go to my bag' },
});
