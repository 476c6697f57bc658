import { defineMessage, defineMessages } from 'react-intl';

export const accountActivationMessages = defineMessages({
  emailLabel: { id: 'account.activation.emailLabel', defaultMessage: 'Email address you gave in store' },
  submit: { id: 'account.activation.submit', defaultMessage: 'Send verification email' },
  resendIntro: {
    id: 'account.activation.resendIntro',
    defaultMessage: 'Enter the email address you gave in store and we’ll send you a link to activate your account.',
  },
  sentTitle: { id: 'account.activation.sentTitle', defaultMessage: 'Check your email' },
  sentNext: {
    id: 'account.activation.sentNext',
    defaultMessage: 'The link works for three days. Nothing after a few minutes? Check your junk folder.',
  },
  setPasswordIntro: {
    id: 'account.activation.setPasswordIntro',
    defaultMessage: 'Your email address is verified. Choose a password to use your account online.',
  },
  activate: { id: 'account.activation.activate', defaultMessage: 'Activate my account' },
  linkInvalidTitle: {
    id: 'account.activation.linkInvalidTitle',
    defaultMessage: 'This link has expired or was already used',
  },
  linkInvalidBody: {
    id: 'account.activation.linkInvalidBody',
    defaultMessage: 'Ask for a new link below. If you already activated your account, sign in.',
  },
  failedBody: { id: 'account.activation.failedBody', defaultMessage: 'Something went wrong. Please try again.' },
  myAccount: { id: 'account.activation.myAccount', defaultMessage: 'Go to my account' },
  signIn: { id: 'account.activation.signIn', defaultMessage: 'Sign in' },
  activated: defineMessage<{ firstName: string }>({
    id: 'account.activation.activated',
    defaultMessage: 'Welcome, {firstName}: your account is active and you’re signed in.',
  }),
  sentTo: defineMessage<{ email: string }>({
    id: 'account.activation.sentTo',
    defaultMessage: 'If {email} belongs to an in-store account awaiting activation, we’ve sent it a new link.',
  }),
});
