import { defineMessages } from 'react-intl';

export const accountActivationMessages = defineMessages({
  emailLabel: { id: 'account.activation.emailLabel', defaultMessage: 'Email address you gave in store' },
  submit: { id: 'account.activation.submit', defaultMessage: 'Send verification email' },
});
