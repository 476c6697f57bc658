import { defineMessages } from 'react-intl';

export const registrationMessages = defineMessages({
  firstNameLabel: { id: 'account.registration.firstNameLabel', defaultMessage: 'First name' },
  lastNameLabel: { id: 'account.registration.lastNameLabel', defaultMessage: 'Last name' },
  emailLabel: { id: 'account.registration.emailLabel', defaultMessage: 'Email address' },
  mobilePhoneLabel: { id: 'account.registration.mobilePhoneLabel', defaultMessage: 'Mobile phone number' },
  passwordLabel: { id: 'account.registration.passwordLabel', defaultMessage: 'Password' },
  passwordRules: {
    id: 'account.registration.passwordRules',
    defaultMessage: 'At least 6 characters, with a number and an uppercase letter',
  },
  confirmPasswordLabel: { id: 'account.registration.confirmPasswordLabel', defaultMessage: 'Confirm password' },
  termsLabel: {
    id: 'account.registration.termsLabel',
    defaultMessage: 'I agree to the Brilliance terms and conditions',
  },
  readTerms: { id: 'account.registration.readTerms', defaultMessage: 'Read the Brilliance terms and conditions' },
  submit: { id: 'account.registration.submit', defaultMessage: 'Create account' },
});
