import { defineMessages } from 'react-intl';

export const signInMessages = defineMessages({
  emailLabel: { id: 'account.signIn.emailLabel', defaultMessage: 'Email address' },
  passwordLabel: { id: 'account.signIn.passwordLabel', defaultMessage: 'Password' },
  submit: { id: 'account.signIn.submit', defaultMessage: 'Sign in' },
  forgotPassword: { id: 'account.signIn.forgotPassword', defaultMessage: 'Forgot password?' },
  createAccount: { id: 'account.signIn.createAccount', defaultMessage: 'Create account' },
  guestOrder: { id: 'account.signIn.guestOrder', defaultMessage: 'Find an order placed as a guest' },
  credentialsTitle: { id: 'account.signIn.credentialsTitle', defaultMessage: 'We couldn’t sign you in' },
  credentials: {
    id: 'account.signIn.credentials',
    defaultMessage:
      'The email address or password you entered does not match our records. Please check them and try again, or contact customer service.',
  },
  contactCustomerService: { id: 'account.signIn.contactCustomerService', defaultMessage: 'Contact customer service' },
  activationTitle: { id: 'account.signIn.activationTitle', defaultMessage: 'Your account isn’t activated yet' },
  activation: {
    id: 'account.signIn.activation',
    defaultMessage: 'Use the link in the email we sent you to activate your account, or ask for a new one.',
  },
  activate: { id: 'account.signIn.activate', defaultMessage: 'Activate your account' },
  throttledTitle: { id: 'account.signIn.throttledTitle', defaultMessage: 'Too many attempts' },
  failed: { id: 'account.signIn.failed', defaultMessage: 'Something went wrong. Please try again.' },
  newToBrilliance: { id: 'account.signIn.newTitle', defaultMessage: 'New to Lustre & Co.?' },
  newBody: {
    id: 'account.signIn.newBody',
    defaultMessage: 'Create an account to join Brilliance: a welcome voucher, birthday rewards and member pricing.',
  },
});
