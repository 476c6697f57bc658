import { defineMessage, defineMessages } from 'react-intl';

export const passwordResetMessages = defineMessages({
  emailLabel: { id: 'account.passwordReset.emailLabel', defaultMessage: 'Email address' },
  sendLink: { id: 'account.passwordReset.sendLink', defaultMessage: 'Send reset link' },
  sentTitle: { id: 'account.passwordReset.sentTitle', defaultMessage: 'Check your email' },
  sentNext: {
    id: 'account.passwordReset.sentNext',
    defaultMessage: 'The link works once and for one hour. Nothing after a few minutes? Check your junk folder.',
  },
  savePassword: { id: 'account.passwordReset.savePassword', defaultMessage: 'Save password' },
  successTitle: { id: 'account.passwordReset.successTitle', defaultMessage: 'Your password has been changed' },
  successBody: {
    id: 'account.passwordReset.successBody',
    defaultMessage: 'Sign in with your new password. For your security, you’ve been signed out everywhere else.',
  },
  failureTitle: { id: 'account.passwordReset.failureTitle', defaultMessage: 'Something went wrong' },
  failureBody: {
    id: 'account.passwordReset.failureBody',
    defaultMessage: 'This link has expired or was already used. Ask for a new one and try again.',
  },
  noLinkBody: {
    id: 'account.passwordReset.noLinkBody',
    defaultMessage: 'Open this page from the link in your password reset email, or ask for a new link.',
  },
  signIn: { id: 'account.passwordReset.signIn', defaultMessage: 'Sign in' },
  retry: { id: 'account.passwordReset.retry', defaultMessage: 'Send me a new link' },
  failedBody: {
    id: 'account.passwordReset.failedBody',
    defaultMessage: 'Something went wrong. Please try again.',
  },
  sentTo: defineMessage<{ email: string }>({
    id: 'account.passwordReset.sentTo',
    defaultMessage: 'If {email} belongs to an account, we’ve sent it a link to choose a new password.',
  }),
});
