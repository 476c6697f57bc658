import { defineMessages } from 'react-intl';

export const newsletterSignupMessages = defineMessages({
  emailLabel: { id: 'engagement.newsletterSignup.emailLabel', defaultMessage: 'Email address' },
  submit: { id: 'engagement.newsletterSignup.submit', defaultMessage: 'Sign up' },
  privacy: {
    id: 'engagement.newsletterSignup.privacy',
    defaultMessage: 'You can unsubscribe at any time from the link in each email.',
  },
});
