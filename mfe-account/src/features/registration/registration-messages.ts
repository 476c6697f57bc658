import { defineMessage, defineMessages } from 'react-intl';

export const registrationMessages = defineMessages({
  detailsLegend: { id: 'account.registration.detailsLegend', defaultMessage: 'Your details' },
  emailLabel: { id: 'account.registration.emailLabel', defaultMessage: 'Email address' },
  emailHint: {
    id: 'account.registration.emailHint',
    defaultMessage: 'We’ll send a link to this address to confirm it.',
  },
  titleLabel: { id: 'account.registration.titleLabel', defaultMessage: 'Title' },
  titleNone: { id: 'account.registration.titleNone', defaultMessage: 'Prefer not to say' },
  titleMr: { id: 'account.registration.titleMr', defaultMessage: 'Mr' },
  titleMrs: { id: 'account.registration.titleMrs', defaultMessage: 'Mrs' },
  titleMs: { id: 'account.registration.titleMs', defaultMessage: 'Ms' },
  titleMiss: { id: 'account.registration.titleMiss', defaultMessage: 'Miss' },
  titleMx: { id: 'account.registration.titleMx', defaultMessage: 'Mx' },
  titleDr: { id: 'account.registration.titleDr', defaultMessage: 'Dr' },
  firstNameLabel: { id: 'account.registration.firstNameLabel', defaultMessage: 'First name' },
  lastNameLabel: { id: 'account.registration.lastNameLabel', defaultMessage: 'Last name' },
  stateLabel: { id: 'account.registration.stateLabel', defaultMessage: 'State or territory' },
  provinceLabel: { id: 'account.registration.provinceLabel', defaultMessage: 'Province or territory' },
  choose: { id: 'account.registration.choose', defaultMessage: 'Choose…' },
  mobilePhoneLabel: { id: 'account.registration.mobilePhoneLabel', defaultMessage: 'Mobile phone number' },
  passwordLegend: { id: 'account.registration.passwordLegend', defaultMessage: 'Your password' },
  birthdayLegend: { id: 'account.registration.birthdayLegend', defaultMessage: 'Your birthday' },
  birthdayHint: {
    id: 'account.registration.birthdayHint',
    defaultMessage: 'So we can celebrate with a Brilliance birthday reward.',
  },
  birthdayDayLabel: { id: 'account.registration.birthdayDayLabel', defaultMessage: 'Day' },
  birthdayMonthLabel: { id: 'account.registration.birthdayMonthLabel', defaultMessage: 'Month' },
  birthdayYearLabel: { id: 'account.registration.birthdayYearLabel', defaultMessage: 'Year' },
  interestsLegend: { id: 'account.registration.interestsLegend', defaultMessage: 'What are you shopping for?' },
  interestsHint: {
    id: 'account.registration.interestsHint',
    defaultMessage: 'Optional: choose any that apply, and we’ll tailor our news to you.',
  },
  interestEngagement: {
    id: 'account.registration.interestEngagement',
    defaultMessage: 'Engagement and wedding',
  },
  interestOccasions: { id: 'account.registration.interestOccasions', defaultMessage: 'Special occasions' },
  interestGifts: { id: 'account.registration.interestGifts', defaultMessage: 'Gifts for myself' },
  termsLabel: {
    id: 'account.registration.termsLabel',
    defaultMessage: 'I agree to the Brilliance terms and conditions',
  },
  readTerms: { id: 'account.registration.readTerms', defaultMessage: 'Read the Brilliance terms and conditions' },
  submit: { id: 'account.registration.submit', defaultMessage: 'Create account' },
  sending: { id: 'account.registration.sending', defaultMessage: 'Creating your account…' },
  failedTitle: {
    id: 'account.registration.failedTitle',
    defaultMessage: 'We couldn’t create your account',
  },
  failedBody: {
    id: 'account.registration.failedBody',
    defaultMessage:
      'Something went wrong. Please check your details and try again. If you already have an account, sign in instead.',
  },
  checkEmailTitle: { id: 'account.registration.checkEmailTitle', defaultMessage: 'Check your email' },
  checkEmailNext: {
    id: 'account.registration.checkEmailNext',
    defaultMessage:
      'Open the link in the email to confirm your address. The link works for three days. If this address already has an account, the email explains how to sign in instead.',
  },
  checkEmailSpam: {
    id: 'account.registration.checkEmailSpam',
    defaultMessage: 'Nothing after a few minutes? Check your junk folder, or correct the address and send again.',
  },
  changeEmail: { id: 'account.registration.changeEmail', defaultMessage: 'Change the email address' },
  confirmingLabel: { id: 'account.registration.confirmingLabel', defaultMessage: 'Opening your account…' },
  confirmFailed: {
    id: 'account.registration.confirmFailed',
    defaultMessage: 'We couldn’t open your account just now.',
  },
  linkInvalidTitle: {
    id: 'account.registration.linkInvalidTitle',
    defaultMessage: 'This link has expired or was already used',
  },
  linkInvalidBody: {
    id: 'account.registration.linkInvalidBody',
    defaultMessage:
      'If you already confirmed your email address, sign in. Otherwise register again and we’ll send you a new link.',
  },
  registerAgain: { id: 'account.registration.registerAgain', defaultMessage: 'Register again' },
  noVoucher: {
    id: 'account.registration.noVoucher',
    defaultMessage: 'Your Brilliance rewards are waiting in your account.',
  },
  voucherEyebrow: { id: 'account.registration.voucherEyebrow', defaultMessage: 'Your welcome gift' },
  voucherCodeLabel: { id: 'account.registration.voucherCodeLabel', defaultMessage: 'Reward code' },
  copy: { id: 'account.registration.copy', defaultMessage: 'Copy' },
  copied: { id: 'account.registration.copied', defaultMessage: 'Copied' },
  copyRefused: {
    id: 'account.registration.copyRefused',
    defaultMessage: 'Your browser didn’t let us copy it: the code is selected, so you can copy it yourself.',
  },
  voucherSingleUse: { id: 'account.registration.voucherSingleUse', defaultMessage: 'Single use, online' },
  voucherEmailed: {
    id: 'account.registration.voucherEmailed',
    defaultMessage: 'We’ve also emailed the code to you. Enter it in your bag at checkout.',
  },
  myAccount: { id: 'account.registration.myAccount', defaultMessage: 'Go to my account' },
  signIn: { id: 'account.registration.signIn', defaultMessage: 'Sign in' },
  opensNewTab: { id: 'account.registration.opensNewTab', defaultMessage: '(opens in a new tab)' },
  guestOrderNote: defineMessage<{ order: string }>({
    id: 'account.registration.guestOrderNote',
    defaultMessage: 'Use the email address of your order: once you confirm it, order {order} is added to your account.',
  }),
  inStoreNote: {
    id: 'account.registration.inStoreNote',
    defaultMessage:
      'Shopped with us in store? Register with the email address you gave us and we’ll send you a link to activate your account online.',
  },
  copyCode: defineMessage<{ code: string }>({
    id: 'account.registration.copyCode',
    defaultMessage: 'Copy reward code {code}',
  }),
  codeCopied: defineMessage<{ code: string }>({
    id: 'account.registration.codeCopied',
    defaultMessage: 'Reward code {code} copied',
  }),
  checkEmailSent: defineMessage<{ email: string }>({
    id: 'account.registration.checkEmailSent',
    defaultMessage: 'We’ve sent an email to {email}.',
  }),
  welcome: defineMessage<{ firstName: string }>({
    id: 'account.registration.welcome',
    defaultMessage: 'Welcome to Brilliance, {firstName}. Your account is open and you’re signed in.',
  }),
  voucherAmount: defineMessage<{ amount: string }>({
    id: 'account.registration.voucherAmount',
    defaultMessage: '{amount} off',
  }),
  voucherMinimum: defineMessage<{ amount: string; minimum: string }>({
    id: 'account.registration.voucherMinimum',
    defaultMessage: '{amount} off when you spend {minimum} or more',
  }),
  voucherValidity: defineMessage<{ days: number; date: string }>({
    id: 'account.registration.voucherValidity',
    defaultMessage: 'Valid for {days} days, until {date}',
  }),
});
