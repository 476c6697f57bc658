import { defineMessages } from 'react-intl';

export const contactDetailsMessages = defineMessages({
  detailsLegend: { id: 'account.contactDetails.detailsLegend', defaultMessage: 'Your details' },
  firstName: { id: 'account.contactDetails.firstName', defaultMessage: 'First name' },
  lastName: { id: 'account.contactDetails.lastName', defaultMessage: 'Last name' },
  mobilePhone: { id: 'account.contactDetails.mobilePhone', defaultMessage: 'Mobile phone' },
  stateAU: { id: 'account.contactDetails.stateAU', defaultMessage: 'State or territory' },
  provinceCA: { id: 'account.contactDetails.provinceCA', defaultMessage: 'Province or territory' },
  statePlaceholder: { id: 'account.contactDetails.statePlaceholder', defaultMessage: 'Select' },
  emailLegend: { id: 'account.contactDetails.emailLegend', defaultMessage: 'Email address' },
  email: { id: 'account.contactDetails.email', defaultMessage: 'Email address' },
  confirmEmail: { id: 'account.contactDetails.confirmEmail', defaultMessage: 'Confirm email address' },
  emailHint: {
    id: 'account.contactDetails.emailHint',
    defaultMessage: 'To change your email address, type it twice and enter your current password below.',
  },
  passwordLegend: { id: 'account.contactDetails.passwordLegend', defaultMessage: 'Password' },
  passwordIntro: {
    id: 'account.contactDetails.passwordIntro',
    defaultMessage: 'Leave the new password blank to keep the one you have.',
  },
  currentPassword: { id: 'account.contactDetails.currentPassword', defaultMessage: 'Current password' },
  newPassword: { id: 'account.contactDetails.newPassword', defaultMessage: 'New password' },
  newPasswordHint: {
    id: 'account.contactDetails.newPasswordHint',
    defaultMessage: 'At least 6 characters, with a number and an uppercase letter.',
  },
  confirmPassword: { id: 'account.contactDetails.confirmPassword', defaultMessage: 'Confirm new password' },
  save: { id: 'account.contactDetails.save', defaultMessage: 'Save changes' },
  saved: { id: 'account.contactDetails.saved', defaultMessage: 'Your details have been updated.' },
  failed: {
    id: 'account.contactDetails.failed',
    defaultMessage: 'There was a problem updating your details. Please check them and try again.',
  },
  currentPasswordIncorrect: {
    id: 'account.contactDetails.currentPasswordIncorrect',
    defaultMessage: 'This is not your current password',
  },
  emailInUse: {
    id: 'account.contactDetails.emailInUse',
    defaultMessage: 'Another account uses this email address',
  },
});
