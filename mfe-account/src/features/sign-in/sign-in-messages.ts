import { defineMessages } from 'react-intl';

export const signInMessages = defineMessages({
  emailLabel: { id: 'account.signIn.emailLabel', defaultMessage: 'Email address' },
  passwordLabel: { id: 'account.signIn.passwordLabel', defaultMessage: 'Password' },
  submit: { id: 'account.signIn.submit', defaultMessage: 'Sign in' },
  forgotPassword: { id: 'account.signIn.forgotPassword', defaultMessage: 'Forgot password?' },
  createAccount: { id: 'account.signIn.createAccount', defaultMessage: 'Create account' },
  guestOrder: { id: 'account.signIn.guestOrder', defaultMessage: 'Find an order placed as a guest' },
});
