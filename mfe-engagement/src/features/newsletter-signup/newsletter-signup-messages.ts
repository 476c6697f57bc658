import { defineMessage, defineMessages } from 'react-intl';

export const newsletterSignupMessages = defineMessages({
  emailLabel: { id: 'engagement.newsletterSignup.emailLabel', defaultMessage: 'Email for our newsletter' },
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

  confirming: { id: 'engagement.newsletterConfirm.confirming', defaultMessage: 'Confirming your subscription' },
  confirmedTitle: {
    id: 'engagement.newsletterConfirm.confirmedTitle',
    defaultMessage: 'Your subscription is confirmed',
  },
  confirmedBody: {
    id: 'engagement.newsletterConfirm.confirmedBody',
    defaultMessage: 'Thank you. New collections, events and offers will reach your inbox first.',
  },
  continueShopping: { id: 'engagement.newsletterConfirm.continueShopping', defaultMessage: 'Continue shopping' },
  readJournal: { id: 'engagement.newsletterConfirm.readJournal', defaultMessage: 'Read our journal' },
  invalidTitle: {
    id: 'engagement.newsletterConfirm.invalidTitle',
    defaultMessage: 'This link has expired or was already used',
  },
  invalidBody: {
    id: 'engagement.newsletterConfirm.invalidBody',
    defaultMessage:
      'If you have already confirmed, you are on our list and need do nothing more. Otherwise, sign up again and we will email you a new link.',
  },
});
