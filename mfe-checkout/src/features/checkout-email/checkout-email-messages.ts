import { defineMessage, defineMessages } from 'react-intl';

export const checkoutEmailMessages = defineMessages({
  heading: { id: 'checkout.email.heading', defaultMessage: 'Contact' },
  label: { id: 'checkout.email.label', defaultMessage: 'Email address' },
  hint: { id: 'checkout.email.hint', defaultMessage: 'We’ll send your order confirmation here.' },
  continue: { id: 'checkout.email.continue', defaultMessage: 'Continue' },
  change: { id: 'checkout.email.change', defaultMessage: 'Change' },
  changeLabel: defineMessage<{ email: string }>({
    id: 'checkout.email.changeLabel',
    defaultMessage: 'Change email address {email}',
  }),
  memberNote: defineMessage<{ name: string; email: string }>({
    id: 'checkout.email.memberNote',
    defaultMessage: 'Signed in as {name}. Your order confirmation goes to {email}.',
  }),
  savedNote: { id: 'checkout.email.savedNote', defaultMessage: 'Your order confirmation goes to' },
  signInTitle: { id: 'checkout.email.signInTitle', defaultMessage: 'Already a Brilliance member?' },
  signInBody: {
    id: 'checkout.email.signInBody',
    defaultMessage: 'Sign in for member prices and a faster checkout. You’ll come straight back here.',
  },
  signIn: { id: 'checkout.email.signIn', defaultMessage: 'Sign in' },
  joinTitle: { id: 'checkout.email.joinTitle', defaultMessage: 'New to Brilliance?' },
  joinBody: {
    id: 'checkout.email.joinBody',
    defaultMessage: 'Join free for member prices, a welcome voucher and birthday rewards.',
  },
  join: { id: 'checkout.email.join', defaultMessage: 'Join Brilliance' },
  guestNote: { id: 'checkout.email.guestNote', defaultMessage: 'Or continue as a guest.' },
  saveFailed: {
    id: 'checkout.email.saveFailed',
    defaultMessage: 'We couldn’t save your email address. Please try again.',
  },
});
