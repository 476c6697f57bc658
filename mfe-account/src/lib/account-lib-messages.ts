import { defineMessages } from 'react-intl';

/** Messages of the account remote's shared pieces (`lib/`). */
export const accountLibMessages = defineMessages({
  checkingSession: { id: 'account.memberOnly.checking', defaultMessage: 'Checking that you’re signed in…' },
  sessionFailedTitle: { id: 'account.memberOnly.failedTitle', defaultMessage: 'My account' },
  sessionFailed: {
    id: 'account.memberOnly.failed',
    defaultMessage: 'We couldn’t check whether you’re signed in. Please try again.',
  },
  passwordLabel: { id: 'account.choosePassword.passwordLabel', defaultMessage: 'Password' },
  newPasswordLabel: { id: 'account.choosePassword.newPasswordLabel', defaultMessage: 'New password' },
  passwordRules: {
    id: 'account.choosePassword.rules',
    defaultMessage: 'At least 6 characters, with a number and an uppercase letter',
  },
  confirmPasswordLabel: { id: 'account.choosePassword.confirmPasswordLabel', defaultMessage: 'Confirm password' },
  confirmNewPasswordLabel: {
    id: 'account.choosePassword.confirmNewPasswordLabel',
    defaultMessage: 'Confirm new password',
  },
});
