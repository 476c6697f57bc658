import { defineMessages } from 'react-intl';

export const passwordResetMessages = defineMessages({
  emailLabel: { id: 'account.passwordReset.emailLabel', defaultMessage: 'Email address' },
  sendLink: { id: 'account.passwordReset.sendLink', defaultMessage: 'Send reset link' },
  newPasswordLabel: { id: 'account.passwordReset.newPasswordLabel', defaultMessage: 'New password' },
  passwordRules: {
    id: 'account.passwordReset.passwordRules',
    defaultMessage: 'At least 6 characters, with a number and an uppercase letter',
  },
  confirmPasswordLabel: { id: 'account.passwordReset.confirmPasswordLabel', defaultMessage: 'Confirm new password' },
  savePassword: { id: 'account.passwordReset.savePassword', defaultMessage: 'Save password' },
});
