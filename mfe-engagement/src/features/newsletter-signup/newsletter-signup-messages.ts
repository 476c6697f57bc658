import { defineMessage, defineMessages } from 'react-intl';

export const newsletterSignupMessages = defineMessages({
  emailLabel: { id: 'engagement.newsletterSignup.emailLabel', defaultMessage: 'Email address' },
  submit: { id: 'engagement.newsletterSignup.submit', defaultMessage: 'Sign up' },
  regionLabel: { id: 'engagement.newsletterSignup.regionLabel', defaultMessage: 'Newsletter sign-up' },
  privacy: {
    id: 'engagement.newsletterSignup.privacy',
    defaultMessage: 'You can unsubscribe at any time from the link in each email.',
  },
  sentTitle: { id: 'engagement.newsletterSignup.sentTitle', defaultMessage: 'Please check your inbox' },
  sentTo: defineMessage<{ email: string }>({
    id: 'engagement.newsletterSignup.sentTo',
    defaultMessage: 'We have emailed {email}. Follow the link in that email to confirm your subscription.',
  }),
  another: { id: 'engagement.newsletterSignup.another', defaultMessage: 'Sign up another address' },
});
